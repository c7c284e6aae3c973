import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client } from '../../../test/api-client.ts';
import { buildUser } from '../../../test/factories.ts';

/**
 * Security headers on every answer and the API docs behind sign-in (docs/decisions.md, «Security headers and
 * API docs»).
 */
let plain: TestContext;
let secure: TestContext;
beforeAll(async () => {
  plain = await createTestApp();
  secure = await createTestApp({ database: plain.database, app: { cookieSecure: true, apiDocs: 'public' } });
});
afterAll(async () => {
  await secure?.app.close();
  await plain?.close();
});

describe('security headers', () => {
  it('every answer forbids framing and sniffing and carries a CSP that fits the SPA', async () => {
    for (const url of ['/api/health', '/api/no-such-route']) {
      const response = await plain.app.inject({ url });
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      // antd writes its styles at run time.
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    }
  });

  it('HSTS only when the portal is served over HTTPS', async () => {
    expect(
      (await plain.app.inject({ url: '/api/health' })).headers['strict-transport-security'],
    ).toBeUndefined();
    expect((await secure.app.inject({ url: '/api/health' })).headers['strict-transport-security']).toMatch(
      /max-age=31536000/,
    );
  });
});

describe('API docs', () => {
  it('are behind sign-in by default', async () => {
    expect((await plain.app.inject({ url: '/api/docs/json' })).statusCode).toBe(401);
    const user = await buildUser(plain.database.db);
    const session = await (await client(plain)).as(user);
    const signedIn = await plain.app.inject({ url: '/api/docs/json', headers: session.headers });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json<{ openapi: string }>().openapi).toMatch(/^3\./);
  });

  it('are public when the setting says so', async () => {
    expect((await secure.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
  });

  it('resolve every schema they reference, the recursive trees included', async () => {
    const document = (await secure.app.inject({ url: '/api/docs/json' })).json<{
      components: { schemas?: Record<string, unknown> };
    }>();
    const referenced = [...JSON.stringify(document).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map(
      (match) => match[1]!,
    );
    expect(referenced).toContain('StructureNode');
    expect(referenced.filter((name) => !document.components.schemas?.[name])).toEqual([]);
  });
});
