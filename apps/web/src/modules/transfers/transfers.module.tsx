import { pendingRoute, type WebModule } from '../../app/routing/web-module.tsx';

/** Staff transfers (docs/modules/transfers.md): requests of the request engine. */
export const transfersModule: WebModule = {
  name: 'transfers',
  routes: [
    pendingRoute('/services-transfer', 'Перевод сотрудников'),
    pendingRoute('/services/transfer/view/:id', 'Заявка на перевод'),
    pendingRoute('/services/transfer/create/:type', 'Новая заявка на перевод'),
    pendingRoute('/services/transfer/:id', 'Редактирование заявки на перевод'),
  ],
  access: [],
};
