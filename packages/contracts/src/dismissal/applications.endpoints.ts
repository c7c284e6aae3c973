import type { EndpointSpec } from '../endpoint.ts';

/** The applications, their checklists, files, report and people search (docs/modules/dismissal.md). */
export const applicationEndpointSpecs = {} satisfies Record<string, EndpointSpec>;
