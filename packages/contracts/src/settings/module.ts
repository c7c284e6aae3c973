import { defineContractsModule } from '../module.ts';

/** The administrator's settings (docs/modules/platform.md, «Settings»). */
export const settingsContract = defineContractsModule({
  name: 'settings',
  access: { 'settings.manage': ['admin'] },
});
