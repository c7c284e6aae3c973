import type { FastifyPluginAsync } from 'fastify';
import { jobsEndpoints as endpoints } from '@intranet/contracts/jobs/endpoints';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { JobQueue } from '../../platform/jobs/jobs.ts';

/** One background run: its state and progress, and a cancel. Who may is the job kind's access key. */
export const jobsRoutes: FastifyPluginAsync<{ jobs: JobQueue }> = async (app, { jobs }) => {
  const signedIn = { guard: guards.signedIn() };

  route(app, endpoints.run, signedIn, async (request) => ({
    data: await jobs.getRunFor(requireUser(request).roles, request.params.id),
  }));

  route(app, endpoints.cancel, signedIn, async (request) => {
    await jobs.getRunFor(requireUser(request).roles, request.params.id);
    return { data: await jobs.cancel(request.params.id) };
  });
};
