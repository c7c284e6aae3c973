import { defineEndpoints } from '../endpoint.ts';
import { applicationEndpointSpecs } from './applications.endpoints.ts';
import { talkEndpointSpecs } from './talk.endpoints.ts';

/** Увольнение сотрудников: the calls under /employee_dismissal (docs/modules/dismissal.md). */
export const dismissalEndpoints = defineEndpoints('dismissal', {
  ...applicationEndpointSpecs,
  ...talkEndpointSpecs,
});
