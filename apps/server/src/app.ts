import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { guards, registerGuards, type RegisteredRoute } from './platform/auth/guard.ts';
import { TokenService } from './platform/auth/tokens.ts';
import type { Database } from './platform/db/database.ts';
import { DiskStorage, type FileStorage } from './platform/files/storage.ts';
import { registerErrorHandler } from './platform/http/error-handler.ts';
import { RealtimeHub } from './platform/realtime/hub.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { FilesService } from './modules/files/files.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { NotificationsService } from './modules/notifications/notifications.service.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { SettingsService } from './modules/settings/settings.service.ts';
import { supportRoutes } from './modules/support/support.routes.ts';
import { SupportService } from './modules/support/support.service.ts';
import { organisationRoutes } from './modules/organisation/organisation.routes.ts';
import { OrganisationService } from './modules/organisation/organisation.service.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { SearchService } from './modules/search/search.service.ts';
import { userStatusesRoutes } from './modules/user-statuses/user-statuses.routes.ts';
import { UserStatusesService } from './modules/user-statuses/user-statuses.service.ts';
import { UserCardService } from './modules/users/users.card.ts';
import { UsersDirectory } from './modules/users/users.directory.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { permissionsRoutes } from './modules/permissions/permissions.routes.ts';
import { PermissionsService } from './modules/permissions/permissions.service.ts';
import { distributionsRoutes } from './modules/timesheet/distributions.routes.ts';
import { TimesheetDistributionsService } from './modules/timesheet/distributions.service.ts';
import { DistributionsExcelService } from './modules/timesheet/distributions-excel.service.ts';
import { TimesheetCorrectionsService } from './modules/timesheet/corrections.service.ts';
import { PeriodStatusesService } from './modules/timesheet/period-statuses.service.ts';
import { ShadowWritesService } from './modules/timesheet/shadow-writes.service.ts';
import { timesheetDataRoutes } from './modules/timesheet/timesheet-data.routes.ts';
import { WorkStatusesService } from './modules/timesheet/work-statuses.service.ts';
import { VacationPeopleService } from './modules/vacation/vacation-people.service.ts';
import { vacationRoutes } from './modules/vacation/vacation.routes.ts';
import { VacationService } from './modules/vacation/vacation.service.ts';
import { VacationSettingsService } from './modules/vacation/vacation-settings.service.ts';
import { vacationAdminRoutes } from './modules/vacation/vacation-admin.routes.ts';
import { VacationDocumentsService } from './modules/vacation/vacation-documents.service.ts';
import { VacationRemainingService } from './modules/vacation/vacation-remaining.service.ts';
import { EditablePeriodsService } from './modules/timesheet/editable-periods.service.ts';
import { exemptionsRoutes } from './modules/timesheet/exemptions.routes.ts';
import { TimesheetExemptionsService } from './modules/timesheet/exemptions.service.ts';
import { TimesheetLookupsService } from './modules/timesheet/lookups.service.ts';
import { timesheetRoutes } from './modules/timesheet/timesheet.routes.ts';
import { TimesheetWritesService } from './modules/timesheet/writes.service.ts';
import { workCalendarRoutes } from './modules/work-calendar/work-calendar.routes.ts';
import { WorkCalendarService } from './modules/work-calendar/work-calendar.service.ts';
import { UsersService } from './modules/users/users.service.ts';

export interface AppDeps {
  database: Database;
  jwtSecret: string;
  /** Folder for uploaded files (disk storage). */
  filesDir: string;
  storage?: FileStorage;
  /** The process logger (main passes one); tests get a logger at `logLevel`. */
  logger?: FastifyBaseLogger;
  logLevel?: string;
  cookieSecure?: boolean;
  loginRateLimit?: number;
  /** The built web app to serve with a history fallback; skipped when missing. */
  webDist?: string;
}

export type AppServices = ReturnType<typeof createServices>;

