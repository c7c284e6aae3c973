import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { postInputSchema } from '@intranet/contracts';
import {
  POST_LIMITS,
  POST_MESSAGES,
  type FeedItem,
  type FeedQuery,
  type Post,
  type PostAbilities,
  type PostKind,
  type Tag,
} from '@intranet/contracts';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import type { Db } from '../../platform/db/database.ts';
import { conflict, fieldError, notFound } from '../../platform/http/app-error.ts';
import { countTotal, lookAhead, paginated, pageOffset } from '../../platform/http/pagination.ts';
import type { RealtimeHub } from '../../platform/realtime/hub.ts';
import { richTextToPlain, sanitizeRichText } from '../../platform/text/rich-text.ts';
import { files } from '../files/files.schema.ts';
import type { FilesService } from '../files/files.service.ts';
import { isImageMime } from '../../platform/files/images.ts';
import type { SearchService } from '../search/search.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { tags } from '../social/social.schema.ts';
import { commentCountOf, likeCountOf, myLikeOf } from '../social/social.sql.ts';
import type { TagsService } from '../social/tags.service.ts';
import { fullName } from '../users/users.service.ts';
import { users } from '../users/users.schema.ts';
import { changePost, postAbilities, writePost } from './posts.policy.ts';
import { posts, postTags } from './posts.schema.ts';

type PostInput = z.output<typeof postInputSchema>;
type PostRow = typeof posts.$inferSelect;

const live = isNull(posts.deletedAt);

/**
 * The feed (docs/modules/posts.md): news and posts, newest first, by tag; bodies are sanitised HTML. Likes
 * and comments are the social module's (registered as the entity type 'post'); a new post is announced to
 * every open socket.
 */
export class PostsService {
  constructor(
    private readonly db: Db,
    private readonly settings: SettingsService,
    private readonly tagsService: TagsService,
    private readonly search: SearchService,
    private readonly hub: RealtimeHub,
    private readonly files: FilesService,
  ) {}

  private async postsByEmployees(): Promise<boolean> {
    return (await this.settings.value('posts_by_employees')) === '1';
  }

  async abilities(actor: AuthUser): Promise<PostAbilities> {
    return postAbilities(actor, await this.postsByEmployees());
  }

  /** Ids among `ids` of posts that exist and are not deleted (every signed-in person sees every post). */
  async visible(ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .select({ id: posts.id })
      .from(posts)
      .where(and(inArray(posts.id, ids), live));
    return new Set(rows.map((row) => row.id));
  }

