import { mailContract } from '@intranet/contracts/mail/module';
import { supportContract } from '@intranet/contracts/support/module';
import { ssoContract } from '@intranet/contracts/sso/module';
import { lazyPage } from '../../app/routing/lazy-page.tsx';
import { accessKeysOf, pageRoute, type WebModule } from '../../app/routing/web-module.tsx';
import type { NavEntry } from '../../app/shell/navigation.ts';

const AdminPage = lazyPage(() => import('./pages/AdminPage.tsx'));

const adminEntry: NavEntry = {
  key: 'admin',
  label: 'Администрирование',
  path: '/admin',
  access: ['admin'],
};

/** /admin: the support inbox (where «new support request» notifications point) and login-as. */
export const adminModule: WebModule = {
  name: 'admin',
  routes: [
    pageRoute(adminEntry.path, AdminPage, adminEntry.access),
    pageRoute('/admin/support', AdminPage, ['support.inbox']),
    pageRoute('/admin/login-as', AdminPage, adminEntry.access),
    pageRoute('/admin/settings', AdminPage, adminEntry.access),
    pageRoute('/admin/mail', AdminPage, ['mail.outbox']),
    pageRoute('/admin/sso', AdminPage, ['sso.manage']),
    pageRoute('/admin/directory', AdminPage, ['directory.admin']),
  ],
  adminEntry,
  access: [
    ...accessKeysOf(supportContract.access),
    ...accessKeysOf(mailContract.access),
    ...accessKeysOf(ssoContract.access),
  ],
};
