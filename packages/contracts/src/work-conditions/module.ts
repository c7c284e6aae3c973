import { defineContractsModule } from '../module.ts';

/** Work conditions (docs/modules/work-conditions.md). */
export const workConditionsContract = defineContractsModule({
  name: 'work-conditions',
  access: { 'work-conditions': ['ts_admin', 'admin', 'wc_assistant'] },
});
