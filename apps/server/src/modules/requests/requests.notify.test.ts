import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestPagePath } from '@intranet/contracts';
import { requestsEndpoints as endpoints } from '@intranet/contracts/requests/endpoints';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { actorOf, client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildUser } from '../../../test/factories.ts';
import { users } from '../users/users.schema.ts';
import { bpTransitions, bpTypes } from './requests.schema.ts';
import {
  addDepartmentMember,
  buildAbsence,
  buildAuthorWithChain,
  findStatus,
  findType,
  sentSince,
} from './requests.factory.ts';

const TODAY = '2026-03-04';

let ctx: TestContext;
let api: ApiClient;
let emails: Map<number, string>;

beforeAll(async () => {
  ctx = await createTestApp({ today: TODAY });
  api = await client(ctx);
});
afterAll(async () => ctx?.close());

async function addressBook() {
  const rows = await ctx.database.db.select({ id: users.id, email: users.email }).from(users);
  emails = new Map(rows.map((row) => [row.id, row.email]));
}

/** Who got what: [user, title] of the notifications, and [address, subject] of the letters. */
async function sent(read: Awaited<ReturnType<typeof sentSince>>) {
  const { notices, letters } = await read();
  return {
    notices,
    letters,
    who: notices.map((notice) => [notice.userId, notice.title]).sort(),
    mailed: letters.map((letter) => [letter.to[0], letter.subject]).sort(),
  };
}

const expectMail = (result: Awaited<ReturnType<typeof sent>>) =>
  expect(result.mailed).toEqual(result.who.map(([id, title]) => [emails.get(id as number), title]).sort());

describe('notices on status entry', () => {
  it('tells the new assignees and the author at each step, never the actor; a refused step sends nothing', async () => {
    const db = ctx.database.db;
    const chain = await buildAuthorWithChain(db);
    const [one, two] = [await buildUser(db), await buildUser(db)];
    await addDepartmentMember(db, 'training', one.id);
    await addDepartmentMember(db, 'training', two.id);
    await addressBook();
    const [author, manager, director, trainer] = [
      await api.as(chain.author),
      await api.as(chain.manager),
      await api.as(chain.director),
      await api.as(one),
    ];
    const type = await findType(db, 'education_external');
    const title = 'Курс по Kubernetes';

    let read = await sentSince(db);
    // Education requests are filed on their module's page, through the engine's createOwn.
    const id = await ctx.services.requests.createOwn(
      await actorOf(ctx, chain.author.id),
      { type_id: type.id, title, data: {} },
      'education',
    );
    // The author created it and is the only one it waits for: nobody else is told.
    expect((await sent(read)).who).toEqual([]);

    const act = (session: Session, code: string, body: object = {}) =>
      session.call(endpoints.transition, { params: { id, code }, body });

    read = await sentSince(db);
    expect((await act(author, 'submit')).statusCode).toBe(200);
    let result = await sent(read);
    expect(result.who).toEqual([[chain.manager.id, `Заявка «${title}» ожидает вашего решения`]]);
    // The link goes to the kind's page (the education module's), in-app and in the letter.
    expect(result.notices[0]!.link).toBe(`/services/education/${id}`);
    expect(result.notices[0]!.body).toBe('Статус: На согласовании у руководителя.');
    expectMail(result);
    expect(result.letters[0]!.text).toContain(
      `Открыть заявку: http://127.0.0.1:3000${requestPagePath({ kind: 'education', id })}`,
    );

    // Refused: a missing comment (400), a step not the actor's (403), a step passed (409) — nothing is sent.
    read = await sentSince(db);
    expect((await act(manager, 'reject')).statusCode).toBe(400);
    expect((await act(author, 'approve')).statusCode).toBe(403);
    expect((await act(manager, 'approve')).statusCode).toBe(200);
    expect((await act(manager, 'approve')).statusCode).toBe(409);
    result = await sent(read);
    expect(result.who).toEqual(
      [
        [chain.director.id, `Заявка «${title}» ожидает вашего решения`],
        [chain.author.id, `Заявка «${title}»: На согласовании у директора практики`],
      ].sort(),
    );
    expectMail(result);

    read = await sentSince(db);
    expect((await act(director, 'approve', { comment: 'Согласую' })).statusCode).toBe(200);
    result = await sent(read);
    expect(result.who).toEqual(
      [
        [one.id, `Заявка «${title}» ожидает вашего решения`],
        [two.id, `Заявка «${title}» ожидает вашего решения`],
        [chain.author.id, `Заявка «${title}»: В обработке учебным центром`],
      ].sort(),
    );
    expect(result.notices.find((n) => n.userId === chain.author.id)!.body).toBe('Комментарий: Согласую');
    expectMail(result);

    read = await sentSince(db);
    expect((await act(trainer, 'complete')).statusCode).toBe(200);
    result = await sent(read);
    expect(result.who).toEqual([[chain.author.id, `Заявка «${title}»: Выполнена`]]);
    expectMail(result);
  });

  it('tells the substitute of an assignee away today, for whom', async () => {
    const db = ctx.database.db;
    const chain = await buildAuthorWithChain(db);
    const substitute = await buildUser(db);
    await buildAbsence(db, chain.manager.id, TODAY, substitute.id);
    await addressBook();
    const author = await api.as(chain.author);
    const type = await findType(db, 'equipment');
    const created = await author.call(endpoints.create, {
      body: { type_id: type.id, title: 'Ноутбук', data: { equipment: 'Ноутбук', reason: 'Старый сломался' } },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ data: { id: number } }>().data.id;
    const read = await sentSince(db);
    const submitted = await author.call(endpoints.transition, { params: { id, code: 'submit' }, body: {} });
    expect(submitted.statusCode).toBe(200);
    const result = await sent(read);
    expect(result.who).toEqual(
      [
        [chain.manager.id, 'Заявка «Ноутбук» ожидает вашего решения'],
        [substitute.id, 'Заявка «Ноутбук» ожидает вашего решения'],
      ].sort(),
    );
    const [manager] = await db.select().from(users).where(eq(users.id, chain.manager.id));
    expect(result.notices.find((n) => n.userId === substitute.id)!.body).toContain(
      `Вы замещаете сотрудника ${manager!.lastName} ${manager!.name}`,
    );
    expectMail(result);
  });

  it('tells whom a new request waits for when its process starts past the author', async () => {
    const db = ctx.database.db;
    const chain = await buildAuthorWithChain(db);
    await addressBook();
    // A process of rows whose first status is already the manager's (an admin's custom process may be so).
    const waiting = await findStatus(db, 'approval_manager');
    const done = await findStatus(db, 'completed');
    const [type] = await db
      .insert(bpTypes)
      .values({
        kind: 'custom',
        code: 'notify_direct',
        name: 'Прямо к руководителю',
        initialStatusId: waiting.id,
      })
      .returning();
    await db.insert(bpTransitions).values({
      typeId: type!.id,
      fromStatusId: waiting.id,
      toStatusId: done.id,
      code: 'approve',
      label: 'Согласовать',
      who: 'manager',
    });
    await ctx.services.requests.catalog.changed();
    const read = await sentSince(db);
    const author = await api.as(chain.author);
    const created = await author.call(endpoints.create, { body: { type_id: type!.id, title: 'Пропуск' } });
    expect(created.statusCode).toBe(201);
    const result = await sent(read);
    expect(result.who).toEqual([[chain.manager.id, 'Заявка «Пропуск» ожидает вашего решения']]);
    expectMail(result);
  });
});
