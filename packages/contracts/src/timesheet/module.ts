import { defineContractsModule } from '../module.ts';
import { TIMESHEET_ACCESS } from './access.ts';

/** TimeSheet (docs/modules/timesheet.md). */
export const timesheetContract = defineContractsModule({ name: 'timesheet', access: TIMESHEET_ACCESS });
