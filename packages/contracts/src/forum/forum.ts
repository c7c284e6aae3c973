import { z } from 'zod';
import { listEnvelopeSchema } from '../common.ts';
import { idParamSchema, idSchema, INT32_MAX, textSchema } from '../primitives.ts';
import { richTextSchema } from '../rich-text.ts';
import { personRefSchema } from '../social/social.ts';

/** The forum (docs/modules/forum.md; default sort -updated_at). */
export const FORUM_LIMITS = {
  boardTitle: 120,
  boardDescription: 1000,
  topicTitle: 200,
  /** Sanitised HTML of a topic's description. */
  topicDescription: 100_000,
  /** Characters of the plain-text excerpt a topic list shows. */
  excerpt: 240,
  /** Rows of a page unless `per_page` says otherwise. */
  perPage: 20,
  maxPerPage: 100,
} as const;

/**
 * A topic counts as unread (and a board counts it) only when its activity is this recent: a newcomer does
 * not meet years of old discussions marked «новое». docs/decisions.md, "Forum".
 */
export const FORUM_UNREAD_DAYS = 30;

/** New comments are counted up to this many (the list shows «99+»): a page never counts long threads. */
export const FORUM_NEW_COMMENTS_CAP = 100;

export const FORUM_MESSAGES = {
  boardNotFound: 'Раздел форума не найден',
  topicNotFound: 'Тема не найдена',
  boardsForbidden: 'Разделы форума создают и изменяют модераторы и администраторы',
  topicForbidden: 'Изменять тему могут её автор и модераторы',
  moderationForbidden: 'Закреплять, закрывать и переносить темы могут только модераторы',
  closed: 'Тема закрыта: новые комментарии не принимаются',
  closedComments: 'Тема закрыта: комментарии в ней больше не меняются',
  closedEdit: 'Тема закрыта: изменить её могут только модераторы',
  staleBoard: 'Раздел уже изменили: обновите страницу',
  staleTopic: 'Тему уже изменили: обновите страницу',
  notImage: 'Выберите загруженное вами изображение (JPEG, PNG, WebP или GIF)',
  boardTitle: 'Введите название раздела',
  topicTitle: 'Введите название темы',
  topicDescription: 'Опишите тему',
  nothingToChange: 'Укажите, что изменить',
} as const;

/** Sorts of the lists (`sort`): a leading minus is descending. */
export const BOARD_SORTS = ['-updated_at', 'updated_at', '-created_at', 'title', '-title'] as const;
export type BoardSort = (typeof BOARD_SORTS)[number];
export const TOPIC_SORTS = ['-updated_at', 'updated_at', '-created_at', 'title'] as const;
export type TopicSort = (typeof TOPIC_SORTS)[number];

const pageShape = {
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(FORUM_LIMITS.maxPerPage).default(FORUM_LIMITS.perPage),
};

/** GET /boards: favourites first, then by `sort` (-updated_at by default). */
export const boardsQuerySchema = z.object({
  ...pageShape,
  sort: z.enum(BOARD_SORTS).default('-updated_at'),
});
export type BoardsQuery = z.infer<typeof boardsQuerySchema>;

/** GET /topics: the topics of one board, pinned first, then by `sort` (-updated_at by default). */
export const topicsQuerySchema = z.object({
  board_id: idParamSchema,
  ...pageShape,
  sort: z.enum(TOPIC_SORTS).default('-updated_at'),
});
export type TopicsQuery = z.infer<typeof topicsQuerySchema>;

/** The version a form edited: another change since is a 409 (activity alone does not change it). */
const revisionSchema = z.number().int().min(1).max(INT32_MAX).optional();

const boardTitleSchema = textSchema(FORUM_LIMITS.boardTitle).trim().min(1, FORUM_MESSAGES.boardTitle);
const boardDescriptionSchema = textSchema(FORUM_LIMITS.boardDescription, { multiline: true })
  .trim()
  .nullish();

/**
 * POST /boards, PUT /boards/{id}: the words of a board (pictures come by PATCH). PUT replaces them all: a
 * description left out is cleared, as in the edit form.
 */
export const boardInputSchema = z.object({
  title: boardTitleSchema,
  description: boardDescriptionSchema.default(null),
  revision: revisionSchema,
});
export type BoardInput = z.input<typeof boardInputSchema>;

/** PATCH /boards/{id}: any of the fields; `thumbnail_id`, `banner_id` are uploaded images (null removes). */
export const boardPatchSchema = z
  .object({
    title: boardTitleSchema.optional(),
    description: boardDescriptionSchema,
    thumbnail_id: idSchema.nullable().optional(),
    banner_id: idSchema.nullable().optional(),
    revision: revisionSchema,
  })
  .refine(
    (value) =>
      value.title !== undefined ||
      value.description !== undefined ||
      value.thumbnail_id !== undefined ||
      value.banner_id !== undefined,
    { message: FORUM_MESSAGES.nothingToChange },
  );
export type BoardPatch = z.input<typeof boardPatchSchema>;

const topicTitleSchema = textSchema(FORUM_LIMITS.topicTitle).trim().min(1, FORUM_MESSAGES.topicTitle);
const topicDescriptionSchema = richTextSchema({
  max: FORUM_LIMITS.topicDescription,
  required: true,
  emptyMessage: FORUM_MESSAGES.topicDescription,
});

