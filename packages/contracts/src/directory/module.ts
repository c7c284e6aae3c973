import { defineContractsModule } from '../module.ts';

/** Active Directory / LDAP: the directory's settings, the connection test and the sync (docs/modules/directory.md). */
export const directoryContract = defineContractsModule({
  name: 'directory',
  access: {
    /** The «Каталог AD/LDAP» tab of /admin: settings, connection test, runs of the sync. */
    'directory.admin': ['admin'],
  },
});
