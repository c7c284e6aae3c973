import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDUCATION_TEXTS, type EducationDetails } from '@intranet/contracts';
import { educationEndpoints as endpoints } from '@intranet/contracts/education/endpoints';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildUser } from '../../../test/factories.ts';
import { workflowHistory } from '../../platform/workflow/workflow-history.schema.ts';
import {
  addDepartmentMember,
  buildAuthorWithChain,
  findStatus,
  findType,
} from '../requests/requests.factory.ts';
import { bpRequests } from '../requests/requests.schema.ts';

const TODAY = '2026-03-04';

let ctx: TestContext;
let api: ApiClient;
let author: Session;
let manager: Session;
let director: Session;
let trainer: Session;
let stranger: Session;
let desk: Session;
let admin: Session;
let processId: number;

beforeAll(async () => {
  ctx = await createTestApp({ today: TODAY });
  api = await client(ctx);
  const db = ctx.database.db;
  const chain = await buildAuthorWithChain(db);
  author = await api.as(chain.author);
  manager = await api.as(chain.manager);
  director = await api.as(chain.director);
  const trainerUser = await buildUser(db);
  await addDepartmentMember(db, 'training', trainerUser.id);
  trainer = await api.as(trainerUser);
  stranger = await api.as();
  desk = await api.as('bp_education_admin');
  admin = await api.as('admin');
  processId = (await findType(db, 'education_external')).id;
});
afterAll(async () => ctx?.close());

