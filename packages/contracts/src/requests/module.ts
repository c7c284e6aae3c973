import { defineContractsModule } from '../module.ts';

/** The request engine (docs/modules/requests.md): business-process requests of every kind. */
export const requestsContract = defineContractsModule({
  name: 'requests',
  access: {
    /** Any employee files and follows requests; who acts on one is decided by its transitions. */
    requests: 'everyone',
    /** Sees every request, the overdue list, and renames statuses. */
    'requests.admin': ['admin'],
    /** The services admin desk: the inbox across the kinds and the counts of the kinds one handles. */
    'requests.desk': [
      'admin',
      'hr',
      'assistant',
      'bp_education_admin',
      'dissmissal_admin',
      'operator',
      'admin_director',
    ],
  },
});
