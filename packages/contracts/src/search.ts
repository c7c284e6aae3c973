import { z } from 'zod';

/** Kinds of content in the search index; modules add theirs here. */
export const SEARCH_KINDS = ['user', 'post', 'event', 'topic', 'project', 'page'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  user: 'Сотрудники',
  post: 'Публикации',
  event: 'События',
  topic: 'Форум',
  project: 'Проекты',
  page: 'Страницы',
};
export const SEARCH_MIN_LENGTH = 3;

export const searchQuerySchema = z.object({
  q: z.string().trim().min(SEARCH_MIN_LENGTH, 'Введите не менее 3 символов').max(200),
  kind: z.enum(SEARCH_KINDS).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const searchHitSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string().nullable(),
  url: z.string(),
  meta: z.record(z.string(), z.unknown()).nullable(),
  rank: z.number(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchResponseSchema = z.object({
  data: z.array(z.object({ kind: z.enum(SEARCH_KINDS), label: z.string(), items: z.array(searchHitSchema) })),
});