async function file(session: Session = author, body: Record<string, unknown> = {}) {
  const response = await session.call(endpoints.create, {
    body: {
      bp_type_id: processId,
      type_id: 'course',
      course: 'Kubernetes для разработчиков',
      price: 42000,
      period_date: { date_start: '2026-04-01', date_end: '2026-04-05' },
      email: 'student@example.com',
      ...body,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ data: EducationDetails }>().data;
}

const read = async (session: Session, id: number) => {
  const response = await session.call(endpoints.one, { params: { id } });
  return { status: response.statusCode, data: response.json<{ data: EducationDetails }>().data };
};

async function move(session: Session, id: number, statusCode: string) {
  const status = await findStatus(ctx.database.db, statusCode);
  return session.call(endpoints.addStatus, { params: { id, status: status.id } });
}

describe('education requests', () => {
  it("files a request with its fields, the author as the student, and the engine's buttons", async () => {
    const created = await file();
    expect(created).toMatchObject({
      type_id: 'course',
      type_name: 'Курс',
      title: 'Курс: Kubernetes для разработчиков',
      course: 'Kubernetes для разработчиков',
      price: 42000,
      period_date: { date_start: '2026-04-01', date_end: '2026-04-05' },
      status: { code: 'registered' },
      users: [{ id: author.id }],
      can_edit: true,
      can_delete: true,
      email_editable: true,
      admin_editable: false,
    });
    expect(created.actions.map((action) => action.code)).toEqual(['submit', 'cancel']);
  });

  it('refuses bad input with Russian field texts (400)', async () => {
    const bad = await author.call(endpoints.create, {
      body: { bp_type_id: processId, type_id: 'course', course: ' ', price: -1 },
    });
    expect(bad.statusCode).toBe(400);
    const errors = bad.json<{ errors: Record<string, string[]> }>().errors;
    expect(errors.course).toEqual(['Укажите курс или мероприятие']);
    expect(errors.price).toEqual(['Стоимость не может быть отрицательной']);
    const period = await author.call(endpoints.create, {
      body: {
        bp_type_id: processId,
        type_id: 'course',
        course: 'X',
        period_date: { date_start: '2026-04-05', date_end: '2026-04-01' },
      },
    });
    expect(period.json<{ errors: Record<string, string[]> }>().errors['period_date.date_end']).toEqual([
      EDUCATION_TEXTS.periodOrder,
    ]);
    const facility = await author.call(endpoints.create, {
      body: { bp_type_id: processId, type_id: 'course', course: 'X', edu_facility_id: 999999 },
    });
    expect(facility.statusCode).toBe(400);
    expect(facility.json<{ errors: Record<string, string[]> }>().errors.edu_facility_id).toEqual([
      EDUCATION_TEXTS.facilityNotFound,
    ]);
    const wrongKind = await author.call(endpoints.create, {
      body: { bp_type_id: (await findType(ctx.database.db, 'equipment')).id, type_id: 'course', course: 'X' },
    });
    expect(wrongKind.statusCode).toBe(400);
  });

  it('walks manager → director → training department; the e-mail follows whom the step waits for', async () => {
    const created = await file();
    expect((await move(author, created.id, 'approval_manager')).statusCode).toBe(200);
    // The author no longer decides: the e-mail is the manager's now.
    const byAuthor = await read(author, created.id);
    expect(byAuthor.data.email_editable).toBe(false);
    expect(byAuthor.data.can_edit).toBe(false);
    const refused = await author.call(endpoints.edit, {
      params: { id: created.id },
      body: { email: 'other@example.com', updated_at: byAuthor.data.updated_at },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(EDUCATION_TEXTS.emailDenied);

    const byManager = await read(manager, created.id);
    expect(byManager.data.email_editable).toBe(true);
    const changed = await manager.call(endpoints.edit, {
      params: { id: created.id },
      body: {
        email: 'invoice@example.com',
        course: byManager.data.course,
        updated_at: byManager.data.updated_at,
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<{ data: EducationDetails }>().data.email).toBe('invoice@example.com');
    // The manager may not touch the author's fields.
    const course = await manager.call(endpoints.edit, {
      params: { id: created.id },
      body: { course: 'Другое', updated_at: changed.json<{ data: EducationDetails }>().data.updated_at },
    });
    expect(course.statusCode).toBe(403);
    // A stale version is a conflict.
    const stale = await manager.call(endpoints.edit, {
      params: { id: created.id },
      body: { email: 'x@example.com', updated_at: byManager.data.updated_at },
    });
    expect(stale.statusCode).toBe(409);

    expect((await move(manager, created.id, 'approval_director')).statusCode).toBe(200);
    expect((await move(director, created.id, 'processing_training')).statusCode).toBe(200);
    const atDesk = await read(trainer, created.id);
    expect(atDesk.data).toMatchObject({ admin_editable: true, email_editable: true });
    const noted = await trainer.call(endpoints.edit, {
      params: { id: created.id },
      body: { admin_info: 'Договор № 12', price: 39000, updated_at: atDesk.data.updated_at },
    });
    expect(noted.statusCode).toBe(200);
    expect(noted.json<{ data: EducationDetails }>().data).toMatchObject({
      admin_info: 'Договор № 12',
      price: 39000,
    });
    expect((await move(trainer, created.id, 'completed')).statusCode).toBe(200);

    const done = await read(author, created.id);
    expect(done.data).toMatchObject({
      status: { code: 'completed' },
      email_editable: false,
      admin_editable: false,
    });
    const final = await trainer.call(endpoints.edit, {
      params: { id: created.id },
      body: { email: 'late@example.com', updated_at: done.data.updated_at },
    });
    expect(final.statusCode).toBe(409);

    const history = await author.call(endpoints.history, { params: { id: created.id } });
    expect(history.json<{ data: { action: string }[] }>().data.map((row) => row.action)).toEqual([
      'create',
      'submit',
      'edit',
      'approve',
      'approve',
      'edit',
      'complete',
    ]);
    expect((await stranger.call(endpoints.history, { params: { id: created.id } })).statusCode).toBe(404);
  });

  it("answers 404 for a request of another kind or unknown, 403 for a step not the user's", async () => {
    const created = await file();
    expect((await stranger.call(endpoints.one, { params: { id: created.id } })).statusCode).toBe(404);
    expect((await author.call(endpoints.one, { params: { id: 999999 } })).statusCode).toBe(404);
    expect((await move(stranger, created.id, 'approval_manager')).statusCode).toBe(403);
    expect((await move(author, 999999, 'approval_manager')).statusCode).toBe(404);
  });

  it('lists mine for the author and every request for the training department, with filters', async () => {
    const mine = await file(author, { type_id: 'conference', course: 'HighLoad++' });
    const list = async (session: Session, query: Record<string, string> = {}) => {
      const response = await session.call(endpoints.list, { query });
      expect(response.statusCode).toBe(200);
      return response.json<{ data: { id: number }[]; meta: { total: number } }>();
    };
    expect((await list(author)).data.map((row) => row.id)).toContain(mine.id);
    expect((await list(stranger)).data.map((row) => row.id)).not.toContain(mine.id);
    expect((await list(trainer)).data.map((row) => row.id)).toContain(mine.id);
    const conferences = await list(author, { type_id: 'conference' });
    expect(conferences.data.map((row) => row.id)).toEqual([mine.id]);
    const registered = await findStatus(ctx.database.db, 'registered');
    expect((await list(desk, { status_id: String(registered.id) })).data.map((row) => row.id)).toContain(
      mine.id,
    );
    expect((await author.call(endpoints.list, { query: { type_id: 'circus' } })).statusCode).toBe(400);

    expect((await desk.call(endpoints.all)).statusCode).toBe(200);
    expect((await author.call(endpoints.all)).statusCode).toBe(403);
  });

  it('names the education types and processes a user may file', async () => {
    const response = await author.call(endpoints.whichType);
    expect(response.statusCode).toBe(200);
    const data = response.json<{
      data: { education_types: { name: string }[]; bp_types: { id: number; name: string }[] };
    }>().data;
    expect(data.education_types.map((type) => type.name)).toEqual([
      'Курс',
      'Конференция',
      'Сертификация',
      'Тренинг',
    ]);
    expect(data.bp_types).toEqual([{ id: processId, name: 'Внешнее обучение' }]);
  });

  it('exports the filtered list to xlsx for the training department only', async () => {
    const created = await file(author, { course: 'Отчётный курс' });
    const response = await desk.call(endpoints.report, { query: { type_id: 'course' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(encodeURIComponent('Заявки на обучение'));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Заявки на обучение')!;
    expect(sheet.getRow(1).getCell(4).value).toBe('Курс');
    const ids = sheet.getColumn(1).values.slice(2);
    expect(ids).toContain(created.id);
    expect((await author.call(endpoints.report)).statusCode).toBe(403);
  });

  it('deletes softly: the author while registered, the admin any time, nobody else', async () => {
    const created = await file();
    expect((await stranger.call(endpoints.remove, { params: { id: created.id } })).statusCode).toBe(404);
    expect((await author.call(endpoints.remove, { params: { id: created.id } })).statusCode).toBe(204);
    expect((await author.call(endpoints.one, { params: { id: created.id } })).statusCode).toBe(404);
    const [row] = await ctx.database.db.select().from(bpRequests).where(eq(bpRequests.id, created.id));
    expect(row!.deletedAt).not.toBeNull();
    const history = await ctx.database.db
      .select()
      .from(workflowHistory)
      .where(eq(workflowHistory.recordId, created.id));
    expect(history.map((entry) => entry.action)).toContain('delete');

    const sent = await file();
    await move(author, sent.id, 'approval_manager');
    const denied = await author.call(endpoints.remove, { params: { id: sent.id } });
    expect(denied.statusCode).toBe(403);
    expect(denied.json<{ message: string }>().message).toBe(EDUCATION_TEXTS.deleteDenied);
    expect((await admin.call(endpoints.remove, { params: { id: sent.id } })).statusCode).toBe(204);
  });
});

describe('facilities and edicts', () => {
  it('creates, edits and lists facilities for the training department; others read only', async () => {
    const created = await desk.call(endpoints.createFacility, {
      body: { name: 'Учебный центр «Альфа»', email: 'alpha@example.com', phone: '+7 900 000-00-00' },
    });
    expect(created.statusCode).toBe(201);
    const facility = created.json<{ data: { id: number } }>().data;
    const edited = await desk.call(endpoints.editFacility, {
      params: { id: facility.id },
      body: { address: 'Москва' },
    });
    expect(edited.json<{ data: { address: string; name: string } }>().data).toMatchObject({
      name: 'Учебный центр «Альфа»',
      address: 'Москва',
    });
    const listed = await author.call(endpoints.facilities);
    expect(listed.json<{ data: { id: number }[] }>().data.map((row) => row.id)).toContain(facility.id);
    expect((await author.call(endpoints.createFacility, { body: { name: 'X' } })).statusCode).toBe(403);
    expect(
      (await author.call(endpoints.editFacility, { params: { id: facility.id }, body: {} })).statusCode,
    ).toBe(403);
    const bad = await desk.call(endpoints.createFacility, { body: { name: '', email: 'нет' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: Record<string, string[]> }>().errors.name).toEqual([
      'Укажите название учебного заведения',
    ]);
    expect((await desk.call(endpoints.editFacility, { params: { id: 999999 }, body: {} })).statusCode).toBe(
      404,
    );
  });

  it('refuses to delete a facility a request names (409) and deletes an unused one', async () => {
    const used = (await desk.call(endpoints.createFacility, { body: { name: 'Используемое' } })).json<{
      data: { id: number };
    }>().data;
    await file(author, { edu_facility_id: used.id });
    const refused = await desk.call(endpoints.removeFacility, { params: { id: used.id } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(EDUCATION_TEXTS.facilityInUse);
    const unused = (await desk.call(endpoints.createFacility, { body: { name: 'Ненужное' } })).json<{
      data: { id: number };
    }>().data;
    expect((await author.call(endpoints.removeFacility, { params: { id: unused.id } })).statusCode).toBe(403);
    expect((await desk.call(endpoints.removeFacility, { params: { id: unused.id } })).statusCode).toBe(204);
    expect((await desk.call(endpoints.removeFacility, { params: { id: unused.id } })).statusCode).toBe(404);
  });

  it('lets everyone read the edicts and the training department edit them', async () => {
    const { bpEducationEdicts } = await import('./education.schema.ts');
    const [edict] = await ctx.database.db
      .insert(bpEducationEdicts)
      .values({ title: 'Порядок', body: 'Текст' })
      .returning();
    const listed = await author.call(endpoints.edicts);
    expect(listed.json<{ data: { id: number }[] }>().data.map((row) => row.id)).toContain(edict!.id);
    const edited = await desk.call(endpoints.editEdict, {
      params: { id: edict!.id },
      body: { title: 'Порядок подачи', body: 'Новый текст' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<{ data: { title: string } }>().data.title).toBe('Порядок подачи');
    expect(
      (await author.call(endpoints.editEdict, { params: { id: edict!.id }, body: { title: 'X', body: '' } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await desk.call(endpoints.editEdict, { params: { id: edict!.id }, body: { title: '', body: '' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await desk.call(endpoints.editEdict, { params: { id: 999999 }, body: { title: 'X', body: '' } }))
        .statusCode,
    ).toBe(404);
  });
});
