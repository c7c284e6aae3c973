import type { Readable } from 'node:stream';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  CHAT_PUSH_TEXT_LIMIT,
  CHAT_TEXTS,
  chatMaxLength,
  chatTextProblem,
  DEFAULT_SETTINGS,
  DIRECT_ROOM_KIND,
  normaliseChatText,
  type ChatMessage,
  type ChatMessagesPage,
  type ChatQuery,
  type ChatReadResult,
  type ChatRoom,
  type ChatRoomsPage,
  type ChatSent,
  type ServerSocketMessage,
} from '@intranet/contracts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import type { Db } from '../../platform/db/database.ts';
import { lockRows } from '../../platform/db/transaction-context.ts';
import { fieldError, forbidden, notFound } from '../../platform/http/app-error.ts';
import { countTotal, paginated } from '../../platform/http/pagination.ts';
import type { RealtimeHub } from '../../platform/realtime/hub.ts';
import type { FilesService } from '../files/files.service.ts';
import { files } from '../files/files.schema.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import {
  directPair,
  directRoomKind,
  readMarksByRoom,
  type ChatAction,
  type ChatRoomKind,
  type ChatRoomRecord,
} from './chat.policy.ts';
import {
  findAttachments,
  findMemberIds,
  findMemberRooms,
  findMessagePage,
  findMessagesByIds,
  findPerson,
  findRoomForViewer,
  hasMessageBeyond,
  memberRoomsFilter,
  peerOfRow,
  toChatMessage,
  unreadTotal,
  type RoomRow,
} from './chat.queries.ts';
import { chatMembers, chatMessageFiles, chatMessages, chatRooms } from './chat.schema.ts';

/** What another module posts into a room it owns (`ChatService.post`). */
export interface ChatPostInput {
  roomId: number;
  authorId: number;
  message: string;
  /** Ids of files the author uploaded (POST /api/upload/attachments). */
  attachmentIds?: readonly number[];
  link?: string | null;
  /** Raises nobody's unread count (status messages are not news to anyone). */
  silent?: boolean;
}

/** A room of a module's kind bound to its record (`ChatService.ensureRoom`). */
export interface ChatRoomInput {
  kind: string;
  entityId: number;
  title?: string | null;
  link?: string | null;
  /** People added as members (already members stay, with their marks). */
  memberIds?: readonly number[];
}

const roomRecordColumns = {
  id: chatRooms.id,
  kind: chatRooms.kind,
  entityId: chatRooms.entityId,
  title: chatRooms.title,
  link: chatRooms.link,
};

/**
 * The chat (docs/modules/chat.md): rooms of registered kinds, messages with attachments, read
 * marks with kept unread counters, and live delivery to the members over /api/ws on every process.
 */
export class ChatService {
  private readonly kinds = new Map<string, ChatRoomKind>();

  constructor(
    private readonly db: Db,
    private readonly hub: RealtimeHub,
    private readonly settings: SettingsService,
    private readonly files: FilesService,
  ) {
    this.registerKind(directRoomKind);
  }

  /** Registers a module's room kind with its policy; call once from the module's `services`. */
  registerKind(kind: ChatRoomKind): void {
    if (this.kinds.has(kind.kind)) throw new Error(`Вид беседы «${kind.kind}» уже зарегистрирован`);
    this.kinds.set(kind.kind, kind);
  }

  /** Whether the actor may read or write the room by its kind's policy (an unknown kind: nobody). */
  async may(actor: AuthUser, action: ChatAction, room: ChatRoomRecord, member: boolean): Promise<boolean> {
    const kind = this.kinds.get(room.kind);
    return kind ? kind.may(actor, action, room, member) : false;
  }

  // ---- For modules that own rooms ----

  /**
   * The room of a module's record, created on first use (atomically: a unique index on kind and entity, so
   * two callers at once get one room), with `memberIds` added. Title and link are set when given.
   */
  async ensureRoom(input: ChatRoomInput): Promise<ChatRoomRecord> {
    if (input.kind === DIRECT_ROOM_KIND) throw new Error('Личные беседы создаются через send/directRoom');
    return this.db.transaction(async () => {
      await this.db
        .insert(chatRooms)
        .values({ kind: input.kind, entityId: input.entityId, title: input.title, link: input.link })
        .onConflictDoNothing({ target: [chatRooms.kind, chatRooms.entityId] });
      const [room] = await this.db
        .select(roomRecordColumns)
        .from(chatRooms)
        .where(and(eq(chatRooms.kind, input.kind), eq(chatRooms.entityId, input.entityId)));
      if (input.title !== undefined || input.link !== undefined) {
        await this.db
          .update(chatRooms)
          .set({ title: input.title ?? room!.title, link: input.link ?? room!.link })
          .where(eq(chatRooms.id, room!.id));
      }
      await this.addMembers(room!.id, input.memberIds ?? []);
      return { ...room!, title: input.title ?? room!.title, link: input.link ?? room!.link };
    });
  }

