import type { EndpointSpec } from '../endpoint.ts';

/** The exit poll, the survey and the chat of an application (docs/modules/dismissal.md). */
export const talkEndpointSpecs = {} satisfies Record<string, EndpointSpec>;
