import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import {
  FORUM_MESSAGES,
  type Board,
  type BoardSort,
  type BoardsQuery,
  type boardInputSchema,
  type boardPatchSchema,
  type Favorite,
  type FavoriteInput,
  type Subscription,
} from '@intranet/contracts';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { byName } from '../../platform/db/sql.ts';
import { isImageMime } from '../../platform/files/images.ts';
import { conflict, fieldError, notFound } from '../../platform/http/app-error.ts';
import { PreparedReads } from '../../platform/db/prepared.ts';
import { countTotalPrepared, paginated, pageOffset } from '../../platform/http/pagination.ts';
import type { FilesService } from '../files/files.service.ts';
import type { SearchService } from '../search/search.service.ts';
import { boardAbilities, manageBoards } from './forum.policy.ts';
import {
  boardFavorite,
  boardImages,
  boardSubscribed,
  boardUnreadTopics,
  liveBoard,
  liveTopic,
  SINCE,
  unreadSince,
  USER,
} from './forum.queries.ts';
import { indexTopics } from './forum.search.ts';
import { forumBoardFavorites, forumBoards, forumBoardSubscriptions, forumTopics } from './forum.schema.ts';

type BoardInput = z.output<typeof boardInputSchema>;
type BoardPatch = z.output<typeof boardPatchSchema>;
export type BoardRow = typeof forumBoards.$inferSelect;

const ORDER: Record<BoardSort, SQL[]> = {
  '-updated_at': [desc(forumBoards.updatedAt), desc(forumBoards.id)],
  updated_at: [asc(forumBoards.updatedAt), asc(forumBoards.id)],
  '-created_at': [desc(forumBoards.createdAt), desc(forumBoards.id)],
  title: [asc(byName(forumBoards.title)), asc(forumBoards.id)],
  '-title': [desc(byName(forumBoards.title)), desc(forumBoards.id)],
};

/**
 * Boards of the forum: the list with the caller's favourites first, unread counts and
 * subscriptions; moderators create, edit (pictures by PATCH) and delete them. Topics are TopicsService's.
 */
export class BoardsService {
  constructor(
    private readonly db: Db,
    private readonly files: FilesService,
    private readonly search: SearchService,
    private readonly clock: Clock,
  ) {}

  /** Boards with the caller's marks; the caller and the unread cut-off are the placeholders `user`, `since`. */
  private selectBoards() {
    return this.db
      .select({
        board: forumBoards,
        subscribed: boardSubscribed(USER),
        favorite: boardFavorite(USER),
        unread: boardUnreadTopics(USER, SINCE),
      })
      .from(forumBoards);
  }

  /** A page of boards by the placeholders `limit` and `offset`, the caller's favourites first. */
  private listStatement(sort: BoardSort) {
    return this.selectBoards()
      .where(liveBoard)
      .orderBy(desc(boardFavorite(USER)), ...ORDER[sort])
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
  }

  private oneStatement() {
    return this.selectBoards().where(and(eq(forumBoards.id, sql.placeholder('id')), liveBoard));
  }

  /** The hot reads, prepared (building them costs about as much as running them; platform/db/prepared.ts). */
  private readonly prepared = new PreparedReads();

  private async present(actor: AuthUser, rows: Awaited<ReturnType<BoardsService['oneStatement']>>) {
    const images = await boardImages(
      this.files,
      rows.flatMap(({ board }) => [board.thumbnailId, board.bannerId].filter((id) => id !== null)),
    );
    const abilities = boardAbilities(actor);
    return rows.map(({ board, subscribed, favorite, unread }): Board => ({
      id: board.id,
      title: board.title,
      description: board.description,
      thumbnail_id: board.thumbnailId,
      banner_id: board.bannerId,
      thumbnail: board.thumbnailId ? (images.thumbnail.get(board.thumbnailId) ?? null) : null,
      banner: board.bannerId ? (images.banner.get(board.bannerId) ?? null) : null,
      topics: board.topicsCount,
      subscribers: board.subscribersCount,
      unread_topics: unread,
      subscribed,
      favorite,
      created_at: board.createdAt.toISOString(),
      updated_at: board.updatedAt.toISOString(),
      revision: board.revision,
      abilities,
    }));
  }

