import { defineServerModule } from '../../platform/modules/server-module.ts';

/** Охрана труда (docs/modules/job-safety.md): articles, tickets, tests, education, evaluations, protocols. */
export const jobSafetyModule = defineServerModule({
  name: 'job-safety',
});
