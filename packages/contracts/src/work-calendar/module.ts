import { defineContractsModule } from '../module.ts';

/** The work calendar: editing it and importing a year (docs/modules/work-calendar.md). */
export const workCalendarContract = defineContractsModule({
  name: 'work-calendar',
  access: { 'work-calendar.edit': ['ts_admin', 'admin'] },
});
