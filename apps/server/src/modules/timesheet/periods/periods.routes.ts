import type { FastifyPluginAsync } from 'fastify';
import { timesheetPeriodsEndpoints as endpoints } from '@intranet/contracts/timesheet/periods.endpoints';
import { guards, requireUser } from '../../../platform/auth/guard.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import type { EditablePeriodsService } from './editable-periods.service.ts';
import type { PeriodStatusesService } from './period-statuses.service.ts';

const signedIn = { guard: guards.signedIn() };
const settings = { guard: guards.access('timesheet.settings') };

/** Periods open for writing (the settings tab) and the period a date falls in. */
export const periodsRoutes: FastifyPluginAsync<{
  periods: EditablePeriodsService;
  tapes: PeriodStatusesService;
}> = async (app, { periods, tapes }) => {
  route(app, endpoints.openAt, signedIn, async (request) => {
    const open = await periods.findOpen(requireUser(request).roles, request.params.date, request.params.date);
    return { data: open[0] ?? null };
  });

  route(app, endpoints.list, settings, async () => ({ data: await periods.list() }));

  route(app, endpoints.create, settings, async (request) => {
    const { date_start, date_end, role_id } = request.body;
    const created = await periods.create(requireUser(request).id, {
      dateStart: date_start,
      dateEnd: date_end,
      roleId: role_id ?? null,
    });
    return { data: created };
  });

  route(app, endpoints.update, settings, async (request) => {
    const { date_start, date_end, role_id } = request.body;
    return {
      data: await periods.update(requireUser(request), request.params.id, {
        dateStart: date_start,
        dateEnd: date_end,
        roleId: role_id,
      }),
    };
  });

  route(app, endpoints.remove, settings, (request) =>
    periods.remove(requireUser(request), request.params.id),
  );

  route(app, endpoints.tape, { ...signedIn, config: { range: 'grid' } }, async (request) => {
    const { date_start, date_end, user_id, customer_ids } = request.query;
    return {
      data: await tapes.tape(requireUser(request), request.params.tab, {
        start: date_start,
        end: date_end,
        userId: user_id,
        customerIds: customer_ids,
      }),
    };
  });
};
