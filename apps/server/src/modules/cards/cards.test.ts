import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardDetails, CardFieldsInput, CardPersonFields, CardWorkPosition } from '@intranet/contracts';
import { cardsEndpoints as endpoints } from '@intranet/contracts/cards/endpoints';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildOrganisation } from '../../../test/factories.ts';
import { multipart } from '../../../test/http.ts';
import { buildFile, png } from '../files/files.factory.ts';
import { buildAuthorWithChain, findStatus } from '../requests/requests.factory.ts';
import { users } from '../users/users.schema.ts';
import { bpCardWorkPositions } from './cards.schema.ts';

const TODAY = '2026-03-04';

let ctx: TestContext;
let api: ApiClient;
let author: Session;
let authorId: number;
let manager: Session;
let assistant: Session;
let stranger: Session;
let admin: Session;
let officeId: number;

beforeAll(async () => {
  ctx = await createTestApp({ today: TODAY });
  api = await client(ctx);
  const db = ctx.database.db;
  const organisation = await buildOrganisation(db);
  officeId = organisation.office.id;
  const chain = await buildAuthorWithChain(db);
  await db
    .update(users)
    .set({
      lastName: 'Щукина',
      name: 'Юлия',
      patronymic: 'Сергеевна',
      officeId,
      workPosition: 'Аналитик',
      phoneCorp: '1234',
      phonePersonal: '+7 900 000-00-01',
    })
    .where(eq(users.id, chain.author.id));
  authorId = chain.author.id;
  author = await api.as(chain.author);
  manager = await api.as(chain.manager);
  assistant = await api.as('assistant');
  stranger = await api.as();
  admin = await api.as('admin');
  await db
    .insert(bpCardWorkPositions)
    .values({ userId: null, name: 'Менеджер проектов', nameEn: 'Project Manager' });
});
afterAll(async () => ctx?.close());

const order = (values: Partial<CardFieldsInput> = {}): CardFieldsInput => ({
  last_name: 'Щукина',
  first_name: 'Юлия',
  middle_name: 'Сергеевна',
  work_position: 'Ведущий аналитик',
  email: 'yulia@example.test',
  address_id: officeId,
  ...values,
});

