import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { buildUser } from '../../../test/factories.ts';
import { multipart, signIn, type SignedIn } from '../../../test/http.ts';

let ctx: TestContext;
let owner: SignedIn;
let stranger: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  ctx = await createTestApp();
  const [a, b, c] = await Promise.all([
    buildUser(ctx.database.db),
    buildUser(ctx.database.db),
    buildUser(ctx.database.db, { roles: ['admin'] }),
  ]);
  owner = await signIn(ctx.app, a.login, a.password);
  stranger = await signIn(ctx.app, b.login, b.password);
  admin = await signIn(ctx.app, c.login, c.password);
});
afterAll(async () => ctx?.close());

describe('uploads and downloads', () => {
  it.each(['/api/upload/files', '/api/upload/attachments'])(
    '%s stores files and returns their records',
    async (url) => {
      const body = multipart({}, [
        {
          field: 'files[]',
          name: 'план.pdf',
          content: Buffer.from('%PDF-1.4 test'),
          type: 'application/pdf',
        },
      ]);
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { ...owner.headers, ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode).toBe(201);
      const [file] = response.json<{ data: { id: number; name: string; mime: string; size: number }[] }>()
        .data;
      expect(file).toMatchObject({ name: 'план.pdf', mime: 'application/pdf', size: 13 });
    },
  );

  it('lets the owner and an admin download, and hides the file from others (404)', async () => {
    const body = multipart({}, [{ field: 'file', name: 'note.txt', content: Buffer.from('секрет') }]);
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload/files',
      headers: { ...owner.headers, ...body.headers },
      payload: body.payload,
    });
    const url = upload.json<{ data: { url: string }[] }>().data[0]!.url;
    expect((await ctx.app.inject({ url, headers: owner.headers })).body).toBe('секрет');
    expect((await ctx.app.inject({ url, headers: admin.headers })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url, headers: stranger.headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url })).statusCode).toBe(401);
  });

  it('answers 400 for an unknown file field and for a bad id', async () => {
    const body = multipart({}, [{ field: 'other', name: 'x.txt', content: Buffer.from('x') }]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload/files',
      headers: { ...owner.headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/api/files/abc', headers: owner.headers })).statusCode).toBe(400);
  });
});
