// Search quality: queries → the expected first hit, over people with confusable names made here (not the demo
// seed). Every kind of query docs/modules/search.md promises: exact surname, e-mail (one hit), login, phone; a
// typo of each kind and an adjacent transposition; the wrong keyboard layout both ways; Russian word forms; two
// words in any order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildDepartment, buildUser } from '../../../test/factories.ts';

let ctx: TestContext;
let api: ApiClient;
let session: Session;

/** Confusable people: surnames one letter apart, both genders of one surname, shared first names. */
const PEOPLE = [
  {
    lastName: 'Андреева',
    name: 'Ольга',
    patronymic: 'Игоревна',
    login: 'o.andreeva',
    phone: '+7 (916) 111-22-33',
  },
  { lastName: 'Андреев', name: 'Игорь', patronymic: 'Петрович', login: 'i.andreev' },
  { lastName: 'Андрианова', name: 'Ольга', patronymic: 'Сергеевна', login: 'o.andrianova' },
  { lastName: 'Ситникова', name: 'Анна', patronymic: 'Павловна', login: 'a.sitnikova' },
  { lastName: 'Ситников', name: 'Павел', patronymic: 'Андреевич', login: 'p.sitnikov' },
  { lastName: 'Сытина', name: 'Мария', patronymic: 'Олеговна', login: 'm.sytina' },
  { lastName: 'Мельникова', name: 'Анна', patronymic: 'Ивановна', login: 'a.melnikova' },
  { lastName: 'Иванов', name: 'Сергей', patronymic: 'Петрович', login: 's.ivanov' },
  { lastName: 'Иванова', name: 'Мария', patronymic: 'Олеговна', login: 'm.ivanova' },
  { lastName: 'Ивашов', name: 'Олег', patronymic: 'Иванович', login: 'o.ivashov' },
  { lastName: 'Зуев', name: 'Пётр', patronymic: 'Ильич', login: 'p.zuev' },
  {
    lastName: 'Зуева',
    name: 'Ирина',
    patronymic: 'Петровна',
    login: 'i.zueva',
    phone: '+7 (495) 120-00-00 доб. 3141',
  },
  { lastName: 'Семёнов', name: 'Олег', patronymic: 'Андреевич', login: 'o.semenov' },
  { lastName: 'Петров', name: 'Андрей', patronymic: 'Ситникович', login: 'a.petrov' },
];

const full = (person: (typeof PEOPLE)[number]) => `${person.lastName} ${person.name} ${person.patronymic}`;
const byLogin = (login: string) => full(PEOPLE.find((person) => person.login === login)!);

beforeAll(async () => {
  ctx = await createTestApp();
  api = await client(ctx);
  const db = ctx.database.db;
  const department = await buildDepartment(db, { name: 'Практика аналитики' });
  const searcher = await buildUser(db, { lastName: 'Поисковый', name: 'Тест', patronymic: null });
  for (const person of PEOPLE)
    await buildUser(db, {
      lastName: person.lastName,
      name: person.name,
      patronymic: person.patronymic,
      login: person.login,
      email: `${person.login}@severcode.ru`,
      phonePersonal: person.phone ?? null,
      workPosition: 'Аналитик',
      departmentId: department.id,
    });
  await ctx.services.search.indexUsers();
  session = await api.as(searcher);
});
afterAll(async () => ctx?.close());

type Groups = { data: { kind: string; items: { title: string }[] }[] };

