import { z } from 'zod';
import {
  idField,
  idParamSchema,
  idSchema,
  optionalIdListQuerySchema,
  periodOrder,
  periodOrderMessage,
  periodShape,
} from '../primitives.ts';

/**
 * The timesheet's derived data (docs/modules/timesheet.md): shadow writes, corrections, period statuses,
 * presets, and the people's work statuses.
 */

const idList = optionalIdListQuerySchema;

/** Status types that fill the day by themselves (sick leave, vacations); a business trip (5) is work. */
export const SHADOW_STATUS_TYPE_IDS: readonly number[] = [1, 2, 3, 4, 6, 7];
/**
 * The status type an approved vacation day counts as on the timesheet: paid vacation types (indivisible,
 * divisible, separated) are «Отпуск» (2), unpaid is «Отпуск за свой счет» (3), study is «Учебный отпуск» (4).
 */
export const VACATION_TYPE_STATUS_TYPE: Readonly<Record<number, number>> = { 1: 2, 2: 2, 3: 4, 4: 3, 5: 2 };
/** FAQ: in the offices of Kazakhstan (3) and Belarus (4) the assistant fills these days, not the system. */
export const AUTOFILL_EXCLUDED_COUNTRY_IDS: readonly number[] = [3, 4];

/**
 * A shadow write: a day of sick leave or vacation the system counts as filled (the norm of the day), shown as
 * approved and never stored as a write.
 */
export const tsShadowWriteSchema = z.object({
  date: z.string(),
  time: z.number().int(),
  user: z.object({ id: z.number().int(), full_name: z.string() }),
  reason: z.object({ id: z.number().int(), name: z.string() }),
  status: z.object({ id: z.number().int(), name: z.string() }),
});
export type TsShadowWrite = z.infer<typeof tsShadowWriteSchema>;

export const tsShadowQuerySchema = z
  .object({ ...periodShape, user_id: idParamSchema.optional(), user_ids: idList })
  .refine(periodOrder, periodOrderMessage);

/** Problems `GET /timesheet/correct` finds; `POST` mends the kinds marked fixable. */
export const CORRECTION_KINDS = {
  notBusySurplus: '«Не занят» больше остатка до нормы',
  notBusyMissing: 'Не хватает «не занят» до нормы',
  workOnAbsence: 'Время списано в день отсутствия',
} as const;
export type CorrectionKind = keyof typeof CORRECTION_KINDS;
export const FIXABLE_CORRECTIONS: readonly CorrectionKind[] = ['notBusySurplus', 'notBusyMissing'];

export const tsCorrectionSchema = z.object({
  kind: z.enum(Object.keys(CORRECTION_KINDS) as [CorrectionKind, ...CorrectionKind[]]),
  message: z.string(),
  user: z.object({ id: z.number().int(), full_name: z.string() }),
  date: z.string(),
  /** Minutes filled that day (without «не занят»), the day's norm, and «не занят» as it stands. */
  filled: z.number().int(),
  norm: z.number().int(),
  not_busy: z.number().int(),
});
export type TsCorrection = z.infer<typeof tsCorrectionSchema>;
/** The answer's first item carries the errors ("first item errors"). */
export const tsCorrectionResultSchema = z.array(
  z.object({ errors: z.array(tsCorrectionSchema), corrected: z.number().int() }),
);
export const tsCorrectQuerySchema = z.object(periodShape).refine(periodOrder, periodOrderMessage);
export const tsCorrectBodySchema = tsCorrectQuerySchema;

/** Per-day tape of a tab (the tape highlight), `GET /timesheet/periods_statuses/{tab}`. */
export const PERIOD_STATUS_TABS = ['fill', 'approve'] as const;
export const tsPeriodStatusQuerySchema = z
  .object({ ...periodShape, user_id: idParamSchema.optional(), customer_ids: idList })
  .refine(periodOrder, periodOrderMessage);
export const tsPeriodStatusSchema = z.object({
  date: z.string(),
  state: z.enum(['empty', 'approved', 'rejected', 'blocked', 'forApproving']),
});

/** `POST /work_conditions/presets/timesheet`: what the fill screen needs to know about each person. */
export const timesheetPresetsBodySchema = z.object({
  users: z.array(idSchema).min(1, 'Выберите сотрудников').max(500),
});
export const timesheetPresetSchema = z.object({
  user_id: z.number().int(),
  country_id: z.number().int(),
  department: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The practice's «не занят» project, where unfilled hours go when a period is sent. */
  not_busy_project: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Full day norm in minutes: half-time staff still fill 8 hours (FAQ). */
  day_norm: z.number().int(),
  /** Sick and vacation days fill themselves, except in the offices of Belarus and Kazakhstan (FAQ). */
  autofill_absences: z.boolean(),
  exempt: z.boolean(),
  work_status: z.object({ id: z.number().int(), title: z.string() }).nullable(),
});
export type TimesheetPreset = z.infer<typeof timesheetPresetSchema>;

/** Work statuses ("Work status: id, work_status_id, title; responsibilities: view"). */
export const workStatusSchema = z.object({ id: z.number().int(), title: z.string() });
export const userWorkStatusSchema = z.object({
  id: z.number().int(),
  user: z.object({ id: z.number().int(), full_name: z.string() }),
  work_status_id: z.number().int(),
  title: z.string(),
  updated_at: z.string(),
});
export type UserWorkStatus = z.infer<typeof userWorkStatusSchema>;
export const workStatusesCatalogueSchema = z.object({
  statuses: z.array(workStatusSchema),
  responsibilities: z.object({ view: z.boolean(), edit: z.boolean() }),
});
export const userWorkStatusesQuerySchema = z.object({ user_ids: idList });
export const userWorkStatusCreateSchema = z.object({
  user_id: idField('Выберите сотрудника'),
  work_status_id: idField('Выберите статус'),
});
export const userWorkStatusUpdateSchema = z.object({
  id: idSchema,
  work_status_id: idField('Выберите статус'),
});
