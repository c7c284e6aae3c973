import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import {
  FORUM_LIMITS,
  FORUM_MESSAGES,
  type Subscription,
  type Topic,
  type TopicListItem,
  type TopicSort,
  type TopicsQuery,
  type topicInputSchema,
  type topicUpdateSchema,
} from '@intranet/contracts';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { byName } from '../../platform/db/sql.ts';
import { PreparedReads } from '../../platform/db/prepared.ts';
import { lockRows } from '../../platform/db/transaction-context.ts';
import { conflict, fieldError, notFound } from '../../platform/http/app-error.ts';
import { paginated, pageOffset } from '../../platform/http/pagination.ts';
import { richTextToPlain, sanitizeRichText } from '../../platform/text/rich-text.ts';
import { fileIdsInHtml, type FilesService } from '../files/files.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { SearchService } from '../search/search.service.ts';
import { commentCountOf, likeCountOf } from '../social/social.sql.ts';
import { fullName } from '../users/users.service.ts';
import { users } from '../users/users.schema.ts';
import type { BoardsService } from './boards.service.ts';
import { createTopic, deleteTopic, editTopic, moderateTopic, topicAbilities } from './forum.policy.ts';
import {
  lastCommentIdOf,
  liveBoard,
  liveTopic,
  SINCE,
  topicMarks,
  topicMyLike,
  unreadSince,
  USER,
} from './forum.queries.ts';
import { forumBoards, forumTopicReads, forumTopics, forumTopicSubscriptions } from './forum.schema.ts';
import { indexTopics, topicUrl } from './forum.search.ts';
import { notifyModerated } from './topic-notices.ts';

type TopicInput = z.output<typeof topicInputSchema>;
type TopicUpdate = z.output<typeof topicUpdateSchema>;
type TopicRow = typeof forumTopics.$inferSelect;

const ORDER: Record<TopicSort, SQL[]> = {
  '-updated_at': [desc(forumTopics.updatedAt), desc(forumTopics.id)],
  updated_at: [asc(forumTopics.updatedAt), asc(forumTopics.id)],
  '-created_at': [desc(forumTopics.createdAt), desc(forumTopics.id)],
  title: [asc(byName(forumTopics.title)), asc(forumTopics.id)],
};

/** Characters of a comment a notification quotes. */
const NOTICE_EXCERPT = 200;

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/**
 * Topics of the forum: a board's list with the caller's unread marks, one topic (opening
 * it marks it read), writing, moderation (pin, close, move), subscriptions; comments are the social module's
 * (entity type 'topic'), and `onCommented` runs in each new comment's transaction.
 */
export class TopicsService {
  constructor(
    private readonly db: Db,
    private readonly boards: BoardsService,
    private readonly files: FilesService,
    private readonly search: SearchService,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
  ) {}

  /** Ids among `ids` of live topics in live boards (every signed-in person reads the forum). */
  async visible(ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    // One id is every comments page of a topic: prepared (outside transactions), like the other hot reads.
    if (ids.length === 1) {
      const rows = await this.prepared.run(
        'forum_topic_visible',
        () => this.visibleStatement(eq(forumTopics.id, sql.placeholder('id'))),
        { id: ids[0] },
      );
      return new Set(rows.map((row) => row.id));
    }
    const rows = await this.visibleStatement(inArray(forumTopics.id, ids));
    return new Set(rows.map((row) => row.id));
  }

  private visibleStatement(which: SQL) {
    return this.db
      .select({ id: forumTopics.id })
      .from(forumTopics)
      .innerJoin(forumBoards, eq(forumBoards.id, forumTopics.boardId))
      .where(and(which, liveTopic, liveBoard));
  }

  /**
   * Topics with what a list shows; `full` adds the description and the caller's like (one topic). The caller
   * and the unread cut-off are the placeholders `user` and `since`.
   */
  private selectTopics(full: boolean) {
    return this.db
      .select({
        id: forumTopics.id,
        boardId: forumTopics.boardId,
        title: forumTopics.title,
        // The excerpt needs its start only: a long description is not read whole for a list.
        excerpt: sql<string>`left(${forumTopics.descriptionText}, ${FORUM_LIMITS.excerpt + 1})`,
        authorId: forumTopics.authorId,
        pinned: forumTopics.pinned,
        closed: forumTopics.closed,
        subscribers: forumTopics.subscribersCount,
        revision: forumTopics.revision,
        createdAt: forumTopics.createdAt,
        updatedAt: forumTopics.updatedAt,
        author: { lastName: users.lastName, name: users.name, patronymic: users.patronymic },
        comments: commentCountOf('topic', forumTopics.id),
        likes: likeCountOf('topic', forumTopics.id),
        ...topicMarks(USER, SINCE),
        boardTitle: forumBoards.title,
        description: full ? forumTopics.description : sql<string>`''`,
        myLike: full ? topicMyLike(USER) : sql<number | null>`null`,
      })
      .from(forumTopics)
      .innerJoin(forumBoards, and(eq(forumBoards.id, forumTopics.boardId), liveBoard))
      .innerJoin(users, eq(users.id, forumTopics.authorId))
      .leftJoin(
        forumTopicReads,
        and(eq(forumTopicReads.topicId, forumTopics.id), eq(forumTopicReads.userId, USER)),
      );
  }