  async findRoom(kind: string, entityId: number): Promise<ChatRoomRecord | null> {
    const [room] = await this.db
      .select(roomRecordColumns)
      .from(chatRooms)
      .where(and(eq(chatRooms.kind, kind), eq(chatRooms.entityId, entityId)));
    return room ?? null;
  }

  async addMembers(roomId: number, userIds: readonly number[]): Promise<void> {
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return;
    await this.db
      .insert(chatMembers)
      .values(unique.map((userId) => ({ roomId, userId })))
      .onConflictDoNothing();
  }

  async removeMembers(roomId: number, userIds: readonly number[]): Promise<void> {
    if (userIds.length === 0) return;
    await this.db
      .delete(chatMembers)
      .where(and(eq(chatMembers.roomId, roomId), inArray(chatMembers.userId, [...userIds])));
  }

  /** A user's unread messages per room (rooms they are not in: absent). */
  async unreadCounts(userId: number, roomIds: readonly number[]): Promise<Map<number, number>> {
    if (roomIds.length === 0) return new Map();
    const rows = await this.db
      .select({ roomId: chatMembers.roomId, unread: chatMembers.unreadCount })
      .from(chatMembers)
      .where(and(eq(chatMembers.userId, userId), inArray(chatMembers.roomId, [...roomIds])));
    return new Map(rows.map((row) => [row.roomId, row.unread]));
  }

  /** A user's unread messages in the rooms of a kind bound to these records (no room or not a member: absent). */
  async unreadByEntity(
    userId: number,
    kind: string,
    entityIds: readonly number[],
  ): Promise<Map<number, number>> {
    if (entityIds.length === 0) return new Map();
    const rows = await this.db
      .select({ entityId: chatRooms.entityId, unread: chatMembers.unreadCount })
      .from(chatRooms)
      .innerJoin(chatMembers, and(eq(chatMembers.roomId, chatRooms.id), eq(chatMembers.userId, userId)))
      .where(and(eq(chatRooms.kind, kind), inArray(chatRooms.entityId, [...entityIds])));
    return new Map(rows.map((row) => [row.entityId!, row.unread]));
  }

  /** A user's unread messages in all rooms, or in rooms of one kind. */
  async unreadTotal(userId: number, kind?: string): Promise<number> {
    return unreadTotal(this.db, userId, kind);
  }

  /**
   * Posts a message into a room without asking the room's policy (the owning module has decided). The author
   * becomes a member; the others' unread counts rise (unless `silent`); every member's socket gets it. Text
   * and files are checked (400 on `message` / `attachments`); a missing room is 404.
   */
  async post(input: ChatPostInput): Promise<ChatMessage> {
    const text = normaliseChatText(input.message);
    await this.checkText(text, input.attachmentIds?.length ?? 0);
    return this.db.transaction(async () => {
      // Posts into one room queue here: the counters and the room's last message move in one order.
      const locked = await lockRows(this.db, chatRooms, chatRooms.id, [input.roomId]);
      if (locked.length === 0) throw notFound(CHAT_TEXTS.roomNotFound);
      const attachmentIds = [...new Set(input.attachmentIds ?? [])];
      await this.checkAttachments(input.authorId, attachmentIds);
      const [row] = await this.db
        .insert(chatMessages)
        .values({
          roomId: input.roomId,
          authorId: input.authorId,
          message: text,
          link: input.link ?? null,
          silent: input.silent ?? false,
        })
        .returning({ id: chatMessages.id, createdAt: chatMessages.createdAt });
      const message = row!;
      if (attachmentIds.length > 0) {
        await this.db
          .insert(chatMessageFiles)
          .values(attachmentIds.map((fileId) => ({ messageId: message.id, fileId })));
      }
      await this.db
        .update(chatRooms)
        .set({ lastMessageId: message.id, lastMessageAt: message.createdAt })
        .where(eq(chatRooms.id, input.roomId));
      await this.addMembers(input.roomId, [input.authorId]);
      if (!input.silent) {
        await this.db
          .update(chatMembers)
          .set({ unreadCount: sql`${chatMembers.unreadCount} + 1` })
          .where(and(eq(chatMembers.roomId, input.roomId), ne(chatMembers.userId, input.authorId)));
      }
      // Writing in a room reads it: the author's mark moves to their own message.
      await this.db
        .update(chatMembers)
        .set({
          lastReadMessageId: sql`greatest(coalesce(${chatMembers.lastReadMessageId}, 0), ${message.id})`,
          unreadCount: 0,
        })
        .where(and(eq(chatMembers.roomId, input.roomId), eq(chatMembers.userId, input.authorId)));
      const [stored] = await findMessagesByIds(this.db, [message.id]);
      const attachments = (await findAttachments(this.db, [message.id])).get(message.id) ?? [];
      const members = (await findMemberIds(this.db, [input.roomId])).get(input.roomId) ?? [];
      const pushed = toChatMessage(stored!, attachments, null, { mine: null, others: null });
      const push: ServerSocketMessage = {
        type: 'chat.message',
        data: {
          ...pushed,
          message: pushed.message.slice(0, CHAT_PUSH_TEXT_LIMIT),
          truncated: pushed.message.length > CHAT_PUSH_TEXT_LIMIT,
        },
      };
      // Inside the transaction the NOTIFY leaves at commit, and not at all on a rollback.
      await this.hub.publish(members, push);
      return { ...pushed, read: false, seen: true };
    });
  }