async function create(session: Session = author, values: Partial<CardFieldsInput> = {}) {
  const response = await session.call(endpoints.create, { body: order(values) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: CardDetails }>().data;
}

const one = async (session: Session, id: number) =>
  (await session.call(endpoints.one, { params: { id } })).json<{ data: CardDetails }>().data;

async function moveTo(session: Session, id: number, statusCode: string, comment?: string) {
  const status = await findStatus(ctx.database.db, statusCode);
  return session.call(endpoints.addStatus, {
    params: { id, status: status.id },
    query: comment ? { comment } : {},
  });
}

describe('ordering cards', () => {
  it('creates with the defaults, the server price and the ICAO names, saving a new position', async () => {
    const card = await create(author, { price: 1 });
    expect(card).toMatchObject({
      lang: 'rus',
      orientation: 'l',
      color: 'b',
      count: 100,
      price: 1830.5,
      last_name_en: 'Shchukina',
      first_name_en: 'Iuliia',
      user_id: authorId,
      address: { id: officeId, name: 'Офис Тест' },
      status: { code: 'registered' },
      can_edit: true,
      can_delete: true,
      can_download_pdf: false,
    });
    expect(card.actions.map((action) => action.code)).toEqual(['submit', 'cancel']);
    const mine = (await author.call(endpoints.userPositions)).json<{ data: CardWorkPosition[] }>().data;
    expect(mine.map((position) => position.name)).toContain('Ведущий аналитик');
  });

  it('prices two-sided, counted and urgent orders by the rates, which an administrator changes', async () => {
    expect((await create(author, { lang: 'rus_eng', count: 200 })).price).toBe(4474);
    expect((await create(author, { count: 50, urgent: true })).price).toBe(1372.88);
    await ctx.services.settings.set('cards_rate_one_side_kopecks', '200000');
    try {
      expect((await create(author)).price).toBe(2000);
    } finally {
      await ctx.services.settings.set('cards_rate_one_side_kopecks', '183050');
    }
  });

  it('does not save a position of the shared list into the person’s own', async () => {
    await create(author, { work_position: 'Менеджер проектов' });
    const mine = (await author.call(endpoints.userPositions)).json<{ data: CardWorkPosition[] }>().data;
    expect(mine.map((position) => position.name)).not.toContain('Менеджер проектов');
    const shared = (await author.call(endpoints.sharedPositions)).json<{ data: CardWorkPosition[] }>().data;
    expect(shared).toEqual([
      expect.objectContaining({ name: 'Менеджер проектов', name_en: 'Project Manager' }),
    ]);
  });

  it('answers 400 with the field for bad input, 403 for ordering for someone else', async () => {
    const empty = await author.call(endpoints.create, { body: order({ last_name: ' ' }) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ errors: Record<string, string[]> }>().errors.last_name).toEqual(['Укажите фамилию']);
    const count = await author.call(endpoints.create, { body: order({ count: 30 }) });
    expect(count.statusCode).toBe(400);
    const office = await author.call(endpoints.create, { body: order({ address_id: 999_999 }) });
    expect(office.statusCode).toBe(400);
    expect(office.json<{ errors: Record<string, string[]> }>().errors.address_id).toEqual(['Офис не найден']);
    const other = await stranger.call(endpoints.create, { body: order({ user_id: authorId }) });
    expect(other.statusCode).toBe(403);
    // The assistants' desk orders for others.
    expect((await create(assistant, { user_id: authorId })).user_id).toBe(authorId);
  });

  it('links the author’s uploads and refuses someone else’s', async () => {
    const logo = await buildFile(ctx, { name: 'logo.png', content: await png(), owner: { id: authorId } });
    const card = await create(author, { file_ids: [logo.id] });
    expect(card.files.map((file) => file.id)).toEqual([logo.id]);
    // The assistant reads the layout to send it to the print shop.
    expect((await assistant.get(card.files[0]!.url)).statusCode).toBe(200);
    const foreign = await buildFile(ctx, { name: 'x.png', content: await png() });
    const refused = await author.call(endpoints.create, { body: order({ file_ids: [foreign.id] }) });
    expect(refused.statusCode).toBe(400);
  });

  it('refuses a file of a refused type (400) and over the limit (413) at the upload', async () => {
    const upload = (name: string, content: Buffer, type: string) => {
      const body = multipart({}, [{ field: 'file', name, content, type }]);
      return ctx.app.inject({
        method: 'POST',
        url: '/api/upload/files',
        headers: { ...author.headers, ...body.headers },
        payload: body.payload,
      });
    };
    expect((await upload('logo.png', Buffer.from('не картинка'), 'image/png')).statusCode).toBe(400);
    await ctx.services.settings.set('upload_max_file_bytes', '1000000');
    try {
      expect((await upload('big.txt', Buffer.alloc(1_000_001, 'a'), 'text/plain')).statusCode).toBe(413);
    } finally {
      await ctx.services.settings.set('upload_max_file_bytes', '20000000');
    }
  });
});

describe('the route registered → manager → assistant → completed', () => {
  it('walks by add-status with the history, the desk’s comment and the PDF once approved', async () => {
    const card = await create();
    expect((await author.call(endpoints.pdf, { params: { id: card.id } })).statusCode).toBe(409);
    expect((await moveTo(manager, card.id, 'approval_manager')).statusCode).toBe(403);
    expect((await moveTo(author, card.id, 'approval_manager')).statusCode).toBe(200);
    expect((await author.call(endpoints.pdf, { params: { id: card.id } })).statusCode).toBe(409);
    expect((await moveTo(author, card.id, 'completed')).statusCode).toBe(409);

    // Sent: the author edits no more, the desk sees it but the step is the manager's.
    const sent = await one(author, card.id);
    expect(sent.can_edit).toBe(false);
    const edit = await author.call(endpoints.edit, {
      params: { id: card.id },
      body: { ...order(), updated_at: sent.updated_at },
    });
    expect(edit.statusCode).toBe(403);
    const atDesk = await one(assistant, card.id);
    expect(atDesk.actions).toEqual([]);
    expect((await moveTo(manager, card.id, 'in_progress')).statusCode).toBe(200);

    // The assistant corrects the position and leaves a comment; the author's comment of the desk is ignored.
    const inWork = await one(assistant, card.id);
    expect(inWork).toMatchObject({ can_comment: true, can_download_pdf: true });
    expect(inWork.actions.map((action) => action.code)).toEqual(['complete']);
    const corrected = await assistant.call(endpoints.edit, {
      params: { id: card.id },
      body: {
        ...order({ work_position: 'Ведущий бизнес-аналитик' }),
        assistant_comment: 'Заберите в приемной',
        updated_at: inWork.updated_at,
      },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json<{ data: CardDetails }>().data).toMatchObject({
      work_position: 'Ведущий бизнес-аналитик',
      assistant_comment: 'Заберите в приемной',
    });
    const stale = await assistant.call(endpoints.edit, {
      params: { id: card.id },
      body: { ...order(), updated_at: inWork.updated_at },
    });
    expect(stale.statusCode).toBe(409);

    const pdf = await author.call(endpoints.pdf, { params: { id: card.id } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await new PDFParse({ data: new Uint8Array(pdf.rawPayload) }).getText()).text;
    expect(text).toContain('Щукина Юлия Сергеевна');
    expect(text).toContain('Ведущий бизнес-аналитик');
    expect((await stranger.call(endpoints.pdf, { params: { id: card.id } })).statusCode).toBe(404);

    expect((await moveTo(assistant, card.id, 'completed', 'Напечатано')).statusCode).toBe(200);
    const done = await one(author, card.id);
    expect(done).toMatchObject({ status: { code: 'completed' }, can_edit: false, can_download_pdf: true });
    const final = await assistant.call(endpoints.edit, {
      params: { id: card.id },
      body: { ...order(), updated_at: done.updated_at },
    });
    expect(final.statusCode).toBe(409);

    const history = (await author.call(endpoints.history, { params: { id: card.id } })).json<{
      data: {
        action: string;
        to_status: { code: string } | null;
        comment: string | null;
        changes: object | null;
      }[];
    }>().data;
    expect(history.map((row) => row.action)).toEqual(['create', 'submit', 'approve', 'edit', 'complete']);
    expect(history[3]!.changes).toMatchObject({
      work_position: { before: 'Ведущий аналитик', after: 'Ведущий бизнес-аналитик' },
      assistant_comment: { before: null, after: 'Заберите в приемной' },
    });
    expect(history[4]!.comment).toBe('Напечатано');
  });

  it('lets the author edit while registered, with the changes in the history', async () => {
    const card = await create();
    const response = await author.call(endpoints.edit, {
      params: { id: card.id },
      body: { ...order({ count: 200 }), assistant_comment: 'не мое поле', updated_at: card.updated_at },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: CardDetails }>().data).toMatchObject({
      count: 200,
      price: 3661,
      assistant_comment: null,
    });
    expect(
      (
        await stranger.call(endpoints.edit, {
          params: { id: card.id },
          body: { ...order(), updated_at: card.updated_at },
        })
      ).statusCode,
    ).toBe(404);
    const bad = await author.call(endpoints.edit, {
      params: { id: card.id },
      body: { ...order({ email: 'не почта' }), updated_at: card.updated_at },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the lists and the reads', () => {
  it('shows the author theirs, the desk all, a stranger none; filters by status', async () => {
    const card = await create();
    const ids = async (session: Session, query: Record<string, string> = {}) =>
      (await session.call(endpoints.list, { query: { per_page: '100', ...query } }))
        .json<{ data: { id: number }[] }>()
        .data.map((row) => row.id);
    expect(await ids(author)).toContain(card.id);
    expect(await ids(assistant)).toContain(card.id);
    expect(await ids(stranger)).not.toContain(card.id);
    const registered = await findStatus(ctx.database.db, 'registered');
    const completed = await findStatus(ctx.database.db, 'completed');
    expect(await ids(author, { status_id: String(registered.id) })).toContain(card.id);
    expect(await ids(author, { status_id: String(completed.id) })).not.toContain(card.id);
    const listed = await author.call(endpoints.list, { query: { per_page: '1' } });
    expect(listed.json<{ data: { id: number }[]; meta: { total: number } }>()).toMatchObject({
      meta: { per_page: 1 },
    });
    expect((await stranger.call(endpoints.one, { params: { id: card.id } })).statusCode).toBe(404);
    expect((await stranger.call(endpoints.history, { params: { id: card.id } })).statusCode).toBe(404);
    expect((await assistant.call(endpoints.history, { params: { id: card.id } })).statusCode).toBe(200);
    expect((await author.call(endpoints.list, { query: { per_page: '0' } })).statusCode).toBe(400);
  });

  it('gives the form’s defaults of a person from the profile, to themselves and the desk', async () => {
    const response = await author.call(endpoints.fields, { params: { id: authorId } });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: CardPersonFields }>().data).toMatchObject({
      last_name: 'Щукина',
      first_name: 'Юлия',
      middle_name: 'Сергеевна',
      last_name_en: 'Shchukina',
      first_name_en: 'Iuliia',
      work_position: 'Аналитик',
      address: { id: officeId, name: 'Офис Тест' },
      phone_ext: '1234',
      phone_mobile: '+7 900 000-00-01',
    });
    expect((await stranger.call(endpoints.fields, { params: { id: authorId } })).statusCode).toBe(403);
    expect((await assistant.call(endpoints.fields, { params: { id: authorId } })).statusCode).toBe(200);
    expect((await assistant.call(endpoints.fields, { params: { id: 999_999 } })).statusCode).toBe(404);
    expect((await assistant.call(endpoints.fields, { params: { id: 'x' as never } })).statusCode).toBe(400);
  });

  it('gives the rates and offices of the form', async () => {
    const response = await author.call(endpoints.options);
    expect(response.json<{ data: { rates: object; offices: { id: number }[] } }>().data).toMatchObject({
      rates: { one_side_kopecks: 183050, two_sides_kopecks: 223700, urgent_percent: 50 },
    });
  });
});

describe('deleting', () => {
  it('lets the author delete while registered, not after; an administrator any time; others not', async () => {
    const first = await create();
    expect((await stranger.call(endpoints.remove, { params: { id: first.id } })).statusCode).toBe(404);
    expect((await assistant.call(endpoints.remove, { params: { id: first.id } })).statusCode).toBe(403);
    expect((await author.call(endpoints.remove, { params: { id: first.id } })).statusCode).toBe(204);
    expect((await author.call(endpoints.one, { params: { id: first.id } })).statusCode).toBe(404);

    const sent = await create();
    await moveTo(author, sent.id, 'approval_manager');
    expect((await author.call(endpoints.remove, { params: { id: sent.id } })).statusCode).toBe(409);
    expect((await admin.call(endpoints.remove, { params: { id: sent.id } })).statusCode).toBe(204);
    expect((await admin.call(endpoints.remove, { params: { id: sent.id } })).statusCode).toBe(404);
  });
});
