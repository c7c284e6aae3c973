import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  VACATION_DOCUMENT_MAX_BYTES,
  VACATION_DOCUMENT_TOO_LARGE,
  type RemainingDaysRow,
  type VacationDocument,
  type VacationInfo,
  type VacationSettingsView,
} from '@intranet/contracts';
import { createTestApp, storedFileCount, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildUser } from '../../../test/factories.ts';
import { multipart } from '../../../test/http.ts';
import { auditLog } from '../../platform/audit/audit.schema.ts';
import { seedVacationDocuments } from './vacation-documents.demo.ts';
import { vacationDocuments } from './vacation.schema.ts';

/** The app's fixed "today": the minimum date and the balance year are counted from it. */
const today = '2026-06-15';
let ctx: TestContext;
let api: ApiClient;
let employee: Session;
let vacationAdmin: Session;
let employeeId: number;

beforeAll(async () => {
  ctx = await createTestApp({ today });
  api = await client(ctx);
  const db = ctx.database.db;
  const person = await buildUser(db, {
    lastName: 'Остаткова',
    hireDate: '2020-03-15',
    workPosition: 'Аналитик',
  });
  employeeId = person.id;
  employee = await api.as(person);
  const admin = await buildUser(db, { roles: ['vacation_system_admin'] });
  vacationAdmin = await api.as(admin);
});
afterAll(async () => ctx?.close());

const upload = (session: Session, body: ReturnType<typeof multipart>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/vacations/documents',
    headers: { ...session.headers, ...body.headers },
    payload: body.payload,
  });

describe('documents and templates', () => {
  const content = Buffer.from('ФИО;Дата начала;Дней\n');
  const file = { field: 'file', name: 'Шаблон графика.csv', content, type: 'text/csv' };

  it('a vacation admin publishes a file that every employee lists and downloads', async () => {
    const created = await upload(vacationAdmin, multipart({ title: 'Шаблон графика отпусков' }, [file]));
    expect(created.statusCode).toBe(201);
    const document = created.json<{ data: VacationDocument }>().data;
    expect(document.file).toMatchObject({ name: 'Шаблон графика.csv', size: content.length });

    const list = await employee.get('/api/vacations/documents');
    expect(list.json<{ data: VacationDocument[] }>().data.map((row) => row.title)).toContain(
      'Шаблон графика отпусков',
    );
    const download = await employee.get(document.file.url);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(content)).toBe(true);
    expect(download.headers['content-disposition']).toContain(encodeURIComponent('Шаблон графика.csv'));
  });

  it('403 for an employee, 400 without a title or a file, 413 at 20 MB; a refusal keeps no bytes', async () => {
    const stored = storedFileCount(ctx.filesDir);
    expect((await upload(employee, multipart({ title: 'Чужой' }, [file]))).statusCode).toBe(403);
    const untitled = await upload(vacationAdmin, multipart({ title: '  ' }, [file]));
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json<{ errors: Record<string, string[]> }>().errors.title).toEqual([
      'Укажите название документа',
    ]);
    const fileless = await upload(vacationAdmin, multipart({ title: 'Без файла' }));
    expect(fileless.json<{ errors: Record<string, string[]> }>().errors.file).toEqual(['Выберите файл']);
    const huge = await upload(
      vacationAdmin,
      multipart({ title: 'Большой' }, [{ ...file, content: Buffer.alloc(VACATION_DOCUMENT_MAX_BYTES) }]),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json<{ message: string }>().message).toBe(VACATION_DOCUMENT_TOO_LARGE);
    expect(storedFileCount(ctx.filesDir)).toBe(stored);
  });

  it('removing a document hides it and its file but keeps the row, audited', async () => {
    const created = await upload(vacationAdmin, multipart({ title: 'Устаревший бланк' }, [file]));
    const document = created.json<{ data: VacationDocument }>().data;
    expect((await employee.delete(`/api/vacations/documents/${document.id}`)).statusCode).toBe(403);
    expect((await vacationAdmin.delete(`/api/vacations/documents/${document.id}`)).statusCode).toBe(204);
    expect((await vacationAdmin.delete(`/api/vacations/documents/${document.id}`)).statusCode).toBe(404);
    const download = await employee.get(document.file.url);
    expect(download.statusCode).toBe(404);
    const [row] = await ctx.database.db
      .select()
      .from(vacationDocuments)
      .where(eq(vacationDocuments.id, document.id));
    expect(row!.deletedAt).not.toBeNull();
    const [entry] = await ctx.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry!.action).toBe('vacation.document.delete');
  });
});

