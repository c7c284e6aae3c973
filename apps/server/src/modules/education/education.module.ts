import { defineServerModule } from '../../platform/modules/server-module.ts';

/** Обучение (docs/modules/education.md): requests of the request engine with their own fields. */
export const educationModule = defineServerModule({
  name: 'education',
});