  /** One topic by the placeholder `id`. */
  private findStatement() {
    return this.selectTopics(true).where(and(eq(forumTopics.id, sql.placeholder('id')), liveTopic));
  }

  /** A board's page by the placeholders `board`, `limit`, `offset`, in one of the sorts. */
  private listStatement(sort: TopicSort) {
    return this.selectTopics(false)
      .where(and(eq(forumTopics.boardId, sql.placeholder('board')), liveTopic))
      .orderBy(desc(forumTopics.pinned), ...ORDER[sort])
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
  }

  /** The read mark by the placeholders `user` and `topic`. */
  private markReadStatement() {
    const topic = sql.placeholder('topic');
    return this.db
      .insert(forumTopicReads)
      .values({ userId: USER, topicId: topic, readAt: sql`now()`, lastCommentId: lastCommentIdOf(topic) })
      .onConflictDoUpdate({
        target: [forumTopicReads.userId, forumTopicReads.topicId],
        set: { readAt: sql`excluded.read_at`, lastCommentId: sql`excluded.last_comment_id` },
      });
  }

  /**
   * The hot reads (a topic page, a board's list, the read mark) are prepared once: building these selects
   * costs as much as running them (bench:forum; platform/db/prepared.ts).
   */
  private readonly prepared = new PreparedReads();

  private values(actor: { id: number }) {
    return { user: actor.id, since: unreadSince(this.clock) };
  }

  private toItem(
    actor: AuthUser,
    row: Awaited<ReturnType<TopicsService['selectTopics']>>[number],
  ): TopicListItem {
    const last = row.lastComment;
    return {
      id: row.id,
      board_id: row.boardId,
      title: row.title,
      excerpt: clip(row.excerpt, FORUM_LIMITS.excerpt),
      author: { id: row.authorId, full_name: fullName(row.author) },
      comments: row.comments,
      likes: row.likes,
      subscribers: row.subscribers,
      subscribed: row.subscribed,
      pinned: row.pinned,
      closed: row.closed,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      revision: row.revision,
      unread: row.unread,
      new_comments: row.newComments,
      last_read_at: row.readAt?.toISOString() ?? null,
      last_comment: last
        ? {
            author: {
              id: last.author_id,
              full_name: fullName({ lastName: last.last_name, name: last.name, patronymic: last.patronymic }),
            },
            created_at: new Date(last.created_at).toISOString(),
          }
        : null,
      abilities: topicAbilities(actor, row),
    };
  }

  /** GET /topics?board_id: pinned first, then by `sort`; the total is the board's kept count. */
  async list(actor: AuthUser, query: TopicsQuery) {
    const board = await this.boards.requireLive(query.board_id);
    const values = {
      ...this.values(actor),
      board: board.id,
      limit: query.per_page,
      offset: pageOffset(query),
    };
    const rows = await this.prepared.run(
      `forum_topics_${query.sort.replace('-', 'desc_')}`,
      () => this.listStatement(query.sort),
      values,
    );
    const page = paginated(
      rows.map((row) => this.toItem(actor, row)),
      board.topicsCount,
      query,
      '/api/topics',
    );
    // The links keep the board (and a sort other than the default).
    const extra = `board_id=${board.id}${query.sort === '-updated_at' ? '' : `&sort=${query.sort}`}&`;
    const links = Object.fromEntries(
      Object.entries(page.links).map(([name, link]) => [name, link?.replace('?', `?${extra}`) ?? null]),
    ) as typeof page.links;
    return { ...page, links };
  }

  /** The topic as the caller sees it now (no read mark is written). */
  async find(actor: AuthUser, id: number): Promise<Topic> {
    const values = { ...this.values(actor), id };
    const [row] = await this.prepared.run('forum_topic', () => this.findStatement(), values);
    if (!row) throw notFound(FORUM_MESSAGES.topicNotFound);
    return {
      ...this.toItem(actor, row),
      description: row.description,
      board: { id: row.boardId, title: row.boardTitle },
      my_like_id: row.myLike,
    };
  }

