import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@intranet/contracts/endpoints';
import { createTestApp, type TestContext } from '../../../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

describe('endpoints declared in the contracts', () => {
  it('are each registered by the server with their method and path', () => {
    const registered = new Set(ctx.routes.map((route) => `${route.method} ${route.url}`));
    const declared = Object.values(ENDPOINTS).flatMap((endpoints) =>
      Object.values(endpoints).map(
        (endpoint) => `${endpoint.method} /api${endpoint.path.replace(/\{(\w+)\}/g, ':$1')}`,
      ),
    );
    expect(declared.length).toBeGreaterThan(10);
    expect(declared.filter((route) => !registered.has(route))).toEqual([]);
  });

  it('answer with the declared status and document the declared summary', async () => {
    const doc = ctx.app.swagger() as unknown as {
      paths: Record<string, Record<string, { summary?: string; responses?: Record<string, unknown> }>>;
    };
    for (const endpoints of Object.values(ENDPOINTS)) {
      for (const endpoint of Object.values(endpoints)) {
        const operation = doc.paths[`/api${endpoint.path}`]?.[endpoint.method.toLowerCase()];
        expect(operation?.summary, `${endpoint.method} ${endpoint.path}`).toBe(endpoint.summary);
        if (endpoint.response)
          expect(Object.keys(operation?.responses ?? {})).toContain(String(endpoint.status ?? 200));
      }
    }
  });
});
