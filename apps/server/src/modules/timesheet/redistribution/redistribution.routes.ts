import type { FastifyPluginAsync } from 'fastify';
import { timesheetRedistributionEndpoints as endpoints } from '@intranet/contracts/timesheet/redistribution.endpoints';
import { guards, requireUser } from '../../../platform/auth/guard.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import type { RedistributionService } from './redistribution.service.ts';

const settings = { guard: guards.access('timesheet.settings') };

/** /timesheet/redistribution: the status of the last run, and a start for a period. */
export const redistributionRoutes: FastifyPluginAsync<{ redistribution: RedistributionService }> = async (
  app,
  { redistribution },
) => {
  route(app, endpoints.status, settings, async () => ({ data: await redistribution.status() }));

  route(app, endpoints.start, { ...settings, config: { range: 'report' } }, async (request) => ({
    data: await redistribution.start(request.body, requireUser(request).id),
  }));
};
