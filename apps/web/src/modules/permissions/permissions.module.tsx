import { permissionsContract } from '@intranet/contracts/permissions/module';
import { lazyPage } from '../../app/routing/lazy-page.tsx';
import { accessKeysOf, pageRoute, type WebModule } from '../../app/routing/web-module.tsx';

const PermissionsPage = lazyPage(() => import('./pages/PermissionsPage.tsx'));

/** «Разрешения» is reached from the TimeSheet settings (its tabs stay on top). */
export const permissionsModule: WebModule = {
  name: 'permissions',
  sectionRoutes: {
    timesheet: [pageRoute('/timesheet/settings/permissions', PermissionsPage, ['permissions.manage'])],
  },
  access: accessKeysOf(permissionsContract.access),
};
