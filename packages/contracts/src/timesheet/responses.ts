import { z } from 'zod';
import { isoDateSchema } from '../primitives.ts';

/**
 * Responses of the TimeSheet calls that used to be declared inline in the server's routes:
 * the server validates with these schemas and the web types its calls with their `z.infer` types.
 */

/** A working day's remainder that goes to the «не занят» project when a period is sent: minutes. */
export const tsNotBusyDaySchema = z.object({ date: z.string(), time: z.number() });
export type TsNotBusyDay = z.infer<typeof tsNotBusyDaySchema>;

/**
 * GET /timesheet/not_busy_preview: what sending the period would add to «не занят»; `customer_id` is that
 * project (null when the person's department has none, and then `days` is empty).
 */
export const tsNotBusyPreviewSchema = z.object({
  customer_id: z.number().nullable(),
  days: z.array(tsNotBusyDaySchema),
});
export type TsNotBusyPreview = z.infer<typeof tsNotBusyPreviewSchema>;

/** POST /timesheet/writes-for-approve: how many writes were sent, and the «не занят» days it added. */
export const tsSendResultSchema = z.object({
  sent: z.number(),
  not_busy: z.array(tsNotBusyDaySchema),
});
export type TsSendResult = z.infer<typeof tsSendResultSchema>;

/** GET /timesheet/writes/{id}/history: one change of a cell, newest first; times in minutes. */
export const tsWriteHistoryEntrySchema = z.object({
  action: z.string(),
  old_time: z.number().nullable(),
  new_time: z.number().nullable(),
  old_status: z.number().nullable(),
  new_status: z.number().nullable(),
  comment: z.string().nullable(),
  changed_by: z.object({ id: z.number(), full_name: z.string() }).nullable(),
  changed_at: z.string(),
});
export type TsWriteHistoryEntry = z.infer<typeof tsWriteHistoryEntrySchema>;

/** GET /timesheet/distributions/cutoff (and its PUT): services ending on or before `date` get no hours. */
export const tsServiceCutOffSchema = z.object({ date: z.string() });
/** PUT /timesheet/distributions/cutoff. */
export const tsServiceCutOffBodySchema = z.object({ date: isoDateSchema });
/** GET /timesheet/writes_statuses: the write statuses with their labels. */
export const tsStatusOptionSchema = z.object({ id: z.number().int(), name: z.string() });
export type TsStatusOption = z.infer<typeof tsStatusOptionSchema>;
export type TsServiceCutOff = z.infer<typeof tsServiceCutOffSchema>;

/**
 * `{ id, name }` of the exemption dialogs' option lists: block-list, practice-list, project-list,
 * office-list, and the people of user-list.
 */
export const exemptionOptionSchema = z.object({ id: z.number(), name: z.string() });
export type ExemptionOption = z.infer<typeof exemptionOptionSchema>;
