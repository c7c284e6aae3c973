import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { ROLE_NAMES } from '@intranet/contracts';
import { buildApp } from './app.ts';
import { loggerOptions, prettyDestination } from './platform/http/logging.ts';
import { filesDirOf, openDatabase, prepareDatabase, startLock } from './bootstrap.ts';
import { ConfigError, loadConfig } from './platform/config/config.ts';
import { configurePasswordHashing } from './platform/auth/passwords.ts';
import { DEMO_PASSWORD } from './seed/demo-version.ts';
import { collectGarbage } from './platform/runtime/gc.ts';
import { runPrimary } from './platform/runtime/cluster.ts';
import { shutDownGracefully } from './platform/runtime/shutdown.ts';
import { clockFrom, systemClock } from './platform/clock/clock.ts';

/**
 * Process entry: config -> database -> app -> listen; SIGTERM/SIGINT stop gracefully. With WORKERS above 1
 * this process becomes the primary of that many such servers sharing the port (platform/runtime/cluster.ts).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  configurePasswordHashing(config.passwordHashCost);
  const logger =
    config.logFormat === 'pretty'
      ? pino(loggerOptions(config.logLevel, 'pretty'), await prettyDestination())
      : pino(loggerOptions(config.logLevel));
  if (config.workers > 1 && cluster.isPrimary) {
    process.exit(await runPrimary(config.workers, logger));
  }
  // SIGHUP is the primary's rolling restart; a terminal's hang-up reaches the whole group, workers included.
  if (cluster.isWorker) process.on('SIGHUP', () => undefined);
  const here = path.dirname(fileURLToPath(import.meta.url));
  const webDist = config.webDist ?? path.resolve(here, '../../web/dist');
  const database = await openDatabase(config);
  const clock = config.clockToday ? clockFrom(config.clockToday) : systemClock;
  let closing = false;
  const releaseStartLock = await startLock(config).catch(async (error: unknown) => {
    await database.close().catch(() => undefined);
    throw error;
  });
  // Closed before the database when the start fails after it was built: its job workers still use the pool.
  let built: Awaited<ReturnType<typeof buildApp>>['app'] | undefined;
  try {
    const prepared = await prepareDatabase(database, config, logger, clock.today());
    const { app } = await buildApp({
      database,
      clock,
      jwtSecret: prepared.jwtSecret,
      filesDir: filesDirOf(config),
      storage: prepared.storage,
      outboxDir: path.join(config.dataDir, 'outbox'),
      logger,
      cookieSecure: config.cookieSecure,
      trustProxy: config.trustProxy,
      apiDocs: config.apiDocs,
      loginAsTtlMinutes: config.loginAsTtlMinutes,
      loginRateLimit: config.loginRateLimit,
      loginRateLimitPerIp: config.loginRateLimitPerIp,
      webDist,
      smtpUrl: config.smtpUrl,
      mailFrom: config.mailFrom,
      publicUrl: config.publicUrl ?? `http://127.0.0.1:${config.port}`,
      oidc: config.oidc,
      directory: config.directory,
      metricsToken: config.metricsToken ?? null,
      // The running jobs get most of the grace period to finish their step; the rest is for the close.
      jobs: { workers: true, stopTimeoutMs: Math.max(1_000, config.shutdownGraceMs - 2_000) },
    });
    built = app;

    const shutdown = (signal: string) => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      void shutDownGracefully({ app, database, graceMs: config.shutdownGraceMs }).then((code) =>
        process.exit(code),
      );
    };
    process.once('SIGTERM', () => shutdown('SIGTERM'));
    process.once('SIGINT', () => shutdown('SIGINT'));
    await releaseStartLock();

    // The start's garbage (migrations, reference data, route schemas) goes before the first request, so
    // that the server's footprint is what it keeps, not what it once read (bench:timesheet-reports, RSS).
    collectGarbage();
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const url = `http://${config.host}:${port}`;
    const engine = database.kind === 'pglite' ? `PGlite (${config.dataDir})` : 'PostgreSQL';
    const lines = [`Портал запущен: ${url}`, `База данных: ${engine}`, `Документация API: ${url}/api/docs`];
    if (prepared.demo) {
      lines.push(`Демо-входы (пароль «${DEMO_PASSWORD}»): employee, ${ROLE_NAMES.join(', ')}`);
    }
    console.log(`\n${lines.join('\n')}\n`);
  } catch (error) {
    await releaseStartLock();
    await built?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }
}

/** What the operator can do about the usual system errors of a start, in Russian. */
const SYSTEM_ERRORS: Record<string, string> = {
  EADDRINUSE: 'порт уже занят другим процессом; остановите его или задайте другой PORT',
  EACCES: 'нет прав на порт или папку данных; задайте PORT выше 1024 или другой DATA_DIR',
  EADDRNOTAVAIL: 'на этой машине нет такого адреса; проверьте HOST',
  ECONNREFUSED: 'база данных не отвечает; проверьте DATABASE_URL и что PostgreSQL запущен',
};

/**
 * A failed start prints one line for the operator, not a stack trace: the configuration's own list of
 * problems as it is, anything else as «Не удалось запустить портал: …». The stack is added only when
 * LOG_LEVEL asks for debugging (read from the environment: the configuration itself may be what failed).
 */
function startFailureMessage(error: unknown): string {
  if (error instanceof ConfigError) return error.message;
  const text =
    SYSTEM_ERRORS[(error as NodeJS.ErrnoException).code ?? ''] ??
    (error instanceof Error ? error.message : String(error));
  const line = `Не удалось запустить портал: ${text.replace(/\s*\n\s*/g, ' ').trim()}`;
  const debug = process.env.LOG_LEVEL === 'debug' || process.env.LOG_LEVEL === 'trace';
  return debug && error instanceof Error && error.stack ? `${line}\n${error.stack}` : line;
}

main().catch((error: unknown) => {
  console.error(startFailureMessage(error));
  process.exit(1);
});
