import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transfer, TransferBody } from '@intranet/contracts';
import { transfersEndpoints as endpoints } from '@intranet/contracts/transfers/endpoints';
import { createTestApp, storedFileCount, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildUser } from '../../../test/factories.ts';
import { multipart } from '../../../test/http.ts';
import { buildAuthorWithChain, buildRequest, findStatus } from '../requests/requests.factory.ts';
import { wcPositionHistory } from '../work-conditions/work-conditions.schema.ts';
import { buildEmployed, buildTransferTargets, findPosition } from './transfers.factory.ts';
import { bpTransfers } from './transfers.schema.ts';

/** The app's fixed "today"; the second app on the same database lives on the day of admission. */
const TODAY = '2026-03-04';
const ADMISSION = '2026-04-01';

let ctx: TestContext;
let onAdmission: TestContext;
let api: ApiClient;
let author: Session;
let manager: Session;
let director: Session;
let hr: Session;
let stranger: Session;
let targets: Awaited<ReturnType<typeof buildTransferTargets>>;

beforeAll(async () => {
  ctx = await createTestApp({ today: TODAY });
  onAdmission = await createTestApp({ database: ctx.database, today: ADMISSION });
  api = await client(ctx);
  const db = ctx.database.db;
  // The author files transfers (a manager, not the HR desk); the route runs through their manager and director.
  const chain = await buildAuthorWithChain(db, { roles: ['department_manager'] });
  author = await api.as(chain.author);
  manager = await api.as(chain.manager);
  director = await api.as(chain.director);
  hr = await api.as('hr');
  stranger = await api.as();
  targets = await buildTransferTargets(db);
});
afterAll(async () => {
  await onAdmission?.close();
  await ctx?.close();
});

async function employed(workPosition = 'Разработчик') {
  return buildEmployed(ctx.database.db, {
    departmentId: targets.practiceA.id,
    locationId: targets.office.id,
    workPosition,
    hireDate: '2024-02-01',
  });
}

function bodyFor(userId: number, values: Partial<TransferBody> = {}): TransferBody {
  return {
    type: 'company',
    date_of_admission: ADMISSION,
    comment: 'С нового квартала',
    users: [
      {
        user_id: userId,
        company_id: targets.company.id,
        manager_id: manager.id,
        office_id: targets.office.id,
        region_id: targets.region.id,
        department_id: targets.practiceB.id,
        work_position: 'Ведущий разработчик',
      },
    ],
    ...values,
  };
}