  // ---- HTTP: GET /chat, POST /chat, POST /chat/onMessageRead ----

  /** GET /chat without a room: the actor's rooms, latest activity first, with the total unread. */
  async listRooms(actor: AuthUser, query: ChatQuery): Promise<ChatRoomsPage> {
    const [total, rows, unread] = await Promise.all([
      countTotal(this.db, memberRoomsFilter(this.db, actor.id, query.kind)),
      findMemberRooms(this.db, actor.id, {
        kind: query.kind,
        limit: query.per_page,
        offset: (query.page - 1) * query.per_page,
      }),
      unreadTotal(this.db, actor.id, query.kind),
    ]);
    const rooms = await Promise.all(rows.map((row) => this.presentRoom(actor, row)));
    return paginated(rooms, total, { page: query.page, per_page: query.per_page }, '/api/chat', { unread });
  }

  /** GET /chat with room_id or user_id: a page of messages, newest first (403 for a room the actor may not read). */
  async history(actor: AuthUser, query: ChatQuery): Promise<ChatMessagesPage> {
    let row: RoomRow | null;
    let peer = null;
    if (query.user_id !== undefined) {
      if (query.user_id === actor.id) throw fieldError('user_id', CHAT_TEXTS.self);
      peer = await findPerson(this.db, query.user_id);
      if (!peer) throw notFound(CHAT_TEXTS.userNotFound);
      const roomId = await this.findDirectRoomId(actor.id, query.user_id);
      row = roomId === null ? null : await findRoomForViewer(this.db, actor.id, roomId);
    } else {
      row = await findRoomForViewer(this.db, actor.id, query.room_id!);
      if (!row) throw notFound(CHAT_TEXTS.roomNotFound);
    }
    const base = `/api/chat?${query.user_id !== undefined ? `user_id=${query.user_id}` : `room_id=${query.room_id}`}&per_page=${query.per_page}`;
    if (!row) {
      return {
        room: null,
        peer,
        data: [],
        links: { first: base, last: null, prev: null, next: null },
        meta: { per_page: query.per_page, has_older: false, has_newer: false },
      };
    }
    if (!(await this.may(actor, 'read', row, row.isMember))) throw forbidden(CHAT_TEXTS.notMember);
    const { rows, more } = await findMessagePage(this.db, row.id, {
      before: query.before,
      after: query.after,
      limit: query.per_page,
    });
    const newest = rows[0];
    const oldest = rows.at(-1);
    // The page knows one side from its extra row; the other side is one indexed probe.
    const hasOlder =
      query.after === undefined
        ? more
        : oldest
          ? await hasMessageBeyond(this.db, row.id, 'older', oldest.id)
          : true;
    const hasNewer =
      query.after !== undefined
        ? more
        : query.before === undefined
          ? false
          : newest
            ? await hasMessageBeyond(this.db, row.id, 'newer', newest.id)
            : true;
    const attachments = await findAttachments(
      this.db,
      rows.map((message) => message.id),
    );
    const marks = { mine: row.lastReadMessageId, others: row.othersReadMessageId };
    return {
      room: await this.presentRoom(actor, row),
      peer: peerOfRow(row) ?? peer,
      data: rows.map((message) => toChatMessage(message, attachments.get(message.id) ?? [], actor.id, marks)),
      links: {
        first: base,
        last: null,
        prev: hasNewer && newest ? `${base}&after=${newest.id}` : null,
        next: hasOlder && oldest ? `${base}&before=${oldest.id}` : null,
      },
      meta: { per_page: query.per_page, has_older: hasOlder, has_newer: hasNewer },
    };
  }