  private selectItems(actor: AuthUser, where: SQL | undefined) {
    return this.db
      .select({
        post: posts,
        author: { id: users.id, lastName: users.lastName, name: users.name, patronymic: users.patronymic },
        image: { id: files.id },
        likes: likeCountOf('post', posts.id),
        comments: commentCountOf('post', posts.id),
        myLike: myLikeOf('post', posts.id, actor.id),
      })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.authorId))
      .leftJoin(files, eq(files.id, posts.imageId))
      .where(where);
  }

  private async tagsOf(postIds: number[]): Promise<Map<number, Tag[]>> {
    const byPost = new Map<number, Tag[]>();
    if (postIds.length === 0) return byPost;
    const rows = await this.db
      .select({ postId: postTags.postId, id: tags.id, name: tags.name })
      .from(postTags)
      .innerJoin(tags, eq(tags.id, postTags.tagId))
      .where(inArray(postTags.postId, postIds));
    for (const row of rows) {
      const list = byPost.get(row.postId) ?? [];
      list.push({ id: row.id, name: row.name });
      byPost.set(row.postId, list);
    }
    return byPost;
  }

  /** The cover's addresses: the original and its widest preview (for lists), by file id. */
  private async coversOf(fileIds: number[]): Promise<Map<number, FeedItem['image']>> {
    const infos = await this.files.findInfos(fileIds);
    return new Map(
      infos.map((info) => [
        info.id,
        { id: info.id, url: info.url, preview_url: info.previews?.at(-1)?.url ?? info.url },
      ]),
    );
  }

  private toItem(
    row: Awaited<ReturnType<PostsService['selectItems']>>[number],
    tagList: Tag[],
    covers: Map<number, FeedItem['image']>,
  ): FeedItem {
    const { post } = row;
    const image = row.image ? (covers.get(row.image.id) ?? null) : null;
    return {
      id: post.id,
      kind: post.kind as PostKind,
      title: post.title,
      excerpt:
        post.bodyText.length > POST_LIMITS.excerpt
          ? `${post.bodyText.slice(0, POST_LIMITS.excerpt - 1).trimEnd()}…`
          : post.bodyText,
      image,
      tags: tagList,
      author: { id: row.author.id, full_name: fullName(row.author) },
      created_at: post.createdAt.toISOString(),
      updated_at: post.updatedAt.toISOString(),
      likes: row.likes,
      comments: row.comments,
      my_like_id: row.myLike,
    };
  }

  /** GET /feeds (and GET /posts): a page of news and posts, newest first; `tag` and `kind` narrow it. */
  async feed(actor: AuthUser, query: FeedQuery & { per_page?: number }, basePath: string) {
    const perPage = query.per_page ?? Number((await this.settings.value('feed_page_size')) || 10);
    const request = { page: query.page, per_page: Math.min(Math.max(perPage, 1), 50) };
    const conditions: SQL[] = [live];
    if (query.kind) conditions.push(eq(posts.kind, query.kind));
    if (query.tag)
      conditions.push(
        sql`exists (select 1 from ${postTags} join ${tags} on ${tags.id} = ${postTags.tagId}
          where ${postTags.postId} = ${posts.id} and lower(${tags.name}) = lower(${query.tag}))`,
      );
    const where = and(...conditions);
    // One row past the page: the feed's end is known exactly even where the total is an estimate.
    const { rows, hasMore } = lookAhead(
      await this.selectItems(actor, where)
        .orderBy(desc(posts.createdAt), desc(posts.id))
        .limit(request.per_page + 1)
        .offset(pageOffset(request)),
      request.per_page,
    );
    const total = await countTotal(this.db, this.db.select({ id: posts.id }).from(posts).where(where));
    const tagsByPost = await this.tagsOf(rows.map((row) => row.post.id));
    const covers = await this.coversOf(rows.flatMap((row) => (row.image ? [row.image.id] : [])));
    const data = rows.map((row) => this.toItem(row, tagsByPost.get(row.post.id) ?? [], covers));
    return paginated(data, total, request, basePath, undefined, undefined, hasMore);
  }

  /** GET /posts/{id}/: the post with its author, image, tags, counts and what the caller may do with it. */
  async get(actor: AuthUser, id: number): Promise<Post> {
    const [row] = await this.selectItems(actor, and(eq(posts.id, id), live));
    if (!row) throw notFound(POST_MESSAGES.notFound);
    const tagsByPost = await this.tagsOf([id]);
    const covers = await this.coversOf(row.image ? [row.image.id] : []);
    const allowed = changePost.allows(actor, row.post);
    return {
      ...this.toItem(row, tagsByPost.get(id) ?? [], covers),
      body: row.post.body,
      abilities: { update: allowed, delete: allowed },
    };
  }

  /** The checked, sanitised fields of a post to write. */
  private async prepare(actor: AuthUser, input: PostInput) {
    const body = sanitizeRichText(input.body);
    const bodyText = richTextToPlain(body);
    if (!bodyText && !/<img\s/i.test(body)) throw fieldError('body', POST_MESSAGES.emptyBody);
    const title = input.title?.trim() || null;
    if (input.kind === 'news' && !title) throw fieldError('title', POST_MESSAGES.titleRequired);
    if (input.image_id) {
      const [file] = await this.db.select().from(files).where(eq(files.id, input.image_id));
      const usable = await this.files.findUsable(actor, [input.image_id]);
      if (!file || !usable.length || !isImageMime(file.mime))
        throw fieldError('image_id', POST_MESSAGES.notImage);
    }
    return { kind: input.kind, title, body, bodyText, imageId: input.image_id ?? null };
  }

  /**
   * Everyone reads a post, so its cover and the pictures in its text become readable by every signed-in
   * user — those the writer may use (their own uploads, already shared files); others stay as they were.
   */
  private async shareFiles(actor: AuthUser, body: string, imageId: number | null): Promise<void> {
    const inline = [...body.matchAll(/\/api\/files\/(\d+)/g)].map((match) => Number(match[1]));
    const ids = [...new Set([...(imageId ? [imageId] : []), ...inline])];
    await this.files.share(this.db, await this.files.findUsable(actor, ids));
  }

  private async assertMayWrite(actor: AuthUser, kind: PostKind): Promise<void> {
    authorize(actor, writePost, { kind, postsByEmployees: await this.postsByEmployees() });
  }

  private async setTags(postId: number, names: readonly string[]): Promise<void> {
    await this.db.delete(postTags).where(eq(postTags.postId, postId));
    const found = await this.tagsService.ensure(names);
    if (found.length) await this.db.insert(postTags).values(found.map((tag) => ({ postId, tagId: tag.id })));
  }

  private async index(
    post: Pick<PostRow, 'id' | 'kind' | 'title' | 'bodyText'>,
    tagNames: readonly string[],
  ) {
    await this.search.upsert([
      {
        kind: 'post',
        entityId: post.id,
        title: post.title ?? richTextToPlain(post.bodyText, 80),
        subtitle: post.kind === 'news' ? 'Новость' : 'Пост',
        body: [post.bodyText, ...tagNames].join(' '),
        url: `/posts/${post.id}`,
      },
    ]);
  }

  /** POST /posts: written, tagged and indexed in one transaction; then announced to every open socket. */
  async create(actor: AuthUser, input: PostInput): Promise<Post> {
    await this.assertMayWrite(actor, input.kind);
    const fields = await this.prepare(actor, input);
    const id = await this.db.transaction(async () => {
      const [row] = await this.db
        .insert(posts)
        .values({ ...fields, authorId: actor.id })
        .returning();
      await this.setTags(row!.id, input.tags);
      await this.shareFiles(actor, fields.body, fields.imageId);
      await this.index(row!, input.tags);
      return row!.id;
    });
    await this.hub.broadcast({ type: 'feed.created', data: { id, kind: input.kind, author_id: actor.id } });
    return this.get(actor, id);
  }

  /** The live post, locked for this transaction, when the actor may change it (404, 403 otherwise). */
  private async lockChangeable(actor: AuthUser, id: number): Promise<PostRow> {
    const [row] = await this.db
      .select()
      .from(posts)
      .where(and(eq(posts.id, id), live))
      .for('update');
    if (!row) throw notFound(POST_MESSAGES.notFound);
    authorize(actor, changePost, row);
    return row;
  }

  /** PUT /posts/{id}: the author or a moderator; an edit made since the one the editor saw is a 409. */
  async update(actor: AuthUser, id: number, input: PostInput): Promise<Post> {
    await this.db.transaction(async () => {
      const row = await this.lockChangeable(actor, id);
      if (input.kind !== row.kind) await this.assertMayWrite(actor, input.kind);
      if (input.updated_at && new Date(input.updated_at).getTime() !== row.updatedAt.getTime())
        throw conflict(POST_MESSAGES.stale);
      // A cover kept as it was may belong to another author (a moderator edits someone's post).
      const keepsImage = input.image_id === row.imageId;
      const fields = await this.prepare(actor, keepsImage ? { ...input, image_id: null } : input);
      const [saved] = await this.db
        .update(posts)
        .set({ ...fields, imageId: keepsImage ? row.imageId : fields.imageId, updatedAt: sql`now()` })
        .where(eq(posts.id, id))
        .returning();
      await this.setTags(id, input.tags);
      await this.shareFiles(actor, fields.body, keepsImage ? null : fields.imageId);
      await this.index(saved!, input.tags);
    });
    return this.get(actor, id);
  }

  /** DELETE /posts/{id}: kept as deleted (audited), gone from the feed and the search. */
  async remove(actor: AuthUser, id: number): Promise<void> {
    await this.db.transaction(async () => {
      const row = await this.lockChangeable(actor, id);
      await this.db
        .update(posts)
        .set({ deletedAt: sql`now()`, deletedBy: actor.id })
        .where(eq(posts.id, id));
      await this.files.unsharePublished(this.db, { html: [row.body], fileIds: [row.imageId] });
      await this.search.remove('post', [id]);
      await recordAudit(this.db, {
        actor,
        action: 'post.delete',
        targetType: 'post',
        targetId: id,
        details: { kind: row.kind, author_id: row.authorId },
      });
    });
  }
}
