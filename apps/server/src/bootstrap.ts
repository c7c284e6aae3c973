import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './platform/config/config.ts';
import { ConfigError } from './platform/config/config.ts';
import { openPglite, openPostgres, type Database } from './platform/db/database.ts';
import { hashPassword } from './platform/auth/passwords.ts';
import { serverSecrets } from './modules/auth/auth.schema.ts';
import { SettingsService } from './modules/settings/settings.service.ts';
import { UsersService } from './modules/users/users.service.ts';
import { roles, userRoles, users } from './modules/users/users.schema.ts';
import { seedReferenceData } from './seed/reference-data.ts';
import { SearchService } from './modules/search/search.service.ts';
import { createStorage } from './platform/files/create-storage.ts';
import type { FileStorage } from './platform/files/storage.ts';

export function openDatabase(config: AppConfig): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, {
        statementTimeoutMs: config.statementTimeoutMs,
        readUrl: config.databaseReadUrl,
      })
    : openPglite({ dataDir: config.dataDir });
}

/** The JWT key: from the environment, else generated once and kept in the database. */
async function resolveJwtSecret(database: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await database.db
    .insert(serverSecrets)
    .values({ key: 'jwt_secret', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await database.db.select().from(serverSecrets).where(eq(serverSecrets.key, 'jwt_secret'));
  return row!.value;
}

async function hasAdmin(database: Database): Promise<boolean> {
  const [row] = await database.db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(roles.name, 'admin'))
    .limit(1);
  return Boolean(row);
}

async function createFirstAdmin(database: Database, login: string, password: string): Promise<void> {
  const usersService = new UsersService(database.db);
  const [created] = await database.db
    .insert(users)
    .values({
      login,
      email: `${login}@localhost`,
      name: 'Администратор',
      lastName: 'Портала',
      passwordHash: await hashPassword(password),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  const id = created?.id ?? (await usersService.findByLogin(login))!.id;
  await usersService.setRoles(id, ['admin', 'admin_access']);
  await new SearchService(database.db).indexUsers([id]);
}

export interface PreparedDatabase {
  jwtSecret: string;
  demo: boolean;
  /** Where uploaded files live (FILES_STORAGE): the demo's pictures went there too. */
  storage: FileStorage;
}

/** The advisory lock a starting process holds until it serves (any fixed number; "intr"). */
const PREPARE_LOCK = 0x696e7472;

/**
 * Processes starting together on one PostgreSQL (WORKERS, several units started at once) start one at a time
 * until they serve: the first migrates, seeds and creates the job queues, the others find it done (two
 * processes creating one pg-boss queue at once deadlock). The lock is held by a connection of its own and
 * goes with it, also when the process dies. Resolves to its release; PGlite needs none (one process).
 */
export async function startLock(config: AppConfig): Promise<() => Promise<void>> {
  if (!config.databaseUrl) return async () => undefined;
  const holder = new pg.Client({ connectionString: config.databaseUrl });
  holder.on('error', () => undefined);
  await holder.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [PREPARE_LOCK]);
  } catch (error) {
    await holder.end().catch(() => undefined);
    throw error;
  }
  return () => holder.end().catch(() => undefined);
}

/**
 * Everything a start needs before serving: migrations, roles, default settings, reference data, then
 * either the demo organisation (embedded database, or SEED_DEMO=1) or the first admin from the environment.
 */
export async function prepareDatabase(
  database: Database,
  config: AppConfig,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  /** The day the demo is laid around (the server clock's today). */
  today?: string,
): Promise<PreparedDatabase> {
  await database.migrate();
  await new UsersService(database.db).ensureRoles();
  const settings = new SettingsService(database.db);
  await settings.ensureDefaults();
  await seedReferenceData(database.db);

  const storage = await createStorage(config, filesDirOf(config));
  if (config.seedDemo) {
    // Loaded only for the demo: see seed/demo-start.ts.
    const { seedDemoOnStart } = await import('./seed/demo-start.ts');
    await seedDemoOnStart(database.db, storage, settings, log, today);
    await settings.set('demo_mode', '1');
  } else {
    await settings.set('demo_mode', '0');
  }
  // An index from before the search vocabulary (migration 0014) gets its words and keys.
  await new SearchService(database.db).rebuildIfNeeded();

  if (config.adminLogin && config.adminPassword) {
    if (!(await new UsersService(database.db).findByLogin(config.adminLogin))) {
      await createFirstAdmin(database, config.adminLogin, config.adminPassword);
      log.info({ login: config.adminLogin }, 'first administrator created');
    }
  } else if (!(await hasAdmin(database))) {
    throw new ConfigError(
      'В базе нет администратора: задайте ADMIN_LOGIN и ADMIN_PASSWORD (или SEED_DEMO=1 для демо-данных).',
    );
  }
  return {
    jwtSecret: await resolveJwtSecret(database, config.jwtSecret),
    demo: config.seedDemo,
    storage,
  };
}

export function filesDirOf(config: AppConfig): string {
  return path.join(config.dataDir, 'files');
}
