import { defineContractsModule } from '../module.ts';

/** The vacation card's facts and notes (docs/modules/facts.md). */
export const factsContract = defineContractsModule({
  name: 'facts',
  access: {
    /** Anyone's vacation card note (besides the person and their manager). */
    'facts.edit-any': ['admin', 'vacation_system_admin', 'assistant'],
  },
});
