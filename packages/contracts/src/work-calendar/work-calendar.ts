import { z } from 'zod';
import { isoDateSchema } from '../common.ts';

/** Work calendar day types (docs/modules/work-calendar.md). */
export const WORK_DAY_TYPE = { holiday: 1, working_weekend: 2, moved_holiday: 3, short_work_day: 4 } as const;
export type WorkDayType = (typeof WORK_DAY_TYPE)[keyof typeof WORK_DAY_TYPE];
export const WORK_DAY_TYPE_LABELS: Record<WorkDayType, string> = {
  1: 'Праздничный день',
  2: 'Рабочий выходной',
  3: 'Перенесенный выходной',
  4: 'Сокращенный день',
};
export const WORK_DAY_TYPE_CODES: Record<string, WorkDayType> = {
  holiday: 1,
  working_weekend: 2,
  moved_holiday: 3,
  short_work_day: 4,
};
/** 8 hours a working day; a short day is one hour shorter. */
export const WORK_DAY_HOURS = 8;

export const workCalendarDaySchema = z.object({
  id: z.number().int(),
  date: z.string(),
  country_id: z.number().int(),
  country_code: z.string(),
  type: z.number().int(),
  name: z.string().nullable(),
});
export type WorkCalendarDay = z.infer<typeof workCalendarDaySchema>;

export const weekendDaySchema = z.object({
  date: z.string(),
  is_weekend: z.boolean(),
  type: z.number().int().nullable(),
  hours: z.number(),
});
export type WeekendDay = z.infer<typeof weekendDaySchema>;

const year = z.coerce.number().int().min(2000).max(2100);
export const workCalendarQuerySchema = z
  .object({
    country_id: z.coerce.number().int().min(1).max(4).default(1),
    year: year.optional(),
    date_start: isoDateSchema.optional(),
    date_end: isoDateSchema.optional(),
  })
  .refine((q) => !q.date_start || !q.date_end || q.date_start <= q.date_end, {
    message: 'Дата окончания раньше даты начала',
    path: ['date_end'],
  });

export const workCalendarDayBodySchema = z.object({
  country_id: z.number().int().min(1).max(4),
  date: isoDateSchema,
  /** null removes the exception: the day becomes an ordinary one. */
  type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).nullable(),
  name: z.string().trim().max(200).nullish(),
});

export const workCalendarImportBodySchema = z.object({
  country_id: z.number().int().min(1).max(4),
  year: year,
  csv: z.string().max(200_000, 'Файл слишком большой'),
  /** true: only check and preview, write nothing. */
  dry_run: z.boolean().default(true),
});