  /** GET /topics/{id}: the topic with its unread state as it was, then marked read (opening is reading). */
  async get(actor: AuthUser, id: number): Promise<Topic> {
    const topic = await this.find(actor, id);
    await this.markRead(actor.id, id);
    return topic;
  }

  /** The person has seen the topic as it is now: its activity and comments up to the newest. */
  private async markRead(userId: number, topicId: number): Promise<void> {
    const values = { user: userId, topic: topicId };
    await this.prepared.run('forum_topic_read', () => this.markReadStatement(), values);
  }

  /** Sanitised description and its plain text; a description that shows nothing is a 400. */
  private prepareDescription(html: string) {
    const description = sanitizeRichText(html);
    const descriptionText = richTextToPlain(description);
    if (!descriptionText && !/<img\s/i.test(description))
      throw fieldError('description', FORUM_MESSAGES.topicDescription);
    return { description, descriptionText };
  }

  /** Pictures in a description become readable by everyone — those the writer may use. */
  private async shareInline(actor: AuthUser, html: string): Promise<void> {
    await this.files.share(this.db, await this.files.findUsable(actor, fileIdsInHtml(html)));
  }

  /** POST /topics: the author is subscribed and has read it; the board's subscribers hear of it. */
  async create(actor: AuthUser, input: TopicInput): Promise<Topic> {
    authorize(actor, createTopic);
    const text = this.prepareDescription(input.description);
    const id = await this.db.transaction(async () => {
      const board = await this.boards.requireLive(input.board_id, true);
      const [row] = await this.db
        .insert(forumTopics)
        .values({ boardId: board.id, title: input.title, ...text, authorId: actor.id, subscribersCount: 1 })
        .returning({ id: forumTopics.id });
      const topicId = row!.id;
      await this.db.insert(forumTopicSubscriptions).values({ topicId, userId: actor.id });
      await this.markRead(actor.id, topicId);
      await this.boards.countTopics(board.id, 1, true);
      await this.shareInline(actor, text.description);
      await indexTopics(this.db, this.search, eq(forumTopics.id, topicId));
      await this.notifications.notifyUsers(await this.boards.subscriberIds(board.id, actor.id), {
        title: `Новая тема в разделе «${board.title}»`,
        body: `${actor.fullName}: ${input.title}`,
        link: topicUrl(board.id, topicId),
      });
      return topicId;
    });
    return this.find(actor, id);
  }

  /** The live topic in a live board, locked for this transaction; 404 otherwise. */
  private async lockLive(id: number): Promise<TopicRow> {
    const [row] = await this.db
      .select({ topic: forumTopics })
      .from(forumTopics)
      .innerJoin(forumBoards, and(eq(forumBoards.id, forumTopics.boardId), liveBoard))
      .where(and(eq(forumTopics.id, id), liveTopic))
      .for('no key update', { of: forumTopics });
    if (!row) throw notFound(FORUM_MESSAGES.topicNotFound);
    return row.topic;
  }

  /**
   * PUT /topics/{id}: words by the author (while open) or a moderator; pin, close and move by moderators.
   * A revision other than the stored one is a 409; activity (comments) does not change the revision.
   */
  async update(actor: AuthUser, id: number, input: TopicUpdate): Promise<Topic> {
    await this.db.transaction(async () => {
      const topic = await this.lockLive(id);
      if (input.revision !== undefined && input.revision !== topic.revision)
        throw conflict(FORUM_MESSAGES.staleTopic);
      const writesText = input.title !== undefined || input.description !== undefined;
      const moves = input.board_id !== undefined && input.board_id !== topic.boardId;
      const pins = input.pinned !== undefined && input.pinned !== topic.pinned;
      const closes = input.closed !== undefined && input.closed !== topic.closed;
      if (moves || pins || closes) authorize(actor, moderateTopic);
      // The author meets a closed topic: that is a conflict with its state, not a lack of rights.
      if (writesText && topic.authorId === actor.id && !editTopic.allows(actor, topic))
        throw conflict(FORUM_MESSAGES.closedEdit);
      if (writesText) authorize(actor, editTopic, topic);

      const changes: Partial<typeof forumTopics.$inferInsert> = {};
      if (input.title !== undefined) changes.title = input.title;
      if (input.description !== undefined) Object.assign(changes, this.prepareDescription(input.description));
      if (pins) changes.pinned = input.pinned;
      if (closes) changes.closed = input.closed;
      let target: { id: number; title: string } | null = null;
      if (moves) {
        await lockRows(this.db, forumBoards, forumBoards.id, [topic.boardId, input.board_id!]);
        target = await this.boards.requireLive(input.board_id!);
        changes.boardId = target.id;
        await this.boards.countTopics(topic.boardId, -1, false);
        await this.boards.countTopics(target.id, 1, true);
      }
      // Words and moves are activity (the topic rises and is unread for others); pinning and closing are not.
      const active = writesText || moves;
      await this.db
        .update(forumTopics)
        .set({
          ...changes,
          revision: sql`${forumTopics.revision} + 1`,
          ...(active ? { updatedAt: sql`now()` } : {}),
        })
        .where(eq(forumTopics.id, id));
      if (changes.description !== undefined) await this.shareInline(actor, changes.description);
      if (active) {
        await this.markRead(actor.id, id);
        await indexTopics(this.db, this.search, eq(forumTopics.id, id));
      }
      await notifyModerated(this.notifications, actor, topic, {
        movedTo: target,
        closed: closes ? input.closed! : null,
      });
    });
    return this.find(actor, id);
  }

