import { defineContractsModule } from '../module.ts';

/** Обучение: requests of the request engine (docs/modules/education.md). */
export const educationContract = defineContractsModule({
  name: 'education',
  access: {},
});