  /** GET /boards: the caller's favourites first, then by `sort`. */
  async list(actor: AuthUser, query: BoardsQuery) {
    const values = {
      user: actor.id,
      since: unreadSince(this.clock),
      limit: query.per_page,
      offset: pageOffset(query),
    };
    const rows = await this.prepared.run(
      `forum_boards_${query.sort.replace('-', 'desc_')}`,
      () => this.listStatement(query.sort),
      values,
    );
    const total = await countTotalPrepared(
      this.db,
      this.prepared,
      'forum_boards_count',
      () => this.db.select({ id: forumBoards.id }).from(forumBoards).where(liveBoard),
      {},
    );
    return paginated(await this.present(actor, rows), total, query, '/api/boards', {
      abilities: { create: manageBoards.allows(actor) },
    });
  }

  /** GET /boards/{id}/. */
  async get(actor: AuthUser, id: number): Promise<Board> {
    const values = { user: actor.id, since: unreadSince(this.clock), id };
    const rows = await this.prepared.run('forum_board', () => this.oneStatement(), values);
    const [board] = await this.present(actor, rows);
    if (!board) throw notFound(FORUM_MESSAGES.boardNotFound);
    return board;
  }

  /** The live board, locked for the rest of the transaction when `lock`; 404 otherwise. */
  async requireLive(id: number, lock = false): Promise<BoardRow> {
    const query = this.db
      .select()
      .from(forumBoards)
      .where(and(eq(forumBoards.id, id), liveBoard));
    const [row] = lock ? await query.for('no key update') : await query;
    if (!row) throw notFound(FORUM_MESSAGES.boardNotFound);
    return row;
  }

  private assertManages(actor: AuthUser): void {
    authorize(actor, manageBoards);
  }

  /** An image the actor may publish (their upload, or one already shared), or a 400 on `field`. */
  private async checkImage(actor: AuthUser, field: string, id: number): Promise<void> {
    const [file] = await this.files.findByIds([id]);
    const usable = await this.files.findUsable(actor, [id]);
    if (!file || usable.length === 0 || !isImageMime(file.mime))
      throw fieldError(field, FORUM_MESSAGES.notImage);
  }

  /** POST /boards. */
  async create(actor: AuthUser, input: BoardInput): Promise<Board> {
    this.assertManages(actor);
    const [row] = await this.db
      .insert(forumBoards)
      .values({ title: input.title, description: input.description || null, createdBy: actor.id })
      .returning({ id: forumBoards.id });
    return this.get(actor, row!.id);
  }

  /** PUT /boards/{id} (title, description) and PATCH /boards/{id} (any field, pictures too). */
  async update(actor: AuthUser, id: number, input: BoardInput | BoardPatch): Promise<Board> {
    this.assertManages(actor);
    await this.db.transaction(async () => {
      const board = await this.requireLive(id, true);
      if (input.revision !== undefined && input.revision !== board.revision)
        throw conflict(FORUM_MESSAGES.staleBoard);
      const changes: Partial<typeof forumBoards.$inferInsert> = {};
      if (input.title !== undefined) changes.title = input.title;
      if (input.description !== undefined) changes.description = input.description || null;
      const pictures = input as BoardPatch;
      const published: number[] = [];
      for (const [field, column] of [
        ['thumbnail_id', 'thumbnailId'],
        ['banner_id', 'bannerId'],
      ] as const) {
        const value = pictures[field];
        if (value === undefined || value === board[column]) continue;
        if (value !== null) {
          await this.checkImage(actor, field, value);
          published.push(value);
        }
        changes[column] = value;
      }
      await this.files.share(this.db, published);
      await this.db
        .update(forumBoards)
        .set({ ...changes, revision: sql`${forumBoards.revision} + 1` })
        .where(eq(forumBoards.id, id));
      // Topics show their board's title in search results.
      if (changes.title !== undefined && changes.title !== board.title)
        await indexTopics(this.db, this.search, eq(forumTopics.boardId, id));
    });
    return this.get(actor, id);
  }

