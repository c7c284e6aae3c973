import type { FastifyInstance } from 'fastify';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AccessKey } from '@intranet/contracts';
import type { TokenService } from '../auth/tokens.ts';
import type { Clock } from '../clock/clock.ts';
import type { Database, Db } from '../db/database.ts';
import type { FileStorage } from '../files/storage.ts';
import type { RealtimeHub } from '../realtime/hub.ts';
import type { JobQueue } from '../jobs/jobs.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { SessionCache } from '../auth/session-cache.ts';
import type { DirectoryConfig } from '../../modules/directory/directory.config.ts';

/**
 * An access key a user's records open beyond their roles, with the SQL condition on the user's id column that
 * opens it: GET /me evaluates every module's conditions inside its one query.
 */
export interface AccessCondition {
  key: AccessKey;
  /** `userId`: the user's id column, qualified (the condition is a subquery of GET /me's select). */
  opens: (userId: AnyColumn | SQL) => SQL;
  /** The tables `opens` reads. GET /me is cached: each needs the `notify_me_changes` trigger (migration 0011). */
  reads: readonly PgTable[];
}

/** An OpenID Connect client of the portal: the provider (its issuer URL), the client's id and secret, the scopes asked. */
export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
}

/** What the platform hands every module: the database, the clock, files, real time, tokens, settings of the process. */
export interface Platform {
  database: Database;
  /** The transaction-aware handle (platform/db/transaction-context.ts). */
  db: Db;
  /**
   * Where heavy reports and exports read: a read replica when DATABASE_READ_URL is set, else `db`; inside a
   * write transaction, that transaction (platform/db/read-handle.ts). Never write through it.
   */
  readDb: Db;
  clock: Clock;
  storage: FileStorage;
  /** Folder for files handed to other systems when no address is set (a module takes a subfolder). */
  outboxDir: string;
  hub: RealtimeHub;
  tokens: TokenService;
  /** Live sessions the guard serves without a read, invalidated across processes (platform/auth/session-cache.ts). */
  sessionCache: SessionCache;
  /** Background jobs on pg-boss (platform/jobs): visible runs with progress, and plain queued tasks. */
  jobs: JobQueue;
  /** E-mail through the outbox (platform/mail). */
  mail: Mailer;
  cookieSecure: boolean;
  /** How long a login-as session lives (config LOGIN_AS_TTL_MINUTES). */
  loginAsTtlMinutes: number;
  /** Sign-in attempts a minute per login, and per client address (config LOGIN_RATE_LIMIT*). */
  loginRateLimit: number;
  loginRateLimitPerIp: number;
  /** The portal's address without a trailing slash, for links in letters (config PUBLIC_URL). */
  publicUrl: string;
  /** Corporate sign-in through OpenID Connect (config OIDC_*); absent when not configured. */
  oidc?: OidcConfig;
  /** Active Directory / LDAP sign-in and sync (config LDAP_*); absent when not configured. */
  directory?: DirectoryConfig;
}

/**
 * The services of every module, by name. Each module adds its own with declaration merging in its
 * `<module>.module.ts`:
 *
 *     declare module '../../platform/modules/server-module.ts' {
 *       interface Services { vacationPlanner: VacationService }
 *     }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Services {}

/**
 * A server module, registered once by listing it in app.ts (docs/architecture.md, "Adding a module").
 * `services` creates its services from the platform and the services of the modules listed before it;
 * `routes` registers its route plugins under /api; `access` adds access keys a user's records open beyond
 * their roles (the project owner who approves without an approving role); `demo` lays its demo data.
 */
/**
 * A module's demo data (the demo start and the seed tests). `seed` writes rows laid around `today` for the
 * demo people, once per demo revision, after the organisation (seed/seed.ts); `fill` adds what is missing at
 * every demo start (content with pictures and files; seed/demo-start.ts). Modules run in the order of
 * SERVER_MODULES.
 */
export interface ModuleDemo {
  seed?(db: Db, people: { userIds: number[]; today: string }): Promise<unknown>;
  fill?(db: Db, storage: FileStorage): Promise<unknown>;
}

export interface ServerModule {
  name: string;
  services?(platform: Platform, services: Services): Partial<Services>;
  routes?(api: FastifyInstance, services: Services, platform: Platform): PromiseLike<unknown>;
  access?: readonly AccessCondition[];
  /**
   * The module's demo data, imported only when the demo is on: the generators (faker, sharp) stay out of a
   * production server.
   */
  demo?: () => Promise<ModuleDemo>;
}

export function defineServerModule(module: ServerModule): ServerModule {
  return module;
}

/**
 * Creates the services of the modules in order. Reading a service of a module listed later fails at start
 * with its name, instead of an `undefined` surfacing at the first request.
 */
export function createModuleServices(platform: Platform, modules: readonly ServerModule[]): Services {
  const created: Record<string, unknown> = {};
  const services = new Proxy(created, {
    get(target, name) {
      if (typeof name === 'string' && !(name in target))
        throw new Error(`Сервис «${name}» ещё не создан: модуль-владелец должен стоять в app.ts раньше`);
      return Reflect.get(target, name) as unknown;
    },
  }) as unknown as Services;
  for (const module of modules) {
    const own = module.services?.(platform, services) ?? {};
    for (const [name, service] of Object.entries(own)) {
      if (name in created) throw new Error(`Сервис «${name}» объявлен дважды (модуль ${module.name})`);
      created[name] = service;
    }
  }
  // The proxy guards construction only; callers get the plain object (safe to spread, await, inspect).
  return created as unknown as Services;
}

/** The access conditions of every module that contributes some. */
export function accessConditionsOf(modules: readonly ServerModule[]): AccessCondition[] {
  return modules.flatMap((module) => module.access ?? []);
}
