import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  COMMENT_MESSAGES,
  type Comment,
  type CommentableType,
  type CommentsQuery,
  type CreateCommentInput,
  type CreateLikeInput,
  type LikeableType,
  type Like,
  type UpdateCommentInput,
} from '@intranet/contracts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import type { Db } from '../../platform/db/database.ts';
import { conflict, fieldError, notFound } from '../../platform/http/app-error.ts';
import { placeholdersOf, PreparedReads } from '../../platform/db/prepared.ts';
import { paginated, pageOffset } from '../../platform/http/pagination.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { fullName } from '../users/users.service.ts';
import { users } from '../users/users.schema.ts';
import { deleteComment, editComment, removeLike } from './social.policy.ts';
import { comments, likes, socialCounters } from './social.schema.ts';
import { likeCountOf, myLikeOf } from './social.sql.ts';

/**
 * What a module tells the social mechanism about its commentable things: which of them the actor may see
 * (the rest are 404), and which feed item a like of one is (posts are feed items).
 */
export interface SocialEntity {
  visible(actor: AuthUser, ids: number[]): Promise<Set<number>>;
  feedIdOf?(id: number): number | null;
  /**
   * Runs inside the comment's transaction after it is stored (a topic's `updated_at`, its subscribers'
   * notifications); a throw undoes the comment.
   */
  onCommented?(actor: AuthUser, comment: { id: number; entityId: number; body: string }): Promise<void>;
  /** Runs inside an edit's transaction before it is written (a closed topic's comments stay as they are); a throw refuses it. */
  beforeCommentEdit?(actor: AuthUser, comment: { id: number; entityId: number }): Promise<void>;
}

type CommentRow = typeof comments.$inferSelect;

/**
 * Comments and likes of every commentable thing (docs/modules/social.md): one table each, keyed by entity
 * type and id, with the counts kept in `social_counters` by every write (lists never count). Modules register
 * their entity types; an unregistered or invisible entity is a 404.
 */
export class SocialService {
  private readonly entities = new Map<CommentableType, SocialEntity>();
  private readonly prepared = new PreparedReads();

  constructor(
    private readonly db: Db,
    private readonly settings: SettingsService,
  ) {}

  registerEntity(type: CommentableType, entity: SocialEntity): void {
    this.entities.set(type, entity);
  }

  private async assertVisible(actor: AuthUser, type: CommentableType, id: number): Promise<void> {
    const entity = this.entities.get(type);
    if (!entity || !(await entity.visible(actor, [id])).has(id))
      throw notFound(COMMENT_MESSAGES.entityNotFound);
  }

  /** A live comment whose entity the actor sees, or 404. */
  private async getVisibleComment(actor: AuthUser, id: number, lock = false): Promise<CommentRow> {
    const query = this.db
      .select()
      .from(comments)
      .where(and(eq(comments.id, id), isNull(comments.deletedAt)));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFound(COMMENT_MESSAGES.notFound);
    await this.assertVisible(actor, row.entityType as CommentableType, row.entityId).catch(() => {
      throw notFound(COMMENT_MESSAGES.notFound);
    });
    return row;
  }

  private async commentBody(body: string): Promise<string> {
    const text = body.trim();
    if (!text) throw fieldError('body', COMMENT_MESSAGES.empty);
    const max = Number(await this.settings.value('comment_max_length'));
    if (Number.isInteger(max) && max > 0 && text.length > max)
      throw fieldError('body', COMMENT_MESSAGES.tooLong(max));
    return text;
  }

  private async bump(type: LikeableType, id: number, change: { likes?: number; comments?: number }) {
    await this.db
      .insert(socialCounters)
      .values({ entityType: type, entityId: id, likes: change.likes ?? 0, comments: change.comments ?? 0 })
      .onConflictDoUpdate({
        target: [socialCounters.entityType, socialCounters.entityId],
        set: {
          likes: sql`greatest(0, ${socialCounters.likes} + ${change.likes ?? 0})`,
          comments: sql`greatest(0, ${socialCounters.comments} + ${change.comments ?? 0})`,
        },
      });
  }

