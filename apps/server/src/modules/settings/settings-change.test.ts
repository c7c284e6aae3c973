import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildUser } from '../../../test/factories.ts';
import { auditLog } from '../../platform/audit/audit.schema.ts';

/** PUT /settings/{key}: the portal's business constants an administrator changes. */
let ctx: TestContext;
let api: ApiClient;
let admin: Session;
let employee: Session;
beforeAll(async () => {
  ctx = await createTestApp();
  api = await client(ctx);
  const [a, e] = await Promise.all([
    buildUser(ctx.database.db, { roles: ['admin'] }),
    buildUser(ctx.database.db),
  ]);
  [admin, employee] = await Promise.all([api.as(a), api.as(e)]);
});
afterAll(async () => ctx?.close());

const put = (session: Session, key: string, value: unknown) => session.put(`/api/settings/${key}`, { value });

describe('PUT /api/settings/{key}', () => {
  it('changes a setting, takes effect at once and is audited', async () => {
    const response = await put(admin, 'comment_max_length', ' 500 ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { key: 'comment_max_length', value: '500' } });
    expect(await ctx.services.settings.value('comment_max_length')).toBe('500');
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'setting.change'), eq(auditLog.targetId, 'comment_max_length')));
    expect(audit[0]?.details).toEqual({ before: '2000', after: '500' });
    await put(admin, 'comment_max_length', '2000');
  });

  it('refuses a value out of bounds or of the wrong kind with a Russian text (400)', async () => {
    const cases: [string, string, string][] = [
      ['feed_page_size', '0', 'Не меньше 1'],
      ['feed_page_size', '51', 'Не больше 50'],
      ['feed_page_size', 'десять', 'Введите целое число'],
      ['posts_by_employees', 'да', 'Значение — 0 или 1'],
      ['support_email', '  ', 'Значение не может быть пустым'],
    ];
    for (const [key, value, message] of cases) {
      const response = await put(admin, key, value);
      expect(response.statusCode, `${key}=${value}`).toBe(400);
      expect(response.json<{ errors: Record<string, string[]> }>().errors.value).toEqual([message]);
    }
    expect((await put(admin, 'feed_page_size', 5)).statusCode).toBe(400);
  });

  it('is for administrators only (403) and knows only editable keys (404)', async () => {
    expect((await put(employee, 'feed_page_size', '5')).statusCode).toBe(403);
    expect((await put(admin, 'demo_mode', '0')).statusCode).toBe(404);
    expect((await put(admin, 'no_such_key', '1')).statusCode).toBe(404);
  });
});
