import { z } from 'zod';
import { idListQuerySchema, periodOrder, periodOrderMessage, periodShape } from './primitives.ts';
import { tsAbilitiesSchema } from './timesheet.ts';

/**
 * GET /timesheet/approve_writes: the approve screen's writes of the given projects, compact (issue 15): one row
 * per project and person with the period's days as arrays, the people once in a dictionary. The fill grid and
 * the employee view keep GET /timesheet/writes (a write object per cell).
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
  /** A Russian-country employee with a charge code (spec 001 §4): approving needs the override permission. */
  charge_coded: z.boolean(),
});
export type TsApprovePerson = z.infer<typeof tsApprovePersonSchema>;

/**
 * One person's writes on one project. The arrays run over the period's days, index 0 being `date_start`;
 * a day without a write has 0 in each (a person has at most one live write per project and day).
 */
export const tsApproveRowSchema = z.object({
  customer_id: z.number().int(),
  user_id: z.number().int(),
  /** The write's id per day. */
  ids: z.array(z.number().int()),
  /** Minutes per day. */
  time: z.array(z.number().int()),
  /** The write's status per day (TS_STATUS). */
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