async function people(q: string): Promise<string[]> {
  const response = await session.get(`/api/esearch?q=${encodeURIComponent(q)}&kind=user`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Groups>().data[0]?.items.map((item) => item.title) ?? [];
}

describe('search quality: query → first hit', () => {
  it.each([
    // exact
    ['exact surname', 'Андреева', 'o.andreeva'],
    ['exact surname, the other gender', 'Андреев', 'i.andreev'],
    ['surname in lower case with ё', 'семёнов', 'o.semenov'],
    ['ё typed as е', 'Семенов', 'o.semenov'],
    ['login', 'a.sitnikova', 'a.sitnikova'],
    ['phone as written', '+7 (916) 111-22-33', 'o.andreeva'],
    ['phone from 8', '89161112233', 'o.andreeva'],
    ['extension', '3141', 'i.zueva'],
    // one typo of each kind
    ['adjacent transposition', 'Андерева', 'o.andreeva'],
    ['transposition in a short word', 'Зеув', 'p.zuev'],
    ['substitution', 'сытникова', 'a.sitnikova'],
    ['substitution at the start', 'Мндреева', 'o.andreeva'],
    ['missing letter', 'Ситникв', 'p.sitnikov'],
    ['missing letter in a short word', 'Зев', 'p.zuev'],
    ['extra letter', 'Ситниккова', 'a.sitnikova'],
    ['transposition', 'Иваонв', 's.ivanov'],
    // wrong keyboard layout
    ['Latin layout for a Russian surname', 'Cbnybrjdf', 'a.sitnikova'],
    ['Latin layout, capital first', 'Fylhttdf', 'o.andreeva'],
    ['Russian layout for a login', 'шюфтвкуум', 'i.andreev'],
    // word forms
    ['feminine instrumental', 'Ситниковой', 'a.sitnikova'],
    ['masculine instrumental', 'Андреевым', 'i.andreev'],
    ['masculine dative', 'Ситникову', 'p.sitnikov'],
    ['feminine genitive of a first name', 'Ольги Андреевой', 'o.andreeva'],
    // two words in any order
    ['surname and name', 'Андреева Ольга', 'o.andreeva'],
    ['name and surname', 'Ольга Андреева', 'o.andreeva'],
    ['name and surname with a typo', 'Ольга Андерева', 'o.andreeva'],
    ['name and surname in the wrong layout', 'Jkmuf Fylhbfyjdf', 'o.andrianova'],
    ['surname prefix and name', 'Ситн Анна', 'a.sitnikova'],
    ['surname and position', 'Мельникова аналитик', 'a.melnikova'],
  ])('%s: «%s»', async (_case, query, login) => {
    expect((await people(query))[0]).toBe(byLogin(login));
  });

  it('an exact e-mail is one hit, also typed in the Russian layout', async () => {
    expect(await people('m.ivanova@severcode.ru')).toEqual([byLogin('m.ivanova')]);
    expect(await people('M.Ivanova@Severcode.ru')).toEqual([byLogin('m.ivanova')]);
    expect(await people('ьюшмфтщмф"ыумуксщвуюкг')).toEqual([byLogin('m.ivanova')]);
  });

  it('«сытникова» puts Ситникова before Мельникова, and the exact surname before its other gender', async () => {
    const typo = await people('сытникова');
    const melnikova = typo.indexOf(byLogin('a.melnikova'));
    expect(typo[0]).toBe(byLogin('a.sitnikova'));
    expect(melnikova === -1 || melnikova > 0).toBe(true);
    expect((await people('Андреева')).slice(0, 2)).toEqual([byLogin('o.andreeva'), byLogin('i.andreev')]);
  });

  it('says what the query was taken for when it was not taken as typed', async () => {
    const meant = async (q: string) =>
      (await session.get(`/api/esearch?q=${encodeURIComponent(q)}`)).json<{ meant: string | null }>().meant;
    expect(await meant('Cbnybrjdf')).toBe('ситникова');
    expect(await meant('Ольга Андерева')).toBe('ольга андреева');
    expect(await meant('Андреева')).toBeNull();
    expect(await meant('Ситниковой')).toBeNull();
    expect(await meant('Щфывапролд')).toBeNull();
  });

  it('a word that means nobody finds nobody', async () => {
    expect(await people('Щфывапролд')).toEqual([]);
  });
});
