import { z } from 'zod';
import { idParamSchema, idSchema } from '../primitives.ts';
import { isoDateSchema } from '../common.ts';
import { VACATION_STATUS_NAMES } from './rules.ts';

/** Vacation planner contracts (docs/modules/vacation.md). */

export const VACATION_TYPE_LABELS: Record<number, string> = {
  1: 'Неделимый',
  2: 'Делимый',
  3: 'Учебный',
  4: 'За свой счет',
  5: 'Отдельный',
};
export const VACATION_STATUS_LABELS: Record<number, string> = VACATION_STATUS_NAMES;

/**
 * Required parameters: the user reads the Russian message; the old service's own English text, exactly as
 * it wrote it, goes out as the error body's `code` for API clients of the old service.
 */
export const VACATION_REQUIRED = {
  status: { code: 'No STATUS_ID specified', message: 'Не указан новый статус' },
  vacations: { code: 'No VACATIONS specified', message: 'Не выбраны дни отпуска' },
  id: { code: 'No ID specified', message: 'Не выбраны дни отпуска' },
  users: { code: 'No USERS specified', message: 'Не выбраны сотрудники' },
  /** A user list's duplicate, update and delete (the same 'No ID specified'). */
  list: { code: 'No ID specified', message: 'Не указан список' },
} as const;

export const VACATION_SEARCH_LIMIT = 15;
export const DEFAULT_USER_LIST_NAME = 'Новый список';

const ref = z.object({ id: z.number().int(), name: z.string() });
const dayRef = z.object({ id: z.number().int(), date: z.string(), comment: z.string().nullable() });

export const vacationSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  user: z.object({
    id: z.number().int(),
    name: z.string(),
    last_name: z.string(),
    patronymic: z.string().nullable(),
  }),
  status: ref,
  type: ref,
  comment: z.string().nullable(),
  /** Why the vacation was approved or rejected (the approver's comment of the status change). */
  status_comment: z.string().nullable(),
  /** The first day of the block; null on the first day itself. */
  parent: dayRef.nullable(),
  children: z.array(dayRef),
  parent_id: z.number().int().nullable(),
  is_advanced: z.boolean(),
  /** Planned in place of a moved vacation: indivisible ones cannot then be cancelled by ordinary users. */
  moved: z.boolean(),
  /** For a deleted day: what the calendar says about it. */
  deleted_text: z.string().nullable(),
  created_by: z.number().int().nullable(),
  updated_by: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  deleted_at: z.string().nullable(),
  /**
   * What the caller may do with the day, computed by the server's policy and the workflow table (the same
   * check the action runs); the web draws its buttons from these alone. Dates locked by the lead time come
   * from `min_date` of the info call.
   */
  abilities: z.object({
    approve: z.boolean(),
    reject: z.boolean(),
    return: z.boolean(),
    delete: z.boolean(),
  }),
});
export type Vacation = z.infer<typeof vacationSchema>;

const idsParam = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const ids = (value ?? '').split(',').filter(Boolean).map(Number);
    if (ids.some((id) => !Number.isInteger(id) || id <= 0)) {
      ctx.addIssue({ code: 'custom', message: 'Ожидается список идентификаторов' });
      return z.NEVER;
    }
    return ids;
  });

/** GET dba/vacations: `users` is required (400 'No USERS specified' when missing). */
export const vacationsQuerySchema = z.object({
  users: idsParam,
  date_start: isoDateSchema.optional(),
  date_end: isoDateSchema.optional(),
  with_deleted: z.enum(['0', '1', 'true', 'false']).optional(),
});

export const vacationBlockInputSchema = z
  .object({
    user_id: idSchema.optional(),
    date_start: isoDateSchema,
    date_end: isoDateSchema,
    type_id: z.number().int().min(1, 'Выберите тип отпуска').max(5, 'Выберите тип отпуска'),
    comment: z.string().trim().max(1000).nullish(),
    /** The days this block moves (a transfer): only such a block is `moved`. */
    replaces: z.array(idSchema).max(500).optional(),
  })
  .refine((block) => block.date_end >= block.date_start, {
    message: 'Дата окончания раньше даты начала',
    path: ['date_end'],
  });
