import { defineContractsModule } from '../module.ts';

/** Support requests: anyone writes one, administrators read the inbox (docs/modules/support.md). */
export const supportContract = defineContractsModule({
  name: 'support',
  access: { 'support.inbox': ['admin'] },
});
