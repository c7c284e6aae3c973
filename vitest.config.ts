import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/** API tests run on PGlite always, and on PostgreSQL too when TEST_DATABASE_URL is set. */
const apiProject = (engine: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  test: {
    name: engine === 'pglite' ? 'api' : 'api-postgres',
    include: ['apps/server/src/**/*.test.ts'],
    exclude: ['apps/server/src/**/*.unit.test.ts'],
    environment: 'node',
    globalSetup: ['apps/server/test/global-setup.ts'],
    setupFiles: ['apps/server/test/setup.ts'],
    env: { TEST_DB_ENGINE: engine },
    // One module graph per worker, not one per file: importing the server (Fastify, Drizzle, PGlite, every
    // module) again for each file was about half of the project's time. Each file still starts its own app on
    // its own database (test/harness.ts), and no API test mocks a module.
    isolate: false,
    // Generous: two full suites may share the 2 cores (seeding 150 people, 20 race rounds); a hung test still fails.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});

const WEB_ROOT = 'apps/web';

/**
 * The web tests that replace a module (vi.mock): they keep a module graph of their own, since a component
 * another file imported already holds the real module. Found by reading the files, so a new one is never missed.
 */
function webTestsThatMock(): string[] {
  const src = path.join(WEB_ROOT, 'src');
  return fs
    .readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => /\bvi\.(do)?mock\(/.test(fs.readFileSync(path.join(src, file), 'utf8')))
    .map((file) => path.posix.join('src', file.split(path.sep).join('/')));
}

const webProject = (
  name: string,
  include: string[],
  exclude: string[],
  isolate: boolean,
): TestProjectInlineConfiguration => ({
  extends: './apps/web/vite.config.ts',
  test: {
    name,
    root: `./${WEB_ROOT}`,
    include,
    exclude,
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // jsdom and antd were loaded for every file again: sharing them per worker saves most of the project's
    // time. Testing Library unmounts after each test; the tests make their own query clients.
    isolate,
    // jsdom and antd are slow to start on a busy 2-core machine; a test that hangs still fails.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});

const webProjects = (): TestProjectInlineConfiguration[] => {
  if (!fs.existsSync(`${WEB_ROOT}/vite.config.ts`)) return [];
  const mocking = webTestsThatMock();
  return [
    webProject('web', ['src/**/*.test.{ts,tsx}'], mocking, false),
    ...(mocking.length ? [webProject('web-mocks', mocking, [], true)] : []),
  ];
};

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
        },
      },
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
      ...webProjects(),
    ],
  },
});
