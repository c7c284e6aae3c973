import { educationContract } from '@intranet/contracts/education/module';
import { accessKeysOf, pendingRoute, pendingScreen, type WebModule } from '../../app/routing/web-module.tsx';

const education = pendingScreen({
  key: 'education',
  label: 'Обучение',
  path: '/services/education',
  description: 'Заявки на внешнее обучение и приказы',
});

/** Education requests, facilities and edicts (docs/modules/education.md): requests of the request engine. */
export const educationModule: WebModule = {
  name: 'education',
  routes: [
    education.route,
    pendingRoute('/services/education/create', 'Новая заявка на обучение'),
    pendingRoute('/services/admin/edict', 'Приказы', ['education.admin']),
    pendingRoute('/services/admin/facilities', 'Учебные заведения', ['education.admin']),
  ],
  nav: { work: [education.entry] },
  access: accessKeysOf(educationContract.access),
};
