import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_NAMES } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildUser } from '../../../test/factories.ts';

/**
 * Walks every route of the OpenAPI document as a user holding every role (so guards let validation speak)
 * with missing input and with wrong-typed input; every refusal must be in Russian and none may be a 5xx.
 */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
}
interface Operation {
  parameters?: { name: string; in: 'path' | 'query' | 'header' | 'cookie' }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
type OpenApi = { paths: Record<string, Record<string, Operation>> };

const CYRILLIC = /[А-Яа-яЁё]/;
/** Routes whose call would end the caller's session or open another; they take no input to validate. */
const SKIPPED = new Set(['POST /api/auth/logout', 'GET /api/ws']);

let ctx: TestContext;
let api: ApiClient;
let everyone: Session;
let doc: OpenApi;
beforeAll(async () => {
  ctx = await createTestApp();
  api = await client(ctx);
  const user = await buildUser(ctx.database.db, { roles: [...ROLE_NAMES] });
  everyone = await api.as(user);
  await ctx.app.ready();
  doc = ctx.app.swagger() as unknown as OpenApi;
});
afterAll(async () => ctx?.close());

function wrongValue(schema: JsonSchema | undefined): unknown {
  const type = Array.isArray(schema?.type) ? schema.type[0] : schema?.type;
  if (type === 'string') return { not: 'a string' };
  return 'не то';
}

function fillPath(path: string, value: string): string {
  return path.replace(/\{[^}]+\}/g, value);
}

interface Attempt {
  label: string;
  url: string;
  payload?: unknown;
}

function attempts(path: string, method: string, operation: Operation): Attempt[] {
  const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
  const body = operation.requestBody?.content?.['application/json']?.schema;
  const wrongQuery = query.map((parameter) => `${parameter.name}=%7B%7D`).join('&');
  const wrongBody = body?.properties
    ? Object.fromEntries(Object.entries(body.properties).map(([key, value]) => [key, wrongValue(value)]))
    : [];
  const withBody = method !== 'get' && method !== 'delete';
  return [
    { label: 'missing', url: fillPath(path, '0'), payload: withBody ? {} : undefined },
    {
      label: 'wrong type',
      url: `${fillPath(path, 'x')}${wrongQuery ? `?${wrongQuery}` : ''}`,
      payload: withBody ? wrongBody : undefined,
    },
  ];
}

describe('every route answers bad input in Russian', () => {
  it('walks the OpenAPI document', async () => {
    const english: string[] = [];
    const failures: string[] = [];
    let refusals = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (SKIPPED.has(`${method.toUpperCase()} ${path}`) || !path.startsWith('/api/')) continue;
        const multipart = !!operation.requestBody?.content?.['multipart/form-data'];
        for (const attempt of attempts(path, method, operation)) {
          const response = await ctx.app.inject({
            method: method.toUpperCase() as 'GET',
            url: attempt.url,
            headers: { ...everyone.headers, ...(multipart ? { 'content-type': 'multipart/form-data' } : {}) },
            ...(attempt.payload !== undefined && !multipart ? { payload: attempt.payload as object } : {}),
          });
          const where = `${method.toUpperCase()} ${attempt.url} (${attempt.label})`;
          if (response.statusCode >= 500) failures.push(`${where}: ${response.statusCode} ${response.body}`);
          if (response.statusCode < 400 || response.statusCode === 404) continue;
          refusals += 1;
          const body = response.json<{ message?: string; errors?: Record<string, string[]> }>();
          const texts = [body.message ?? '', ...Object.values(body.errors ?? {}).flat()];
          for (const text of texts) if (!CYRILLIC.test(text)) english.push(`${where}: «${text}»`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(english).toEqual([]);
    // The walk really refused input on most routes, not just passed through.
    expect(refusals).toBeGreaterThan(50);
  });
});
