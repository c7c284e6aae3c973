import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../app.ts';
import { openTestDatabase, TEST_JWT_SECRET } from '../../../test/harness.ts';
import { METRICS_PATH, metricsTokenOf } from './metrics.ts';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

/** An app of its own on a fresh database, with the metrics token given (null: off). */
async function startApp(metricsToken: string | null) {
  const opened = await openTestDatabase();
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'intranet-metrics-'));
  const built: BuiltApp = await buildApp({
    database: opened.database,
    jwtSecret: TEST_JWT_SECRET,
    filesDir,
    logLevel: 'silent',
    metricsToken,
  });
  await built.app.ready();
  return {
    ...built,
    database: opened.database,
    close: async () => {
      await built.app.close();
      await opened.database.close();
      await opened.drop();
      fs.rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

type Started = Awaited<ReturnType<typeof startApp>>;

/** The value of one sample line (`name{labels} value`), or undefined when the series is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics off (no METRICS_TOKEN)', () => {
  let off: Started;
  beforeAll(async () => {
    off = await startApp(null);
  });
  afterAll(async () => off?.close());

  it('answers 404 at /api/metrics, with or without a token', async () => {
    const bare = await off.app.inject({ method: 'GET', url: METRICS_PATH });
    expect(bare.statusCode).toBe(404);
    const withToken = await off.app.inject({
      method: 'GET',
      url: METRICS_PATH,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(withToken.statusCode).toBe(404);
    expect(off.routes.some((route) => route.url === METRICS_PATH)).toBe(false);
  });

  it('takes the token from the process configuration when the app is given none', () => {
    const saved = process.env.METRICS_TOKEN;
    try {
      process.env.METRICS_TOKEN = TOKEN;
      expect(metricsTokenOf(undefined)).toBe(TOKEN);
      expect(metricsTokenOf(null)).toBeUndefined();
      process.env.METRICS_TOKEN = '';
      expect(metricsTokenOf(undefined)).toBeUndefined();
    } finally {
      if (saved === undefined) delete process.env.METRICS_TOKEN;
      else process.env.METRICS_TOKEN = saved;
    }
  });
});

describe('metrics on (METRICS_TOKEN set)', () => {
  let on: Started;
  beforeAll(async () => {
    on = await startApp(TOKEN);
  });
  afterAll(async () => on?.close());

  const scrape = async () => {
    const response = await on.app.inject({
      method: 'GET',
      url: METRICS_PATH,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };

  it('refuses a scrape without the token (401) and with a wrong one (403)', async () => {
    const missing = await on.app.inject({ method: 'GET', url: METRICS_PATH });
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['www-authenticate']).toContain('Bearer');
    expect(missing.json<{ message: string }>().message).toContain('токен метрик');
    expect(missing.body).not.toContain('http_request_duration_seconds');

    const wrong = await on.app.inject({
      method: 'GET',
      url: METRICS_PATH,
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json<{ message: string }>().message).toBe('Неверный токен метрик');

    const basic = await on.app.inject({
      method: 'GET',
      url: METRICS_PATH,
      headers: { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` },
    });
    expect(basic.statusCode).toBe(401);
  });

  it('serves the text format with the request durations by route pattern, not by URL', async () => {
    expect((await on.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    // A guarded route with an id in its path: refused without a session, timed under its pattern.
    const user = await on.app.inject({ method: 'GET', url: '/api/users/424242' });
    expect(user.statusCode).toBe(401);
    expect((await on.app.inject({ method: 'GET', url: '/api/no-such-place/77' })).statusCode).toBe(404);

    const response = await scrape();
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.headers['content-type']).toContain('version=0.0.4');
    const text = response.body;
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/health",status_code="200"}'),
    ).toBe(1);
    const userRoute = on.routes.find(
      (route) => route.method === 'GET' && route.url.startsWith('/api/users/:'),
    );
    expect(userRoute, 'a GET /api/users/:param route').toBeDefined();
    expect(
      sample(
        text,
        `http_request_duration_seconds_count{method="GET",route="${userRoute!.url}",status_code="401"}`,
      ),
    ).toBe(1);
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="(unmatched)",status_code="404"}'),
    ).toBe(1);
    expect(text).not.toContain('424242');
    expect(text).not.toContain('no-such-place');
    // Node's own: CPU, memory, event loop.
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    const engine = on.database.kind;
    expect(sample(text, `intranet_db_engine_info{engine="${engine}"}`)).toBe(1);
    expect(sample(text, 'intranet_db_pool_connections{pool="primary"}')).toBeGreaterThanOrEqual(1);
    if (engine === 'postgres') {
      expect(sample(text, 'intranet_db_pool_idle_connections{pool="primary"}')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'intranet_db_pool_waiting_clients{pool="primary"}')).toBe(0);
    }
  });

  it('counts the job queue and the mail outbox from the database', async () => {
    const before = (await scrape()).body;
    expect(sample(before, 'intranet_job_queue_depth{queue="mail.deliver"}')).toBe(0);
    expect(sample(before, 'intranet_job_queue_failed{queue="mail.deliver"}')).toBe(0);
    expect(sample(before, 'intranet_mail_outbox_letters{state="queued"}')).toBe(0);
    expect(sample(before, 'intranet_mail_outbox_letters{state="failed"}')).toBe(0);

    // This app runs no workers: the letters wait in the outbox and their deliveries in the queue.
    await on.services.mail.send(
      { to: ['first@example.com'], subject: 'Проверка', text: 'Один' },
      { to: ['second@example.com'], subject: 'Проверка', text: 'Два' },
    );
    const after = (await scrape()).body;
    expect(sample(after, 'intranet_job_queue_depth{queue="mail.deliver"}')).toBe(2);
    expect(sample(after, 'intranet_job_queue_active{queue="mail.deliver"}')).toBe(0);
    expect(sample(after, 'intranet_mail_outbox_letters{state="queued"}')).toBe(2);
  });

  it('counts the open sockets of the process', async () => {
    expect(sample((await scrape()).body, 'intranet_websocket_connections')).toBe(0);
    const first = await on.app.injectWS('/api/ws');
    const second = await on.app.injectWS('/api/ws');
    expect(sample((await scrape()).body, 'intranet_websocket_connections')).toBe(2);
    const closed = new Promise((resolve) => first.once('close', resolve));
    first.terminate();
    await closed;
    expect(sample((await scrape()).body, 'intranet_websocket_connections')).toBe(1);
    second.terminate();
  });
});
