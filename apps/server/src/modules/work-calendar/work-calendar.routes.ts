import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  weekendDaySchema,
  workCalendarDayBodySchema,
  workCalendarDaySchema,
  workCalendarImportBodySchema,
  workCalendarQuerySchema,
} from '@intranet/contracts';
import type { Clock } from '../../platform/clock/clock.ts';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import { fieldError } from '../../platform/http/app-error.ts';
import {
  findCountryId,
  yearRange,
  type DateRange,
  type WorkCalendarService,
} from './work-calendar.service.ts';

const tags = ['work-calendar'];
const signedIn = { guard: guards.signedIn() };
const daysResponse = { 200: z.object({ data: z.array(workCalendarDaySchema) }) };

/** A year, or an explicit range; without either, the current year (of the injected clock). */
function rangeOf(query: { year?: number; date_start?: string; date_end?: string }, clock: Clock): DateRange {
  if (query.date_start || query.date_end) {
    if (!query.date_start || !query.date_end) throw fieldError('date_start', 'Укажите обе даты периода');
    return { start: query.date_start, end: query.date_end };
  }
  return yearRange(query.year ?? Number(clock.today().slice(0, 4)));
}

export const workCalendarRoutes: FastifyPluginAsyncZod<{
  calendar: WorkCalendarService;
  clock: Clock;
}> = async (app, { calendar, clock }) => {
  app.get(
    '/work_calendar',
    {
      config: { ...signedIn, range: 'report' },
      schema: {
        tags,
        summary: 'Особые дни календаря страны',
        querystring: workCalendarQuerySchema,
        response: daysResponse,
      },
    },
    async (request) => ({
      data: await calendar.listDays(request.query.country_id, rangeOf(request.query, clock)),
    }),
  );

  app.get(
    '/work_calendar/by-country-name',
    {
      config: { ...signedIn, range: 'report' },
      schema: {
        tags,
        summary: 'Особые дни по коду или названию страны (RUS, Россия)',
        querystring: workCalendarQuerySchema.safeExtend({ country: z.string().trim().min(1).max(50) }),
        response: daysResponse,
      },
    },
    async (request) => {
      const countryId = findCountryId(request.query.country);
      if (!countryId) throw fieldError('country', `Неизвестная страна «${request.query.country}»`);
      return { data: await calendar.listDays(countryId, rangeOf(request.query, clock)) };
    },
  );

  app.get(
    '/work_calendar/filter',
    {
      config: { ...signedIn, range: 'report' },
      schema: {
        tags,
        summary: 'Календарь выходных: каждая дата периода с is_weekend и нормой часов',
        querystring: workCalendarQuerySchema,
        response: { 200: z.object({ data: z.array(weekendDaySchema) }) },
      },
    },
    async (request) => ({
      data: await calendar.weekends(request.query.country_id, rangeOf(request.query, clock)),
    }),
  );

  app.get(
    '/work_calendar/holidays',
    {
      config: { ...signedIn, range: 'report' },
      schema: {
        tags,
        summary: 'Праздники и перенесенные выходные',
        querystring: workCalendarQuerySchema,
        response: daysResponse,
      },
    },
    async (request) => ({
      data: await calendar.holidays(request.query.country_id, rangeOf(request.query, clock)),
    }),
  );

  app.put(
    '/work_calendar/days',
    {
      config: { guard: guards.access('work-calendar.edit') },
      schema: {
        tags,
        summary: 'Изменить тип дня (type: null — обычный день)',
        body: workCalendarDayBodySchema,
        response: { 200: z.object({ data: workCalendarDaySchema.nullable() }) },
      },
    },
    async (request) => ({
      data: await calendar.setDay(requireUser(request), {
        countryId: request.body.country_id,
        date: request.body.date,
        type: request.body.type,
        name: request.body.name,
      }),
    }),
  );

  app.post(
    '/work_calendar/import',
    {
      config: { guard: guards.access('work-calendar.edit') },
      schema: {
        tags,
        summary: 'Импорт года из CSV (date,type[,name]); dry_run — только проверка',
        body: workCalendarImportBodySchema,
        response: {
          200: z.object({
            data: z.object({
              rows: z.array(
                z.object({
                  line: z.number(),
                  date: z.string(),
                  type: z.number(),
                  name: z.string().nullable(),
                }),
              ),
              errors: z.array(z.object({ line: z.number(), text: z.string(), message: z.string() })),
              written: z.number(),
            }),
          }),
        },
      },
    },
    async (request) => ({
      data: await calendar.importYear(requireUser(request), {
        countryId: request.body.country_id,
        year: request.body.year,
        csv: request.body.csv,
        dryRun: request.body.dry_run,
      }),
    }),
  );
};