  /** DELETE /boards/{id}: kept as deleted (audited); its topics leave the forum and the search with it. */
  async remove(actor: AuthUser, id: number): Promise<void> {
    this.assertManages(actor);
    await this.db.transaction(async () => {
      const board = await this.requireLive(id, true);
      await this.db
        .update(forumBoards)
        .set({ deletedAt: sql`now()`, deletedBy: actor.id })
        .where(eq(forumBoards.id, id));
      const topics = await this.db
        .select({ id: forumTopics.id })
        .from(forumTopics)
        .where(and(eq(forumTopics.boardId, id), liveTopic));
      await this.search.remove(
        'topic',
        topics.map((topic) => topic.id),
      );
      await recordAudit(this.db, {
        actor,
        action: 'forum.board.delete',
        targetType: 'forum_board',
        targetId: id,
        details: { title: board.title, topics: topics.length },
      });
    });
  }

  /** POST /favorites {id, entity: 'board'}: a second time changes nothing. */
  async addFavorite(actor: AuthUser, input: FavoriteInput): Promise<Favorite> {
    await this.requireLive(input.id);
    await this.db
      .insert(forumBoardFavorites)
      .values({ userId: actor.id, boardId: input.id })
      .onConflictDoNothing();
    return { id: input.id, entity: input.entity, favorite: true };
  }

  /** DELETE /favorites/board/{id}: a board that is no favourite stays so. */
  async removeFavorite(actor: AuthUser, id: number): Promise<void> {
    await this.requireLive(id);
    await this.db
      .delete(forumBoardFavorites)
      .where(and(eq(forumBoardFavorites.userId, actor.id), eq(forumBoardFavorites.boardId, id)));
  }

  /** POST /boards/{id}/subscribe: hear of new topics; twice is once (the count moves once). */
  async subscribe(actor: AuthUser, id: number): Promise<Subscription> {
    return this.db.transaction(async () => {
      await this.requireLive(id);
      const added = await this.db
        .insert(forumBoardSubscriptions)
        .values({ boardId: id, userId: actor.id })
        .onConflictDoNothing()
        .returning({ boardId: forumBoardSubscriptions.boardId });
      return this.setSubscribers(id, added.length, true);
    });
  }

  /** DELETE /boards/{id}/subscribe. */
  async unsubscribe(actor: AuthUser, id: number): Promise<Subscription> {
    return this.db.transaction(async () => {
      await this.requireLive(id);
      const removed = await this.db
        .delete(forumBoardSubscriptions)
        .where(and(eq(forumBoardSubscriptions.boardId, id), eq(forumBoardSubscriptions.userId, actor.id)))
        .returning({ boardId: forumBoardSubscriptions.boardId });
      return this.setSubscribers(id, -removed.length, false);
    });
  }

  private async setSubscribers(id: number, change: number, subscribed: boolean): Promise<Subscription> {
    const [row] = await this.db
      .update(forumBoards)
      .set({ subscribersCount: sql`greatest(0, ${forumBoards.subscribersCount} + ${change})` })
      .where(eq(forumBoards.id, id))
      .returning({ subscribers: forumBoards.subscribersCount });
    return { subscribed, subscribers: row!.subscribers };
  }

  /** Who hears of a new topic in the board, but the one who wrote it. */
  async subscriberIds(boardId: number, exceptUserId: number): Promise<number[]> {
    const rows = await this.db
      .select({ userId: forumBoardSubscriptions.userId })
      .from(forumBoardSubscriptions)
      .where(
        and(eq(forumBoardSubscriptions.boardId, boardId), ne(forumBoardSubscriptions.userId, exceptUserId)),
      );
    return rows.map((row) => row.userId);
  }

  /** A board's topic count moves by `change`; `touched` (a new topic or comment) bumps its activity too. */
  async countTopics(id: number, change: number, touched: boolean): Promise<void> {
    await this.db
      .update(forumBoards)
      .set({
        topicsCount: sql`greatest(0, ${forumBoards.topicsCount} + ${change})`,
        ...(touched ? { updatedAt: sql`now()` } : {}),
      })
      .where(eq(forumBoards.id, id));
  }
}
