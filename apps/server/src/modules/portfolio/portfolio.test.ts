import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_TYPE, type Project, type ProjectListItem } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { buildFile } from '../files/files.factory.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildOrganisation, buildUser, buildProject } from '../../../test/factories.ts';
import { customers } from '../organisation/organisation.schema.ts';
import { searchDocuments } from '../search/search.schema.ts';

/** The portfolio's projects: list with filters, one project, moderators' writes, likes. */
let ctx: TestContext;
let api: ApiClient;
let employee: Session;
let moderator: Session;
let admin: Session;
let org: Awaited<ReturnType<typeof buildOrganisation>>;
let bank: number;
let memberIds: number[];
const tech: Record<string, number> = {};
const sector: Record<string, number> = {};

type Page = { data: ProjectListItem[]; meta: { current_page: number; last_page: number; total: number } };

beforeAll(async () => {
  ctx = await createTestApp({ today: '2026-03-02' });
  api = await client(ctx);
  const db = ctx.database.db;
  org = await buildOrganisation(db);
  const [e, m, a, p1, p2] = await Promise.all([
    buildUser(db),
    buildUser(db, { roles: ['moderator'] }),
    buildUser(db, { roles: ['admin'] }),
    buildUser(db, { workPosition: 'Архитектор' }),
    buildUser(db),
  ]);
  memberIds = [p1.id, p2.id];
  [employee, moderator, admin] = await Promise.all([api.as(e), api.as(m), api.as(a)]);
  const rows = await db
    .insert(customers)
    .values([
      { name: 'АО «Тестовый банк»', typeId: CUSTOMER_TYPE.customer, selectable: false },
      { name: 'ООО «Тестовый ритейл»', typeId: CUSTOMER_TYPE.customer, selectable: false },
    ])
    .returning();
  bank = rows[0]!.id;
  for (const name of ['Java', 'React', 'PostgreSQL', 'Kotlin'])
    tech[name] = (await moderator.post('/api/technologies', { name })).json<{
      data: { id: number };
    }>().data.id;
  for (const name of ['Банки', 'Ритейл'])
    sector[name] = (await admin.post('/api/sectors', { name })).json<{
      data: { id: number };
    }>().data.id;
});
afterAll(async () => ctx?.close());

function projectBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Платформа онлайн-кредитования',
    description: '<p>Выдача кредитов <strong>за минуты</strong><script>alert(1)</script></p>',
    customer_id: bank,
    sector_id: sector['Банки'],
    department_id: org.practiceA.id,
    technology_ids: [tech['Java'], tech['PostgreSQL']],
    year_start: 2022,
    year_end: 2024,
    team: [{ user_id: memberIds[0], role: 'Архитектор' }, { user_id: memberIds[1] }],
    ...overrides,
  };
}

async function createProject(overrides: Record<string, unknown> = {}): Promise<Project> {
  const response = await moderator.post('/api/projects', projectBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: Project }>().data;
}

