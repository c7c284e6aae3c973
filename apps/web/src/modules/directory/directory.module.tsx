import { directoryContract } from '@intranet/contracts/directory/module';
import { accessKeysOf, type WebModule } from '../../app/routing/web-module.tsx';

/**
 * Каталог AD/LDAP: its screen is the «Каталог AD/LDAP» tab of /admin (modules/admin), drawn by
 * `DirectoryAdminPanel`; this module brings its access keys.
 */
export const directoryModule: WebModule = {
  name: 'directory',
  access: accessKeysOf(directoryContract.access),
};
