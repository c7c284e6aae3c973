import { z } from 'zod';
import { CONTRACT_MODULES, type ModuleSearchKind } from '../modules.ts';

/** Kinds of content in the search index: the `searchable` kinds of the modules' manifests, in their order. */
export const SEARCH_KIND_LABELS = Object.assign(
  {},
  ...CONTRACT_MODULES.map((module) => ('searchable' in module ? module.searchable : {})),
) as Readonly<Record<ModuleSearchKind, string>>;
export type SearchKind = ModuleSearchKind;
export const SEARCH_KINDS = Object.keys(SEARCH_KIND_LABELS) as [SearchKind, ...SearchKind[]];
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_MAX_LENGTH = 200;

export const searchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(SEARCH_MIN_LENGTH, 'Введите не менее 3 символов')
    .max(SEARCH_MAX_LENGTH, `Введите не более ${SEARCH_MAX_LENGTH} символов`),
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
  /**
   * Content: a piece of the body around the found words, as plain text with the ranges to highlight
   * (UTF-16 offsets into `text`); never HTML. Null for people and for content without a body.
   */
  snippet: z
    .object({
      text: z.string(),
      highlights: z.array(z.object({ start: z.number().int(), end: z.number().int() })),
    })
    .nullable(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;
export type SearchSnippet = NonNullable<SearchHit['snippet']>;

export const searchResponseSchema = z.object({
  data: z.array(z.object({ kind: z.enum(SEARCH_KINDS), label: z.string(), items: z.array(searchHitSchema) })),
  /** The query as understood when it differs from the typed one (another keyboard layout, a typo corrected). */
  meant: z.string().nullable(),
});
