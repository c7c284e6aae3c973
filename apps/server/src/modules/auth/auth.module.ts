import { defineServerModule } from '../../platform/modules/server-module.ts';
import { authRoutes } from './auth.routes.ts';
import { AuthService } from './auth.service.ts';

declare module '../../platform/modules/server-module.ts' {
  interface Services {
    auth: AuthService;
  }
}

export const authModule = defineServerModule({
  name: 'auth',
  services: ({ db, tokens }, { users }) => ({ auth: new AuthService(db, tokens, users) }),
  routes: (api, { auth }, { cookieSecure, loginRateLimit }) =>
    api.register(authRoutes, { auth, cookieSecure, loginRateLimit }),
});