  /**
   * POST /chat: a message into a room the actor may write, or to a person (their direct room is found or
   * created in the same transaction; a unique index on the pair makes two first messages at once share one).
   */
  async send(
    actor: AuthUser,
    body: { room_id?: number; user_id?: number; message: string; attachments: number[] },
  ): Promise<ChatSent> {
    // Bad text is refused before any room is created.
    await this.checkText(normaliseChatText(body.message), body.attachments.length);
    return this.db.transaction(async () => {
      let roomId: number;
      if (body.user_id !== undefined) {
        if (body.user_id === actor.id) throw fieldError('user_id', CHAT_TEXTS.self);
        if (!(await findPerson(this.db, body.user_id))) throw notFound(CHAT_TEXTS.userNotFound);
        roomId = await this.directRoom(actor.id, body.user_id);
      } else {
        const row = await findRoomForViewer(this.db, actor.id, body.room_id!);
        if (!row) throw notFound(CHAT_TEXTS.roomNotFound);
        if (!(await this.may(actor, 'write', row, row.isMember))) throw forbidden(CHAT_TEXTS.notMember);
        roomId = row.id;
      }
      const message = await this.post({
        roomId,
        authorId: actor.id,
        message: body.message,
        attachmentIds: body.attachments,
      });
      const room = await findRoomForViewer(this.db, actor.id, roomId);
      return { data: message, room: await this.presentRoom(actor, room!) };
    });
  }

  /**
   * POST /chat/onMessageRead: the actor has seen these messages. Per room the read mark moves to the newest of
   * them (never back: repeating is harmless) and the unread count becomes what is left after it. 404 for an
   * unknown message, 403 for a room the actor is not a member of; nothing is marked then.
   */
  async markRead(actor: AuthUser, ids: readonly number[]): Promise<ChatReadResult> {
    const unique = [...new Set(ids)];
    return this.db.transaction(async () => {
      const messages = await this.db
        .select({ id: chatMessages.id, roomId: chatMessages.roomId })
        .from(chatMessages)
        .where(inArray(chatMessages.id, unique));
      if (messages.length < unique.length) throw notFound(CHAT_TEXTS.messageNotFound);
      const marks = readMarksByRoom(messages);
      const roomIds = [...marks.keys()].sort((a, b) => a - b);
      // The reader's member rows are locked first: a message posted meanwhile either is counted below or
      // raises the count after this transaction, never lost between the two.
      const before = await this.db
        .select({ roomId: chatMembers.roomId, lastRead: chatMembers.lastReadMessageId })
        .from(chatMembers)
        .where(and(eq(chatMembers.userId, actor.id), inArray(chatMembers.roomId, roomIds)))
        .orderBy(asc(chatMembers.roomId))
        .for('update');
      if (before.length < roomIds.length) throw forbidden(CHAT_TEXTS.notMember);
      const rooms: ChatReadResult['data']['rooms'] = [];
      const moved: { roomId: number; mark: number }[] = [];
      for (const { roomId, lastRead } of before) {
        const mark = Math.max(lastRead ?? 0, marks.get(roomId)!);
        const [updated] = await this.db
          .update(chatMembers)
          .set({
            lastReadMessageId: mark,
            unreadCount: sql`(select count(*)::int from ${chatMessages} m where m.room_id = ${roomId}
              and m.id > ${mark} and m.author_id <> ${actor.id} and not m.silent)`,
          })
          .where(and(eq(chatMembers.roomId, roomId), eq(chatMembers.userId, actor.id)))
          .returning({ unread: chatMembers.unreadCount });
        rooms.push({ room_id: roomId, last_read_message_id: mark, unread_count: updated!.unread });
        if (mark !== lastRead) moved.push({ roomId, mark });
      }
      const members = await findMemberIds(
        this.db,
        moved.map((room) => room.roomId),
      );
      await this.hub.publishEach(
        moved.map(({ roomId, mark }) => ({
          userIds: members.get(roomId) ?? [],
          message: { type: 'chat.read', room_id: roomId, user_id: actor.id, last_read_message_id: mark },
        })),
      );
      return { data: { rooms, unread: await unreadTotal(this.db, actor.id) } };
    });
  }

