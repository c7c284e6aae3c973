import { defineContractsModule } from '../module.ts';

/** Offboarding: dismissal applications of the request engine (docs/modules/dismissal.md). */
export const dismissalContract = defineContractsModule({
  name: 'dismissal',
  access: {
    /** Follows the applications they take part in (the leaver, the manager, the assistant, a checklist department). */
    dismissal: 'everyone',
    /** Files an application (responsibilities: applications can_create). */
    'dismissal.create': ['hr', 'dissmissal_admin', 'admin', 'manager', 'department_manager'],
    /** Sees and handles every application, the reports, the poll answers and their summary. */
    'dismissal.desk': ['hr', 'dissmissal_admin', 'admin'],
  },
});
