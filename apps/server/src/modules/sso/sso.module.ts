import { defineServerModule } from '../../platform/modules/server-module.ts';
import { OidcService } from './oidc.service.ts';
import { RoleMappingService } from './role-mapping.service.ts';
import { ssoRoutes } from './sso.routes.ts';

declare module '../../platform/modules/server-module.ts' {
  interface Services {
    roleMapping: RoleMappingService;
    oidc: OidcService;
  }
}

/** Corporate single sign-on (docs/modules/sso.md): OpenID Connect, and the group → role mapping LDAP shares. */
export const ssoModule = defineServerModule({
  name: 'sso',
  services: ({ db, sessionCache, oidc: config, publicUrl }, { auth, settings }) => {
    const roleMapping = new RoleMappingService(db, sessionCache);
    return { roleMapping, oidc: new OidcService(db, config, publicUrl, auth, settings, roleMapping) };
  },
  routes: (api, { oidc, roleMapping }, { cookieSecure }) =>
    api.register(ssoRoutes, { oidc, roleMapping, cookieSecure }),
});