async function create(body: TransferBody, session = author): Promise<Transfer> {
  const response = await session.call(endpoints.create, { body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: Transfer }>().data;
}

async function toStatus(session: Session, id: number, code: string) {
  const status = await findStatus(ctx.database.db, code);
  return session.call(endpoints.addStatus, { params: { id, status: status.id } });
}

const listIds = async (session: Session, query: Record<string, string> = {}) =>
  (await session.call(endpoints.list, { query })).json<{ data: { id: number }[]; addable: boolean }>();

describe('a transfer through its route', () => {
  it('is created, approved by the manager and the director, completed by HR, and schedules the new position', async () => {
    const { person, positionId } = await employed();
    const created = await create(bodyFor(person.id));
    expect(created.status.code).toBe('registered');
    expect(created.title).toContain('Перевод в другую компанию группы');
    expect(created.users[0]).toMatchObject({
      user: { id: person.id },
      company: { id: targets.company.id, name: 'Лига Цифровых Решений' },
      office: { id: targets.office.id },
      department: { id: targets.practiceB.id },
      work_position: 'Ведущий разработчик',
    });
    expect(created.actions.map((action) => action.code)).toEqual(['submit', 'cancel']);
    expect(created.can_edit).toBe(true);

    const mine = await listIds(author);
    expect(mine.addable).toBe(true);
    expect(mine.data.map((row) => row.id)).toContain(created.id);
    const others = await listIds(stranger);
    expect(others.addable).toBe(false);
    expect(others.data.map((row) => row.id)).not.toContain(created.id);
    // The HR desk sees every transfer, even one it has no step in yet.
    expect((await listIds(hr)).data.map((row) => row.id)).toContain(created.id);
    expect((await hr.call(endpoints.one, { params: { id: created.id } })).statusCode).toBe(200);
    expect((await stranger.call(endpoints.one, { params: { id: created.id } })).statusCode).toBe(404);

    expect((await toStatus(author, created.id, 'approval_manager')).statusCode).toBe(200);
    // Not the director's step yet: they have no part in the request so far.
    expect((await toStatus(director, created.id, 'in_progress')).statusCode).toBe(403);
    expect((await toStatus(manager, created.id, 'approval_director')).statusCode).toBe(200);
    expect((await toStatus(director, created.id, 'in_progress')).statusCode).toBe(200);
    expect((await toStatus(stranger, created.id, 'completed')).statusCode).toBe(403);
    const done = await toStatus(hr, created.id, 'completed');
    expect(done.statusCode).toBe(200);
    const completed = done.json<{ data: Transfer }>().data;
    expect(completed.status.code).toBe('completed');
    expect(completed.applied_at).not.toBeNull();

    const history = await author.call(endpoints.history, { params: { id: created.id } });
    expect(
      history
        .json<{ data: { action: string; to_status: { code: string } }[] }>()
        .data.map((step) => [step.action, step.to_status.code]),
    ).toEqual([
      ['create', 'registered'],
      ['submit', 'approval_manager'],
      ['approve', 'approval_director'],
      ['approve', 'in_progress'],
      ['complete', 'completed'],
    ]);

    // Today the old conditions hold; the entry waits for its day and then is the position in force.
    const db = ctx.database.db;
    expect(await findPosition(db, positionId)).toMatchObject({
      departmentId: targets.practiceA.id,
      workPosition: 'Разработчик',
    });
    const entries = await db
      .select()
      .from(wcPositionHistory)
      .where(eq(wcPositionHistory.positionId, positionId));
    expect(entries.map((entry) => entry.dateApply)).toEqual(['2024-02-01', ADMISSION]);
    expect(entries[1]!.comment).toContain(`№ ${created.id}`);
    await onAdmission.services.workConditions.applyDue();
    expect(await findPosition(db, positionId)).toMatchObject({
      departmentId: targets.practiceB.id,
      locationId: targets.office.id,
      workPosition: 'Ведущий разработчик',
      hireDate: '2024-02-01',
    });

    // Final: nobody edits it; the hook never runs twice.
    const edit = await hr.call(endpoints.edit, {
      params: { id: created.id },
      body: { ...bodyFor(person.id), updated_at: completed.updated_at },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json<{ message: string }>().message).toContain('Выполнена');
  });

  it('completes a transfer of a person without a position and leaves work conditions alone', async () => {
    const person = await buildUser(ctx.database.db);
    const created = await create(bodyFor(person.id));
    for (const [session, code] of [
      [author, 'approval_manager'],
      [manager, 'approval_director'],
      [director, 'in_progress'],
      [hr, 'completed'],
    ] as const)
      expect((await toStatus(session, created.id, code)).statusCode).toBe(200);
    const [row] = await ctx.database.db
      .select()
      .from(bpTransfers)
      .where(eq(bpTransfers.requestId, created.id));
    expect(row!.appliedAt).not.toBeNull();
  });
});

describe('refusals', () => {
  it('answers 400 with a Russian text on every missing field', async () => {
    const empty = await author.call(endpoints.create, { body: {} });
    expect(empty.statusCode).toBe(400);
    const errors = empty.json<{ errors: Record<string, string[]> }>().errors;
    expect(errors.type).toEqual(['Выберите тип перевода']);
    expect(errors.date_of_admission).toEqual(['Укажите дату перевода']);
    expect(errors.users).toEqual(['Добавьте сотрудника']);

    const person = await buildUser(ctx.database.db);
    const blank = await author.call(endpoints.create, {
      body: { type: 'department', date_of_admission: ADMISSION, users: [{}] },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ errors: Record<string, string[]> }>().errors).toMatchObject({
      'users.0.user_id': ['Выберите сотрудника'],
      'users.0.company_id': ['Выберите компанию'],
      'users.0.manager_id': ['Выберите руководителя'],
      'users.0.department_id': ['Выберите подразделение'],
      'users.0.work_position': ['Укажите должность'],
    });

    const wrong = await author.call(endpoints.create, {
      body: bodyFor(person.id, {
        users: [
          {
            ...bodyFor(person.id).users[0]!,
            office_id: targets.practiceA.id,
            department_id: targets.office.id,
            company_id: 999999,
          },
        ],
      }),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      'users.0.office_id': ['Выберите офис из списка'],
      'users.0.department_id': ['Выберите подразделение (блок или практику) из списка'],
      'users.0.company_id': ['Компания не найдена'],
    });
    const badSort = await author.call(endpoints.list, { query: { sort: 'byName' } });
    expect(badSort.statusCode).toBe(400);
  });

  it('answers 403 to a person who may not file transfers, 404 for what is no transfer or unseen', async () => {
    const person = await buildUser(ctx.database.db);
    expect((await stranger.call(endpoints.create, { body: bodyFor(person.id) })).statusCode).toBe(403);
    expect((await author.call(endpoints.one, { params: { id: 999999 } })).statusCode).toBe(404);
    const education = await buildRequest(ctx.database.db, {
      typeCode: 'education_external',
      authorId: author.id,
      today: TODAY,
    });
    expect((await author.call(endpoints.one, { params: { id: education.id } })).statusCode).toBe(404);
    expect((await author.call(endpoints.history, { params: { id: education.id } })).statusCode).toBe(404);
  });
});

describe('editing', () => {
  it('lets the author edit before sending and the HR desk until the end, with the changes in the history', async () => {
    const person = await buildUser(ctx.database.db);
    const created = await create(bodyFor(person.id));
    const edited = await author.call(endpoints.edit, {
      params: { id: created.id },
      body: { ...bodyFor(person.id, { date_of_admission: '2026-05-01' }), updated_at: created.updated_at },
    });
    expect(edited.statusCode).toBe(200);
    const after = edited.json<{ data: Transfer }>().data;
    expect(after.date_of_admission).toBe('2026-05-01');
    const stale = await author.call(endpoints.edit, {
      params: { id: created.id },
      body: { ...bodyFor(person.id), updated_at: created.updated_at },
    });
    expect(stale.statusCode).toBe(409);

    expect((await toStatus(author, created.id, 'approval_manager')).statusCode).toBe(200);
    const sent = (await author.call(endpoints.one, { params: { id: created.id } })).json<{ data: Transfer }>()
      .data;
    expect(sent.can_edit).toBe(false);
    const late = await author.call(endpoints.edit, {
      params: { id: created.id },
      body: { ...bodyFor(person.id), updated_at: sent.updated_at },
    });
    expect(late.statusCode).toBe(403);
    const byDesk = await hr.call(endpoints.edit, {
      params: { id: created.id },
      body: { ...bodyFor(person.id, { type: 'department' }), updated_at: sent.updated_at },
    });
    expect(byDesk.statusCode).toBe(200);
    expect(byDesk.json<{ data: Transfer }>().data.type).toBe('department');
    const steps = (await hr.call(endpoints.history, { params: { id: created.id } })).json<{
      data: { action: string; changes: Record<string, unknown> | null }[];
    }>().data;
    expect(
      steps.filter((step) => step.action === 'edit').map((step) => Object.keys(step.changes!).sort()),
    ).toEqual([['date_of_admission'], ['date_of_admission', 'title', 'type']]);
    expect(
      (
        await stranger.call(endpoints.edit, {
          params: { id: created.id },
          body: { ...bodyFor(person.id), updated_at: sent.updated_at },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('the list', () => {
  it('sorts by date of admission and by type in both directions, and pages', async () => {
    const sorter = await api.as(['hr']);
    const ids: number[] = [];
    for (const [type, date] of [
      ['department', '2026-06-01'],
      ['company', '2026-05-01'],
      ['department', '2026-07-01'],
    ] as const) {
      const person = await buildUser(ctx.database.db);
      ids.push((await create(bodyFor(person.id, { type, date_of_admission: date }), sorter)).id);
    }
    const ours = (rows: { id: number }[]) => rows.map((row) => row.id).filter((id) => ids.includes(id));
    const read = async (sort: string, direction: string) =>
      ours((await listIds(sorter, { sort, direction, per_page: '1000' })).data);
    expect(await read('byDateOfAdmission', 'asc')).toEqual([ids[1], ids[0], ids[2]]);
    expect(await read('byDateOfAdmission', 'desc')).toEqual([ids[2], ids[0], ids[1]]);
    expect(await read('byTransferType', 'asc')).toEqual([ids[1], ids[0], ids[2]]);
    expect(await read('byAddingDate', 'desc')).toEqual([ids[2], ids[1], ids[0]]);
    expect(await read('byStatus', 'asc')).toHaveLength(3);
    const page = await sorter.call(endpoints.list, { query: { per_page: '2', page: '2' } });
    expect(page.json<{ meta: { current_page: number; per_page: number } }>().meta).toMatchObject({
      current_page: 2,
      per_page: 2,
    });
  });
});

describe('documents', () => {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

  it('stores a PDF, refuses another type and an oversized file, and serves it to those who see the transfer', async () => {
    const upload = (session: Session, name: string, content: Buffer) =>
      session.upload('/api/bp_transfers/upload/files', multipart({}, [{ field: 'file', name, content }]));
    const before = storedFileCount(ctx.filesDir);
    const text = await upload(author, 'приказ.txt', Buffer.from('просто текст'));
    expect(text.statusCode).toBe(400);
    expect(text.json<{ message: string }>().message).toContain('PDF, DOC, DOCX, JPEG или PNG');
    expect(storedFileCount(ctx.filesDir)).toBe(before);
    expect((await upload(stranger, 'приказ.pdf', pdf)).statusCode).toBe(403);

    await ctx.services.settings.set('upload_max_file_bytes', '100');
    try {
      expect((await upload(author, 'приказ.pdf', Buffer.concat([pdf, Buffer.alloc(200)]))).statusCode).toBe(
        413,
      );
    } finally {
      await ctx.services.settings.set('upload_max_file_bytes', '20000000');
    }
    expect(storedFileCount(ctx.filesDir)).toBe(before);

    const stored = await upload(author, 'приказ.pdf', pdf);
    expect(stored.statusCode).toBe(201);
    const [file] = stored.json<{ data: { id: number; mime: string }[] }>().data;
    expect(file!.mime).toBe('application/pdf');

    const person = await buildUser(ctx.database.db);
    const body = bodyFor(person.id);
    body.users[0]!.document_file_id = file!.id;
    // Someone else's upload is refused on its field.
    const foreign = await hr.call(endpoints.create, { body });
    expect(foreign.statusCode).toBe(400);
    expect(
      foreign.json<{ errors: Record<string, string[]> }>().errors['users.0.document_file_id'],
    ).toBeDefined();

    const created = await create(body);
    const document = created.users[0]!.document!;
    expect(document.name).toBe('приказ.pdf');
    expect((await manager.get(document.url)).statusCode).toBe(404);
    await toStatus(author, created.id, 'approval_manager');
    const read = await manager.get(document.url);
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });
});

describe('the form fields', () => {
  it('lists the types, offices, regions, departments and finds people', async () => {
    const person = await buildUser(ctx.database.db, { lastName: 'Переводов' });
    const response = await author.call(endpoints.fields, { query: { search: 'перевод' } });
    expect(response.statusCode).toBe(200);
    const data = response.json<{
      data: {
        transfer_types: { code: string; label: string }[];
        offices: { id: number; region_id: number | null }[];
        regions: { id: number }[];
        departments: { id: number }[];
        companies: { id: number }[];
        users: { id: number }[];
      };
    }>().data;
    expect(data.transfer_types).toEqual([
      { code: 'company', label: 'Перевод в другую компанию группы' },
      { code: 'department', label: 'Перевод в другое подразделение' },
    ]);
    expect(data.offices).toContainEqual({
      id: targets.office.id,
      name: 'Офис Тест',
      region_id: targets.region.id,
    });
    expect(data.regions.map((row) => row.id)).toContain(targets.region.id);
    expect(data.departments.map((row) => row.id)).toContain(targets.practiceA.id);
    expect(data.departments.map((row) => row.id)).not.toContain(targets.office.id);
    expect(data.companies.map((row) => row.id)).toContain(targets.company.id);
    expect(data.users.map((row) => row.id)).toContain(person.id);
    const short = await author.call(endpoints.fields, { query: { search: 'п', ids: String(person.id) } });
    expect(short.json<{ data: { users: { id: number }[] } }>().data.users.map((row) => row.id)).toEqual([
      person.id,
    ]);
  });
});
