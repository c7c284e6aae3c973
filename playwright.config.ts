import { defineConfig } from '@playwright/test';

/** The e2e server gets its own port and a fresh embedded database (demo data) on every run. */
const PORT = Number(process.env.E2E_PORT ?? 3187);
const baseURL = `http://127.0.0.1:${PORT}`;
const isCI = !!process.env.CI;

/**
 * The journeys click menus, dropdowns and dialogs as soon as they show: they run on a web build with antd's
 * motion off (`npm run test:e2e` builds it with VITE_E2E_NO_MOTION=1; apps/web/vite.config.ts marks it).
 */
const rebuildWebForTests =
  'test -f apps/web/dist/e2e-no-motion.txt || VITE_E2E_NO_MOTION=1 npm run -s build -w @intranet/web';

/**
 * The server of the fixed-day journeys (vacation-review.spec.ts, which reads the same port): its demo is laid
 * around CLOCK_TODAY. It starts beside the main server, before any test: each start seeds the demo on one
 * core, so the two starts share the wait instead of the fixed-day journeys seeding theirs while the other
 * worker runs tests.
 */
const FIXED_DAY = '2026-06-15';
const FIXED_DAY_PORT = PORT + 11;

/** The environment of an e2e server: the same for both. */
const serverEnv = (port: number) => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: `.tmp/e2e-data-${port}`,
  LOG_LEVEL: 'warn',
  // Every test signs in; the per-login limit (10 a minute) is for people, not for this suite.
  LOGIN_RATE_LIMIT: '1000',
  // Every test signs in: the demo's hashes are made with scrypt's 2^14, not the product's 2^17.
  PASSWORD_HASH_COST: '14',
});

export default defineConfig({
  testDir: 'apps/web/e2e',
  outputDir: 'test-results',
  // Spec files share the demo organisation and run one after another within a file; two files at a time keep
  // both cores busy (the browser waits on the server, the server on the browser). accessibility.spec.ts only
  // reads, so its tests spread over both workers.
  fullyParallel: false,
  workers: 2,
  retries: isCI ? 1 : 0,
  // Generous: the suite shares a 2-core machine with the server and the other test projects.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: isCI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    viewport: { width: 1366, height: 860 },
    // Recording a trace of every test (to keep the failed ones) costs CI's two cores a screencast per test; CI
    // records the retry of a failed test instead.
    trace: isCI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    browserName: 'chromium',
    launchOptions: {
      // Debian's Chromium; Playwright downloads no browser here.
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        // Debian's wrapper turns GPU rasterization on; without a GPU that rasterizes through the software GL
        // emulation, the costliest way. Skia's own software raster is used instead: 15% less CPU for the same
        // journeys (bench/README.md, «`npm test` on a clean clone»).
        '--disable-gpu-rasterization',
        '--disable-software-rasterizer',
      ],
    },
  },
  webServer: [
    {
      // One data folder per port, so two runs on one machine never share (or wipe) a database. The built
      // server starts as `npm start` starts it (`npm run serve`: its memory settings included). A web build
      // without the browser tests' marker (a plain `npm run build`) is built again with antd's motion off.
      command: `${rebuildWebForTests} && rm -rf .tmp/e2e-data-${PORT} && npm run -s serve`,
      url: `${baseURL}/api/health`,
      // A fresh demo start on a loaded 2-core machine took up to 150 s (build of the demo organisation included).
      timeout: 240_000,
      reuseExistingServer: !isCI,
      stdout: 'ignore',
      stderr: 'pipe',
      env: serverEnv(PORT),
    },
    {
      // Waits for the web build the first server may be making (it writes the marker last), then starts.
      command: `until test -f apps/web/dist/e2e-no-motion.txt; do sleep 1; done && rm -rf .tmp/e2e-data-${FIXED_DAY_PORT} && npm run -s serve`,
      url: `http://127.0.0.1:${FIXED_DAY_PORT}/api/health`,
      timeout: 240_000,
      reuseExistingServer: !isCI,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { ...serverEnv(FIXED_DAY_PORT), CLOCK_TODAY: FIXED_DAY },
    },
  ],
});
