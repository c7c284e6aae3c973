import { defineServerModule } from '../../platform/modules/server-module.ts';
import { EducationCatalogService } from './education-catalog.service.ts';
import { educationRoutes } from './education.routes.ts';
import { EducationService } from './education.service.ts';

declare module '../../platform/modules/server-module.ts' {
  interface Services {
    education: EducationService;
    educationCatalog: EducationCatalogService;
  }
}

/** Обучение (docs/modules/education.md): requests of the request engine with their own fields. */
export const educationModule = defineServerModule({
  name: 'education',
  services: ({ db, clock }, { requests }) => ({
    education: new EducationService(db, clock, requests),
    educationCatalog: new EducationCatalogService(db),
  }),
  routes: (api, { education, educationCatalog }) =>
    api.register(educationRoutes, { education, catalog: educationCatalog }),
  demo: async () => {
    const { seedEducationDemo } = await import('./education.demo.ts');
    return { seed: (db, people) => seedEducationDemo(db, people) };
  },
});
