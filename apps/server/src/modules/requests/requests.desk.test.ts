import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BP_KINDS,
  DESK_TEXTS,
  deskHandledFileName,
  type BpDeskCounts,
  type BpDeskItem,
} from '@intranet/contracts';
import { requestsEndpoints as endpoints } from '@intranet/contracts/requests/endpoints';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildUser } from '../../../test/factories.ts';
import { bpRequests } from './requests.schema.ts';
import { addDepartmentMember, buildAuthorWithChain, buildRequest, findStatus } from './requests.factory.ts';

/** A Wednesday: three working days back is Friday 27 February (the overdue rule's default). */
const TODAY = '2026-03-04';

let ctx: TestContext;
let api: ApiClient;
let hr: Session;
let assistant: Session;
let employee: Session;
let admin: Session;

beforeAll(async () => {
  ctx = await createTestApp({ today: TODAY });
  api = await client(ctx);
  hr = await api.as({ roles: ['hr'] });
  assistant = await api.as({ roles: ['assistant'] });
  employee = await api.as();
  admin = await api.as('admin');
});
afterAll(async () => ctx?.close());

/** A request of `typeCode` in `statusCode` that entered it on `enteredOn` (its assignees as the engine sets). */
async function waitingSince(typeCode: string, statusCode: string, enteredOn: string, title: string) {
  const db = ctx.database.db;
  const chain = await buildAuthorWithChain(db);
  const request = await buildRequest(db, {
    typeCode,
    statusCode,
    authorId: chain.author.id,
    title,
    today: TODAY,
  });
  await db
    .update(bpRequests)
    .set({ statusEnteredAt: new Date(`${enteredOn}T10:00:00`) })
    .where(eq(bpRequests.id, request.id));
  return request;
}

async function workbookRows(response: { rawPayload: Buffer }) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('the desk inbox', () => {
  it('lists what waits for the person across the kinds, overdue first, with the flag', async () => {
    // Both wait for HR (role hr): a certificate since Thursday 26 February (overdue) and since Tuesday.
    const fresh = await waitingSince('employment_certificate', 'in_progress', '2026-03-03', 'Справка свежая');
    const late = await waitingSince('employment_certificate', 'in_progress', '2026-02-26', 'Справка давняя');
    const transfer = await waitingSince('transfer_group', 'in_progress', '2026-03-02', 'Перевод');
    const response = await hr.call(endpoints.desk, { query: { per_page: '1000' } });
    expect(response.statusCode).toBe(200);
    const rows = response.json<{ data: BpDeskItem[] }>().data;
    const mine = rows.filter((row) => [fresh.id, late.id, transfer.id].includes(row.id));
    expect(mine.map((row) => [row.id, row.kind, row.overdue])).toEqual([
      [late.id, 'custom', true],
      [transfer.id, 'transfer', false],
      [fresh.id, 'custom', false],
    ]);
    // Overdue rows come before every row that is not.
    const firstOnTime = rows.findIndex((row) => !row.overdue);
    expect(rows.slice(firstOnTime).every((row) => !row.overdue)).toBe(true);
    // Nothing waits for the assistant among these.
    const theirs = (await assistant.call(endpoints.desk)).json<{ data: BpDeskItem[] }>().data;
    expect(theirs.map((row) => row.id)).not.toContain(late.id);
  });

  it('is the desk roles’ only: 403 for others, 400 for a bad page, 401 signed out', async () => {
    expect((await employee.call(endpoints.desk)).statusCode).toBe(403);
    expect((await employee.call(endpoints.deskCounts)).statusCode).toBe(403);
    expect((await employee.call(endpoints.deskRequests)).statusCode).toBe(403);
    expect((await employee.call(endpoints.deskXlsx)).statusCode).toBe(403);
    expect((await hr.call(endpoints.desk, { query: { page: '0' } })).statusCode).toBe(400);
    expect((await api.anonymous.call(endpoints.desk)).statusCode).toBe(401);
  });
});