  /** GET /chat/files/{id}: a file attached in a room the actor may read; anything else is 404. */
  async openAttachment(actor: AuthUser, fileId: number) {
    const rooms = await this.db
      .selectDistinct({ roomId: chatMessages.roomId })
      .from(chatMessageFiles)
      .innerJoin(chatMessages, eq(chatMessages.id, chatMessageFiles.messageId))
      .where(eq(chatMessageFiles.fileId, fileId));
    for (const { roomId } of rooms) {
      const row = await findRoomForViewer(this.db, actor.id, roomId);
      if (row && (await this.may(actor, 'read', row, row.isMember))) {
        const [file] = await this.files.findByIds([fileId]);
        if (!file || !(await this.files.storage.exists(file.storageKey))) break;
        const stream: Readable = this.files.storage.get(file.storageKey);
        return { file, stream };
      }
    }
    throw notFound('Файл не найден');
  }

  // ---- internals ----

  private async checkText(text: string, attachmentCount: number): Promise<void> {
    const max = chatMaxLength(
      await this.settings.value('chat_message_max_length'),
      Number(DEFAULT_SETTINGS.chat_message_max_length),
    );
    const problem = chatTextProblem(text, max, attachmentCount);
    if (problem) throw fieldError('message', problem);
  }

  /** Files must be the author's own uploads: anything else would hand a stranger's file to the room. */
  private async checkAttachments(authorId: number, fileIds: readonly number[]): Promise<void> {
    if (fileIds.length === 0) return;
    const owned = await this.db
      .select({ id: files.id })
      .from(files)
      .where(and(inArray(files.id, [...fileIds]), eq(files.ownerId, authorId)));
    if (owned.length < fileIds.length) throw fieldError('attachments', CHAT_TEXTS.attachmentNotFound);
  }

  private async findDirectRoomId(a: number, b: number): Promise<number | null> {
    const pair = directPair(a, b);
    if (!pair) return null;
    const [room] = await this.db
      .select({ id: chatRooms.id })
      .from(chatRooms)
      .where(and(eq(chatRooms.directLowUserId, pair.low), eq(chatRooms.directHighUserId, pair.high)));
    return room?.id ?? null;
  }

  /**
   * The direct room of two people, created with both as members when missing. A racing creator waits on the
   * unique index, inserts nothing and then reads the winner's room (committed with its members).
   */
  async directRoom(a: number, b: number): Promise<number> {
    const pair = directPair(a, b);
    if (!pair) throw fieldError('user_id', CHAT_TEXTS.self);
    return this.db.transaction(async () => {
      const [created] = await this.db
        .insert(chatRooms)
        .values({ kind: DIRECT_ROOM_KIND, directLowUserId: pair.low, directHighUserId: pair.high })
        .onConflictDoNothing({ target: [chatRooms.directLowUserId, chatRooms.directHighUserId] })
        .returning({ id: chatRooms.id });
      if (created) {
        await this.addMembers(created.id, [pair.low, pair.high]);
        return created.id;
      }
      return (await this.findDirectRoomId(a, b))!;
    });
  }

  private async presentRoom(actor: AuthUser, row: RoomRow): Promise<ChatRoom> {
    const lastMessage =
      row.lastId !== null && row.lastAuthorId !== null && row.lastCreatedAt !== null
        ? {
            id: row.lastId,
            user_id: row.lastAuthorId,
            user_full_name: [row.lastAuthorLastName, row.lastAuthorName, row.lastAuthorPatronymic]
              .filter(Boolean)
              .join(' '),
            message: row.lastText ?? '',
            created_at: row.lastCreatedAt.toISOString(),
            read:
              row.lastAuthorId === actor.id &&
              row.othersReadMessageId !== null &&
              row.othersReadMessageId >= row.lastId,
          }
        : null;
    return {
      id: row.id,
      kind: row.kind,
      entity_id: row.entityId,
      title: row.title,
      link: row.link,
      peer: peerOfRow(row),
      last_message: lastMessage,
      unread_count: row.unreadCount ?? 0,
      last_read_message_id: row.lastReadMessageId,
      others_read_message_id: row.othersReadMessageId,
      is_member: row.isMember,
      abilities: { write: await this.may(actor, 'write', row, row.isMember) },
    };
  }
}
