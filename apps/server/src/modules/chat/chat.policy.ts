import { DIRECT_ROOM_KIND } from '@intranet/contracts';
import type { AuthUser } from '../../platform/auth/guard.ts';

/** A room as the policy of its kind sees it. */
export interface ChatRoomRecord {
  id: number;
  kind: string;
  entityId: number | null;
  title: string | null;
  link: string | null;
}

export type ChatAction = 'read' | 'write';

/**
 * A kind of room and who may read and write its rooms, registered once by the module that owns it
 * (`chat.registerKind(defineChatRoomKind({...}))` in its `services`), like a module manifest. `may` is given
 * whether the actor is a member; a member-only kind returns `member`. A non-member the policy lets write
 * becomes a member with the first message; only members mark messages read and count unread ones.
 */
export interface ChatRoomKind {
  kind: string;
  may(actor: AuthUser, action: ChatAction, room: ChatRoomRecord, member: boolean): boolean | Promise<boolean>;
}

export function defineChatRoomKind(kind: ChatRoomKind): ChatRoomKind {
  return kind;
}

/** Two people: only they read and write. */
export const directRoomKind = defineChatRoomKind({
  kind: DIRECT_ROOM_KIND,
  may: (_actor, _action, _room, member) => member,
});

/** The pair of a direct room as stored: lower id first. Null for one person with themselves. */
export function directPair(a: number, b: number): { low: number; high: number } | null {
  if (a === b) return null;
  return a < b ? { low: a, high: b } : { low: b, high: a };
}

/** The other person of a direct room for `viewerId`; null when the viewer is not one of the pair. */
export function directPeerOf(
  pair: { low: number | null; high: number | null },
  viewerId: number,
): number | null {
  if (pair.low === viewerId) return pair.high;
  if (pair.high === viewerId) return pair.low;
  return null;
}

/**
 * The read marks of own messages: a message of the viewer is «прочитано» once another member's read mark
 * reaches it; another's message is seen once the viewer's own mark does (own messages always are).
 */
export function readState(
  message: { id: number; authorId: number },
  viewerId: number,
  marks: { mine: number | null; others: number | null },
): { read: boolean; seen: boolean } {
  const own = message.authorId === viewerId;
  return {
    read: own && marks.others !== null && marks.others >= message.id,
    seen: own || (marks.mine !== null && marks.mine >= message.id),
  };
}

/**
 * The read marks `onMessageRead` sets: per room, the newest of the given messages. A mark never moves back,
 * so marking the same or older messages again changes nothing.
 */
export function readMarksByRoom(messages: readonly { id: number; roomId: number }[]): Map<number, number> {
  const marks = new Map<number, number>();
  for (const message of messages) {
    marks.set(message.roomId, Math.max(marks.get(message.roomId) ?? 0, message.id));
  }
  return marks;
}
