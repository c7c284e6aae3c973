import { defineServerModule } from '../../platform/modules/server-module.ts';
import { jobsRoutes } from './jobs.routes.ts';

/** The HTTP side of the platform's background jobs (platform/jobs): a run's state, and cancelling it. */
export const jobsModule = defineServerModule({
  name: 'jobs',
  routes: (api, _services, { jobs }) => api.register(jobsRoutes, { jobs }),
});
