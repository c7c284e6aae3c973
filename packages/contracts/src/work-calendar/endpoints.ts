import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import {
  weekendDaySchema,
  workCalendarDayBodySchema,
  workCalendarDaySchema,
  workCalendarImportBodySchema,
  workCalendarQuerySchema,
} from './work-calendar.ts';

const days = z.object({ data: z.array(workCalendarDaySchema) });

/** The import's answer: the rows read, the lines refused and how many days were written (0 on a dry run). */
const importResult = z.object({
  data: z.object({
    rows: z.array(
      z.object({ line: z.number(), date: z.string(), type: z.number(), name: z.string().nullable() }),
    ),
    errors: z.array(z.object({ line: z.number(), text: z.string(), message: z.string() })),
    written: z.number(),
  }),
});

/**
 * The work calendar: special days of a country, weekends and norms of a period (docs/modules/work-calendar.md).
 * The reads take a year or a period (at most `range_max_days_report` days); without either, the current year.
 */
export const workCalendarEndpoints = defineEndpoints('work-calendar', {
  days: {
    method: 'GET',
    path: '/work_calendar',
    summary: 'Особые дни календаря страны',
    query: workCalendarQuerySchema,
    response: days,
  },
  daysByCountryName: {
    method: 'GET',
    path: '/work_calendar/by-country-name',
    summary: 'Особые дни по коду или названию страны (RUS, Россия)',
    query: workCalendarQuerySchema.safeExtend({ country: z.string().trim().min(1).max(50) }),
    response: days,
  },
  weekends: {
    method: 'GET',
    path: '/work_calendar/filter',
    summary: 'Календарь выходных: каждая дата периода с is_weekend и нормой часов',
    query: workCalendarQuerySchema,
    response: z.object({ data: z.array(weekendDaySchema) }),
  },
  holidays: {
    method: 'GET',
    path: '/work_calendar/holidays',
    summary: 'Праздники и перенесенные выходные',
    query: workCalendarQuerySchema,
    response: days,
  },
  setDay: {
    method: 'PUT',
    path: '/work_calendar/days',
    summary: 'Изменить тип дня (type: null — обычный день)',
    body: workCalendarDayBodySchema,
    response: z.object({ data: workCalendarDaySchema.nullable() }),
  },
  importYear: {
    method: 'POST',
    path: '/work_calendar/import',
    summary: 'Импорт года из CSV (date,type[,name]); dry_run — только проверка',
    body: workCalendarImportBodySchema,
    response: importResult,
  },
});
