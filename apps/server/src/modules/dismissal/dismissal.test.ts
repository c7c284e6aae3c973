import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Dismissal,
  DismissalBodyInput,
  DismissalListItem,
} from '@intranet/contracts/dismissal/dismissal';
import { dismissalEndpoints as endpoints } from '@intranet/contracts/dismissal/endpoints';
import { createTestApp, storedFileCount, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildCompany, buildUser } from '../../../test/factories.ts';
import { multipart } from '../../../test/http.ts';
import { addDepartmentMember } from '../requests/requests.factory.ts';

/** The app's fixed "today" (a Wednesday); the fire date a working Tuesday, a Saturday is a day off. */
const TODAY = '2026-03-04';
const FIRE_DATE = '2026-03-31';
const SATURDAY = '2026-03-28';

let ctx: TestContext;
let api: ApiClient;
let hr: Session;
let manager: Session;
let finance: Session;
let timesheet: Session;
let onec: Session;
let hrDocs: Session;
let closer: Session;
let employee: Session;
let companyId: number;

beforeAll(async () => {
  ctx = await createTestApp({ today: TODAY });
  api = await client(ctx);
  const db = ctx.database.db;
  hr = await api.as('hr');
  manager = await api.as('manager');
  employee = await api.as();
  const member = async (code: string) => {
    const session = await api.as();
    await addDepartmentMember(db, code, session.id);
    return session;
  };
  finance = await member('dismissal_finance_legal');
  timesheet = await member('dismissal_timesheet');
  onec = await member('dismissal_1c');
  hrDocs = await member('dismissal_hr_documents');
  closer = await member('dismissal');
  companyId = (await buildCompany(db, { name: 'Лига Цифровых Решений' })).id;
});
afterAll(async () => {
  await ctx?.close();
});

async function leaver() {
  return buildUser(ctx.database.db, { managerId: manager.id });
}

function bodyFor(employeeId: number, values: Partial<DismissalBodyInput> = {}): DismissalBodyInput {
  return {
    employee_id: employeeId,
    default_legal_entity_id: companyId,
    manager_id: manager.id,
    fire_date: FIRE_DATE,
    reason_for_leaving: 'Переезд в другой город',
    employment_record: 'electronic',
    ...values,
  };
}

