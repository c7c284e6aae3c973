import { z } from 'zod';
import { idParamSchema, idSchema, INT32_MAX } from '../primitives.ts';
import { fileSchema } from '../support/support.ts';

/**
 * Chat (POST/GET /chat, POST /chat/onMessageRead; docs/modules/chat.md): the one message mechanism
 * with read marks. A room has a kind: 'direct' (two people) here; other modules own rooms of their own kinds
 * bound to their records (a dismissal application's chat: kind 'dismissal', entity_id the application).
 */

/** The kind of a two-person conversation. */
export const DIRECT_ROOM_KIND = 'direct';

/** Room kinds are short lowercase words a module chooses: 'direct', 'dismissal'. */
export const roomKindSchema = z.string().regex(/^[a-z][a-z0-9_]{0,31}$/, 'Неверный вид беседы');

/** At most this many files on one message (a dismissal application takes at most 10 attachments). */
export const CHAT_MAX_ATTACHMENTS = 10;
/** Ids in one POST /chat/onMessageRead. */
export const CHAT_MAX_READ_IDS = 500;
/** Messages on one page of a room's history. */
export const CHAT_PAGE_SIZE = 30;

export const CHAT_TEXTS = {
  empty: 'Введите сообщение',
  tooLong: (max: number) => `Сообщение не длиннее ${max} символов`,
  roomOrUser: 'Укажите беседу (room_id) или собеседника (user_id)',
  notBoth: 'Укажите что-то одно: room_id или user_id',
  self: 'Нельзя написать самому себе',
  roomNotFound: 'Беседа не найдена',
  userNotFound: 'Сотрудник не найден',
  messageNotFound: 'Сообщение не найдено',
  notMember: 'Вы не участник этой беседы',
  attachmentNotFound: 'Файл не найден: прикрепляйте только свои загруженные файлы',
  tooManyAttachments: `Не больше ${CHAT_MAX_ATTACHMENTS} файлов в сообщении`,
} as const;

export const chatPersonSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  work_position: z.string().nullable(),
  /** People have no photo yet: null, the web draws initials (ui/UserAvatar). */
  avatar: z.string().nullable(),
});
export type ChatPerson = z.infer<typeof chatPersonSchema>;

/**
 * One message as a member sees it. The spec's dismissal chat message fields are all here: avatar, message,
 * user_full_name, created_at, link, attachments.
 */
export const chatMessageSchema = z.object({
  id: z.number().int(),
  room_id: z.number().int(),
  user_id: z.number().int(),
  user_full_name: z.string(),
  avatar: z.string().nullable(),
  message: z.string(),
  /** A link the owning module put on the message (the record it is about); null in direct chats. */
  link: z.string().nullable(),
  attachments: z.array(fileSchema),
  created_at: z.string(),
  /** Own message: some other member has read it («прочитано»). Another's: always false. */
  read: z.boolean(),
  /** The viewer has read it (own messages are). */
  seen: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** The last message of a room in the list: enough for one line. */
export const chatLastMessageSchema = chatMessageSchema.pick({
  id: true,
  user_id: true,
  user_full_name: true,
  message: true,
  created_at: true,
  read: true,
});

export const chatRoomSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  /** The record of the owning module (a dismissal application); null for direct chats. */
  entity_id: z.number().int().nullable(),
  /** The module's title (direct chats: null, the web shows the other person). */
  title: z.string().nullable(),
  link: z.string().nullable(),
  /** Direct chats: the other person. */
  peer: chatPersonSchema.nullable(),
  last_message: chatLastMessageSchema.nullable(),
  /** The viewer's unread messages here (0 when the viewer is not a member). */
  unread_count: z.number().int(),
  /** The newest message the viewer has read; null before the first read. */
  last_read_message_id: z.number().int().nullable(),
  /** The newest message some other member has read: own messages up to it show «прочитано». */
  others_read_message_id: z.number().int().nullable(),
  is_member: z.boolean(),
  abilities: z.object({ write: z.boolean() }),
});
export type ChatRoom = z.infer<typeof chatRoomSchema>;

/** GET /chat (no room): the viewer's rooms, latest activity first; `meta.unread` is the total unread. */
export const chatRoomsPageSchema = z.object({
  data: z.array(chatRoomSchema),
  links: z.object({
    first: z.string().nullable(),
    last: z.string().nullable(),
    prev: z.string().nullable(),
    next: z.string().nullable(),
  }),
  meta: z.object({
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    unread: z.number().int(),
  }),
});
export type ChatRoomsPage = z.infer<typeof chatRoomsPageSchema>;

/**
 * GET /chat with room_id or user_id: a page of messages, newest first. Cursors are message ids: `links.next`
 * pages to older messages (`before=`), `links.prev` to newer ones (`after=`). With user_id and no
 * conversation yet, `room` is null, `data` empty and `peer` the person.
 */
