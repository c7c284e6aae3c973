import { RateLimiter } from '../../platform/auth/rate-limit.ts';
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
  services: ({ db, tokens, loginAsTtlMinutes, sessionCache }, { users }) => ({
    auth: new AuthService(db, tokens, users, sessionCache, { loginAsTtlMinutes }),
  }),
  routes: (api, { auth }, { db, cookieSecure, loginRateLimit, loginRateLimitPerIp }) =>
    api.register(authRoutes, {
      auth,
      cookieSecure,
      limiter: new RateLimiter(db),
      loginRateLimit,
      loginRateLimitPerIp,
    }),
});
