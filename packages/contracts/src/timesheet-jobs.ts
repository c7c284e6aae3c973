import { z } from 'zod';
import { jobRunSchema } from './jobs.ts';
import { periodOrder, periodOrderMessage, periodShape } from './primitives.ts';

/** The background jobs of TimeSheet (issue 15): their queue names. */
export const TIMESHEET_JOB = {
  financeStatistic: 'timesheet.finance_statistic',
} as const;

/**
 * Finance statistics (timesheet §4 "Finance export: default, in progress, done (then downloadable)"): a zip of
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

/** The base of the download's name: '{filename} {start}-{end}.zip' (timesheet §7). */
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
