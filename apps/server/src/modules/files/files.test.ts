import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/sql.ts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildUser } from '../../../test/factories.ts';
import { multipart } from '../../../test/http.ts';

let ctx: TestContext;
let api: ApiClient;
let owner: Session;
let stranger: Session;
let admin: Session;
beforeAll(async () => {
  ctx = await createTestApp();
  api = await client(ctx);
  const [a, b, c] = await Promise.all([
    buildUser(ctx.database.db),
    buildUser(ctx.database.db),
    buildUser(ctx.database.db, { roles: ['admin'] }),
  ]);
  owner = await api.as(a);
  stranger = await api.as(b);
  admin = await api.as(c);
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
    expect((await owner.get(url)).body).toBe('секрет');
    expect((await admin.get(url)).statusCode).toBe(200);
    expect((await stranger.get(url)).statusCode).toBe(404);
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
    expect((await owner.get('/api/files/abc')).statusCode).toBe(400);
  });
});

/** Uploads one file as `session` and answers its id. */
async function uploadedId(name: string, content: Buffer, session: Session = owner): Promise<number> {
  const body = multipart({}, [{ field: 'file', name, content }]);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/upload/files',
    headers: { ...session.headers, ...body.headers },
    payload: body.payload,
  });
  return response.json<{ data: { id: number }[] }>().data[0]!.id;
}

describe('the daily clean-up of unattached uploads', () => {
  const uploaded = (name: string) => uploadedId(name, Buffer.from(name));

  it('removes uploads nothing holds after a day; attached, shared and fresh ones stay', async () => {
    const [lonely, attached, shared, fresh] = await Promise.all(
      ['lonely.txt', 'attached.txt', 'shared.txt', 'fresh.txt'].map(uploaded),
    );
    // Attached: a support request points at it through its foreign key.
    const request = await ctx.database.db.execute(
      sql`insert into support_requests (description, author_id) select 'Ошибка', owner_id from files where id = ${attached} returning id`,
    );
    const requestId = rowsOf<{ id: number }>(request)[0]!.id;
    await ctx.database.db.execute(
      sql`insert into support_request_files (request_id, file_id) values (${requestId}, ${attached})`,
    );
    await ctx.services.files.share(ctx.database.db, [shared!]);
    const aged = [lonely!, attached!, shared!];
    await ctx.database.db.execute(
      sql`update files set created_at = now() - interval '25 hours' where id in (${sql.join(aged, sql`, `)})`,
    );
    const key = async (id: number) =>
      rowsOf<{ storage_key: string }>(
        await ctx.database.db.execute(sql`select storage_key from files where id = ${id}`),
      )[0]?.storage_key;
    const lonelyKey = (await key(lonely!))!;

    expect(await ctx.services.files.removeUnattached()).toBeGreaterThanOrEqual(1);
    expect(await key(lonely!)).toBeUndefined();
    expect(await ctx.services.files.storage.exists(lonelyKey)).toBe(false);
    for (const kept of [attached!, shared!, fresh!]) expect(await key(kept)).toBeDefined();
    const download = await owner.get(`/api/files/${lonely}`);
    expect(download.statusCode).toBe(404);
  });
});

describe('files of a deleted record', () => {
  async function picture(session: Session): Promise<number> {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#48c' } })
      .png()
      .toBuffer();
    return uploadedId('cover.png', png, session);
  }

  it("stop being readable by others when the post that published them is deleted (the owner's stay)", async () => {
    const [cover, inline] = [await picture(owner), await picture(owner)];
    const created = await owner.post('/api/posts', {
      kind: 'post',
      body: `<p>Фото</p><img src="/api/files/${inline}/preview/1280">`,
      image_id: cover,
    });
    expect(created.statusCode).toBe(201);
    const postId = created.json<{ data: { id: number } }>().data.id;
    const read = (id: number, as: Session) => as.get(`/api/files/${id}`);
    expect((await read(cover, stranger)).statusCode).toBe(200);
    expect((await read(inline, stranger)).statusCode).toBe(200);

    const removed = await owner.delete(`/api/posts/${postId}`);
    expect(removed.statusCode).toBe(204);
    expect((await read(cover, stranger)).statusCode).toBe(404);
    expect((await read(inline, stranger)).statusCode).toBe(404);
    expect((await read(cover, owner)).statusCode).toBe(200);
    expect((await read(inline, admin)).statusCode).toBe(200);
  });
});

describe('the cover of a record deleted long ago', () => {
  it('is removed after deleted_record_files_keep_days; a recent deletion keeps it', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c84' } })
      .png()
      .toBuffer();
    const [oldCover, recentCover] = [
      await uploadedId('old.png', png, owner),
      await uploadedId('recent.png', png, owner),
    ];
    const postWith = async (cover: number) => {
      const created = await owner.post('/api/posts', {
        kind: 'post',
        body: '<p>Обложка</p>',
        image_id: cover,
      });
      expect(created.statusCode).toBe(201);
      const id = created.json<{ data: { id: number } }>().data.id;
      const removed = await owner.delete(`/api/posts/${id}`);
      expect(removed.statusCode).toBe(204);
      return id;
    };
    const [oldPost, recentPost] = [await postWith(oldCover), await postWith(recentCover)];
    await ctx.database.db.execute(
      sql`update files set created_at = now() - interval '40 days' where id in (${oldCover}, ${recentCover})`,
    );
    await ctx.database.db.execute(
      sql`update posts set deleted_at = now() - interval '31 days' where id = ${oldPost}`,
    );
    await ctx.database.db.execute(
      sql`update posts set deleted_at = now() - interval '29 days' where id = ${recentPost}`,
    );

    await ctx.services.files.removeUnattached();
    const exists = async (id: number) =>
      rowsOf(await ctx.database.db.execute(sql`select 1 from files where id = ${id}`)).length > 0;
    expect(await exists(oldCover)).toBe(false);
    expect(await exists(recentCover)).toBe(true);
    const imageOf = async (post: number) =>
      rowsOf<{ image_id: number | null }>(
        await ctx.database.db.execute(sql`select image_id from posts where id = ${post}`),
      )[0]!.image_id;
    expect(await imageOf(oldPost)).toBeNull();
    expect(await imageOf(recentPost)).toBe(recentCover);
  });
});
