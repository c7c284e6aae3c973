import { transfersContract } from '@intranet/contracts/transfers/module';
import { lazyPage } from '../../app/routing/lazy-page.tsx';
import { accessKeysOf, pageRoute, screen, type WebModule } from '../../app/routing/web-module.tsx';

const transfers = screen({
  key: 'transfers',
  label: 'Перевод сотрудников',
  path: '/services-transfer',
  description: 'Переводы между компаниями и подразделениями',
  page: lazyPage(() => import('./pages/TransfersPage.tsx')),
});
const ViewPage = lazyPage(() => import('./pages/TransferViewPage.tsx'));
const CreatePage = lazyPage(() => import('./pages/TransferFormPage.tsx'));
const EditPage = lazyPage(() => import('./pages/EditTransferPage.tsx'));

/** Staff transfers (docs/modules/transfers.md): requests of the request engine. */
export const transfersModule: WebModule = {
  name: 'transfers',
  routes: [
    transfers.route,
    pageRoute('/services/transfer/view/:id', ViewPage),
    pageRoute('/services/transfer/create/:type', CreatePage, ['transfers.create']),
    pageRoute('/services/transfer/:id', EditPage),
  ],
  nav: { work: [transfers.entry], services: [transfers.entry] },
  access: accessKeysOf(transfersContract.access),
};
