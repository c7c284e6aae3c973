import { z } from 'zod';
import { idListQuerySchema, periodOrder, periodOrderMessage, periodShape } from '../primitives.ts';
import { tsAbilitiesSchema } from './timesheet.ts';

/**
 * GET /timesheet/approve_writes: the approve screen's writes of the given projects, compact (fewer bytes):
 * one row per project and person with the written days as parallel arrays, the people once in a dictionary.
 * The fill grid and the employee view keep GET /timesheet/writes (a write object per cell).
 */
export const tsApproveWritesQuerySchema = z
  .object({
    ...periodShape,
    customer_ids: idListQuerySchema.refine((ids) => ids.length > 0, 'Укажите проекты'),
  })
  .refine(periodOrder, periodOrderMessage);

/** A person of the answer's rows. */
export const tsApprovePersonSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  /** A Russian-country employee with a charge code: approving needs the override permission. */
  charge_coded: z.boolean(),
});
export type TsApprovePerson = z.infer<typeof tsApprovePersonSchema>;

/**
 * One person's writes on one project, one entry per written day in date order (a person has at most one live
 * write per project and day): `days[i]` is the day's index in the period (0 being `date_start`), and `ids[i]`,
 * `time[i]` and `status[i]` are that day's write.
 */
export const tsApproveRowSchema = z.object({
  customer_id: z.number().int(),
  user_id: z.number().int(),
  /** The written days, as indexes into the period, ascending. */
  days: z.array(z.number().int().nonnegative()),
  /** The write's id per written day. */
  ids: z.array(z.number().int()),
  /** Minutes per written day. */
  time: z.array(z.number().int()),
  /** The write's status per written day (TS_STATUS). */
  status: z.array(z.number().int()),
  /** The comments of the days that have one, by day index. */
  comments: z.record(z.string(), z.string()),
  /** What the viewer may do with the row's writes of each status present, by status id. */
  abilities: z.record(z.string(), tsAbilitiesSchema),
});
export type TsApproveRow = z.infer<typeof tsApproveRowSchema>;

export const tsApproveWritesSchema = z.object({
  date_start: z.string(),
  date_end: z.string(),
  users: z.array(tsApprovePersonSchema),
  rows: z.array(tsApproveRowSchema),
});
export type TsApproveWrites = z.infer<typeof tsApproveWritesSchema>;
