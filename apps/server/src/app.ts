import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { guards, registerGuards, type Guard, type RegisteredRoute } from './platform/auth/guard.ts';
import { SessionCache } from './platform/auth/session-cache.ts';
import { TokenService } from './platform/auth/tokens.ts';
import { systemClock, type Clock } from './platform/clock/clock.ts';
import type { Database } from './platform/db/database.ts';
import { DiskStorage, type FileStorage } from './platform/files/storage.ts';
import { registerErrorHandler } from './platform/http/error-handler.ts';
import { registerInputGuard } from './platform/http/input-guard.ts';
import { loggerOptions } from './platform/http/logging.ts';
import { registerRangeCaps } from './platform/http/range-caps.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import {
  accessConditionsOf,
  createModuleServices,
  type OidcConfig,
  type Platform,
  type ServerModule,
  type Services,
} from './platform/modules/server-module.ts';
import { RealtimeHub } from './platform/realtime/hub.ts';
import { JobQueue, type JobQueueOptions } from './platform/jobs/jobs.ts';
import { Mailer } from './platform/mail/mailer.ts';
import { metricsTokenOf, registerMetrics } from './platform/metrics/metrics.ts';
import { DEFAULT_SETTINGS } from '@intranet/contracts';
import { authModule } from './modules/auth/auth.module.ts';
import { ssoModule } from './modules/sso/sso.module.ts';
import { directoryModule } from './modules/directory/directory.module.ts';
import type { DirectoryConfig } from './modules/directory/directory.config.ts';
import { chatModule } from './modules/chat/chat.module.ts';
import { contentModule } from './modules/content/content.module.ts';
import { filesModule } from './modules/files/files.module.ts';
import { healthModule } from './modules/health/health.module.ts';
import { notificationsModule } from './modules/notifications/notifications.module.ts';
import { organisationModule } from './modules/organisation/organisation.module.ts';
import { postsModule } from './modules/posts/posts.module.ts';
import { forumModule } from './modules/forum/forum.module.ts';
import { portfolioModule } from './modules/portfolio/portfolio.module.ts';
import { galleryModule } from './modules/gallery/gallery.module.ts';
import { eventsModule } from './modules/events/events.module.ts';
import { socialModule } from './modules/social/social.module.ts';
import { permissionsModule } from './modules/permissions/permissions.module.ts';
import { searchModule } from './modules/search/search.module.ts';
import { settingsModule } from './modules/settings/settings.module.ts';
import { supportModule } from './modules/support/support.module.ts';
import { timesheetModule } from './modules/timesheet/timesheet.module.ts';
import { userStatusesModule } from './modules/user-statuses/user-statuses.module.ts';
import { usersModule } from './modules/users/users.module.ts';
import { vacationModule } from './modules/vacation/vacation.module.ts';
import { workCalendarModule } from './modules/work-calendar/work-calendar.module.ts';
import { workConditionsModule } from './modules/work-conditions/work-conditions.module.ts';
import { jobsModule } from './modules/jobs/jobs.module.ts';
import { mailModule } from './modules/mail/mail.module.ts';
import { vacationReportsModule } from './modules/vacation/reports/reports.module.ts';
import { factsModule } from './modules/facts/facts.module.ts';
import { requestsModule } from './modules/requests/requests.module.ts';
import { transfersModule } from './modules/transfers/transfers.module.ts';
import { educationModule } from './modules/education/education.module.ts';
import { cardsModule } from './modules/cards/cards.module.ts';
import { dismissalModule } from './modules/dismissal/dismissal.module.ts';
import { jobSafetyModule } from './modules/job-safety/job-safety.module.ts';
import { pointsModule } from './modules/points/points.module.ts';
import { giftShopModule } from './modules/gift-shop/gift-shop.module.ts';
import { servicesCatalogModule } from './modules/services-catalog/services-catalog.module.ts';

/**
 * Every server module, once (docs/architecture.md, "Adding a module"). A module's services may use those
 * of the modules above it.
 */
