import fs from 'node:fs';
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
    // Generous: two full suites may share the 2 cores (seeding 150 people, 20 race rounds); a hung test still fails.
    testTimeout: 120_000,
    hookTimeout: 120_000,
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
          // jsdom and antd are slow to start on a busy 2-core machine; a test that hangs still fails.
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
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
      ...webProject,
    ],
  },
});
