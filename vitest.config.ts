import fs from 'node:fs';
import os from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * The API tests' engines. Without TEST_DATABASE_URL (a developer's `npm test`) every API test runs on PGlite,
 * the embedded default. With it (CI) every API test runs on PostgreSQL, the production path where races are
 * real, and PGlite keeps the tests of the platform (statements, parsers, sessions, jobs, mail, the HTTP layer)
 * and the start of the server process on an empty data dir; every browser journey runs on PGlite too (the
 * e2e server embeds it). Running the whole API suite on both doubled its time (docs/decisions.md, «Tests»).
 */
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
const PLATFORM_TESTS = ['apps/server/src/platform/**/*.test.ts', 'apps/server/src/main.test.ts'];
const apiProject = (engine: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  test: {
    name: engine === 'pglite' ? 'api' : 'api-postgres',
    include: engine === 'pglite' && withPostgres ? PLATFORM_TESTS : ['apps/server/src/**/*.test.ts'],
    exclude: [
      'apps/server/src/**/*.unit.test.ts',
      // Generated bad input for every write route: once, on the production engine, when there is one.
      ...(engine === 'pglite' && withPostgres
        ? ['apps/server/src/platform/http/bad-input.fuzz.test.ts']
        : []),
      // Starts the server process, which embeds PGlite whatever the tests' engine.
      ...(engine === 'postgres' ? ['apps/server/src/main.test.ts'] : []),
    ],
    environment: 'node',
    globalSetup: ['apps/server/test/global-setup.ts'],
    setupFiles: ['apps/server/test/setup.ts'],
    env: { TEST_DB_ENGINE: engine },
    // One module graph per worker, not one per file: importing the server (Fastify, Drizzle, PGlite, every
    // module) again for each file was about half of the project's time. Each file still starts its own app on
    // its own database (test/harness.ts), and no API test mocks a module.
    isolate: false,
    // Generous: two full suites may share the 2 cores (seeding 150 people, 20 race rounds); at a load of 20
    // seeding the demo took over 120 s. A hung test still fails.
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});

const webProject: TestProjectInlineConfiguration[] = fs.existsSync('apps/web/vite.config.ts')
  ? [
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          // Isolated (a module graph and a jsdom per file): antd's notifications stay in document.body after a
          // file (lazy-page.test.tsx left «Перезагрузить» for SubscribeButtons.test.tsx when they shared one).
          // jsdom and antd are slow to start on a busy 2-core machine (a page test took over 30 s at a load of
          // 20); a test that hangs still fails.
          testTimeout: 90_000,
          hookTimeout: 90_000,
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    // Vitest's default leaves a core idle (cores − 1: one worker on CI's two); the API tests wait on the
    // database half the time, so every core gets a worker.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.unit.test.ts'],
          environment: 'node',
          // Some start a fresh PGlite (initdb) in beforeAll or in the test: over 30 s was seen on a busy 2-core
          // machine (Vitest's defaults: 5 s and 10 s). Generous, as for the API tests; a hung test still fails.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      apiProject('pglite'),
      ...(withPostgres ? [apiProject('postgres')] : []),
      ...webProject,
    ],
  },
});
