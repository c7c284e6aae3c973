import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/harness.ts';
import { buildUser } from '../../../test/factories.ts';
import { startServer, waitForOk, type Started } from '../../../test/processes.ts';

const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';
const PORT = 3325;
const TOKEN = 'cluster-metrics-token-0123456789';
const base = `http://127.0.0.1:${PORT}`;

const scrape = async () => {
  const response = await fetch(`${base}/api/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  return response.text();
};

function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/**
 * WORKERS=2 on one port: a scrape lands on either worker and answers for both (the primary sums them), so
 * every scrape counts every request, whichever worker served it. PostgreSQL only: PGlite is one process.
 */
describe.skipIf(!onPostgres)('metrics of a WORKERS=2 cluster (needs TEST_DATABASE_URL)', () => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;
  let server: Started | undefined;

  beforeAll(async () => {
    opened = await openTestDatabase();
    await buildUser(opened.database.db, { roles: ['admin'] });
    server = startServer({
      DATABASE_URL: opened.url!,
      DATA_DIR: '/nonexistent-data-dir',
      SEED_DEMO: '0',
      WORKERS: '2',
      PORT: String(PORT),
      METRICS_TOKEN: TOKEN,
      LOG_LEVEL: 'info',
    });
    await server.waitFor(/all workers listen/);
    await waitForOk(`${base}/api/ready`);
  });

  afterAll(async () => {
    if (server?.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await opened?.database.close();
    await opened?.drop();
  });

  it('every scrape answers for both workers: the requests of each are counted once', async () => {
    const series = 'http_request_duration_seconds_count{method="GET",route="/api/health",status_code="200"}';
    const before = sample(await scrape(), series) ?? 0;
    // The primary deals connections to the workers in turn: ten requests reach both.
    for (let i = 0; i < 10; i++) {
      const response = await fetch(`${base}/api/health`, { headers: { connection: 'close' } });
      expect(response.status).toBe(200);
    }
    // Consecutive scrapes land on different workers; each answers with the group's sum.
    for (let i = 0; i < 4; i++) {
      const text = await scrape();
      expect(sample(text, series)).toBe(before + 10);
      // The database's own gauges are the database's: taken once, not once per worker.
      expect(sample(text, 'intranet_db_engine_info{engine="postgres"}')).toBe(1);
      expect(sample(text, 'intranet_job_queue_depth{queue="mail.deliver"}')).toBe(0);
      // Each worker has a pool of its own: the group's connections add up.
      expect(sample(text, 'intranet_db_pool_connections{pool="primary"}')).toBeGreaterThanOrEqual(2);
    }
  });
});