  /** GET /comments: oldest first, so a conversation reads down; pages by the kept count. */
  async list(actor: AuthUser, query: CommentsQuery) {
    await this.assertVisible(actor, query.entity_type, query.entity_id);
    // A discussion's pages are the hot read of every topic, post and album: both statements prepared.
    const values = {
      type: query.entity_type,
      id: query.entity_id,
      actor: actor.id,
      limit: query.per_page,
      offset: pageOffset(query),
    };
    const [counter] = await this.prepared.run(
      'social_comments_count',
      () => {
        const v = placeholdersOf(values);
        return this.db
          .select({ comments: socialCounters.comments })
          .from(socialCounters)
          .where(and(eq(socialCounters.entityType, v.type), eq(socialCounters.entityId, v.id)));
      },
      values,
    );
    const rows = await this.prepared.run(
      'social_comments_page',
      () => {
        const v = placeholdersOf(values);
        const where = and(
          eq(comments.entityType, v.type),
          eq(comments.entityId, v.id),
          isNull(comments.deletedAt),
        );
        return this.selectComments({ id: v.actor }, where, v.limit, v.offset);
      },
      values,
    );
    return paginated(this.present(actor, rows), counter?.comments ?? 0, query, '/api/comments');
  }

  /** Comments with their authors and likes (the actor's own like too) in one statement. */
  private selectComments(
    actor: Pick<AuthUser, 'id'>,
    where: ReturnType<typeof and>,
    limit: number,
    offset = 0,
  ) {
    const quoteAuthor = alias(users, 'quote_author');
    return this.db
      .select({
        comment: comments,
        likes: likeCountOf('comment', comments.id),
        mine: myLikeOf('comment', comments.id, actor.id),
        author: { id: users.id, lastName: users.lastName, name: users.name, patronymic: users.patronymic },
        workPosition: users.workPosition,
        quoteAuthor: {
          id: quoteAuthor.id,
          lastName: quoteAuthor.lastName,
          name: quoteAuthor.name,
          patronymic: quoteAuthor.patronymic,
        },
      })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.authorId))
      .leftJoin(quoteAuthor, eq(quoteAuthor.id, comments.quoteAuthorId))
      .where(where)
      .orderBy(asc(comments.id))
      .limit(limit)
      .offset(offset);
  }

  private present(actor: AuthUser, rows: Awaited<ReturnType<SocialService['selectComments']>>): Comment[] {
    return rows.map(({ comment, likes, mine, author, workPosition, quoteAuthor }): Comment => ({
      id: comment.id,
      entity_type: comment.entityType as CommentableType,
      entity_id: comment.entityId,
      body: comment.body,
      author: { id: author.id, full_name: fullName(author), work_position: workPosition },
      quote_id: comment.quoteId,
      quote: comment.quote,
      quote_author: quoteAuthor ? { id: quoteAuthor.id, full_name: fullName(quoteAuthor) } : null,
      edited: comment.editedAt !== null,
      edited_at: comment.editedAt?.toISOString() ?? null,
      created_at: comment.createdAt.toISOString(),
      updated_at: comment.updatedAt.toISOString(),
      likes,
      my_like_id: mine,
      abilities: { update: editComment.allows(actor, comment), delete: deleteComment.allows(actor, comment) },
    }));
  }

  private async getPresented(actor: AuthUser, id: number): Promise<Comment> {
    const [comment] = this.present(actor, await this.selectComments(actor, eq(comments.id, id), 1));
    if (!comment) throw notFound(COMMENT_MESSAGES.notFound);
    return comment;
  }

  /** POST /comments: the quote's text is copied now, so later edits of the original do not change it. */
  async create(actor: AuthUser, input: CreateCommentInput): Promise<Comment> {
    const body = await this.commentBody(input.body);
    const id = await this.db.transaction(async () => {
      await this.assertVisible(actor, input.entity_type, input.entity_id);
      let quote: CommentRow | undefined;
      if (input.quote_id) {
        [quote] = await this.db
          .select()
          .from(comments)
          .where(
            and(
              eq(comments.id, input.quote_id),
              eq(comments.entityType, input.entity_type),
              eq(comments.entityId, input.entity_id),
              isNull(comments.deletedAt),
            ),
          );
        if (!quote) throw fieldError('quote_id', COMMENT_MESSAGES.quoteNotFound);
      }
      const [row] = await this.db
        .insert(comments)
        .values({
          entityType: input.entity_type,
          entityId: input.entity_id,
          authorId: actor.id,
          body,
          quoteId: quote?.id ?? null,
          quote: quote?.body ?? null,
          quoteAuthorId: quote?.authorId ?? null,
        })
        .returning({ id: comments.id });
      await this.bump(input.entity_type, input.entity_id, { comments: 1 });
      await this.entities
        .get(input.entity_type)
        ?.onCommented?.(actor, { id: row!.id, entityId: input.entity_id, body });
      return row!.id;
    });
    return this.getPresented(actor, id);
  }

  /** PUT /comments/{id}: the author only; an edit made since the one the author saw is a 409. */
  async update(actor: AuthUser, id: number, input: UpdateCommentInput): Promise<Comment> {
    const body = await this.commentBody(input.body);
    await this.db.transaction(async () => {
      const row = await this.getVisibleComment(actor, id, true);
      authorize(actor, editComment, row);
      await this.entities
        .get(row.entityType as CommentableType)
        ?.beforeCommentEdit?.(actor, { id: row.id, entityId: row.entityId });
      if (input.updated_at && new Date(input.updated_at).getTime() !== row.updatedAt.getTime())
        throw conflict(COMMENT_MESSAGES.stale);
      if (body === row.body) return;
      await this.db
        .update(comments)
        .set({ body, editedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(comments.id, id));
    });
    return this.getPresented(actor, id);
  }

  /** DELETE /comments/{id}: the author, a moderator or an administrator; kept as deleted and audited. */
  async remove(actor: AuthUser, id: number): Promise<void> {
    await this.db.transaction(async () => {
      const row = await this.getVisibleComment(actor, id, true);
      authorize(actor, deleteComment, row);
      await this.db
        .update(comments)
        .set({ deletedAt: sql`now()`, deletedBy: actor.id })
        .where(eq(comments.id, id));
      await this.bump(row.entityType as CommentableType, row.entityId, { comments: -1 });
      await recordAudit(this.db, {
        actor,
        action: 'comment.delete',
        targetType: 'comment',
        targetId: id,
        details: { entity_type: row.entityType, entity_id: row.entityId, author_id: row.authorId },
      });
    });
  }

  /** POST /likes: a second like of the same thing is no error and no second row (the unique index). */
  async like(actor: AuthUser, input: CreateLikeInput): Promise<Like> {
    return this.db.transaction(async () => {
      if (input.entity_type === 'comment') await this.getVisibleComment(actor, input.entity_id);
      else await this.assertVisible(actor, input.entity_type, input.entity_id);
      const inserted = await this.db
        .insert(likes)
        .values({ entityType: input.entity_type, entityId: input.entity_id, createdBy: actor.id })
        .onConflictDoNothing()
        .returning({ id: likes.id });
      if (inserted.length) await this.bump(input.entity_type, input.entity_id, { likes: 1 });
      const [like] = await this.db
        .select({ id: likes.id, likes: likeCountOf(input.entity_type, likes.entityId) })
        .from(likes)
        .where(
          and(
            eq(likes.entityType, input.entity_type),
            eq(likes.entityId, input.entity_id),
            eq(likes.createdBy, actor.id),
          ),
        );
      const feed = input.entity_type === 'comment' ? undefined : this.entities.get(input.entity_type);
      return {
        id: like!.id,
        entity_type: input.entity_type,
        entity_id: input.entity_id,
        created_by: actor.id,
        feed_id: feed?.feedIdOf?.(input.entity_id) ?? null,
        likes: like!.likes,
      };
    });
  }

  /** DELETE /likes/{id}: only the person who liked; the count drops once even when two tabs ask at once. */
  async unlike(actor: AuthUser, id: number) {
    return this.db.transaction(async () => {
      const [like] = await this.db.select().from(likes).where(eq(likes.id, id));
      if (!like) throw notFound(COMMENT_MESSAGES.likeNotFound);
      authorize(actor, removeLike, like);
      const removed = await this.db.delete(likes).where(eq(likes.id, id)).returning({ id: likes.id });
      const type = like.entityType as LikeableType;
      if (removed.length) await this.bump(type, like.entityId, { likes: -1 });
      const [counter] = await this.db
        .select({ likes: socialCounters.likes })
        .from(socialCounters)
        .where(and(eq(socialCounters.entityType, type), eq(socialCounters.entityId, like.entityId)));
      return { entity_type: type, entity_id: like.entityId, likes: counter?.likes ?? 0 };
    });
  }
}