export const SERVER_MODULES: readonly ServerModule[] = [
  healthModule,
  settingsModule,
  permissionsModule,
  organisationModule,
  userStatusesModule,
  usersModule,
  authModule,
  ssoModule,
  directoryModule,
  filesModule,
  notificationsModule,
  workCalendarModule,
  searchModule,
  vacationModule,
  workConditionsModule,
  timesheetModule,
  supportModule,
  socialModule,
  postsModule,
  forumModule,
  portfolioModule,
  galleryModule,
  eventsModule,
  chatModule,
  contentModule,
  jobsModule,
  mailModule,
  vacationReportsModule,
  factsModule,
  requestsModule,
  transfersModule,
  educationModule,
  cardsModule,
  dismissalModule,
  jobSafetyModule,
  pointsModule,
  giftShopModule,
  servicesCatalogModule,
];

export interface AppDeps {
  database: Database;
  jwtSecret: string;
  /** Folder for uploaded files (disk storage). */
  filesDir: string;
  /** Folder for files handed to other systems when no address is set (DATA_DIR/outbox); in filesDir if not given. */
  outboxDir?: string;
  storage?: FileStorage;
  /** The process logger (main passes one); tests get a logger at `logLevel`. */
  logger?: FastifyBaseLogger;
  logLevel?: string;
  /** "Now" for business rules; the system clock by default, a fixed day in tests. */
  clock?: Clock;
  cookieSecure?: boolean;
  /** Fastify's trustProxy: which X-Forwarded-For hops to believe for the client's address. */
  trustProxy?: boolean | number | string;
  /** Who may read /api/docs: anyone, signed-in users, or nobody (config API_DOCS). */
  apiDocs?: 'public' | 'signed-in' | 'off';
  loginAsTtlMinutes?: number;
  loginRateLimit?: number;
  loginRateLimitPerIp?: number;
  /** The built web app to serve with a history fallback; skipped when missing. */
  webDist?: string;
  /** Background jobs; the process runs the workers, most tests do not (they need no queue). */
  jobs?: Partial<JobQueueOptions>;
  smtpUrl?: string;
  mailFrom?: string;
  /** The portal's address for links in letters (config PUBLIC_URL); the local one by default. */
  publicUrl?: string;
  /** Prometheus metrics at /api/metrics for this bearer token; undefined: config METRICS_TOKEN; null: off. */
  metricsToken?: string | null;
  /** Corporate sign-in through OpenID Connect (config OIDC_*); off when absent. */
  oidc?: OidcConfig;
  /** Active Directory / LDAP sign-in and sync (config LDAP_*); off when absent. */
  directory?: DirectoryConfig;
}

export type AppServices = Services & {
  hub: RealtimeHub;
  tokens: TokenService;
  clock: Clock;
  jobs: JobQueue;
  mail: Mailer;
};

function createPlatform(deps: AppDeps, logger: FastifyBaseLogger): Platform {
  const hub = new RealtimeHub(deps.database);
  const jobs = new JobQueue(deps.database, deps.database.db, hub, {
    workers: false,
    onError: (error) => logger.error({ err: error }, 'background job queue'),
    ...deps.jobs,
  });
  return {
    database: deps.database,
    db: deps.database.db,
    readDb: deps.database.readDb,
    clock: deps.clock ?? systemClock,
    storage: deps.storage ?? new DiskStorage(deps.filesDir),
    outboxDir: deps.outboxDir ?? path.join(deps.filesDir, 'outbox'),
    hub,
    jobs,
    mail: new Mailer(deps.database.db, jobs, {
      smtpUrl: deps.smtpUrl,
      from: deps.mailFrom ?? 'Корпоративный портал <portal@localhost>',
      log: (message, details) => logger.info(details, message),
    }),
    tokens: new TokenService(deps.jwtSecret),
    sessionCache: new SessionCache(deps.database),
    cookieSecure: deps.cookieSecure ?? false,
    loginAsTtlMinutes: deps.loginAsTtlMinutes ?? 60,
    loginRateLimit: deps.loginRateLimit ?? 10,
    loginRateLimitPerIp: deps.loginRateLimitPerIp ?? 50,
    publicUrl: (deps.publicUrl ?? 'http://127.0.0.1:3000').replace(/\/+$/, ''),
    oidc: deps.oidc,
    directory: deps.directory,
  };
}

