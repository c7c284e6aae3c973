import { z } from 'zod';
import { pageQuerySchema } from '../common.ts';
import { idSchema, textSchema } from '../primitives.ts';

/** Why HR grants points (docs/modules/points.md); the label is what the person reads in their ledger. */
export const POINTS_GRANT_REASONS = [
  { value: 'anniversary', label: 'Годовщина работы в компании' },
  { value: 'event', label: 'Участие в мероприятии' },
  { value: 'thanks', label: 'Благодарность' },
  { value: 'other', label: 'Другое' },
] as const;
export type PointsGrantReason = (typeof POINTS_GRANT_REASONS)[number]['value'];

export const POINTS_ENTRY_KINDS = [
  { value: 'credit', label: 'Начисление' },
  { value: 'debit', label: 'Списание' },
  { value: 'refund', label: 'Возврат' },
] as const;
export type PointsEntryKind = (typeof POINTS_ENTRY_KINDS)[number]['value'];

/** The largest single grant: a typo of a few zeros should not flood a wallet. */
export const POINTS_GRANT_MAX = 100_000;
/** How many people one grant reaches at most. */
export const POINTS_GRANT_MAX_PEOPLE = 500;

export const POINTS_AMOUNT_MESSAGE = `Укажите количество баллов от 1 до ${POINTS_GRANT_MAX}`;
export const POINTS_PEOPLE_MESSAGE = 'Выберите сотрудников';
export const POINTS_REASON_MESSAGE = 'Выберите причину начисления';
export const POINTS_COMMENT_MESSAGE = 'Опишите причину начисления';
export const POINTS_DISABLED_MESSAGE = 'В компании сотрудника баллы не используются';

/** The 409 of a debit the balance does not cover. */
export function notEnoughPointsMessage(balance: number, needed: number): string {
  return `Недостаточно баллов: на счёте ${balance}, нужно ${needed}`;
}

/** The wallet's own answer: whether the person's company uses points, and their balance. */
export const pointsWalletSchema = z.object({
  enabled: z.boolean(),
  balance: z.number().int(),
  /** Whether the caller may grant points (HR, administrators). */
  can_grant: z.boolean(),
});
export type PointsWallet = z.infer<typeof pointsWalletSchema>;

export const pointsEntrySchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  kind: z.enum(['credit', 'debit', 'refund']),
  reason_code: z.enum(['anniversary', 'event', 'thanks', 'other']).nullable(),
  reason: z.string(),
  granted_by: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
  created_at: z.string(),
});
export type PointsEntry = z.infer<typeof pointsEntrySchema>;

export const pointsGrantBodySchema = z
  .object({
    user_ids: z
      .array(idSchema, { error: POINTS_PEOPLE_MESSAGE })
      .min(1, POINTS_PEOPLE_MESSAGE)
      .max(POINTS_GRANT_MAX_PEOPLE, `Не больше ${POINTS_GRANT_MAX_PEOPLE} сотрудников за раз`),
    amount: z
      .number({ error: POINTS_AMOUNT_MESSAGE })
      .int(POINTS_AMOUNT_MESSAGE)
      .min(1, POINTS_AMOUNT_MESSAGE)
      .max(POINTS_GRANT_MAX, POINTS_AMOUNT_MESSAGE),
    reason: z.enum(['anniversary', 'event', 'thanks', 'other'], { error: POINTS_REASON_MESSAGE }),
    comment: textSchema(500).optional(),
    /**
     * Made by the form once per grant: a retried request (a lost answer, a double click) grants nothing twice.
     */
    request_key: z
      .string()
      .min(8)
      .max(100)
      .regex(/^[\w-]+$/, 'Недопустимый ключ запроса'),
  })
  .refine((body) => body.reason !== 'other' || Boolean(body.comment?.trim()), {
    message: POINTS_COMMENT_MESSAGE,
    path: ['comment'],
  });
export type PointsGrantBody = z.infer<typeof pointsGrantBodySchema>;

export const pointsGrantResultSchema = z.object({
  /** The people credited by this request (0 when it was a retry of one already done). */
  granted: z.number().int(),
  balances: z.array(z.object({ user_id: z.number().int(), balance: z.number().int() })),
});

export const pointsBalanceRowSchema = z.object({
  user: z.object({ id: z.number().int(), full_name: z.string(), work_position: z.string().nullable() }),
  company: z.string().nullable(),
  enabled: z.boolean(),
  balance: z.number().int(),
});
export type PointsBalanceRow = z.infer<typeof pointsBalanceRowSchema>;

export const pointsBalancesQuerySchema = pageQuerySchema.extend({
  search: textSchema(100).optional(),
});

export const pointsCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  enabled: z.boolean(),
});
export type PointsCompany = z.infer<typeof pointsCompanySchema>;

export const pointsCompanyBodySchema = z.object({
  enabled: z.boolean({ error: 'Укажите, используются ли баллы' }),
});