/** POST /topics. */
export const topicInputSchema = z.object({
  board_id: idSchema,
  title: topicTitleSchema,
  description: topicDescriptionSchema,
});
export type TopicInput = z.input<typeof topicInputSchema>;

/**
 * PUT /topics/{id}: the fields to change. Title and description: the author or a moderator; `board_id`
 * (move), `pinned` and `closed`: moderators.
 */
export const topicUpdateSchema = z
  .object({
    title: topicTitleSchema.optional(),
    description: topicDescriptionSchema.optional(),
    board_id: idSchema.optional(),
    pinned: z.boolean().optional(),
    closed: z.boolean().optional(),
    revision: revisionSchema,
  })
  .refine(
    (value) =>
      value.title !== undefined ||
      value.description !== undefined ||
      value.board_id !== undefined ||
      value.pinned !== undefined ||
      value.closed !== undefined,
    { message: FORUM_MESSAGES.nothingToChange },
  );
export type TopicUpdate = z.input<typeof topicUpdateSchema>;

export const FAVORITE_ENTITIES = ['board'] as const;
/** POST /favorites. */
export const favoriteInputSchema = z.object({ id: idSchema, entity: z.enum(FAVORITE_ENTITIES) });
export type FavoriteInput = z.infer<typeof favoriteInputSchema>;
export const favoriteSchema = z.object({
  id: z.number().int(),
  entity: z.enum(FAVORITE_ENTITIES),
  favorite: z.boolean(),
});
export type Favorite = z.infer<typeof favoriteSchema>;

/** A board's or topic's subscription after (un)subscribing. */
export const subscriptionSchema = z.object({ subscribed: z.boolean(), subscribers: z.number().int() });
export type Subscription = z.infer<typeof subscriptionSchema>;

/** An uploaded picture of a board: the original and its widest preview. */
export const forumImageSchema = z.object({ id: z.number().int(), url: z.string(), preview_url: z.string() });
export type ForumImage = z.infer<typeof forumImageSchema>;

export const boardAbilitiesSchema = z.object({
  update: z.boolean(),
  delete: z.boolean(),
  create_topic: z.boolean(),
});

/** A board: id, title, thumbnail_id, banner_id, topics, subscribers (counts), and the caller's marks. */
export const boardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  thumbnail_id: z.number().int().nullable(),
  banner_id: z.number().int().nullable(),
  thumbnail: forumImageSchema.nullable(),
  banner: forumImageSchema.nullable(),
  topics: z.number().int(),
  subscribers: z.number().int(),
  /** Topics with activity the caller has not seen (within FORUM_UNREAD_DAYS). */
  unread_topics: z.number().int(),
  subscribed: z.boolean(),
  favorite: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  revision: z.number().int(),
  abilities: boardAbilitiesSchema,
});
export type Board = z.infer<typeof boardSchema>;

const boardsListSchema = listEnvelopeSchema(boardSchema);
/** GET /boards: the list envelope whose `meta` adds what the caller may do (create: moderators, admins). */
export const boardsPageSchema = boardsListSchema.extend({
  meta: boardsListSchema.shape.meta.extend({ abilities: z.object({ create: z.boolean() }) }),
});
export type BoardsPage = z.infer<typeof boardsPageSchema>;

export const topicAbilitiesSchema = z.object({
  update: z.boolean(),
  delete: z.boolean(),
  pin: z.boolean(),
  close: z.boolean(),
  move: z.boolean(),
  comment: z.boolean(),
});
export type TopicAbilities = z.infer<typeof topicAbilitiesSchema>;

/** A topic in a board's list (id, board_id, title, description, author, comments, subscribers). */
export const topicListItemSchema = z.object({
  id: z.number().int(),
  board_id: z.number().int(),
  title: z.string(),
  excerpt: z.string(),
  author: personRefSchema,
  comments: z.number().int(),
  likes: z.number().int(),
  subscribers: z.number().int(),
  subscribed: z.boolean(),
  pinned: z.boolean(),
  closed: z.boolean(),
  created_at: z.string(),
  /** The last activity: an edit, a move or a new comment. */
  updated_at: z.string(),
  revision: z.number().int(),
  /** Activity since the caller last opened it (or never opened, within FORUM_UNREAD_DAYS). */
  unread: z.boolean(),
  /**
   * Comments by others since the caller last opened it, at most FORUM_NEW_COMMENTS_CAP; 0 when never opened
   * (then the whole topic is new: `unread` with `last_read_at` null).
   */
  new_comments: z.number().int(),
  last_read_at: z.string().nullable(),
  last_comment: z.object({ author: personRefSchema, created_at: z.string() }).nullable(),
  abilities: topicAbilitiesSchema,
});
export type TopicListItem = z.infer<typeof topicListItemSchema>;

/** GET /topics/{id}: the topic with its description and board. */
export const topicSchema = topicListItemSchema.extend({
  description: z.string(),
  board: z.object({ id: z.number().int(), title: z.string() }),
  my_like_id: z.number().int().nullable(),
});
export type Topic = z.infer<typeof topicSchema>;
