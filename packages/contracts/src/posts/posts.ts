import { z } from 'zod';
import { idSchema, textSchema } from '../primitives.ts';
import { richTextSchema } from '../rich-text.ts';
import { personRefSchema } from '../social/social.ts';

/** The feed holds news (moderators and administrators write them) and posts (any employee, as a setting). */
export const POST_KINDS = ['news', 'post'] as const;
export type PostKind = (typeof POST_KINDS)[number];
export const POST_KIND_LABELS: Record<PostKind, string> = { news: 'Новость', post: 'Пост' };

export const POST_LIMITS = {
  title: 200,
  /** Sanitised HTML of the body. */
  body: 100_000,
  tags: 10,
  tag: 40,
  /** Characters of the plain-text excerpt a feed item shows. */
  excerpt: 320,
} as const;

export const POST_MESSAGES = {
  notFound: 'Публикация не найдена',
  emptyBody: 'Текст публикации не может быть пустым',
  titleRequired: 'У новости должен быть заголовок',
  newsForbidden: 'Новости публикуют модераторы и администраторы',
  postsForbidden: 'Публиковать посты могут только модераторы и администраторы',
  notImage: 'Обложкой может быть только загруженное вами изображение',
  stale: 'Публикацию уже изменили: обновите страницу',
} as const;

export const tagSchema = z.object({ id: z.number().int(), name: z.string() });
export type Tag = z.infer<typeof tagSchema>;

export const postImageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  /** A smaller copy for lists, when the upload made one. */
  preview_url: z.string(),
});

/** A feed item (id, likes): a post or a piece of news without its full body. */
export const feedItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(POST_KINDS),
  title: z.string().nullable(),
  excerpt: z.string(),
  image: postImageSchema.nullable(),
  tags: z.array(tagSchema),
  author: personRefSchema,
  created_at: z.string(),
  updated_at: z.string(),
  likes: z.number().int(),
  comments: z.number().int(),
  my_like_id: z.number().int().nullable(),
});
export type FeedItem = z.infer<typeof feedItemSchema>;

/** GET /posts/{id}/: the post with its relations (id, body, comments, likes, image, tags). */
export const postSchema = feedItemSchema.extend({
  body: z.string(),
  abilities: z.object({ update: z.boolean(), delete: z.boolean() }),
});
export type Post = z.infer<typeof postSchema>;

export const feedQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  /** Default: the setting `feed_page_size`. */
  per_page: z.coerce.number().int().min(1).max(50).optional(),
  tag: z.string().trim().min(1).max(POST_LIMITS.tag).optional(),
  kind: z.enum(POST_KINDS).optional(),
});
export type FeedQuery = z.infer<typeof feedQuerySchema>;

const tagNameSchema = textSchema(POST_LIMITS.tag).trim().min(1, 'Пустой тег');

export const postInputSchema = z.object({
  kind: z.enum(POST_KINDS),
  title: textSchema(POST_LIMITS.title).trim().nullish(),
  /** HTML from the editor; the server keeps only what its sanitiser allows. */
  body: richTextSchema({ max: POST_LIMITS.body }),
  image_id: idSchema.nullish(),
  tags: z.array(tagNameSchema).max(POST_LIMITS.tags, `Не больше ${POST_LIMITS.tags} тегов`).default([]),
  /** On update: the version edited; another edit since is a 409. */
  updated_at: z.string().max(40).optional(),
});
export type PostInput = z.input<typeof postInputSchema>;

/** Who may write what, for the web's buttons (the server decides with the same rule). */
export const postAbilitiesSchema = z.object({ news: z.boolean(), post: z.boolean() });
export type PostAbilities = z.infer<typeof postAbilitiesSchema>;
