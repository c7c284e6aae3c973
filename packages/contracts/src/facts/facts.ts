import { z } from 'zod';
import { idSchema } from '../primitives.ts';

/**
 * Facts about a person on the vacation card (GET facts/league20/user/{id}, POST facts/league20/user,
 * POST facts/league20/comments; docs/decisions.md, "Facts («Во время отпуска»)"):
 * the person's own note for their absences (who stands in, how to reach them) and colleagues' comments.
 */
export const FACTS_NOTE_MAX = 1000;
export const FACTS_COMMENT_MAX = 1000;

export const factsPersonSchema = z.object({ id: z.number().int(), full_name: z.string() });

export const factsCommentSchema = z.object({
  id: z.number().int(),
  author: factsPersonSchema,
  text: z.string(),
  created_at: z.string(),
});
export type FactsComment = z.infer<typeof factsCommentSchema>;

export const factsSchema = z.object({
  user: factsPersonSchema,
  /** «Во время отпуска»: how to reach the person, what to do without them; null when not written. */
  note: z.string().nullable(),
  /** The colleague who stands in during the absences. */
  substitute: factsPersonSchema.nullable(),
  updated_at: z.string().nullable(),
  updated_by: factsPersonSchema.nullable(),
  comments: z.array(factsCommentSchema),
  abilities: z.object({ edit: z.boolean(), comment: z.boolean() }),
});
export type Facts = z.infer<typeof factsSchema>;
export const factsResponseSchema = z.object({ data: factsSchema });

/** POST facts/league20/user: the note and the substitute; `updated_at` as read (a stale one is 409). */
export const factsSaveBodySchema = z.object({
  user_id: idSchema,
  note: z
    .string()
    .trim()
    .max(FACTS_NOTE_MAX, `Не больше ${FACTS_NOTE_MAX} символов`)
    .nullable()
    .transform((value) => (value ? value : null)),
  substitute_id: idSchema.nullable().default(null),
  updated_at: z.string().nullable().default(null),
});
export type FactsSaveBody = z.input<typeof factsSaveBodySchema>;

/** POST facts/league20/comments: a colleague's comment about the person's absences. */
export const factsCommentBodySchema = z.object({
  user_id: idSchema,
  text: z
    .string()
    .trim()
    .min(1, 'Напишите комментарий')
    .max(FACTS_COMMENT_MAX, `Не больше ${FACTS_COMMENT_MAX} символов`),
});
export type FactsCommentBody = z.input<typeof factsCommentBodySchema>;