function createServices(deps: AppDeps) {
  const { db } = deps.database;
  const hub = new RealtimeHub(deps.database);
  const permissions = new PermissionsService(db);
  const users = new UsersService(db, (userId) => permissions.namesFor(userId));
  const tokens = new TokenService(deps.jwtSecret);
  const files = new FilesService(db, deps.storage ?? new DiskStorage(deps.filesDir));
  const notifications = new NotificationsService(db, hub);
  const organisation = new OrganisationService(db);
  const directory = new UsersDirectory(db);
  const userStatuses = new UserStatusesService(db);
  const editablePeriods = new EditablePeriodsService(db);
  const workCalendar = new WorkCalendarService(db);
  const settings = new SettingsService(db);
  const vacationPlanner = new VacationService(db, workCalendar, settings, notifications, (userId) =>
    permissions.namesFor(userId),
  );
  const shadowWrites = new ShadowWritesService(db, workCalendar, (userIds, start, end) =>
    vacationPlanner.approvedDays(userIds, start, end),
  );
  const timesheetDistributions = new TimesheetDistributionsService(
    db,
    editablePeriods,
    organisation,
    settings,
  );
  return {
    vacationPlanner,
    vacationPeople: new VacationPeopleService(db, vacationPlanner, directory, organisation),
    vacationSettings: new VacationSettingsService(db, settings),
    vacationDocuments: new VacationDocumentsService(db, files),
    vacationRemaining: new VacationRemainingService(db, directory, settings),
    shadowWrites,
    timesheetCorrections: new TimesheetCorrectionsService(db, workCalendar, shadowWrites),
    periodStatuses: new PeriodStatusesService(db, editablePeriods, shadowWrites),
    workStatuses: new WorkStatusesService(db),
    timesheetExemptions: new TimesheetExemptionsService(db, notifications),
    timesheetDistributions,
    distributionsExcel: new DistributionsExcelService(db, timesheetDistributions),
    permissions,
    editablePeriods,
    timesheetWrites: new TimesheetWritesService(db, editablePeriods, workCalendar, permissions, shadowWrites),
    timesheetLookups: new TimesheetLookupsService(db, organisation, directory),
    organisation,
    directory,
    userStatuses,
    cards: new UserCardService(directory, organisation, userStatuses),
    workCalendar,
    search: new SearchService(db),
    hub,
    users,
    tokens,
    files,
    notifications,
    auth: new AuthService(db, tokens, users),
    settings,
    support: new SupportService(db, files, notifications),
  };
}

export interface BuiltApp {
  app: FastifyInstance;
  services: AppServices;
  /** Every route with the guard it declared, for the deny-by-default test. */
  routes: RegisteredRoute[];
}

/** Marks the routes of third-party plugins (docs, static files) public; they serve no private data. */
function publicScope(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, guard: guards.public() };
  });
}

export async function buildApp(deps: AppDeps): Promise<BuiltApp> {
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: { level: deps.logLevel ?? 'info' } }),
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const services = createServices(deps);
  const routes = registerGuards(app, { authenticate: (token) => services.auth.authenticate(token) });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Слишком много попыток. Повторите через ${Math.ceil(context.ttl / 1000)} с.`,
    }),
  });
  await app.register(fastifyMultipart);
  await app.register(fastifyWebsocket);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Корпоративный портал — API', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(async (scope) => {
    publicScope(scope);
    await scope.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  });

  await services.hub.start();
  app.addHook('onClose', async () => services.hub.stop());

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database: deps.database });
      await api.register(authRoutes, {
        auth: services.auth,
        cookieSecure: deps.cookieSecure ?? false,
        loginRateLimit: deps.loginRateLimit ?? 10,
      });
      await api.register(usersRoutes, {
        users: services.users,
        directory: services.directory,
        cards: services.cards,
      });
      await api.register(organisationRoutes, { organisation: services.organisation });
      await api.register(userStatusesRoutes, { statuses: services.userStatuses });
      await api.register(workCalendarRoutes, { calendar: services.workCalendar });
      await api.register(searchRoutes, { search: services.search });
      await api.register(permissionsRoutes, { permissions: services.permissions });
      await api.register(timesheetRoutes, {
        writes: services.timesheetWrites,
        periods: services.editablePeriods,
        lookups: services.timesheetLookups,
      });
      await api.register(distributionsRoutes, {
        distributions: services.timesheetDistributions,
        excel: services.distributionsExcel,
      });
      await api.register(vacationRoutes, {
        planner: services.vacationPlanner,
        people: services.vacationPeople,
      });
      await api.register(vacationAdminRoutes, {
        settings: services.vacationSettings,
        documents: services.vacationDocuments,
        remaining: services.vacationRemaining,
        storage: services.files.storage,
      });
      await api.register(timesheetDataRoutes, {
        shadow: services.shadowWrites,
        corrections: services.timesheetCorrections,
        tapes: services.periodStatuses,
        lookups: services.timesheetLookups,
        workStatuses: services.workStatuses,
      });
      await api.register(exemptionsRoutes, {
        exemptions: services.timesheetExemptions,
        organisation: services.organisation,
        directory: services.directory,
      });
      await api.register(settingsRoutes, { settings: services.settings });
      await api.register(filesRoutes, { files: services.files });
      await api.register(supportRoutes, { support: services.support, storage: services.files.storage });
      await api.register(notificationsRoutes, { notifications: services.notifications, hub: services.hub });
    },
    { prefix: '/api' },
  );

  if (deps.webDist && fs.existsSync(path.join(deps.webDist, 'index.html'))) {
    await registerWebApp(app, deps.webDist);
  }
  registerNotFound(app, deps.webDist);
  return { app, services, routes };
}

/** Serves the built SPA; any GET outside /api that is not a file gets index.html (history mode). */
async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  await app.register(async (scope) => {
    publicScope(scope);
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