export type VacationBlockInput = z.infer<typeof vacationBlockInputSchema>;

/**
 * POST dba/vacations: new blocks; `replaces` are the days they move (kept with the deleted statuses). A block
 * naming its own `replaces` is the moved one; without them, a block is moved when it keeps the type of a
 * replaced day of its person (a transfer keeps the type), so a new block sent alongside is not.
 */
export const vacationsCreateBodySchema = z.object({
  vacations: z.array(vacationBlockInputSchema).max(50).optional(),
  replaces: z.array(idSchema).max(500).optional(),
});

/** PUT dba/vacations: a status change of many days; `updated_at` guards against stale screens (409). */
export const vacationsStatusBodySchema = z.object({
  vacations: z
    .array(z.union([idSchema, z.object({ id: idSchema, updated_at: z.string() })]))
    .max(500)
    .optional(),
  status_id: z.number().int().optional(),
  comment: z.string().trim().max(1000).nullish(),
});

export const vacationsDeleteQuerySchema = z.object({ id: idsParam });

export const vacationBalancesSchema = z.object({
  planed: z.object({
    all: z.number(),
    indivisible: z.number(),
    divisible: z.number(),
    separated: z.number(),
  }),
  availables: z.object({ all: z.number(), indivisible: z.number(), divisible: z.number() }),
  accumulated: z.object({
    all: z.number(),
    indivisible: z.number(),
    divisible: z.number(),
    study: z.number().optional(),
    unpaid: z.number().optional(),
    moved: z.number().optional(),
  }),
});

export const vacationInfoSchema = z.object({
  user: z.object({ id: z.number().int(), full_name: z.string(), manager_id: z.number().int().nullable() }),
  hire_date: z.string().nullable(),
  country: z.object({ id: z.number().int() }),
  current_work_year: z.object({ start_date: z.string(), end_date: z.string() }),
  /** The first day the caller may plan or change for this person. */
  min_date: z.string(),
  /** The settings behind it and the balance (the FAQ and the calendar's hints quote them). */
  lead_days: z.number().int(),
  annual_days: z.number(),
  next_year_open: z.boolean(),
  /** Per calendar year shown: this one, and the next when it is open. */
  balances: z.record(z.string(), vacationBalancesSchema),
  blocked_periods: z.array(z.object({ id: z.number().int(), date_start: z.string(), date_end: z.string() })),
});
export type VacationInfo = z.infer<typeof vacationInfoSchema>;

export const vacationBalanceSchema = z.object({
  user_id: z.number().int(),
  date: z.string(),
  year: z.number().int(),
  accumulated: z.number(),
  available: z.number(),
});
export const vacationBalanceQuerySchema = z.object({ date: isoDateSchema.optional() });
export const balanceDaysSchema = z
  .number({ error: 'Укажите остаток числом' })
  .min(0, 'Остаток не может быть отрицательным')
  .max(365, 'Остаток не больше 365 дней');
/**
 * The reason of a correction: the admin screen asks for it (the old service's call sends only the number).
 */
export const balanceCommentSchema = z.string().trim().min(1, 'Укажите причину корректировки').max(1000);
/**
 * POST dba/vacations/balance/{userId}: the old service's body is `{ balance }` (the days carried into the
 * current year); the admin screen sends `accumulated`, the `year` and a `comment`. Either number does.
 */
export const vacationBalanceBodySchema = z
  .object({
    year: z.number().int().min(2013, 'Год не раньше 2013').max(2100, 'Год не позже 2100').optional(),
    accumulated: balanceDaysSchema.optional(),
    balance: balanceDaysSchema.optional(),
    comment: z.string().trim().max(1000).nullish(),
  })
  .refine((body) => body.accumulated !== undefined || body.balance !== undefined, {
    message: 'Укажите остаток',
    path: ['balance'],
  });