describe('demo documents', () => {
  it('are written once, with real files everyone downloads', async () => {
    const db = ctx.database.db;
    await db.delete(vacationDocuments);
    await seedVacationDocuments(db, ctx.services.files.storage);
    await seedVacationDocuments(db, ctx.services.files.storage);
    const list = (await employee.get('/api/vacations/documents')).json<{ data: VacationDocument[] }>().data;
    expect(list.map((document) => document.file.name).sort()).toEqual([
      'График отпусков.xlsx',
      'Заявление на отпуск.txt',
      'Памятка по планированию.txt',
    ]);
    const memo = list.find((document) => document.file.name === 'Памятка по планированию.txt')!;
    const download = await employee.get(memo.file.url);
    expect(download.body).toContain('до 15 декабря');
  });
});

describe('planner settings', () => {
  it('403 for an employee, 400 for bad values, and a new lead time moves the minimum date', async () => {
    expect((await employee.get('/api/dba/vacations/settings')).statusCode).toBe(403);
    const current = (await vacationAdmin.get('/api/dba/vacations/settings')).json<{
      data: VacationSettingsView;
    }>().data;
    expect(current).toMatchObject({ vacation_lead_days: 16, vacation_annual_days: 28 });
    const { next_year_people: _people, ...body } = current;

    expect((await employee.put('/api/dba/vacations/settings', body)).statusCode).toBe(403);
    const bad = await vacationAdmin.put('/api/dba/vacations/settings', {
      ...body,
      vacation_lead_days: -1,
      vacation_next_year_opens: '13-01',
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await vacationAdmin.put('/api/dba/vacations/settings', {
      ...body,
      vacation_next_year_users: [999_999],
    });
    expect(unknown.json<{ errors: Record<string, string[]> }>().errors.vacation_next_year_users).toEqual([
      'В списке есть неизвестные сотрудники',
    ]);

    const saved = await vacationAdmin.put('/api/dba/vacations/settings', {
      ...body,
      vacation_lead_days: 30,
      vacation_override_date: '',
      vacation_next_year_users: [employeeId],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ data: VacationSettingsView }>().data.next_year_people).toEqual([
      { id: employeeId, full_name: expect.stringContaining('Остаткова') as string },
    ]);
    const info = (await employee.get('/api/dba/vacations/info')).json<{ data: VacationInfo }>().data;
    expect(info.min_date).toBe(addDays(today, 31));
    // The fixed list opens next year to the person at once.
    expect(info.next_year_open).toBe(true);
    const [entry] = await ctx.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry!.action).toBe('vacation.settings.update');
    await vacationAdmin.put('/api/dba/vacations/settings', body);
  });
});

describe('remaining days', () => {
  const year = Number(today.slice(0, 4));

  it('lists balances per person; a correction shows up with its comment and author', async () => {
    const url = `dba/vacations/remaining-days?year=${year}&search=${encodeURIComponent('Остаткова')}`;
    expect((await employee.get(`/api/${url}`)).statusCode).toBe(403);
    expect((await vacationAdmin.get('/api/dba/vacations/remaining-days?year=1990')).statusCode).toBe(400);
    const before = (await vacationAdmin.get(`/api/${url}`)).json<{ data: RemainingDaysRow[] }>().data;
    expect(before).toHaveLength(1);
    expect(before[0]).toMatchObject({ accumulated: 0, planned: 0, available: 28, comment: null });

    const corrected = await vacationAdmin.post(`/api/dba/vacations/balance/${employeeId}`, {
      year,
      accumulated: 10,
      comment: 'Перенос остатка',
    });
    expect(corrected.statusCode).toBe(200);
    const after = (await vacationAdmin.get(`/api/${url}`)).json<{
      data: RemainingDaysRow[];
      meta: { total: number };
    }>();
    expect(after.meta.total).toBe(1);
    expect(after.data[0]).toMatchObject({
      accumulated: 10,
      available: 38,
      comment: 'Перенос остатка',
      user: { position: 'Аналитик' },
    });
    expect(after.data[0]!.updated_by).not.toBeNull();
  });
});
