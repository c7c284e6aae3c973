import { defineServerModule } from '../../platform/modules/server-module.ts';
import { directoryPasswordVerifier } from './directory.auth.ts';
import { directoryRoutes } from './directory.routes.ts';
import { DirectoryService, type GroupRoleMapper } from './directory.service.ts';

declare module '../../platform/modules/server-module.ts' {
  interface Services {
    ldapDirectory: DirectoryService;
  }
}

/** Каталог AD/LDAP (docs/modules/directory.md): the directory's sign-in, its sync and the admin's tab. */
export const directoryModule = defineServerModule({
  name: 'directory',
  services: ({ db, clock, jobs, directory: config }, { auth, settings, roleMapping }) => {
    const roles: GroupRoleMapper = roleMapping;
    const ldapDirectory = new DirectoryService(db, config, auth, settings, clock, roles);
    if (config) auth.usePasswordVerifier(directoryPasswordVerifier(db, config, roles));
    jobs.daily({ name: 'directory.sync', handle: () => ldapDirectory.scheduledTick() });
    return { ldapDirectory };
  },
  routes: (api, { ldapDirectory }) => api.register(directoryRoutes, { directory: ldapDirectory }),
});
