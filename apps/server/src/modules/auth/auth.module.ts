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
  services: ({ db, tokens, loginAsTtlMinutes, sessionCache }, { users, settings }) => ({
    auth: new AuthService(db, tokens, users, sessionCache, { loginAsTtlMinutes }, settings),
  }),
  routes: (api, { auth }, { db, clock, cookieSecure, loginRateLimit, loginRateLimitPerIp }) =>
    api.register(authRoutes, {
      auth,
      cookieSecure,
      // The platform clock, so a test's attempts never straddle a minute's window.
      limiter: new RateLimiter(db, () => clock.now()),
      loginRateLimit,
      loginRateLimitPerIp,
    }),
});
