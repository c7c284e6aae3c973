import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildDepartment, buildUser } from '../../../test/factories.ts';

let ctx: TestContext;
let api: ApiClient;
let session: Session;
beforeAll(async () => {
  ctx = await createTestApp();
  api = await client(ctx);
  const db = ctx.database.db;
  const department = await buildDepartment(db, { name: 'Практика аналитики' });
  const searcher = await buildUser(db, { lastName: 'Поисковый', name: 'Тест' });
  await buildUser(db, {
    lastName: 'Иванов',
    name: 'Сергей',
    patronymic: 'Петрович',
    workPosition: 'Архитектор',
    departmentId: department.id,
  });
  await buildUser(db, {
    lastName: 'Иванова',
    name: 'Мария',
    patronymic: 'Олеговна',
    workPosition: 'Бизнес-аналитик',
    email: 'm.ivanova@example.test',
  });
  await buildUser(db, {
    lastName: 'Петров',
    name: 'Олег',
    patronymic: 'Иванович',
    workPosition: 'Тестировщик',
    phoneCorp: '+7 (495) 120-00-00 доб. 3141',
  });
  await ctx.services.search.indexUsers();
  await ctx.services.search.upsert([
    {
      kind: 'post',
      entityId: 1,
      title: 'Благодарность коллегам',
      body: 'Спасибо Иванову за помощь с релизом',
      url: '/posts/1',
    },
    {
      kind: 'page',
      entityId: 7,
      title: 'Кодекс этики',
      body:
        '<h2>Общие положения</h2><p>Мы ведём дела честно. <img src=x onerror="alert(1)">Подарки ' +
        'партнёрам согласуются с <b>комплаенс</b>-службой заранее; об <script>alert(2)</script> ' +
        'отпусках сообщайте руководителю.</p>',
      url: '/codex',
    },
  ]);
  session = await api.as(searcher);
});
afterAll(async () => ctx?.close());

type Groups = {
  data: {
    kind: string;
    label: string;
    items: {
      title: string;
      subtitle: string | null;
      meta: Record<string, unknown>;
      snippet: { text: string; highlights: { start: number; end: number }[] } | null;
    }[];
  }[];
};
const search = async (q: string, extra = '') =>
  (await session.get(`/api/esearch?q=${encodeURIComponent(q)}${extra}`)).json<Groups>();
const titles = (groups: Groups, kind = 'user') =>
  groups.data.find((group) => group.kind === kind)?.items.map((item) => item.title) ?? [];

describe('GET /api/esearch', () => {
  it('finds word forms: «иванов» finds Иванова and the post mentioning «Иванову»', async () => {
    const result = await search('иванов');
    expect(titles(result)).toEqual(
      expect.arrayContaining(['Иванов Сергей Петрович', 'Иванова Мария Олеговна']),
    );
    expect(titles(result, 'post')).toEqual(['Благодарность коллегам']);
    expect(result.data.map((group) => group.label)).toEqual(['Сотрудники', 'Публикации']);
  });

  it('tolerates a typo: «Иваонв» finds Иванов', async () => {
    expect(titles(await search('Иваонв'))).toContain('Иванов Сергей Петрович');
  });

  it('searches by position, department, email and phone', async () => {
    expect(titles(await search('архитектор'))).toEqual(['Иванов Сергей Петрович']);
    expect(titles(await search('аналитики'))).toContain('Иванов Сергей Петрович');
    expect(titles(await search('m.ivanova'))).toEqual(['Иванова Мария Олеговна']);
    const byPhone = await search('3141');
    expect(titles(byPhone)).toEqual(['Петров Олег Иванович']);
    expect(byPhone.data[0]!.items[0]!.meta).toMatchObject({ work_position: 'Тестировщик' });
  });

  it('finds content pages by word forms, with a snippet as text and highlight ranges, never HTML', async () => {
    const result = await search('подарок партнерам');
    expect(result.data.map((group) => group.label)).toEqual(['Страницы']);
    const [page] = result.data[0]!.items;
    expect(page).toMatchObject({ title: 'Кодекс этики', url: '/codex' });
    const snippet = page!.snippet!;
    expect(snippet.text).toContain('Подарки партнёрам согласуются');
    expect(snippet.text).not.toMatch(/[<>]|alert|onerror/);
    const marked = snippet.highlights.map(({ start, end }) => snippet.text.slice(start, end));
    expect(marked).toEqual(['Подарки', 'партнёрам']);
  });

  it('finds content with a typo and in the wrong layout', async () => {
    expect(titles(await search('комплаесн'), 'page')).toEqual(['Кодекс этики']);
    expect(titles(await search('rjvgkfty'), 'page')).toEqual(['Кодекс этики']);
    expect(titles(await search('благодарность'), 'post')).toEqual(['Благодарность коллегам']);
  });

  it('limits to one kind', async () => {
    expect((await search('иванов', '&kind=post')).data.map((group) => group.kind)).toEqual(['post']);
    expect((await search('иванов', '&kind=user')).data.map((group) => group.kind)).toEqual(['user']);
  });

  it('answers 400 in Russian for a query too short or too long, and for an unknown kind', async () => {
    const short = await session.get('/api/esearch?q=%20ив%20');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ errors: { q: ['Введите не менее 3 символов'] } });
    const long = await session.get(`/api/esearch?q=${encodeURIComponent('а'.repeat(201))}`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ errors: { q: ['Введите не более 200 символов'] } });
    const kind = await session.get('/api/esearch?q=иванов&kind=secret');
    expect(kind.statusCode).toBe(400);
  });

  it('answers 401 without a session', async () => {
    expect((await ctx.app.inject({ url: '/api/esearch?q=иванов' })).statusCode).toBe(401);
  });

  it('forgets removed documents with their keys', async () => {
    await ctx.services.search.upsert([
      { kind: 'post', entityId: 99, title: 'Временная заметка', url: '/posts/99', keys: ['tmp-99'] },
    ]);
    expect(titles(await search('временная'), 'post')).toEqual(['Временная заметка']);
    await ctx.services.search.remove('post', [99]);
    expect(titles(await search('временная'), 'post')).toEqual([]);
  });

  it('sends three statements for a name (one for an exact e-mail), whatever the typo or the layout', async () => {
    for (const [q, count] of [
      ['Иваонв', 3],
      ['Bdfyjdf Cthutq', 3],
      ['m.ivanova@example.test', 1],
    ] as const) {
      const statements: string[] = [];
      const stop = ctx.database.observeStatements((text) => statements.push(text));
      try {
        await search(q);
      } finally {
        stop();
      }
      // The guard's session read may come first; the search's own statements follow it.
      expect(statements.filter((text) => /search_(keys|words|documents)/.test(text))).toHaveLength(count);
    }
  });

  it('gives an index from before the vocabulary its words and keys on the next start', async () => {
    await ctx.database.db.execute(sql`delete from search_keys`);
    await ctx.database.db.execute(sql`delete from search_words`);
    expect(await ctx.services.search.rebuildIfNeeded()).toBe(true);
    expect(await ctx.services.search.rebuildIfNeeded()).toBe(false);
    expect(titles(await search('m.ivanova@example.test'))).toEqual(['Иванова Мария Олеговна']);
    expect(titles(await search('Иваонв'))).toContain('Иванов Сергей Петрович');
    expect(titles(await search('комплаесн'), 'page')).toEqual(['Кодекс этики']);
  });
});
