import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_STALE_MESSAGE,
  type ContentArticle,
  type ContentEntry,
  type ContentPage,
  type ContentVersion,
} from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { buildFile } from '../files/files.factory.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildUser } from '../../../test/factories.ts';

let ctx: TestContext;
let api: ApiClient;
let employee: Session;
let admin: Session;
beforeAll(async () => {
  ctx = await createTestApp();
  api = await client(ctx);
  const [a, b] = await Promise.all([
    buildUser(ctx.database.db),
    buildUser(ctx.database.db, { roles: ['admin'], lastName: 'Редакторова', name: 'Анна', patronymic: null }),
  ]);
  employee = await api.as(a);
  admin = await api.as(b);
});
afterAll(async () => ctx?.close());

async function page(slug: string, as: Session = employee): Promise<ContentPage> {
  const response = await as.get(`/api/content/pages/${slug}`);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: ContentPage }>().data;
}

async function save(
  id: number,
  body: { title: string; body: string; version: number; attachment_ids?: number[] },
) {
  return admin.put(`/api/content/entries/${id}`, body);
}

describe('reading pages', () => {
  it('opens every known page for an employee, empty before anyone wrote it, without edit abilities', async () => {
    const about = await page('about');
    expect(about).toMatchObject({
      kind: 'page',
      slug: 'about',
      url: '/about',
      title: 'О компании',
      body: '',
      version: 1,
    });
    expect(about.abilities).toEqual({ update: false, create_child: false, delete: false, history: false });
    expect((await page('about', admin)).abilities).toEqual({
      update: true,
      create_child: true,
      delete: false,
      history: true,
    });
  });

  it('answers 404 for a page that does not exist, and 401 without a session', async () => {
    const response = await employee.get('/api/content/pages/unknown');
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toBe('Страница не найдена');
    expect((await ctx.app.inject({ url: '/api/content/pages/about' })).statusCode).toBe(401);
  });
});

