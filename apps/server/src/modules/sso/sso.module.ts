import { defineServerModule } from '../../platform/modules/server-module.ts';
import { RoleMappingService } from './role-mapping.service.ts';

declare module '../../platform/modules/server-module.ts' {
  interface Services {
    roleMapping: RoleMappingService;
  }
}

/** Corporate single sign-on (docs/modules/sso.md): OpenID Connect, and the group → role mapping LDAP shares. */
export const ssoModule = defineServerModule({
  name: 'sso',
  services: ({ db, sessionCache }) => ({ roleMapping: new RoleMappingService(db, sessionCache) }),
});
