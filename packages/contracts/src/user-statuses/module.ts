import { defineContractsModule } from '../module.ts';

/** Employees' absence statuses, the «Users statuses» screen (docs/modules/user-statuses.md). */
export const userStatusesContract = defineContractsModule({
  name: 'user-statuses',
  access: { 'users-statuses': ['ts_admin', 'admin', 'user_statuses'] },
});