describe('editing', () => {
  it('saves a sanitised body as a new version, indexes it for search and lists who saved it', async () => {
    const about = await page('codex', admin);
    const response = await save(about.id, {
      title: 'Кодекс этики',
      body: '<h2>Принципы</h2><p>Честность <strong>всегда</strong>.</p><script>alert(1)</script><img src=x onerror=alert(1)>',
      version: about.version,
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json<{ data: ContentEntry }>().data;
    expect(saved).toMatchObject({
      title: 'Кодекс этики',
      version: 2,
      updated_by: { full_name: 'Редакторова Анна' },
    });
    expect(saved.body).toBe('<h2>Принципы</h2><p>Честность <strong>всегда</strong>.</p>');
    expect((await page('codex')).body).toBe(saved.body);

    const found = await employee.get(`/api/esearch?q=${encodeURIComponent('честность')}&kind=page`);
    expect(found.statusCode).toBe(200);
    const groups = found.json<{ data: { kind: string; items: { url: string; title: string }[] }[] }>().data;
    expect(groups[0]?.items[0]).toMatchObject({ url: '/codex', title: 'Кодекс этики' });

    const versions = await admin.get(`/api/content/entries/${about.id}/versions`);
    expect(versions.statusCode).toBe(200);
    expect(
      versions.json<{ data: ContentVersion[] }>().data.map((v) => [v.version, v.author?.full_name ?? null]),
    ).toEqual([
      [2, 'Редакторова Анна'],
      [1, null],
    ]);
  });

  it('refuses a save made from an older version with 409, and keeps the newer text', async () => {
    const planner = await page('planner', admin);
    expect(
      (await save(planner.id, { title: 'Планировщик', body: '<p>первый</p>', version: planner.version }))
        .statusCode,
    ).toBe(200);
    const stale = await save(planner.id, {
      title: 'Планировщик',
      body: '<p>второй</p>',
      version: planner.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ message: string }>().message).toBe(CONTENT_STALE_MESSAGE);
    expect((await page('planner')).body).toBe('<p>первый</p>');
  });

  it('lets exactly one of two parallel saves of the same version win', async () => {
    const tools = await page('tools', admin);
    const results = await Promise.all(
      ['<p>А</p>', '<p>Б</p>'].map((body) =>
        save(tools.id, { title: 'Инструменты', body, version: tools.version }),
      ),
    );
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const versions = (await admin.get(`/api/content/entries/${tools.id}/versions`)).json<{
      data: ContentVersion[];
    }>().data;
    expect(versions.map((version) => version.version)).toEqual([2, 1]);
  });

  it('answers 403 to an employee on every write', async () => {
    const about = await page('about');
    const calls = [
      employee.put(`/api/content/entries/${about.id}`, { title: 'x', body: '', version: 1 }),
      employee.post('/api/content/entries', { parent_id: about.id, title: 'Раздел', slug: 'razdel' }),
      employee.delete(`/api/content/entries/${about.id}`),
      employee.get(`/api/content/entries/${about.id}/versions`),
      employee.post(`/api/content/entries/${about.id}/restore`, { version_id: 1, version: 1 }),
      employee.get('/api/content/versions/1'),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(403);
  });

  it('answers 400 with Russian field texts for bad input', async () => {
    const about = await page('about', admin);
    const response = await save(about.id, { title: '  ', body: 'x'.repeat(200_001), version: 0 });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json<{ errors: Record<string, string[]> }>();
    expect(errors.title).toContain('Введите заголовок');
    expect(errors.body?.[0]).toMatch(/Текст слишком длинный/);
    expect(errors.version).toBeDefined();

    const badSlug = await admin.post('/api/content/entries', {
      parent_id: about.id,
      title: 'Раздел',
      slug: 'Раздел 1',
    });
    expect(badSlug.statusCode).toBe(400);
    expect(badSlug.json<{ errors: Record<string, string[]> }>().errors.slug).toEqual([
      'Адрес: строчные латинские буквы, цифры и дефис, до 80 символов',
    ]);
  });

  it('answers 404 for a missing entry or version', async () => {
    expect((await save(999_999, { title: 'x', body: '', version: 1 })).statusCode).toBe(404);
    expect((await admin.get('/api/content/versions/999999')).statusCode).toBe(404);
    const about = await page('about', admin);
    const restore = await admin.post(`/api/content/entries/${about.id}/restore`, {
      version_id: 999_999,
      version: 1,
    });
    expect(restore.statusCode).toBe(404);
  });
});

describe('sections, articles and history', () => {
  it('builds /leadership/:section/:article, restores an old version as a new one, and deletes softly', async () => {
    const leadership = await page('leadership', admin);
    const section = (
      await admin.post('/api/content/entries', {
        parent_id: leadership.id,
        title: 'Коммуникация',
        slug: 'communication',
      })
    ).json<{ data: ContentEntry }>().data;
    expect(section).toMatchObject({ kind: 'section', url: '/leadership#communication', version: 1 });
    const created = await admin.post('/api/content/entries', {
      parent_id: section.id,
      title: 'Обратная связь',
      slug: 'feedback',
    });
    expect(created.statusCode).toBe(201);
    const article = created.json<{ data: ContentEntry }>().data;
    const duplicate = await admin.post('/api/content/entries', {
      parent_id: section.id,
      title: 'Ещё',
      slug: 'feedback',
    });
    expect(duplicate.statusCode).toBe(409);
    const tooDeep = await admin.post('/api/content/entries', {
      parent_id: article.id,
      title: 'x',
      slug: 'x',
    });
    expect(tooDeep.statusCode).toBe(400);

    await save(article.id, { title: 'Обратная связь', body: '<p>Версия 2</p>', version: 1 });
    await save(article.id, { title: 'Обратная связь', body: '<p>Версия 3</p>', version: 2 });
    const versions = (await admin.get(`/api/content/entries/${article.id}/versions`)).json<{
      data: ContentVersion[];
    }>().data;
    const second = versions.find((version) => version.version === 2)!;
    const detail = await admin.get(`/api/content/versions/${second.id}`);
    expect(detail.json<{ data: { body: string } }>().data.body).toBe('<p>Версия 2</p>');

    const staleRestore = await admin.post(`/api/content/entries/${article.id}/restore`, {
      version_id: second.id,
      version: 2,
    });
    expect(staleRestore.statusCode).toBe(409);
    const restored = await admin.post(`/api/content/entries/${article.id}/restore`, {
      version_id: second.id,
      version: 3,
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json<{ data: ContentEntry }>().data).toMatchObject({
      version: 4,
      body: '<p>Версия 2</p>',
    });
    const history = (await admin.get(`/api/content/entries/${article.id}/versions`)).json<{
      data: ContentVersion[];
    }>().data;
    expect(history[0]).toMatchObject({ version: 4, restored_from: 2 });

    const read = await employee.get('/api/content/pages/leadership/communication/feedback');
    expect(read.statusCode).toBe(200);
    expect(read.json<{ data: ContentArticle }>().data).toMatchObject({
      body: '<p>Версия 2</p>',
      page: { url: '/leadership' },
      section: { title: 'Коммуникация' },
      siblings: [{ slug: 'feedback' }],
    });
    expect((await page('leadership')).sections[0]).toMatchObject({
      slug: 'communication',
      articles: [{ slug: 'feedback' }],
    });

    expect((await admin.delete(`/api/content/entries/${leadership.id}`)).statusCode).toBe(400);
    expect((await admin.delete(`/api/content/entries/${section.id}`)).statusCode).toBe(204);
    expect((await employee.get('/api/content/pages/leadership/communication/feedback')).statusCode).toBe(404);
    expect((await page('leadership')).sections).toEqual([]);
  });

  it('shares attachments and pictures with every reader once saved, and refuses files of others', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const file = await buildFile(ctx, { name: 'схема.png', content: png, owner: admin });
    expect((await employee.get(file.url)).statusCode).toBe(404);

    const newcomer = await page('newcomer', admin);
    const saved = await save(newcomer.id, {
      title: 'Новичку',
      body: `<p>Схема офиса:</p><img src="${file.previews![1]!.url}" alt="схема">`,
      attachment_ids: [file.id],
      version: newcomer.version,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ data: ContentEntry }>().data.attachments.map((a) => a.id)).toEqual([file.id]);
    expect((await employee.get(file.url)).statusCode).toBe(200);
    expect((await employee.get(file.previews![1]!.url)).statusCode).toBe(200);

    const foreign = await save(newcomer.id, {
      title: 'Новичку',
      body: '',
      attachment_ids: [999_999],
      version: newcomer.version + 1,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json<{ errors: Record<string, string[]> }>().errors.attachment_ids).toBeDefined();
  });
});
