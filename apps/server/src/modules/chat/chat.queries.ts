import { and, asc, desc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ChatMessage, ChatPerson, FileInfo } from '@intranet/contracts';
import type { Db } from '../../platform/db/database.ts';
import { qualified } from '../../platform/db/sql.ts';
import { files } from '../files/files.schema.ts';
import { fullName } from '../users/users.service.ts';
import { users } from '../users/users.schema.ts';
import { readState } from './chat.policy.ts';
import { chatMembers, chatMessageFiles, chatMessages, chatRooms } from './chat.schema.ts';

/**
 * Reads of the chat as a viewer sees them: rooms with the viewer's marks, the other person, the last message;
 * pages of messages with their files. Writes are in chat.service.ts.
 */

const mine = alias(chatMembers, 'mine');
const lastMessage = alias(chatMessages, 'last_message');
const lastAuthor = alias(users, 'last_author');
const peer = alias(users, 'peer');

/** The other person of a direct room for the viewer (null in module rooms and for a non-member). */
function peerIdOf(viewerId: number): SQL<number | null> {
  return sql<
    number | null
  >`case when ${chatRooms.directLowUserId} = ${viewerId} then ${chatRooms.directHighUserId}
    when ${chatRooms.directHighUserId} = ${viewerId} then ${chatRooms.directLowUserId} end`;
}

function roomColumns(viewerId: number) {
  return {
    id: chatRooms.id,
    kind: chatRooms.kind,
    entityId: chatRooms.entityId,
    title: chatRooms.title,
    link: chatRooms.link,
    isMember: sql<boolean>`${mine.userId} is not null`,
    unreadCount: mine.unreadCount,
    lastReadMessageId: mine.lastReadMessageId,
    // The newest mark of anyone else: the viewer's own messages up to it are «прочитано».
    othersReadMessageId: sql<number | null>`(select max(o.last_read_message_id) from ${chatMembers} o
      where o.room_id = ${qualified(chatRooms.id)} and o.user_id <> ${viewerId})`,
    lastId: lastMessage.id,
    lastAuthorId: lastMessage.authorId,
    lastText: lastMessage.message,
    lastCreatedAt: lastMessage.createdAt,
    lastAuthorLastName: lastAuthor.lastName,
    lastAuthorName: lastAuthor.name,
    lastAuthorPatronymic: lastAuthor.patronymic,
    peerId: peer.id,
    peerLastName: peer.lastName,
    peerName: peer.name,
    peerPatronymic: peer.patronymic,
    peerPosition: peer.workPosition,
  };
}

export type RoomRow = Awaited<ReturnType<typeof selectRooms>>[number];

function selectRooms(db: Db, viewerId: number, onlyMine: boolean) {
  const membership = and(eq(mine.roomId, chatRooms.id), eq(mine.userId, viewerId));
  const base = db.select(roomColumns(viewerId)).from(chatRooms);
  return (onlyMine ? base.innerJoin(mine, membership) : base.leftJoin(mine, membership))
    .leftJoin(lastMessage, eq(lastMessage.id, chatRooms.lastMessageId))
    .leftJoin(lastAuthor, eq(lastAuthor.id, lastMessage.authorId))
    .leftJoin(peer, eq(peer.id, peerIdOf(viewerId)))
    .$dynamic();
}

/** Latest activity first: the last message's time, or the room's creation. */
const activityOrder = [
  desc(sql`coalesce(${chatRooms.lastMessageAt}, ${chatRooms.createdAt})`),
  desc(chatRooms.id),
];

/** The viewer's rooms (a page), optionally of one kind. */
export function findMemberRooms(
  db: Db,
  viewerId: number,
  options: { kind?: string; limit: number; offset: number },
) {
  return selectRooms(db, viewerId, true)
    .where(options.kind ? eq(chatRooms.kind, options.kind) : undefined)
    .orderBy(...activityOrder)
    .limit(options.limit)
    .offset(options.offset);
}

/** The filter of `findMemberRooms` as a select, for counting. */
export function memberRoomsFilter(db: Db, viewerId: number, kind?: string) {
  return db
    .select({ one: sql`1` })
    .from(chatMembers)
    .innerJoin(chatRooms, eq(chatRooms.id, chatMembers.roomId))
    .where(and(eq(chatMembers.userId, viewerId), kind ? eq(chatRooms.kind, kind) : undefined));
}

export async function findRoomForViewer(db: Db, viewerId: number, roomId: number): Promise<RoomRow | null> {
  const [row] = await selectRooms(db, viewerId, false).where(eq(chatRooms.id, roomId)).limit(1);
  return row ?? null;
}

export function personOf(row: {
  id: number;
  lastName: string;
  name: string;
  patronymic: string | null;
  workPosition: string | null;
}): ChatPerson {
  return { id: row.id, full_name: fullName(row), work_position: row.workPosition, avatar: null };
}

export function peerOfRow(row: RoomRow): ChatPerson | null {
  if (row.peerId === null || row.peerLastName === null || row.peerName === null) return null;
  return personOf({
    id: row.peerId,
    lastName: row.peerLastName,
    name: row.peerName,
    patronymic: row.peerPatronymic,
    workPosition: row.peerPosition,
  });
}

