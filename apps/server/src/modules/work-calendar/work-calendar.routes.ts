import type { FastifyPluginAsync } from 'fastify';
import { workCalendarEndpoints as endpoints } from '@intranet/contracts/work-calendar/endpoints';
import type { Clock } from '../../platform/clock/clock.ts';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import { fieldError } from '../../platform/http/app-error.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import {
  findCountryId,
  yearRange,
  type DateRange,
  type WorkCalendarService,
} from './work-calendar.service.ts';

/** The reads: any signed-in employee, a period capped at `range_max_days_report` (platform/http/range-caps.ts). */
const reads = { guard: guards.signedIn(), config: { range: 'report' as const } };
const edits = { guard: guards.access('work-calendar.edit') };

/** A year, or an explicit range; without either, the current year (of the injected clock). */
function rangeOf(query: { year?: number; date_start?: string; date_end?: string }, clock: Clock): DateRange {
  if (query.date_start || query.date_end) {
    if (!query.date_start || !query.date_end) throw fieldError('date_start', 'Укажите обе даты периода');
    return { start: query.date_start, end: query.date_end };
  }
  return yearRange(query.year ?? Number(clock.today().slice(0, 4)));
}

export const workCalendarRoutes: FastifyPluginAsync<{
  calendar: WorkCalendarService;
  clock: Clock;
}> = async (app, { calendar, clock }) => {
  route(app, endpoints.days, reads, async (request) => ({
    data: await calendar.listDays(request.query.country_id, rangeOf(request.query, clock)),
  }));

  route(app, endpoints.daysByCountryName, reads, async (request) => {
    const countryId = findCountryId(request.query.country);
    if (!countryId) throw fieldError('country', `Неизвестная страна «${request.query.country}»`);
    return { data: await calendar.listDays(countryId, rangeOf(request.query, clock)) };
  });

  route(app, endpoints.weekends, reads, async (request) => ({
    data: await calendar.weekends(request.query.country_id, rangeOf(request.query, clock)),
  }));

  route(app, endpoints.holidays, reads, async (request) => ({
    data: await calendar.holidays(request.query.country_id, rangeOf(request.query, clock)),
  }));

  route(app, endpoints.setDay, edits, async (request) => ({
    data: await calendar.setDay(requireUser(request), {
      countryId: request.body.country_id,
      date: request.body.date,
      type: request.body.type,
      name: request.body.name,
    }),
  }));

  route(app, endpoints.importYear, edits, async (request) => ({
    data: await calendar.importYear(requireUser(request), {
      countryId: request.body.country_id,
      year: request.body.year,
      csv: request.body.csv,
      dryRun: request.body.dry_run,
    }),
  }));
};
