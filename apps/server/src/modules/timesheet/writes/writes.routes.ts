import type { FastifyPluginAsync } from 'fastify';
import { TS_STATUS_LABELS } from '@intranet/contracts';
import { timesheetWritesEndpoints as endpoints } from '@intranet/contracts/timesheet/writes.endpoints';
import { guards, requireUser } from '../../../platform/auth/guard.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { sendJsonText, typedJsonSerializer } from '../../../platform/http/serializers.ts';
import type { TimesheetLookupsService } from '../lookups.service.ts';
import type { ApproveWritesService } from './approve-writes.service.ts';
import type { TimesheetWritesService } from './writes.service.ts';

const fill = { guard: guards.access('timesheet.fill') };
/** Approvers come from several roles; the service checks project ownership row by row. */
const signedIn = { guard: guards.signedIn() };
const grid = { config: { range: 'grid' as const } };

/** Written-off time: the fill and approve screens' calls. */
export const writesRoutes: FastifyPluginAsync<{
  writes: TimesheetWritesService;
  lookups: TimesheetLookupsService;
  approve: ApproveWritesService;
}> = async (app, { writes, lookups, approve }) => {
  route(
    app,
    endpoints.list,
    // The rows are built field by field from the contract (selectWrites): no schema pass over thousands.
    { ...signedIn, ...grid, serializerCompiler: typedJsonSerializer },
    async (request) => {
      const { date_start, date_end, user_id, customer_ids } = request.query;
      return {
        data: await writes.list(requireUser(request), {
          start: date_start,
          end: date_end,
          userId: user_id,
          customerIds: customer_ids,
        }),
      };
    },
  );

  route(app, endpoints.approveWrites, { ...signedIn, ...grid }, async (request, reply) => {
    const { date_start, date_end, customer_ids } = request.query;
    const json = await approve.gridJson(requireUser(request), {
      start: date_start,
      end: date_end,
      customerIds: customer_ids,
    });
    // The service writes the JSON (PostgreSQL the rows'): the schema documents it, the tests check it, and
    // route() passes the sent reply through.
    return sendJsonText(reply, json);
  });

  route(app, endpoints.save, fill, async (request) => {
    const actor = requireUser(request);
    return { data: await writes.save(actor, request.body.user_id ?? actor.id, request.body.writes) };
  });

  route(app, endpoints.notBusyPreview, { ...fill, ...grid }, async (request) => {
    const actor = requireUser(request);
    const { date_start, date_end, user_id } = request.query;
    return { data: await writes.notBusyPreview(actor, user_id ?? actor.id, date_start, date_end) };
  });

  route(app, endpoints.send, { ...fill, ...grid }, async (request) => {
    const actor = requireUser(request);
    const { date_start, date_end, user_id } = request.body;
    return { data: await writes.send(actor, user_id ?? actor.id, date_start, date_end) };
  });

  route(app, endpoints.act, signedIn, async (request) => ({
    data: await writes.act(requireUser(request), request.body.ids, request.body.action, request.body.comment),
  }));

  route(app, endpoints.remove, signedIn, (request) => writes.remove(requireUser(request), request.query.ids));

  route(app, endpoints.history, signedIn, async (request) => ({
    data: await writes.historyOf(requireUser(request), request.params.id),
  }));

  route(app, endpoints.statuses, signedIn, () => ({
    data: Object.entries(TS_STATUS_LABELS).map(([id, name]) => ({ id: Number(id), name })),
  }));

  route(app, endpoints.approvableProjects, signedIn, async (request) => ({
    data: await lookups.approvableProjects(requireUser(request), request.query.date_start),
  }));

  route(app, endpoints.selectableUsers, fill, (request) =>
    lookups.selectableUsers(requireUser(request), request.query),
  );

  route(app, endpoints.previousPeriod, { ...fill, ...grid }, (request) => ({
    data: lookups.previousPeriod(request.query.date_start, request.query.date_end),
  }));

  route(app, endpoints.copyPeriod, { ...fill, ...grid }, async (request) => {
    const actor = requireUser(request);
    const { date_start, date_end, user_id } = request.query;
    return { data: await lookups.copyPeriod(actor, user_id ?? actor.id, date_start, date_end) };
  });
};