export interface BuiltApp {
  app: FastifyInstance;
  services: AppServices;
  /** Every route with the guard it declared, for the deny-by-default test. */
  routes: RegisteredRoute[];
}

/** Gives the routes of a third-party plugin (docs, static files) one guard. */
function markScope(scope: FastifyInstance, guard: Guard): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, guard };
  });
}

export async function buildApp(deps: AppDeps): Promise<BuiltApp> {
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: loggerOptions(deps.logLevel ?? 'info') }),
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
    bodyLimit: 1_048_576,
    // A stopping process still answers what reaches it (platform/runtime/shutdown.ts): under WORKERS=N the
    // primary can hand a worker a connection just as it closes, and Fastify's default 503 for it was a lost
    // request in a rolling restart. The process exits once those are answered, or at the grace period.
    return503OnClosing: false,
    // A number of hops becomes proxy-addr's own rule for it: trust the first n addresses from our side.
    trustProxy:
      typeof deps.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (deps.trustProxy as number)
        : (deps.trustProxy ?? false),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerInputGuard(app);

  const platform = createPlatform(deps, app.log);
  const moduleServices = createModuleServices(platform, SERVER_MODULES);
  moduleServices.users.useAccessConditions(accessConditionsOf(SERVER_MODULES));
  const services: AppServices = {
    ...moduleServices,
    hub: platform.hub,
    tokens: platform.tokens,
    clock: platform.clock,
    jobs: platform.jobs,
    mail: platform.mail,
  };
  const routes = registerGuards(app, { authenticate: (token) => services.auth.authenticate(token) });
  registerRangeCaps(app, async (kind) => {
    const key = `range_max_days_${kind}` as const;
    const days = Number(await services.settings.value(key));
    // A value an administrator mistyped must not lift the cap: the default holds then.
    return Number.isInteger(days) && days > 0 ? days : Number(DEFAULT_SETTINGS[key]);
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  const metricsToken = metricsTokenOf(deps.metricsToken);
  if (metricsToken) {
    const openSockets = () => app.websocketServer.clients.size;
    registerMetrics(app, { token: metricsToken, database: deps.database, openSockets, log: app.log });
  }

  await registerSecurityHeaders(app, { secure: platform.cookieSecure });
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart);
  // A socket's only inbound message is its small auth message: no megabyte frames before it is known.
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Корпоративный портал — API', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    // Recursive schemas (the structure tree, the customers tree) are named in the contracts (`.meta({ id })`)
    // and referenced: this puts them into the document's components.
    transformObject: jsonSchemaTransformObject,
  });
  const apiDocs = deps.apiDocs ?? 'signed-in';
  if (apiDocs !== 'off') {
    await app.register(async (scope) => {
      markScope(scope, apiDocs === 'public' ? guards.public() : guards.signedIn());
      await scope.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
    });
  }

  await services.hub.start();
  await platform.sessionCache.start();
  app.addHook('onClose', async () => {
    await platform.jobs.stop();
    await platform.sessionCache.stop();
    await services.hub.stop();
  });

  await app.register(
    async (api) => {
      for (const module of SERVER_MODULES) await module.routes?.(api, moduleServices, platform);
    },
    { prefix: '/api' },
  );

  // After the modules: they define their jobs when their services are created.
  await platform.jobs.start();

  if (deps.webDist && fs.existsSync(path.join(deps.webDist, 'index.html'))) {
    await registerWebApp(app, deps.webDist);
  }
  registerNotFound(app, deps.webDist);
  return { app, services, routes };
}

/** Serves the built SPA; any GET outside /api that is not a file gets index.html (history mode). */
async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  await app.register(async (scope) => {
    markScope(scope, guards.public());
    await scope.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      setHeaders: (response, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        response.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  });
}

function registerNotFound(app: FastifyInstance, webDist: string | undefined): void {
  const indexPath = webDist ? path.join(webDist, 'index.html') : undefined;
  const indexHtml = indexPath && fs.existsSync(indexPath) ? fs.readFileSync(indexPath) : undefined;
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (indexHtml && wantsPage && !pathname.startsWith('/api') && !pathname.startsWith('/assets/')) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    }
    return reply.status(404).send({ message: `Не найдено: ${request.method} ${pathname}` });
  });
}
