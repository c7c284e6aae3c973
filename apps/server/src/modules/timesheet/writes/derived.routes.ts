import type { FastifyPluginAsync } from 'fastify';
import { timesheetDataEndpoints as endpoints } from '@intranet/contracts/timesheet/writes.endpoints';
import { guards, requireUser } from '../../../platform/auth/guard.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import type { Clock } from '../../../platform/clock/clock.ts';
import type { TimesheetCorrectionsService } from './corrections.service.ts';
import type { TimesheetLookupsService } from '../lookups.service.ts';
import type { ShadowWritesService } from './shadow-writes.service.ts';
import type { WorkStatusesService } from './work-statuses.service.ts';

/** The services below check who sees whose period row by row. */
const signedIn = { guard: guards.signedIn() };
const report = { config: { range: 'report' as const } };
const correct = { guard: guards.access('timesheet.correct'), ...report };
const workStatusesView = { guard: guards.access('timesheet.work-statuses.view') };
const workStatusesEdit = { guard: guards.access('timesheet.work-statuses.edit') };

/** Derived timesheet data: shadow writes, corrections, tapes, presets, work statuses. */
export const timesheetDataRoutes: FastifyPluginAsync<{
  shadow: ShadowWritesService;
  corrections: TimesheetCorrectionsService;
  lookups: TimesheetLookupsService;
  workStatuses: WorkStatusesService;
  clock: Clock;
}> = async (app, { shadow, corrections, lookups, workStatuses, clock }) => {
  route(app, endpoints.shadowWrites, { ...signedIn, config: { range: 'grid' } }, async (request) => {
    const actor = requireUser(request);
    const { date_start, date_end, user_id, user_ids } = request.query;
    const people = user_ids.length ? user_ids : [user_id ?? actor.id];
    return { data: await shadow.list(actor, people, date_start, date_end) };
  });

  route(app, endpoints.checkCorrections, correct, async (request) => ({
    data: await corrections.check(request.query.date_start, request.query.date_end),
  }));

  route(app, endpoints.correct, correct, async (request) => ({
    data: await corrections.correct(requireUser(request).id, request.body.date_start, request.body.date_end),
  }));

  route(app, endpoints.correctUser, correct, async (request) => ({
    data: await corrections.correct(
      requireUser(request).id,
      request.body.date_start,
      request.body.date_end,
      request.params.user,
    ),
  }));

  route(app, endpoints.presets, signedIn, async (request) => ({
    data: await lookups.presets(requireUser(request), request.body.users, clock.today()),
  }));

  route(app, endpoints.workStatusesCatalogue, signedIn, async (request) => ({
    data: await workStatuses.catalogue(requireUser(request)),
  }));

  route(app, endpoints.workStatuses, workStatusesView, async (request) => ({
    data: await workStatuses.list(request.query.user_ids),
  }));

  route(app, endpoints.createWorkStatus, workStatusesEdit, async (request) => ({
    data: await workStatuses.create(requireUser(request), request.body),
  }));

  route(app, endpoints.updateWorkStatus, workStatusesEdit, async (request) => ({
    data: await workStatuses.update(requireUser(request), request.body),
  }));
};
