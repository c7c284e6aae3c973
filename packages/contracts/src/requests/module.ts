import { defineContractsModule } from '../module.ts';

/** The request engine (docs/modules/requests.md): business-process requests of every kind. */
export const requestsContract = defineContractsModule({
  name: 'requests',
  access: {
    /** Any employee files and follows requests; who acts on one is decided by its transitions. */
    requests: 'everyone',
    /** Sees every request, the overdue list, and renames statuses. */
    'requests.admin': ['admin'],
  },
});
