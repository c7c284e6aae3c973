import type { FastifyPluginAsync } from 'fastify';
import { directoryEndpoints as endpoints } from '@intranet/contracts/directory/endpoints';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { DirectoryService } from './directory.service.ts';

const admin = { guard: guards.access('directory.admin') };

export const directoryRoutes: FastifyPluginAsync<{ directory: DirectoryService }> = async (
  app,
  { directory },
) => {
  route(app, endpoints.settings, admin, async () => ({ data: await directory.settingsView() }));

  route(app, endpoints.setSchedule, admin, async (request) => ({
    data: await directory.setSchedule(requireUser(request), request.body.interval_hours),
  }));

  route(app, endpoints.test, admin, async (request) => ({
    data: await directory.test(requireUser(request)),
  }));

  route(app, endpoints.runs, admin, async () => ({ data: await directory.runs() }));

  route(app, endpoints.run, admin, async (request) => ({ data: await directory.run(request.params.id) }));

  route(app, endpoints.startRun, admin, async (request) => ({
    data: await directory.start(requireUser(request), request.body.dry_run, 'admin'),
  }));
};