async function create(body: DismissalBodyInput, session = hr): Promise<Dismissal> {
  const response = await session.call(endpoints.create, { body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: Dismissal }>().data;
}

const read = async (session: Session, id: number) =>
  (await session.call(endpoints.one, { params: { id } })).json<{ data: Dismissal }>().data;

const listIds = async (session: Session) =>
  (await session.call(endpoints.list, { query: { per_page: '100' } }))
    .json<{ data: DismissalListItem[] }>()
    .data.map((row) => row.id);

const setStatus = (session: Session, id: number, status: number, comment?: string) =>
  session.call(endpoints.setStatus, { params: { id }, body: { status, comment } });

async function tickAll(application: Dismissal, sessions: Session[]) {
  for (const session of sessions) {
    const mine = await read(session, application.id);
    for (const list of mine.check_lists.filter((item) => item.can_edit))
      for (const subject of list.subjects.filter((item) => item.check === 1)) {
        const response = await session.call(endpoints.subjectValue, {
          params: { id: subject.id },
          body: { check: 2 },
        });
        expect(response.statusCode, response.body).toBe(200);
      }
  }
}

describe('an application through its route', () => {
  it('is created on approval with four checklists, approved by the manager, checked by the departments, done and locked', async () => {
    const person = await leaver();
    const created = await create(bodyFor(person.id));
    expect(created.status).toMatchObject({ id: 1, name: 'На согласовании' });
    expect(created.employee.id).toBe(person.id);
    expect(created.check_lists.map((list) => list.direction.code)).toEqual([
      'finance_legal',
      'document_flow_1c',
      'timesheet',
      'hr_documents',
    ]);
    // Facts start their subjects: no projects, no requests waiting → «no action needed».
    const projects = created.check_lists[2]!.subjects.find((subject) => subject.title.startsWith('Проекты'))!;
    expect(projects).toMatchObject({ check: 2, note: 'Проектов, созданных сотрудником, нет' });
    expect(created.facts.days_left).toBe(27);
    expect(created.check_lists.every((list) => !list.can_edit)).toBe(true);

    // The manager sees it with the approve and reject buttons; the leaver sees it; others do not.
    const byManager = await read(manager, created.id);
    expect(byManager.status.children.map((child) => [child.id, child.code])).toEqual([
      [2, 'approve'],
      [3, 'reject'],
    ]);
    expect(await listIds(manager)).toContain(created.id);
    expect(await listIds(await api.as(person))).toContain(created.id);
    expect((await employee.call(endpoints.one, { params: { id: created.id } })).statusCode).toBe(404);
    expect(await listIds(employee)).not.toContain(created.id);

    // A department sees only its own checklist and edits it; another's is a 403.
    const byFinance = await read(finance, created.id);
    expect(byFinance.check_lists.map((list) => list.direction.code)).toEqual(['finance_legal']);
    expect(byFinance.check_lists[0]!.can_edit).toBe(true);
    const timesheetSubject = created.check_lists[2]!.subjects[0]!;
    const foreign = await finance.call(endpoints.subjectValue, {
      params: { id: timesheetSubject.id },
      body: { check: 2 },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json<{ message: string }>().message).toBe('Этот чек-лист ведёт другой отдел');
    const comment = await finance.call(endpoints.checkListComment, {
      params: { id: byFinance.check_lists[0]!.id },
      body: { comment: 'Авансовых отчётов нет' },
    });
    expect(comment.statusCode, comment.body).toBe(200);
    expect(comment.json<{ data: { comment: string } }>().data.comment).toBe('Авансовых отчётов нет');
    expect(
      (
        await timesheet.call(endpoints.checkListComment, {
          params: { id: byFinance.check_lists[0]!.id },
          body: { comment: 'чужой' },
        })
      ).statusCode,
    ).toBe(403);

    // HR may not approve: the manager does.
    expect((await setStatus(hr, created.id, 2)).statusCode).toBe(403);
    const approved = await setStatus(manager, created.id, 2);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<{ data: Dismissal }>().data.status.id).toBe(2);

    // Done needs every subject decided.
    const early = await setStatus(closer, created.id, 5);
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toBe(
      'Нельзя завершить увольнение: в чек-листах есть пункты, ожидающие решения',
    );
    await tickAll(created, [finance, onec, timesheet, hrDocs]);
    const done = await setStatus(closer, created.id, 5);
    expect(done.statusCode, done.body).toBe(200);
    const final = done.json<{ data: Dismissal }>().data;
    expect(final.status).toMatchObject({ id: 5, name: 'Выполнено', children: [] });
    expect(final.progress.decided).toBe(final.progress.total);

    // Locked: fields and subjects are a 409 with a Russian text.
    const edit = await hr.call(endpoints.edit, {
      body: { ...bodyFor(person.id, { comment: 'поздно' }), id: created.id, updated_at: final.updated_at },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json<{ message: string }>().message).toBe('Заявление выполнено: изменить его уже нельзя');
    const tick = await finance.call(endpoints.subjectValue, {
      params: { id: byFinance.check_lists[0]!.subjects[0]!.id },
      body: { check: 3 },
    });
    expect(tick.statusCode).toBe(409);
  });

  it('is edited by HR with the changes kept, and a rejected one is hidden from the lists', async () => {
    const person = await leaver();
    const created = await create(bodyFor(person.id));
    const edited = await hr.call(endpoints.edit, {
      body: {
        ...bodyFor(person.id, { vacation_compensation: 5, document_status: 2, document_sending_date: TODAY }),
        id: created.id,
        updated_at: created.updated_at,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ data: Dismissal }>().data).toMatchObject({
      vacation_compensation: 5,
      document_status: 2,
      document_sending_date: TODAY,
    });
    const stale = await hr.call(endpoints.edit, {
      body: { ...bodyFor(person.id), id: created.id, updated_at: created.updated_at },
    });
    expect(stale.statusCode).toBe(409);
    // A second open application of the same leaver is refused.
    const twice = await hr.call(endpoints.create, { body: bodyFor(person.id) });
    expect(twice.statusCode).toBe(409);

    expect(await listIds(hr)).toContain(created.id);
    expect((await setStatus(manager, created.id, 3)).statusCode).toBe(400);
    const rejected = await setStatus(manager, created.id, 3, 'Нужен разговор с руководителем практики');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await listIds(hr)).not.toContain(created.id);
    expect(await listIds(manager)).not.toContain(created.id);
    expect((await setStatus(manager, created.id, 2)).statusCode).toBe(409);
  });
});

describe('bad input and refusals', () => {
  it('refuses a fire date in the past or on a day off, missing fields and unknown references (400)', async () => {
    const person = await leaver();
    const cases: [Partial<DismissalBodyInput>, string, string][] = [
      [{ fire_date: '2026-03-01' }, 'fire_date', 'Дата увольнения не может быть в прошлом'],
      [{ fire_date: SATURDAY }, 'fire_date', 'Дата увольнения должна быть рабочим днём'],
      [{ manager_id: person.id }, 'manager_id', 'Согласующий руководитель не может быть самим сотрудником'],
      [{ default_legal_entity_id: 999999 }, 'default_legal_entity_id', 'Юридическое лицо не найдено'],
      [{ document_status: 2 }, 'document_sending_date', 'Укажите дату отправки документов'],
      [{ file_ids: [999999] }, 'file_ids', 'Файл не найден: загрузите его заново'],
    ];
    for (const [values, field, message] of cases) {
      const response = await hr.call(endpoints.create, { body: bodyFor(person.id, values) });
      expect(response.statusCode, JSON.stringify(values)).toBe(400);
      expect(response.json<{ errors: Record<string, string[]> }>().errors[field]).toContain(message);
    }
    const noEmployee = await hr.call(endpoints.create, {
      body: { ...bodyFor(person.id), employee_id: undefined },
    });
    expect(noEmployee.statusCode).toBe(400);
    expect(noEmployee.json<{ errors: Record<string, string[]> }>().errors.employee_id).toEqual([
      'Выберите сотрудника',
    ]);
    const created = await create(bodyFor(person.id));
    const subject = created.check_lists[0]!.subjects[0]!;
    expect(
      (await finance.call(endpoints.subjectValue, { params: { id: subject.id }, body: { check: 7 } }))
        .statusCode,
    ).toBe(400);
    expect((await setStatus(manager, created.id, 9)).statusCode).toBe(400);
    expect((await hr.call(endpoints.list, { query: { status: '3' } })).statusCode).toBe(400);
  });

  it('lets only HR, the dismissal administrators and managers file; the report is the desk’s (403)', async () => {
    const person = await leaver();
    expect((await employee.call(endpoints.create, { body: bodyFor(person.id) })).statusCode).toBe(403);
    expect((await employee.call(endpoints.createFields)).statusCode).toBe(403);
    expect((await employee.call(endpoints.searchEmployees, { query: { search: 'Тест' } })).statusCode).toBe(
      403,
    );
    expect((await employee.call(endpoints.searchApprovers, { query: { search: 'Тест' } })).statusCode).toBe(
      403,
    );
    expect((await manager.call(endpoints.report)).statusCode).toBe(403);
    expect((await finance.call(endpoints.report)).statusCode).toBe(403);
    const report = await hr.call(endpoints.report);
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toContain('spreadsheetml');
    expect(report.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('the form, the responsibilities and the people search', () => {
  it('answers the choices with the days off, what the viewer may do, and people with their places', async () => {
    const fields = await hr.call(endpoints.createFields);
    expect(fields.statusCode).toBe(200);
    const data = fields.json<{ data: { days_off: string[]; fire_date_min: string; max_files: number } }>()
      .data;
    expect(data.fire_date_min).toBe(TODAY);
    expect(data.days_off).toContain(SATURDAY);
    expect(data.days_off).not.toContain(FIRE_DATE);
    expect(data.max_files).toBe(10);

    const person = await leaver();
    const created = await create(bodyFor(person.id));
    const mine = await (await api.as(person)).call(endpoints.responsibilities);
    expect(mine.json()).toEqual({
      data: {
        reports: { can_show: false },
        me_bypass_sheet: { can_show: true, id: created.id },
        applications: { can_show: false, can_create: false },
        directions: [],
      },
    });
    const desk = (await hr.call(endpoints.responsibilities)).json<{ data: unknown }>().data;
    expect(desk).toMatchObject({ reports: { can_show: true }, applications: { can_create: true } });
    const member = (await finance.call(endpoints.responsibilities)).json<{ data: unknown }>().data;
    expect(member).toMatchObject({ applications: { can_show: true, can_create: false }, directions: [1] });

    const found = await hr.call(endpoints.searchEmployees, { query: { search: person.lastName } });
    expect(found.statusCode).toBe(200);
    expect(found.json<{ data: { id: number; manager_id: number }[] }>().data).toEqual([
      expect.objectContaining({ id: person.id, manager_id: manager.id }),
    ]);
    const short = await hr.call(endpoints.searchEmployees, { query: { search: 'Т' } });
    expect(short.json<{ data: unknown[] }>().data).toEqual([]);
    // The leaver manages nobody: not an approver; their manager (role manager) is.
    const approvers = await hr.call(endpoints.searchApprovers, { query: { search: person.lastName } });
    expect(approvers.json<{ data: unknown[] }>().data).toEqual([]);
  });
});

describe('attachments', () => {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
  const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]);
  const upload = (session: Session, list: { name: string; content: Buffer }[]) =>
    session.upload(
      '/api/upload/partitions/employee-dismissal/files',
      multipart(
        {},
        list.map((file) => ({ field: 'files[]', ...file })),
      ),
    );

  it('stores documents, refuses another type, a disguised file and an 11th file with nothing kept', async () => {
    const before = storedFileCount(ctx.filesDir);
    const program = await upload(hr, [{ name: 'setup.exe', content: exe }]);
    expect(program.statusCode).toBe(400);
    expect(program.json<{ message: string }>().message).toContain('.jpeg, .jpg, .png, .doc, .docx, .pdf');
    expect((await upload(hr, [{ name: 'заявление.pdf', content: exe }])).statusCode).toBe(400);
    const eleven = Array.from({ length: 11 }, (_, index) => ({ name: `скан-${index}.pdf`, content: pdf }));
    const tooMany = await upload(hr, eleven);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<{ message: string }>().message).toBe('Не больше 10 файлов');
    expect(storedFileCount(ctx.filesDir)).toBe(before);
    expect((await upload(employee, [{ name: 'заявление.pdf', content: pdf }])).statusCode).toBe(403);

    const stored = await upload(hr, [{ name: 'заявление.pdf', content: pdf }]);
    expect(stored.statusCode, stored.body).toBe(201);
    const file = stored.json<{ data: { id: number }[] }>().data[0]!;
    const person = await leaver();
    const created = await create(bodyFor(person.id, { file_ids: [file.id] }));
    expect(created.files).toEqual([
      expect.objectContaining({
        id: file.id,
        name: 'заявление.pdf',
        url: `/api/employee_dismissal/applications/${created.id}/files/${file.id}`,
      }),
    ]);
    // The manager downloads it through the application; a stranger gets 404.
    const got = await manager.call(endpoints.file, { params: { id: created.id, file_id: file.id } });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect(
      (await employee.call(endpoints.file, { params: { id: created.id, file_id: file.id } })).statusCode,
    ).toBe(404);
    // Eleven ids on an application: 400.
    const tooManyIds = await hr.call(endpoints.create, {
      body: bodyFor((await leaver()).id, { file_ids: Array.from({ length: 11 }, (_, i) => i + 1) }),
    });
    expect(tooManyIds.statusCode).toBe(400);
  });
});
