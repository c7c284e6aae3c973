import sharp from 'sharp';
import { count, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_MAX_TOTAL_BYTES } from '@intranet/contracts';
import { createTestApp, storedFileCount, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildUser } from '../../../test/factories.ts';
import { multipart } from '../../../test/http.ts';
import { files } from '../files/files.schema.ts';
import { supportRequests } from './support.schema.ts';

let ctx: TestContext;
let api: ApiClient;
let employee: Session;
let admin: Session;
beforeAll(async () => {
  ctx = await createTestApp();
  api = await client(ctx);
  const user = await buildUser(ctx.database.db);
  employee = await api.as(user);
  const adminUser = await buildUser(ctx.database.db, { roles: ['admin'] });
  admin = await api.as(adminUser);
});
afterAll(async () => ctx?.close());

async function rowCounts() {
  const [[requests], [fileRows]] = await Promise.all([
    ctx.database.db.select({ n: count() }).from(supportRequests),
    ctx.database.db.select({ n: count() }).from(files),
  ]);
  return { requests: requests!.n, files: fileRows!.n, stored: storedFileCount(ctx.filesDir) };
}

function send(session: Session, body: ReturnType<typeof multipart>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/support',
    headers: { ...session.headers, ...body.headers },
    payload: body.payload,
  });
}

describe('POST /api/support', () => {
  it('stores a request with a small attachment that the author can download', async () => {
    const before = await rowCounts();
    const content = Buffer.from('Журнал ошибок: 500 на странице табеля');
    const response = await send(
      employee,
      multipart({ title: 'Не открывается табель', description: 'После входа белый экран' }, [
        { field: 'attachments[]', name: 'журнал.txt', content, type: 'text/plain' },
      ]),
    );
    expect(response.statusCode).toBe(201);
    const created = response.json<{
      data: { id: number; title: string; attachments: { url: string; size: number; name: string }[] };
    }>().data;
    expect(created.title).toBe('Не открывается табель');
    expect(created.attachments).toHaveLength(1);
    expect(created.attachments[0]).toMatchObject({ name: 'журнал.txt', size: content.length });
    const after = await rowCounts();
    expect(after).toEqual({
      requests: before.requests + 1,
      files: before.files + 1,
      stored: before.stored + 1,
    });

    const download = await employee.get(created.attachments[0]!.url);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(content)).toBe(true);
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''%D0%B6");
  });

  it('accepts a request without a title and without files', async () => {
    const response = await send(employee, multipart({ description: 'Нужен доступ к разделу' }));
    expect(response.statusCode).toBe(201);
    expect(response.json<{ data: { title: null; attachments: [] } }>().data).toMatchObject({
      title: null,
      attachments: [],
    });
  });

  it('answers 400 for an empty description and keeps no file', async () => {
    const before = await rowCounts();
    const response = await send(
      employee,
      multipart({ title: 'Тема', description: '   ' }, [
        { field: 'attachments[]', name: 'a.txt', content: Buffer.from('abc') },
      ]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string[]> }>().errors.description).toEqual([
      'Опишите проблему',
    ]);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses 20,000,000 bytes in total with 413 and stores nothing', async () => {
    const before = await rowCounts();
    const half = Buffer.alloc(SUPPORT_MAX_TOTAL_BYTES / 2, 1);
    const response = await send(
      employee,
      multipart({ description: 'Два больших файла' }, [
        { field: 'attachments[]', name: 'one.bin', content: half },
        { field: 'attachments[]', name: 'two.bin', content: half },
      ]),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json<{ message: string }>().message).toBe(
      'Общий размер загружаемых файлов не должен превышать 20 МБ',
    );
    expect(await rowCounts()).toEqual(before);
  });

  it('accepts a total one byte under the limit', async () => {
    const response = await send(
      employee,
      multipart({ description: 'Ровно под лимит' }, [
        { field: 'attachments[]', name: 'big.bin', content: Buffer.alloc(SUPPORT_MAX_TOTAL_BYTES - 1) },
      ]),
    );
    expect(response.statusCode).toBe(201);
  });

  it('answers 400 for a body that is not multipart', async () => {
    const response = await employee.post('/api/support', { description: 'json' });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/support', () => {
  it('lists requests newest first for an admin', async () => {
    const response = await admin.get('/api/support?page=1&per_page=2');
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      data: { description: string }[];
      meta: { total: number; per_page: number };
    }>();
    expect(body.meta.per_page).toBe(2);
    expect(body.meta.total).toBeGreaterThanOrEqual(3);
    expect(body.data[0]!.description).toBe('Ровно под лимит');
  });

  it('is 403 for an employee and 400 for a bad page', async () => {
    expect((await employee.get('/api/support')).statusCode).toBe(403);
    expect((await admin.get('/api/support?page=0')).statusCode).toBe(400);
  });

  it('notifies administrators of a new request', async () => {
    const response = await admin.get('/api/notifications');
    const body = response.json<{ data: { title: string }[]; meta: { unread: number } }>();
    expect(body.data[0]!.title).toBe('Новое обращение в поддержку');
    expect(body.meta.unread).toBeGreaterThan(0);
  });
});

describe('support attachments', () => {
  it('reads the type of an attachment from its content, never from what the client declared', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const response = await send(
      employee,
      multipart({ description: 'Скриншот' }, [
        { field: 'attachments[]', name: 'экран.bin', content: png, type: 'application/octet-stream' },
        { field: 'attachments[]', name: 'notes.txt', content: Buffer.from('<b>hi</b>'), type: 'text/html' },
      ]),
    );
    expect(response.statusCode).toBe(201);
    const ids = response
      .json<{ data: { attachments: { url: string }[] } }>()
      .data.attachments.map((file) => Number(file.url.split('/').at(-1)));
    const rows = await ctx.database.db.select().from(files).where(inArray(files.id, ids));
    expect(rows.map((row) => row.mime).sort()).toEqual(['image/png', 'text/plain']);

    // A text declared as a picture under a picture's name is refused, and nothing stays.
    const before = await rowCounts();
    const fake = await send(
      employee,
      multipart({ description: 'Не картинка' }, [
        { field: 'attachments[]', name: 'photo.png', content: Buffer.from('not a png'), type: 'image/png' },
      ]),
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json<{ message: string }>().message).toContain('не является изображением');
    expect(await rowCounts()).toEqual(before);
  });
});
