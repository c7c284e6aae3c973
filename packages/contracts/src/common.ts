import { z } from 'zod';
import { idParamSchema } from './primitives.ts';

/** `{ message, errors? }` — every error response (docs/decisions.md, "Input, errors and lists"). */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  request_id: z.string().optional(),
  /** A stable machine-readable reason where the old service named one (e.g. 'No USERS specified'). */
  code: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const idParamsSchema = z.object({ id: idParamSchema });

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(1000).default(20),
  /** The keyset cursor from `links.next` (lists sorted by an index): that page costs its rows only. */
  after: z.string().max(2000).optional(),
});

/**
 * The query of a list read by POST (the reports): its `links` are the same url with `?page=N&per_page=M`, to
 * be POSTed the same body, and these two override the body's.
 */
export function postPageQuerySchema(maxPerPage: number) {
  return z.object({
    page: z.coerce.number().int().min(1).max(1_000_000).optional(),
    per_page: z.coerce.number().int().min(1).max(maxPerPage).optional(),
  });
}

export function listEnvelopeSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
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
      /** Set when the list is long and `total` is an estimate. */
      total_estimated: z.boolean().optional(),
    }),
  });
}

/** A page of a list as the server sends it: data, links and meta. */
export type ListEnvelope<T> = Omit<z.infer<ReturnType<typeof listEnvelopeSchema>>, 'data'> & { data: T[] };

export function dataEnvelopeSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}

// The primitives live in primitives.ts; this name is imported from here across the code.
export { isoDateSchema } from './primitives.ts';
