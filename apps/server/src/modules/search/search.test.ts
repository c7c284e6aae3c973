import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { buildDepartment, buildUser } from '../../../test/factories.ts';
import { signIn, type SignedIn } from '../../../test/http.ts';

let ctx: TestContext;
let session: SignedIn;
beforeAll(async () => {
  ctx = await createTestApp();
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
  ]);
  session = await signIn(ctx.app, searcher.login, searcher.password);
});
afterAll(async () => ctx?.close());

type Groups = {
  data: {
    kind: string;
    label: string;
    items: { title: string; subtitle: string | null; meta: Record<string, unknown> }[];
  }[];
};
const search = async (q: string, extra = '') =>
  (
    await ctx.app.inject({ url: `/api/esearch?q=${encodeURIComponent(q)}${extra}`, headers: session.headers })
  ).json<Groups>();
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

  it('limits to one kind and answers 400 for fewer than 3 characters', async () => {
    expect((await search('иванов', '&kind=post')).data.map((group) => group.kind)).toEqual(['post']);
    const short = await ctx.app.inject({ url: '/api/esearch?q=ив', headers: session.headers });
    expect(short.statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/api/esearch?q=иванов' })).statusCode).toBe(401);
  });
});
