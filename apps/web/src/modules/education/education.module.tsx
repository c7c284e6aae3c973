import { pendingRoute, type WebModule } from '../../app/routing/web-module.tsx';

/** Education requests, facilities and edicts (docs/modules/education.md): requests of the request engine. */
export const educationModule: WebModule = {
  name: 'education',
  routes: [
    pendingRoute('/services/education', 'Обучение'),
    pendingRoute('/services/education/create', 'Новая заявка на обучение'),
    pendingRoute('/services/admin/edict', 'Приказы'),
    pendingRoute('/services/admin/facilities', 'Учебные заведения'),
  ],
  access: [],
};