export const chatMessagesPageSchema = z.object({
  room: chatRoomSchema.nullable(),
  peer: chatPersonSchema.nullable(),
  data: z.array(chatMessageSchema),
  links: z.object({
    first: z.string().nullable(),
    last: z.string().nullable(),
    prev: z.string().nullable(),
    next: z.string().nullable(),
  }),
  meta: z.object({
    per_page: z.number().int(),
    has_older: z.boolean(),
    has_newer: z.boolean(),
  }),
});
export type ChatMessagesPage = z.infer<typeof chatMessagesPageSchema>;

export const chatQuerySchema = z
  .object({
    room_id: idParamSchema.optional(),
    user_id: idParamSchema.optional(),
    /** The rooms list: only rooms of this kind. */
    kind: roomKindSchema.optional(),
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(CHAT_PAGE_SIZE),
    /** Messages older than this message id. */
    before: idParamSchema.optional(),
    /** Messages newer than this message id. */
    after: idParamSchema.optional(),
  })
  .refine((query) => query.room_id === undefined || query.user_id === undefined, {
    message: CHAT_TEXTS.notBoth,
    path: ['user_id'],
  })
  .refine((query) => query.before === undefined || query.after === undefined, {
    message: 'Укажите что-то одно: before или after',
    path: ['after'],
  });
export type ChatQuery = z.infer<typeof chatQuerySchema>;

/** POST /chat. The text's limit is the setting `chat_message_max_length`, checked by the server. */
export const chatSendSchema = z
  .object({
    room_id: idSchema.optional(),
    user_id: idSchema.optional(),
    message: z.string({ error: CHAT_TEXTS.empty }).max(100_000, CHAT_TEXTS.tooLong(100_000)).default(''),
    attachments: z.array(idSchema).max(CHAT_MAX_ATTACHMENTS, CHAT_TEXTS.tooManyAttachments).default([]),
  })
  .refine((body) => body.room_id !== undefined || body.user_id !== undefined, {
    message: CHAT_TEXTS.roomOrUser,
    path: ['room_id'],
  })
  .refine((body) => body.room_id === undefined || body.user_id === undefined, {
    message: CHAT_TEXTS.notBoth,
    path: ['user_id'],
  });
export type ChatSendBody = z.input<typeof chatSendSchema>;

export const chatSentSchema = z.object({ data: chatMessageSchema, room: chatRoomSchema });
export type ChatSent = z.infer<typeof chatSentSchema>;

/** POST /chat/onMessageRead: the messages shown to the reader. */
export const chatReadSchema = z.object({
  ids: z
    .array(idSchema, { error: 'Ожидается список идентификаторов сообщений' })
    .min(1, 'Укажите сообщения')
    .max(CHAT_MAX_READ_IDS, `Не больше ${CHAT_MAX_READ_IDS} сообщений за раз`),
});

export const chatReadResultSchema = z.object({
  data: z.object({
    rooms: z.array(
      z.object({
        room_id: z.number().int(),
        last_read_message_id: z.number().int().nullable(),
        unread_count: z.number().int(),
      }),
    ),
    /** The reader's unread messages in all rooms. */
    unread: z.number().int(),
  }),
});
export type ChatReadResult = z.infer<typeof chatReadResultSchema>;

/** What /api/ws pushes to a room's members. */
export type ChatSocketMessage =
  | {
      type: 'chat.message';
      /** `message` is clipped to CHAT_PUSH_TEXT_LIMIT (NOTIFY carries at most 8000 bytes); `read`/`seen` false. */
      data: ChatMessage & { truncated: boolean };
    }
  | { type: 'chat.read'; room_id: number; user_id: number; last_read_message_id: number };

/** Characters of a message's text that travel in the push; the history has the whole text. */
export const CHAT_PUSH_TEXT_LIMIT = 1000;

/** The text as stored: trimmed; the setting `chat_message_max_length` bounds it. */
export function normaliseChatText(text: string): string {
  return text.replace(/\r\n?/g, '\n').trim();
}

/**
 * Checks a message's text against the limit; returns the Russian message, or null when it may be sent.
 * Empty text is allowed only with attachments (a file alone is a message).
 */
export function chatTextProblem(text: string, maxLength: number, attachmentCount = 0): string | null {
  const normalised = normaliseChatText(text);
  if (normalised.length === 0 && attachmentCount === 0) return CHAT_TEXTS.empty;
  if (normalised.length > maxLength) return CHAT_TEXTS.tooLong(maxLength);
  return null;
}

/** The setting's value as a limit: a mistyped value falls back to the default. */
export function chatMaxLength(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 && parsed <= INT32_MAX ? parsed : fallback;
}