const list = async (query: string, session = employee) => {
  const response = await session.get(`/api/projects${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
};

describe('a project', () => {
  it('is created by a moderator with sanitised text, technologies and team, and found by search', async () => {
    const project = await createProject();
    expect(project).toMatchObject({
      title: 'Платформа онлайн-кредитования',
      customer: { id: bank, name: 'АО «Тестовый банк»' },
      sector: { id: sector['Банки'], name: 'Банки' },
      department: {
        id: org.practiceA.id,
        name: 'Практика Альфа',
        block: { id: org.block.id, name: 'Блок Тест' },
      },
      year_start: 2022,
      year_end: 2024,
      likes: 0,
      my_like_id: null,
      abilities: { update: true, delete: true },
    });
    expect(project.description).toBe('<p>Выдача кредитов <strong>за минуты</strong></p>');
    expect(project.excerpt).toBe('Выдача кредитов за минуты');
    expect(project.technologies.map((t) => t.name)).toEqual(['Java', 'PostgreSQL']);
    expect(project.team.map((member) => [member.user.id, member.role])).toEqual([
      [memberIds[0], 'Архитектор'],
      [memberIds[1], null],
    ]);
    expect(project.team[0]!.user.work_position).toBe('Архитектор');

    const read = await employee.get(`/api/projects/${project.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json<{ data: Project }>().data.abilities).toEqual({ update: false, delete: false });

    const [indexed] = await ctx.database.db
      .select()
      .from(searchDocuments)
      .where(and(eq(searchDocuments.kind, 'project'), eq(searchDocuments.entityId, project.id)));
    expect(indexed).toMatchObject({
      title: project.title,
      subtitle: 'АО «Тестовый банк»',
      url: `/project/${project.id}`,
    });
    expect(indexed!.body).toContain('PostgreSQL');
    const found = await employee.get(`/api/esearch?q=${encodeURIComponent('кредитования')}&kind=project`);
    expect(found.statusCode).toBe(200);
    expect(found.body).toContain(`/project/${project.id}`);
  });

  it('keeps writes to moderators and administrators: an employee gets 403', async () => {
    const project = await createProject({ title: 'Проект для запрета' });
    expect((await employee.post('/api/projects', projectBody())).statusCode).toBe(403);
    expect((await employee.put(`/api/projects/${project.id}`, projectBody())).statusCode).toBe(403);
    expect((await employee.delete(`/api/projects/${project.id}`)).statusCode).toBe(403);
    const byAdmin = await admin.put(
      `/api/projects/${project.id}`,
      projectBody({ title: 'Правка администратора' }),
    );
    expect(byAdmin.statusCode).toBe(200);
  });

  it('refuses bad input with a Russian message on its field (400)', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '   ' }, 'title', 'Укажите название проекта'],
      [{ description: '<p> </p>' }, 'description', 'Опишите проект'],
      [{ description: '<p><script>x</script></p>' }, 'description', 'Опишите проект'],
      [{ year_end: 2020 }, 'year_end', 'Год окончания раньше года начала'],
      [{ year_start: 1800 }, 'year_start', 'Год от 1990 до 2100'],
      [{ customer_id: 999_999 }, 'customer_id', 'Заказчик не найден'],
      [{ sector_id: 999_999 }, 'sector_id', 'Отрасль не найдена'],
      [{ department_id: org.office.id }, 'department_id', 'Выберите блок или практику'],
      [{ technology_ids: [tech['Java'], 999_999] }, 'technology_ids', 'Технология не найдена'],
      [
        { team: [{ user_id: memberIds[0] }, { user_id: memberIds[0] }] },
        'team',
        'Сотрудник указан в команде дважды',
      ],
      [{ team: [{ user_id: 999_999 }] }, 'team', 'Сотрудник не найден'],
      [{ cover_id: 999_999 }, 'cover_id', 'Обложкой может быть только загруженное вами изображение'],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await moderator.post('/api/projects', projectBody(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json<{ errors: Record<string, string[]> }>().errors[field], field).toEqual([message]);
    }
    // A TimeSheet project (type 2) is not a customer.
    const timesheetProject = await buildProject(ctx.database.db, {
      name: 'Проект тайм-шита',
      typeId: CUSTOMER_TYPE.project,
      parentId: bank,
    });
    const wrongType = await moderator.post(
      '/api/projects',
      projectBody({ customer_id: timesheetProject.id }),
    );
    expect(wrongType.statusCode).toBe(400);
    expect((await moderator.post('/api/projects', { title: 'Без года' })).statusCode).toBe(400);
  });

  it('takes an uploaded image as its cover and shares it; a text file or a stranger’s upload is refused', async () => {
    const image = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#1f5fbf' } })
      .jpeg()
      .toBuffer();
    const upload = async (owner: Session, name: string, content: Buffer, type: string) =>
      (await buildFile(ctx, { name, content, type, owner })).id;
    const coverId = await upload(moderator, 'cover.jpg', image, 'image/jpeg');
    const project = await createProject({ title: 'Проект с обложкой', cover_id: coverId });
    expect(project.cover).toEqual({
      id: coverId,
      url: `/api/files/${coverId}`,
      preview_url: `/api/files/${coverId}/preview/320`,
    });
    // Every employee reads the cover now.
    expect((await employee.get(project.cover!.preview_url)).statusCode).toBe(200);

    const text = await upload(moderator, 'notes.txt', Buffer.from('просто текст'), 'text/plain');
    const refused = await moderator.post('/api/projects', projectBody({ cover_id: text }));
    expect(refused.statusCode).toBe(400);
    const foreign = await upload(employee, 'mine.jpg', image, 'image/jpeg');
    expect((await moderator.post('/api/projects', projectBody({ cover_id: foreign }))).statusCode).toBe(400);
    // Another moderator keeps the cover while editing the text.
    const kept = await admin.put(
      `/api/projects/${project.id}`,
      projectBody({ title: 'Обложка осталась', cover_id: coverId }),
    );
    expect(kept.statusCode).toBe(200);
    expect(kept.json<{ data: Project }>().data.cover?.id).toBe(coverId);
  });

  it('answers 404 for a missing project and 400 for a malformed id', async () => {
    expect((await employee.get('/api/projects/999999')).statusCode).toBe(404);
    expect((await employee.get('/api/projects/999999')).json<{ message: string }>().message).toBe(
      'Проект не найден',
    );
    expect((await moderator.put('/api/projects/999999', projectBody())).statusCode).toBe(404);
    expect((await moderator.delete('/api/projects/999999')).statusCode).toBe(404);
    expect((await employee.get('/api/projects/abc')).statusCode).toBe(400);
  });

  it('refuses an edit made over a newer version (409) and applies a fresh one', async () => {
    const project = await createProject({ title: 'Версия 1' });
    const first = await moderator.put(
      `/api/projects/${project.id}`,
      projectBody({ title: 'Версия 2', updated_at: project.updated_at }),
    );
    expect(first.statusCode).toBe(200);
    const stale = await admin.put(
      `/api/projects/${project.id}`,
      projectBody({ title: 'Версия 3', updated_at: project.updated_at }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ message: string }>().message).toBe('Проект уже изменили: обновите страницу');
    const fresh = first.json<{ data: Project }>().data;
    const second = await admin.put(
      `/api/projects/${project.id}`,
      projectBody({
        title: 'Версия 3',
        technology_ids: [tech['Kotlin']],
        team: [],
        year_end: null,
        updated_at: fresh.updated_at,
      }),
    );
    expect(second.statusCode).toBe(200);
    const saved = second.json<{ data: Project }>().data;
    expect(saved.technologies.map((t) => t.name)).toEqual(['Kotlin']);
    expect(saved.team).toEqual([]);
    expect(saved.year_end).toBeNull();
  });

  it('is liked like any entity, and a deleted one leaves the list, the search and the likes (404)', async () => {
    const project = await createProject({ title: 'Проект для лайка' });
    const like = await employee.post('/api/likes', {
      entity_type: 'project',
      entity_id: project.id,
    });
    expect(like.statusCode).toBe(201);
    const mine = (await list('?q=лайка')).data.find((item) => item.id === project.id)!;
    expect(mine).toMatchObject({ likes: 1, my_like_id: like.json<{ data: { id: number } }>().data.id });
    expect((await list('?q=лайка', moderator)).data[0]).toMatchObject({ likes: 1, my_like_id: null });

    expect((await moderator.delete(`/api/projects/${project.id}`)).statusCode).toBe(204);
    expect((await employee.get(`/api/projects/${project.id}`)).statusCode).toBe(404);
    expect((await list('?q=лайка')).data).toEqual([]);
    const indexed = await ctx.database.db
      .select()
      .from(searchDocuments)
      .where(and(eq(searchDocuments.kind, 'project'), eq(searchDocuments.entityId, project.id)));
    expect(indexed).toEqual([]);
    expect(
      (await moderator.post('/api/likes', { entity_type: 'project', entity_id: project.id })).statusCode,
    ).toBe(404);
    expect((await moderator.delete(`/api/projects/${project.id}`)).statusCode).toBe(404);
  });
});