/** GET dba/vacations/responsibilities[?user_id=]: as the planner sees the caller for that person. */
export const vacationResponsibilitiesQuerySchema = z.object({ user_id: idParamSchema.optional() });
export const vacationResponsibilitiesSchema = z.object({
  roles: z.array(z.string()),
  /** None of admin, partner, assistant, manager. */
  is_regular: z.boolean(),
  is_vacation_admin: z.boolean(),
  can_approve: z.boolean(),
});

/** The bits of a matching day's abilities (the same actions as `Vacation['abilities']`). */
export const MATCHING_ABILITY_BITS = { approve: 1, reject: 2, return: 4, delete: 8 } as const;

/**
 * A day of the matching calendar, compact (a year of 500 people is 21,000 days): [id, ISO date, type
 * id, status id, block id (the id of the block's first day), abilities (MATCHING_ABILITY_BITS summed),
 * updated_at in ms since the epoch (sent back with a status change: a stale screen gets 409)].
 */
export const matchingDaySchema = z.tuple([
  z.number().int(),
  z.string(),
  z.number().int(),
  z.number().int(),
  z.number().int(),
  z.number().int(),
  z.number(),
]);
export type MatchingDayTuple = z.infer<typeof matchingDaySchema>;

export const vacationUserSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  last_name: z.string(),
  name: z.string(),
  patronymic: z.string().nullable(),
  position: z.string().nullable(),
  email: z.string(),
  phone_corp: z.string().nullable(),
  manager_id: z.number().int().nullable(),
  practice_id: z.number().int().nullable(),
  lists_ids: z.array(z.number().int()),
  is_colleague: z.boolean(),
  /** The caller decides this person's vacations (the policy the approve call checks). */
  can_approve: z.boolean(),
  overall: z.enum(['notPlanned', 'pending', 'accepted']),
  /** The person's live days of the blocks touching the period (whole blocks), in date order. */
  days: z.array(matchingDaySchema),
  /** Words on days, by day id: the approver's comment and the planner's (none for colleagues outside one's view). */
  notes: z.record(
    z.string(),
    z.object({ status_comment: z.string().nullable(), comment: z.string().nullable() }),
  ),
});
export type VacationUser = z.infer<typeof vacationUserSchema>;
/** GET /vacations/users/search: shorter than 3 characters finds nobody, it is not an error. */
export const vacationUserSearchQuerySchema = z.object({
  filter: z.string().trim().max(100, 'Не более 100 символов').default(''),
});
/** GET /dba/vacations/assistants: the assistants of a period (the ASSISTANT report's filter). */
export const vacationAssistantsQuerySchema = z
  .object({ date_start: isoDateSchema.optional(), date_end: isoDateSchema.optional() })
  .refine((query) => !query.date_start || !query.date_end || query.date_end >= query.date_start, {
    message: 'Дата окончания раньше даты начала',
    path: ['date_end'],
  });
export const vacationUsersQuerySchema = z.object({
  date_start: isoDateSchema,
  date_end: isoDateSchema,
  list_id: idParamSchema.optional(),
  structure_id: idParamSchema.optional(),
});

export const userListSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  users: z.array(z.object({ id: z.number().int(), full_name: z.string() })),
});
export type UserList = z.infer<typeof userListSchema>;
export const userListBodySchema = z.object({
  name: z.string().trim().max(200).optional(),
  users: z.array(idSchema).max(500).optional(),
});

/** GET/POST /dba/vacations/blocked-periods: a period nobody but vacation admins may plan or change. */
export const vacationBlockedPeriodSchema = z.object({
  id: z.number(),
  date_start: z.string(),
  date_end: z.string(),
  comment: z.string().nullable(),
});
export type VacationBlockedPeriod = z.infer<typeof vacationBlockedPeriodSchema>;

export const vacationBlockedPeriodBodySchema = z
  .object({
    date_start: isoDateSchema,
    date_end: isoDateSchema,
    comment: z.string().trim().max(500).nullish(),
  })
  .refine((value) => value.date_end >= value.date_start, {
    message: 'Дата окончания раньше даты начала',
    path: ['date_end'],
  });
