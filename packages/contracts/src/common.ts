import { z } from 'zod';
import { isValidIsoDate } from './rules/dates.ts';

/** `{ message, errors? }` — every error response (DESIGN "API conventions"). */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  request_id: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const idParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(1000).default(20),
});

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
    }),
  });
}

/** A page of a list as the server sends it (DESIGN "API conventions"). */
export type ListEnvelope<T> = Omit<z.infer<ReturnType<typeof listEnvelopeSchema>>, 'data'> & { data: T[] };

export function dataEnvelopeSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Wire date `yyyy-MM-dd` of a real day (2026-02-31 and 2026-13-01 are refused, not rolled over). */
export const isoDateSchema = z
  .string()
  .regex(ISO_DATE, 'Дата должна быть в формате ГГГГ-ММ-ДД')
  // Only a well-formed value is checked for a real day, so a bad format gets one message, not two.
  .refine((value) => !ISO_DATE.test(value) || isValidIsoDate(value), 'Такой даты нет в календаре');
