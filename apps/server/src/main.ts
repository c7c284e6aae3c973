import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROLE_NAMES } from '@intranet/contracts';
import { buildApp } from './app.ts';
import { filesDirOf, openDatabase, prepareDatabase } from './bootstrap.ts';
import { ConfigError, loadConfig } from './platform/config/config.ts';
import { DEMO_PASSWORD } from './seed/demo-organisation.ts';

/** Process entry: config -> database -> app -> listen; SIGTERM/SIGINT close both cleanly. */
async function main(): Promise<void> {
  const config = loadConfig();
  const here = path.dirname(fileURLToPath(import.meta.url));
  const webDist = config.webDist ?? path.resolve(here, '../../web/dist');
  const database = await openDatabase(config);
  let closing = false;
  try {
    const prepared = await prepareDatabase(database, config, console);
    const { app } = await buildApp({
      database,
      jwtSecret: prepared.jwtSecret,
      filesDir: filesDirOf(config),
      logLevel: config.logLevel,
      cookieSecure: config.cookieSecure,
      loginRateLimit: config.loginRateLimit,
      webDist,
    });
    app.addHook('onClose', async () => database.close());

    const shutdown = (signal: string) => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    };
    process.once('SIGTERM', () => shutdown('SIGTERM'));
    process.once('SIGINT', () => shutdown('SIGINT'));

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
    await database.close().catch(() => undefined);
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
