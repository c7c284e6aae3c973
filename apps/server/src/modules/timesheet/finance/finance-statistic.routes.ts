import type { FastifyPluginAsync } from 'fastify';
import { timesheetFinanceEndpoints as endpoints } from '@intranet/contracts/timesheet/finance.endpoints';
import { guards, requireUser } from '../../../platform/auth/guard.ts';
import { contentDisposition } from '../../../platform/http/downloads.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import type { FinanceStatisticService } from './finance-statistic.service.ts';

const settings = { guard: guards.access('timesheet.settings') };

/** /timesheet/finance_statistic/*: start, watch, download and tell the service owners. */
export const financeStatisticRoutes: FastifyPluginAsync<{ finance: FinanceStatisticService }> = async (
  app,
  { finance },
) => {
  route(app, endpoints.last, settings, async () => ({ data: await finance.last() }));

  route(app, endpoints.start, settings, async (request) => ({
    data: await finance.start(requireUser(request).id),
  }));

  route(app, endpoints.startAdvance, { ...settings, config: { range: 'report' } }, async (request) => ({
    data: await finance.startAdvance(request.body, requireUser(request).id),
  }));

  route(app, endpoints.check, settings, async () => ({ data: await finance.check() }));

  route(app, endpoints.load, settings, async (request, reply) => {
    const file = await finance.load(request.query.with_clear === 'true');
    reply.raw.once('finish', () => void file.afterSent().catch((error: unknown) => request.log.error(error)));
    return reply
      .header('content-type', 'application/zip')
      .header('content-length', String(file.size))
      .header('content-disposition', contentDisposition(file.fileName))
      .send(file.stream);
  });

  route(app, endpoints.notifyServiceOwners, settings, async () => ({
    data: await finance.notifyServiceOwners(),
  }));
};