export async function findPerson(db: Db, userId: number): Promise<ChatPerson | null> {
  const [row] = await db
    .select({
      id: users.id,
      lastName: users.lastName,
      name: users.name,
      patronymic: users.patronymic,
      workPosition: users.workPosition,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ? personOf(row) : null;
}

/** Attached files of messages, by message, as the chat serves them (members download through the chat). */
export async function findAttachments(
  db: Db,
  messageIds: readonly number[],
): Promise<Map<number, FileInfo[]>> {
  const byMessage = new Map<number, FileInfo[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select({
      messageId: chatMessageFiles.messageId,
      id: files.id,
      name: files.name,
      size: files.size,
      mime: files.mime,
    })
    .from(chatMessageFiles)
    .innerJoin(files, eq(files.id, chatMessageFiles.fileId))
    .where(inArray(chatMessageFiles.messageId, [...messageIds]))
    .orderBy(asc(chatMessageFiles.messageId), asc(files.id));
  for (const row of rows) {
    const list = byMessage.get(row.messageId) ?? [];
    list.push({ id: row.id, name: row.name, size: row.size, mime: row.mime, url: chatFileUrl(row.id) });
    byMessage.set(row.messageId, list);
  }
  return byMessage;
}

export function chatFileUrl(fileId: number): string {
  return `/api/chat/files/${fileId}`;
}

const messageColumns = {
  id: chatMessages.id,
  roomId: chatMessages.roomId,
  authorId: chatMessages.authorId,
  message: chatMessages.message,
  link: chatMessages.link,
  createdAt: chatMessages.createdAt,
  authorLastName: users.lastName,
  authorName: users.name,
  authorPatronymic: users.patronymic,
};

export type MessageRow = Awaited<ReturnType<typeof findMessagesByIds>>[number];

export function findMessagesByIds(db: Db, ids: readonly number[]) {
  return db
    .select(messageColumns)
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.authorId))
    .where(inArray(chatMessages.id, [...ids]));
}

/**
 * A page of a room's messages, newest first. `before`: older than that message; `after`: newer than it (the
 * page right after it, read upwards). One row more than asked tells whether the list goes on.
 */
export async function findMessagePage(
  db: Db,
  roomId: number,
  cursor: { before?: number; after?: number; limit: number },
): Promise<{ rows: MessageRow[]; more: boolean }> {
  const inRoom = eq(chatMessages.roomId, roomId);
  const upwards = cursor.after !== undefined;
  const rows = await db
    .select(messageColumns)
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.authorId))
    .where(
      and(
        inRoom,
        cursor.before !== undefined ? lt(chatMessages.id, cursor.before) : undefined,
        cursor.after !== undefined ? gt(chatMessages.id, cursor.after) : undefined,
      ),
    )
    .orderBy(upwards ? asc(chatMessages.id) : desc(chatMessages.id))
    .limit(cursor.limit + 1);
  const more = rows.length > cursor.limit;
  const page = rows.slice(0, cursor.limit);
  return { rows: upwards ? page.reverse() : page, more };
}

/** Whether the room has a message older (or newer) than the given one. */
export async function hasMessageBeyond(
  db: Db,
  roomId: number,
  direction: 'older' | 'newer',
  messageId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.roomId, roomId),
        direction === 'older' ? lt(chatMessages.id, messageId) : gt(chatMessages.id, messageId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A message as `viewerId` sees it, given the room's read marks. */
export function toChatMessage(
  row: MessageRow,
  attachments: FileInfo[],
  viewerId: number | null,
  marks: { mine: number | null; others: number | null },
): ChatMessage {
  const state = viewerId === null ? { read: false, seen: false } : readState(row, viewerId, marks);
  return {
    id: row.id,
    room_id: row.roomId,
    user_id: row.authorId,
    user_full_name: fullName({
      lastName: row.authorLastName,
      name: row.authorName,
      patronymic: row.authorPatronymic,
    }),
    avatar: null,
    message: row.message,
    link: row.link,
    attachments,
    created_at: row.createdAt.toISOString(),
    ...state,
  };
}

/** The viewer's unread messages in all their rooms (optionally of one kind): a sum of kept counters. */
export async function unreadTotal(db: Db, userId: number, kind?: string): Promise<number> {
  const [row] = await db
    .select({ unread: sql<number>`coalesce(sum(${chatMembers.unreadCount}), 0)::int` })
    .from(chatMembers)
    .innerJoin(chatRooms, eq(chatRooms.id, chatMembers.roomId))
    .where(and(eq(chatMembers.userId, userId), kind ? eq(chatRooms.kind, kind) : undefined));
  return Number(row?.unread ?? 0);
}

/** The members of rooms, by room. */
export async function findMemberIds(db: Db, roomIds: readonly number[]): Promise<Map<number, number[]>> {
  const byRoom = new Map<number, number[]>();
  if (roomIds.length === 0) return byRoom;
  const rows = await db
    .select({ roomId: chatMembers.roomId, userId: chatMembers.userId })
    .from(chatMembers)
    .where(inArray(chatMembers.roomId, [...roomIds]));
  for (const row of rows) byRoom.set(row.roomId, [...(byRoom.get(row.roomId) ?? []), row.userId]);
  return byRoom;
}
