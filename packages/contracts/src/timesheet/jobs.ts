import { z } from 'zod';
import { jobRunSchema, jobStatusSchema, type JobStatus } from '../jobs/jobs.ts';
import { tsCorrectionSchema } from './data.ts';
import { periodOrder, periodOrderMessage, periodShape } from '../primitives.ts';

/** The background jobs of TimeSheet: their queue names. */
export const TIMESHEET_JOB = {
  financeStatistic: 'timesheet.finance_statistic',
  redistribution: 'timesheet.redistribution',
  autofill: 'timesheet.autofill',
  autofillAssistants: 'timesheet.autofill_assistants',
  autofillEmployees: 'timesheet.autofill_employees',
} as const;

/**
 * Finance statistics ("Finance export: default, in progress, done (then downloadable)"): a zip of
 * workbooks for the finance department over a period. `start` takes the previous calendar month;
 * `startAdvance` takes this payload.
 */
export const financeStatisticPayloadSchema = z
  .object({
    ...periodShape,
    /** Only these companies' people (empty: every company). */
    company_ids: z.array(z.number().int().positive()).max(500).default([]),
    /** Count approved time only (the default), or every status. */
    approved_only: z.boolean().default(true),
  })
  .refine(periodOrder, periodOrderMessage);
export type FinanceStatisticPayload = z.infer<typeof financeStatisticPayloadSchema>;

export const FINANCE_STATES = ['default', 'in_progress', 'done'] as const;
export type FinanceState = (typeof FINANCE_STATES)[number];

/** GET …/finance_statistic/check: where the export stands, and the run behind it. */
export const financeStatisticCheckSchema = z.object({
  data: z.object({ state: z.enum(FINANCE_STATES), run: jobRunSchema.nullable() }),
});
export type FinanceStatisticCheck = z.infer<typeof financeStatisticCheckSchema>['data'];

/** The base of the download's name: '{filename} {start}-{end}.zip'. */
export const FINANCE_STATISTIC_FILENAME = 'Финансовая статистика';

export function financeZipName(start: string, end: string): string {
  return `${FINANCE_STATISTIC_FILENAME} ${start}-${end}.zip`;
}

/** The finance export's state from its last run: done until downloaded with `with_clear`, then default. */
export function financeStateOf(
  run: { state: string; result: Record<string, unknown> | null } | null,
): FinanceState {
  if (!run) return 'default';
  if (run.state === 'queued' || run.state === 'active') return 'in_progress';
  if (run.state === 'completed' && run.result && run.result.cleared !== true) return 'done';
  return 'default';
}

/**
 * Redistribution (/timesheet/settings/redistribution): «не занят» brought back to each working day's
 * remainder for everyone who wrote time in the period, one person a step (docs/decisions.md,
 * "Redistribution of «не занят»").
 */
export const redistributionPayloadSchema = z.object(periodShape).refine(periodOrder, periodOrderMessage);
export type RedistributionPayload = z.infer<typeof redistributionPayloadSchema>;

/** What a finished redistribution left for a person to look at, and how many days it mended. */
export const redistributionResultSchema = z.object({
  corrected: z.number().int(),
  errors: z.array(tsCorrectionSchema),
});
export type RedistributionResult = z.infer<typeof redistributionResultSchema>;

/** GET /timesheet/redistribution: the status of its last run. */
export const redistributionStatusSchema = z.object({ data: jobStatusSchema });
export type RedistributionStatus = JobStatus;

/**
 * Autofill (/timesheet/settings/autofill, docs/decisions.md, "Autofill"): three jobs over a period.
 * `autofill` writes the remainder of partly filled working days off to «не занят» (FAQ); the two letters tell
 * the assistants of the offices in Belarus and Kazakhstan, and their people, which days of absence the system
 * did not fill.
 */
export const autofillPayloadSchema = z.object(periodShape).refine(periodOrder, periodOrderMessage);
export type AutofillPayload = z.infer<typeof autofillPayloadSchema>;

/** A day a person has to look at after an autofill job (a practice without «не занят», no assistant…). */
export const autofillIssueSchema = z.object({
  user: z.object({ id: z.number().int(), full_name: z.string() }),
  date: z.string().nullable(),
  message: z.string(),
});
export type AutofillIssue = z.infer<typeof autofillIssueSchema>;

export const autofillResultSchema = z.object({
  /** Working days given «не занят» up to the norm, people they belong to, days left empty. */
  filled_days: z.number().int(),
  people: z.number().int(),
  empty_days: z.number().int(),
  errors: z.array(autofillIssueSchema),
});
export type AutofillResult = z.infer<typeof autofillResultSchema>;

export const autofillMailResultSchema = z.object({
  /** Letters queued, and people whose days they name. */
  letters: z.number().int(),
  people: z.number().int(),
  errors: z.array(autofillIssueSchema),
});
export type AutofillMailResult = z.infer<typeof autofillMailResultSchema>;

/** GET /timesheet/autofill: the status of its three jobs (assistants, employees, autofill). */
export const autofillStatusSchema = z.object({
  data: z.object({
    assistants: jobStatusSchema,
    employees: jobStatusSchema,
    autofill: jobStatusSchema,
  }),
});
export type AutofillStatus = z.infer<typeof autofillStatusSchema>['data'];

export const AUTOFILL_TEXTS = {
  noNotBusyProject: 'У практики сотрудника нет проекта «не занят»',
  noAssistant: 'В блоке сотрудника нет ассистента',
  noEmail: 'У сотрудника нет адреса почты',
} as const;
