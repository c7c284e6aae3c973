import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, storedFileCount, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildUser } from '../../../test/factories.ts';

/**
 * Input an attacker sends on purpose: each answer is a Russian 400, never a 500, on both engines.
 * The mechanism is shared (contracts' primitives, the error handler), so one route per kind stands for all.
 */
let ctx: TestContext;
let api: ApiClient;
let employee: Session;
let filler: Session;
beforeAll(async () => {
  ctx = await createTestApp();
  api = await client(ctx);
  const user = await buildUser(ctx.database.db);
  employee = await api.as(user);
  const fills = await buildUser(ctx.database.db, { roles: ['ts_filling'] });
  filler = await api.as(fills);
});
afterAll(async () => ctx?.close());

const CYRILLIC = /[А-Яа-яЁё]/;

function expectRussian400(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(400);
  const body = response.json() as { message: string; errors?: Record<string, string[]> };
  expect(body.message).toMatch(CYRILLIC);
  for (const messages of Object.values(body.errors ?? {}))
    for (const message of messages) expect(message).toMatch(CYRILLIC);
  return body;
}

describe('ids beyond int4', () => {
  it('a path id above 2 147 483 647 is a 400, not a 500', async () => {
    const response = await employee.get('/api/users/2147483648');
    expectRussian400(response);
  });

  it('a body id above 2 147 483 647 is a 400', async () => {
    const response = await employee.put('/api/dba/vacations', { vacations: [2147483648], status_id: 2 });
    expectRussian400(response);
  });
});

describe('NUL and control characters', () => {
  it('a NUL in the login is a 400 before sign-in', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/token/issue',
      payload: { login: '\u0000', password: 'x' },
    });
    expectRussian400(response);
  });

  it('a NUL in a search query is a 400', async () => {
    const response = await employee.get('/api/esearch?q=%00abc');
    expectRussian400(response);
  });
});

describe('malformed bodies', () => {
  it('JSON that does not parse gets a Russian 400', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/token/issue',
      headers: { 'content-type': 'application/json' },
      payload: '{"login": ',
    });
    const body = expectRussian400(response);
    expect(JSON.stringify(body)).not.toMatch(/Body is not valid JSON/);
  });

  it('an empty JSON body gets a Russian 400', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/token/issue',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expectRussian400(response);
  });

  it('multipart without a boundary is a 400 and stores nothing', async () => {
    const before = storedFileCount(ctx.filesDir);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/support',
      headers: { ...employee.headers, 'content-type': 'multipart/form-data' },
      payload: 'text',
    });
    expectRussian400(response);
    expect(storedFileCount(ctx.filesDir)).toBe(before);
  });

  it('a truncated multipart body is a 400 and leaves no file behind', async () => {
    const before = storedFileCount(ctx.filesDir);
    const boundary = '----truncated';
    const payload =
      `--${boundary}\r\nContent-Disposition: form-data; name="message"\r\n\r\nПомогите\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="attachments[]"; filename="a.txt"\r\n` +
      `Content-Type: text/plain\r\n\r\nhalf of a fi`;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/support',
      headers: { ...employee.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expectRussian400(response);
    expect(storedFileCount(ctx.filesDir)).toBe(before);
  });
});

describe('validation texts', () => {
  it('a missing and a wrong-typed field are named in Russian', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/token/issue',
      payload: { login: 5 },
    });
    const body = expectRussian400(response);
    expect(Object.keys(body.errors ?? {})).toEqual(expect.arrayContaining(['login', 'password']));
  });
});

describe('period caps', () => {
  it('years 0001–9999 are refused at the door, before any day is built', async () => {
    const response = await filler.get(
      '/api/timesheet/periods_statuses/approve?date_start=0001-01-01&date_end=9999-12-31',
    );
    const body = expectRussian400(response);
    expect(body.errors?.date_start).toEqual(['Дата должна быть между 1900 и 2100 годом']);
  });

  it('a grid period longer than the setting is a 400 on date_end', async () => {
    for (const url of [
      '/api/timesheet/periods_statuses/fill?date_start=2024-01-01&date_end=2025-12-31',
      '/api/timesheet/copy_period?date_start=2026-01-01&date_end=2100-12-31',
      '/api/timesheet/writes?date_start=2024-01-01&date_end=2025-01-02',
    ]) {
      const response = await filler.get(url);
      const body = expectRussian400(response);
      expect(body.errors?.date_end, url).toEqual(['Период не длиннее 366 дней']);
    }
  });

  it('the cap is a setting an administrator may change', async () => {
    await ctx.services.settings.set('range_max_days_grid', '31');
    try {
      const response = await filler.get('/api/timesheet/writes?date_start=2026-01-01&date_end=2026-02-01');
      expect(expectRussian400(response).errors?.date_end).toEqual(['Период не длиннее 31 дней']);
      const month = await filler.get('/api/timesheet/writes?date_start=2026-01-01&date_end=2026-01-31');
      expect(month.statusCode).toBe(200);
    } finally {
      await ctx.services.settings.set('range_max_days_grid', '366');
    }
  });

  it('every route that reads a period declares its cap', async () => {
    await ctx.app.ready();
    const doc = ctx.app.swagger() as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    };
    const uncapped: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const query = new Set((operation.parameters ?? []).map((parameter) => parameter.name));
        if (!query.has('date_start') || !query.has('date_end')) continue;
        const url = path.replace(/\{(\w+)\}/g, ':$1');
        const route = ctx.routes.find((item) => item.url === url && item.method === method.toUpperCase());
        if (!route?.range) uncapped.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(uncapped).toEqual([]);
  });
});