describe('the desk counts and their requests', () => {
  const countOf = (counts: BpDeskCounts, kind: string, statusId: number) =>
    counts.counts.find((row) => row.kind === kind && row.status_id === statusId)?.total ?? 0;

  it('counts the requests of the kinds the person handles, by kind and status', async () => {
    const inProgress = await findStatus(ctx.database.db, 'in_progress');
    const completed = await findStatus(ctx.database.db, 'completed');
    const read = async (session: Session) =>
      (await session.call(endpoints.deskCounts)).json<{ data: BpDeskCounts }>().data;
    const before = await read(hr);
    expect(before.kinds).toEqual(['transfer']);
    await waitingSince('transfer_group', 'in_progress', '2026-03-02', 'Перевод 1');
    await waitingSince('transfer_group', 'in_progress', '2026-03-02', 'Перевод 2');
    await waitingSince('transfer_group', 'completed', '2026-03-02', 'Перевод 3');
    await waitingSince('business_cards', 'in_progress', '2026-03-02', 'Визитки');
    const after = await read(hr);
    expect(countOf(after, 'transfer', inProgress.id) - countOf(before, 'transfer', inProgress.id)).toBe(2);
    expect(countOf(after, 'transfer', completed.id) - countOf(before, 'transfer', completed.id)).toBe(1);
    // HR does not handle cards: no count of them.
    expect(after.counts.every((row) => row.kind === 'transfer')).toBe(true);
    expect((await read(assistant)).kinds).toEqual(['card']);
    expect((await read(admin)).kinds).toEqual([...BP_KINDS]);
  });

  it('adds the kinds of a service department the person is in (training: education)', async () => {
    const user = await buildUser(ctx.database.db, { roles: ['assistant'] });
    await addDepartmentMember(ctx.database.db, 'training', user.id);
    const session = await api.as(user);
    const counts = (await session.call(endpoints.deskCounts)).json<{ data: BpDeskCounts }>().data;
    expect(counts.kinds).toEqual(['education', 'card']);
  });

  it('lists the requests behind a count; another kind is 403, bad filters 400', async () => {
    const inProgress = await findStatus(ctx.database.db, 'in_progress');
    const card = await waitingSince('business_cards', 'in_progress', '2026-03-02', 'Визитки к выставке');
    const done = await waitingSince('business_cards', 'completed', '2026-03-02', 'Визитки напечатаны');
    const list = await assistant.call(endpoints.deskRequests, {
      query: { kind: 'card', status_id: String(inProgress.id), per_page: '1000' },
    });
    expect(list.statusCode).toBe(200);
    const rows = list.json<{ data: { id: number; kind: string; status: { id: number } }[] }>().data;
    expect(rows.map((row) => row.id)).toContain(card.id);
    expect(rows.map((row) => row.id)).not.toContain(done.id);
    expect(rows.every((row) => row.kind === 'card' && row.status.id === inProgress.id)).toBe(true);
    const all = await assistant.call(endpoints.deskRequests, { query: { per_page: '1000' } });
    expect(all.json<{ data: { kind: string }[] }>().data.every((row) => row.kind === 'card')).toBe(true);
    const denied = await assistant.call(endpoints.deskRequests, { query: { kind: 'transfer' } });
    expect(denied.statusCode).toBe(403);
    expect(denied.json<{ message: string }>().message).toBe(DESK_TEXTS.kindDenied);
    expect((await assistant.call(endpoints.deskRequests, { query: { kind: 'rocket' } })).statusCode).toBe(
      400,
    );
    expect((await assistant.call(endpoints.deskRequests, { query: { status_id: 'x' } })).statusCode).toBe(
      400,
    );
    const unknown = await assistant.call(endpoints.deskRequests, { query: { status_id: '999999' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ errors: Record<string, string[]> }>().errors.status_id).toBeDefined();
  });
});

describe('the exports', () => {
  it('exports the inbox as xlsx with a Russian file name', async () => {
    const late = await waitingSince('employment_certificate', 'in_progress', '2026-02-20', 'Справка в банк');
    const response = await hr.call(endpoints.deskXlsx);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain(encodeURIComponent(DESK_TEXTS.inboxFile));
    const rows = await workbookRows(response);
    expect(rows[0]).toEqual(['№', 'Заявка', 'Вид', 'Тип', 'Статус', 'Автор', 'Ожидает с', 'Просрочена']);
    const row = rows.find((cells) => cells[0] === late.id)!;
    expect(row.slice(1, 5)).toEqual([
      'Справка в банк',
      'Прочие заявки',
      'Запрос справки с места работы',
      'В работе',
    ]);
    expect(row.slice(6)).toEqual(['20.02.2026', 'Да']);
  });

  it('exports the requests of a kind the person handles, and refuses a kind they do not', async () => {
    const transfer = await waitingSince('transfer_group', 'in_progress', '2026-03-02', 'Перевод в выгрузку');
    await waitingSince('employment_certificate', 'in_progress', '2026-03-02', 'Справка не в выгрузку');
    const response = await hr.call(endpoints.deskRequestsXlsx, { query: { kind: 'transfer' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(
      encodeURIComponent(deskHandledFileName('transfer')),
    );
    const rows = await workbookRows(response);
    expect(rows[0]).toEqual(['№', 'Заявка', 'Вид', 'Тип', 'Статус', 'Автор', 'Ожидает с']);
    expect(rows.find((cells) => cells[0] === transfer.id)?.slice(1, 3)).toEqual([
      'Перевод в выгрузку',
      'Перевод сотрудников',
    ]);
    expect(rows.slice(1).every((cells) => cells[2] === 'Перевод сотрудников')).toBe(true);
    expect((await hr.call(endpoints.deskRequestsXlsx, { query: { kind: 'card' } })).statusCode).toBe(403);
    expect((await hr.call(endpoints.deskRequestsXlsx, { query: { kind: 'nope' } })).statusCode).toBe(400);
  });

  it('exports the overdue list for administrators only', async () => {
    const late = await waitingSince('transfer_group', 'in_progress', '2026-02-19', 'Давний перевод');
    await waitingSince('transfer_group', 'in_progress', '2026-03-03', 'Свежий перевод');
    expect((await hr.call(endpoints.overdueXlsx)).statusCode).toBe(403);
    const response = await admin.call(endpoints.overdueXlsx);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(encodeURIComponent(DESK_TEXTS.overdueFile));
    const rows = await workbookRows(response);
    const titles = rows.slice(1).map((cells) => cells[1]);
    expect(titles).toContain('Давний перевод');
    expect(titles).not.toContain('Свежий перевод');
    expect(rows.find((cells) => cells[0] === late.id)![7]).toBe('Да');
  });
});
