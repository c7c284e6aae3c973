import { z } from 'zod';
import { CONTRACT_MODULES, type ModuleCommentableType } from '../modules.ts';
import { idParamSchema, idSchema, textSchema } from '../primitives.ts';

/**
 * What people comment on, one shared mechanism for every module (docs/modules/social.md). A feed item
 * is a post (news or a post): its comments and likes are the post's.
 */
export type CommentableType = ModuleCommentableType;
/** The `commentable` types of the modules' manifests (modules.ts). */
export const COMMENTABLE_TYPES = CONTRACT_MODULES.flatMap((module) =>
  'commentable' in module ? module.commentable : [],
) as [CommentableType, ...CommentableType[]];

/** What people like: every commentable thing and the comments themselves (one like per user and entity). */
export const LIKEABLE_TYPES = [...COMMENTABLE_TYPES, 'comment'] as const;
export type LikeableType = (typeof LIKEABLE_TYPES)[number];

/** The hard cap of a comment's text; the working limit is the setting `comment_max_length`. */
export const COMMENT_HARD_MAX = 20_000;
export const COMMENT_MESSAGES = {
  empty: 'Комментарий не может быть пустым',
  tooLong: (max: number) => `Комментарий длиннее ${max} символов`,
  notFound: 'Комментарий не найден',
  entityNotFound: 'Запись для комментария не найдена',
  quoteNotFound: 'Цитируемый комментарий не найден',
  notYours: 'Изменять можно только свои комментарии',
  stale: 'Комментарий уже изменили: обновите страницу',
  likeNotFound: 'Отметка «нравится» не найдена',
} as const;

const commentBodySchema = textSchema(COMMENT_HARD_MAX, { multiline: true });

export const personRefSchema = z.object({ id: z.number().int(), full_name: z.string() });
export type PersonRef = z.infer<typeof personRefSchema>;

export const commentSchema = z.object({
  id: z.number().int(),
  entity_type: z.enum(COMMENTABLE_TYPES),
  entity_id: z.number().int(),
  body: z.string(),
  author: personRefSchema.extend({ work_position: z.string().nullable() }),
  /** The quoted comment, and its text as it was when quoted (kept when the original changes or goes). */
  quote_id: z.number().int().nullable(),
  quote: z.string().nullable(),
  quote_author: personRefSchema.nullable(),
  edited: z.boolean(),
  edited_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  likes: z.number().int(),
  /** The caller's like of this comment (its id, for DELETE /likes/{id}), or null. */
  my_like_id: z.number().int().nullable(),
  abilities: z.object({ update: z.boolean(), delete: z.boolean() }),
});
export type Comment = z.infer<typeof commentSchema>;

export const commentsQuerySchema = z.object({
  entity_type: z.enum(COMMENTABLE_TYPES),
  entity_id: idParamSchema,
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(50),
});
export type CommentsQuery = z.infer<typeof commentsQuerySchema>;

export const createCommentSchema = z.object({
  entity_type: z.enum(COMMENTABLE_TYPES),
  entity_id: idSchema,
  body: commentBodySchema,
  quote_id: idSchema.nullish(),
});
export type CreateCommentInput = z.infer<typeof createCommentSchema>;

export const updateCommentSchema = z.object({
  body: commentBodySchema,
  /** The version the author edited; another edit since then is a 409. */
  updated_at: z.string().max(40).optional(),
});
export type UpdateCommentInput = z.infer<typeof updateCommentSchema>;

export const createLikeSchema = z.object({ entity_type: z.enum(LIKEABLE_TYPES), entity_id: idSchema });
export type CreateLikeInput = z.infer<typeof createLikeSchema>;

/** A like: id, entity_id, created_by, feed_id (the feed item liked, when it is one); and the new count. */
export const likeSchema = z.object({
  id: z.number().int(),
  entity_type: z.enum(LIKEABLE_TYPES),
  entity_id: z.number().int(),
  created_by: z.number().int(),
  feed_id: z.number().int().nullable(),
  likes: z.number().int(),
});
export type Like = z.infer<typeof likeSchema>;

export const likeRemovedSchema = z.object({
  entity_type: z.enum(LIKEABLE_TYPES),
  entity_id: z.number().int(),
  likes: z.number().int(),
});
