import { transfersContract } from '@intranet/contracts/transfers/module';
import { accessKeysOf, pendingRoute, pendingScreen, type WebModule } from '../../app/routing/web-module.tsx';

const transfers = pendingScreen({
  key: 'transfers',
  label: 'Перевод сотрудников',
  path: '/services-transfer',
  description: 'Переводы между компаниями и подразделениями',
});

/** Staff transfers (docs/modules/transfers.md): requests of the request engine. */
export const transfersModule: WebModule = {
  name: 'transfers',
  routes: [
    transfers.route,
    pendingRoute('/services/transfer/view/:id', 'Заявка на перевод'),
    pendingRoute('/services/transfer/create/:type', 'Новая заявка на перевод'),
    pendingRoute('/services/transfer/:id', 'Редактирование заявки на перевод'),
  ],
  nav: { work: [transfers.entry] },
  access: accessKeysOf(transfersContract.access),
};
