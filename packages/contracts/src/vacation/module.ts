import { defineContractsModule } from '../module.ts';
import { VACATION_ACCESS } from './access.ts';

/** Vacation planning, approval, documents and reports (docs/modules/vacation.md). */
export const vacationContract = defineContractsModule({ name: 'vacation', access: VACATION_ACCESS });