  /** DELETE /topics/{id}: the author or a moderator; kept as deleted (audited), gone from the search. */
  async remove(actor: AuthUser, id: number): Promise<void> {
    await this.db.transaction(async () => {
      const topic = await this.lockLive(id);
      authorize(actor, deleteTopic, topic);
      await this.db
        .update(forumTopics)
        .set({ deletedAt: sql`now()`, deletedBy: actor.id })
        .where(eq(forumTopics.id, id));
      await this.files.unsharePublished(this.db, { html: [topic.description] });
      await this.boards.countTopics(topic.boardId, -1, false);
      await this.search.remove('topic', [id]);
      await recordAudit(this.db, {
        actor,
        action: 'forum.topic.delete',
        targetType: 'forum_topic',
        targetId: id,
        details: { board_id: topic.boardId, author_id: topic.authorId, title: topic.title },
      });
    });
  }

  /** POST /topics/{id}/subscribe: hear of new comments; twice is once. */
  async subscribe(actor: AuthUser, id: number): Promise<Subscription> {
    return this.db.transaction(async () => {
      await this.lockLive(id);
      const added = await this.db
        .insert(forumTopicSubscriptions)
        .values({ topicId: id, userId: actor.id })
        .onConflictDoNothing()
        .returning({ topicId: forumTopicSubscriptions.topicId });
      return this.setSubscribers(id, added.length, true);
    });
  }

  /** DELETE /topics/{id}/subscribe (the author too may stop hearing of comments). */
  async unsubscribe(actor: AuthUser, id: number): Promise<Subscription> {
    return this.db.transaction(async () => {
      await this.lockLive(id);
      const removed = await this.db
        .delete(forumTopicSubscriptions)
        .where(and(eq(forumTopicSubscriptions.topicId, id), eq(forumTopicSubscriptions.userId, actor.id)))
        .returning({ topicId: forumTopicSubscriptions.topicId });
      return this.setSubscribers(id, -removed.length, false);
    });
  }

  private async setSubscribers(id: number, change: number, subscribed: boolean): Promise<Subscription> {
    const [row] = await this.db
      .update(forumTopics)
      .set({ subscribersCount: sql`greatest(0, ${forumTopics.subscribersCount} + ${change})` })
      .where(eq(forumTopics.id, id))
      .returning({ subscribers: forumTopics.subscribersCount });
    return { subscribed, subscribers: row!.subscribers };
  }

  /** The social module's hook before a comment is edited: a closed topic's discussion is final (409). */
  async assertOpen(topicId: number): Promise<void> {
    const topic = await this.lockLive(topicId);
    if (topic.closed) throw conflict(FORUM_MESSAGES.closedComments);
  }

  /**
   * The social module's hook, inside the new comment's transaction: a closed topic refuses it (409, the
   * comment is undone); otherwise the topic and its board become active, the writer has read it, and the
   * topic's subscribers but the writer are notified.
   */
  async onCommented(actor: AuthUser, comment: { id: number; entityId: number; body: string }): Promise<void> {
    const topic = await this.lockLive(comment.entityId);
    if (topic.closed) throw conflict(FORUM_MESSAGES.closed);
    await this.db
      .update(forumTopics)
      .set({ updatedAt: sql`now()` })
      .where(eq(forumTopics.id, topic.id));
    await this.boards.countTopics(topic.boardId, 0, true);
    await this.markRead(actor.id, topic.id);
    const subscribers = await this.db
      .select({ userId: forumTopicSubscriptions.userId })
      .from(forumTopicSubscriptions)
      .where(
        and(eq(forumTopicSubscriptions.topicId, topic.id), ne(forumTopicSubscriptions.userId, actor.id)),
      );
    await this.notifications.notifyUsers(
      subscribers.map((row) => row.userId),
      {
        title: `Новый комментарий в теме «${topic.title}»`,
        body: `${actor.fullName}: ${clip(comment.body, NOTICE_EXCERPT)}`,
        link: topicUrl(topic.boardId, topic.id),
      },
    );
  }
}
