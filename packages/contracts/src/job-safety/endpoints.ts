import { defineEndpoints } from '../endpoint.ts';

/** Охрана труда: the calls of docs/modules/job-safety.md. */
export const jobSafetyEndpoints = defineEndpoints('job-safety', {});
