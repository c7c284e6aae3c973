import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Facts } from '@intranet/contracts';
import { factsEndpoints as endpoints } from '@intranet/contracts/facts/endpoints';
import { buildUser } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';

let ctx: TestContext;
let api: ApiClient;
let owner: Awaited<ReturnType<typeof buildUser>>;
let colleague: Awaited<ReturnType<typeof buildUser>>;
let substitute: Awaited<ReturnType<typeof buildUser>>;
let ownerSession: Session;
let colleagueSession: Session;

beforeAll(async () => {
  ctx = await createTestApp();
  api = await client(ctx);
  const db = ctx.database.db;
  const manager = await buildUser(db, { lastName: 'Руководов' });
  owner = await buildUser(db, { lastName: 'Отпускников', managerId: manager.id });
  colleague = await buildUser(db, { lastName: 'Коллегин' });
  substitute = await buildUser(db, { lastName: 'Заменов' });
  ownerSession = await api.as(owner);
  colleagueSession = await api.as(colleague);
});
afterAll(async () => ctx?.close());

const read = async (id: number, session: Session) => {
  const response = await session.call(endpoints.user, { params: { id } });
  return { status: response.statusCode, body: response.json<{ data: Facts }>() };
};
const save = (payload: object, session: Session) => session.call(endpoints.save, { body: payload });
const comment = (payload: object, session: Session) => session.call(endpoints.comment, { body: payload });

describe('facts on the vacation card', () => {
  it('an empty card, the owner saves a note with a substitute, a colleague reads it', async () => {
    const empty = await read(owner.id, ownerSession);
    expect(empty.status).toBe(200);
    expect(empty.body.data).toMatchObject({ note: null, substitute: null, updated_at: null, comments: [] });
    expect(empty.body.data.abilities).toEqual({ edit: true, comment: true });

    const saved = await save(
      { user_id: owner.id, note: 'На связи по почте', substitute_id: substitute.id, updated_at: null },
      ownerSession,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const seen = await read(owner.id, colleagueSession);
    expect(seen.body.data).toMatchObject({
      note: 'На связи по почте',
      substitute: { id: substitute.id, full_name: `Заменов Иван Петрович` },
      updated_by: { id: owner.id },
    });
    expect(seen.body.data.abilities.edit).toBe(false);
  });

  it('a stale save is 409; the one read last wins', async () => {
    const current = (await read(owner.id, ownerSession)).body.data;
    const first = await save(
      { user_id: owner.id, note: 'Первый', substitute_id: null, updated_at: current.updated_at },
      ownerSession,
    );
    expect(first.statusCode).toBe(200);
    const second = await save(
      { user_id: owner.id, note: 'Второй', substitute_id: null, updated_at: current.updated_at },
      ownerSession,
    );
    expect(second.statusCode).toBe(409);
    expect((await read(owner.id, ownerSession)).body.data.note).toBe('Первый');
    const again = await save({ user_id: owner.id, note: 'Снова', updated_at: null }, ownerSession);
    expect(again.statusCode).toBe(409);
  });

  it('a colleague comments; the newest comment comes first', async () => {
    expect((await comment({ user_id: owner.id, text: 'Передал задачи' }, colleagueSession)).statusCode).toBe(
      200,
    );
    const answer = await comment({ user_id: owner.id, text: 'Хорошего отдыха!' }, ownerSession);
    expect(answer.statusCode).toBe(200);
    const { comments } = answer.json<{ data: Facts }>().data;
    expect(comments.map((item) => [item.text, item.author.id])).toEqual([
      ['Хорошего отдыха!', owner.id],
      ['Передал задачи', colleague.id],
    ]);
  });

  it('403 for a colleague editing the note; 400 for bad input; 404 for nobody', async () => {
    expect(
      (await save({ user_id: owner.id, note: 'x', updated_at: null }, colleagueSession)).statusCode,
    ).toBe(403);
    const self = await save(
      { user_id: owner.id, note: 'x', substitute_id: owner.id, updated_at: null },
      ownerSession,
    );
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({
      errors: { substitute_id: ['Сотрудник не может замещать сам себя'] },
    });
    const blank = await comment({ user_id: owner.id, text: '   ' }, colleagueSession);
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ errors: { text: ['Напишите комментарий'] } });
    expect((await read(999_999, colleagueSession)).status).toBe(404);
    expect((await comment({ user_id: 999_999, text: 'Привет' }, colleagueSession)).statusCode).toBe(404);
  });

  it('two saves of the same read at once: one wins, the other is 409, nothing half-written', async () => {
    const person = await buildUser(ctx.database.db, { lastName: 'Гонкин' });
    const session = await api.as(person);
    const statuses = async (updatedAt: string | null) =>
      (
        await Promise.all(
          ['Первая', 'Вторая'].map((note) =>
            save({ user_id: person.id, note, updated_at: updatedAt }, session),
          ),
        )
      )
        .map((response) => response.statusCode)
        .sort();
    expect(await statuses(null)).toEqual([200, 409]);
    const current = (await read(person.id, session)).body.data;
    expect(['Первая', 'Вторая']).toContain(current.note);
    expect(await statuses(current.updated_at)).toEqual([200, 409]);
  });
});
