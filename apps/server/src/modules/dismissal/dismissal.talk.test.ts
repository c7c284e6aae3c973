import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '@intranet/contracts';
import { dismissalEndpoints as endpoints } from '@intranet/contracts/dismissal/endpoints';
import type { DismissalChatPage, DismissalPoll, DismissalSurvey } from '@intranet/contracts/dismissal/talk';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildUser } from '../../../test/factories.ts';
import { multipart } from '../../../test/http.ts';
import { nextMessage } from '../../../test/observe.ts';
import { buildApplication } from './dismissal.talk.factory.ts';

let ctx: TestContext;
let api: ApiClient;
let hr: Session;
let stranger: Session;

interface Case {
  id: number;
  leaver: Session;
  manager: Session;
  author: Session;
}

beforeAll(async () => {
  ctx = await createTestApp({ today: '2026-03-04' });
  api = await client(ctx);
  hr = await api.as('hr');
  stranger = await api.as();
});
afterAll(async () => ctx?.close());

/** A fresh application: a leaver, their manager who decides, filed by an HR author. */
async function application(): Promise<Case> {
  const db = ctx.database.db;
  const [leaver, manager, author] = [
    await buildUser(db),
    await buildUser(db),
    await buildUser(db, { roles: ['hr'] }),
  ];
  const id = await buildApplication(ctx, {
    authorId: author.id,
    employeeId: leaver.id,
    managerId: manager.id,
  });
  return { id, leaver: await api.as(leaver), manager: await api.as(manager), author: await api.as(author) };
}

const params = (id: number) => ({ params: { id } });

async function poll(session: Session, id: number) {
  return session.call(endpoints.polls, params(id));
}

async function answer(session: Session, id: number, body: object) {
  return session.call(endpoints.answerPoll, { ...params(id), body });
}

/** Answers every step: the first answer of each group (a text when it is a text). */
async function answerAll(session: Session, id: number, reasons: number[] = []) {
  const { data } = (await poll(session, id)).json<{ data: DismissalPoll }>();
  for (const group of data.groups) {
    const chosen = group.is_reason && reasons.length > 0 ? reasons : [group.answers[0]!.id];
    const response = await answer(session, id, {
      group_id: group.id,
      answers: chosen.map((answerId) => {
        const type = group.answers.find((a) => a.id === answerId)!.type;
        return type === 'text'
          ? { answer_id: answerId, value: 'Всё было хорошо' }
          : { answer_id: answerId, checked: true };
      }),
    });
    expect(response.statusCode, response.body).toBe(200);
  }
}

describe('the exit poll', () => {
  it('the leaver answers step by step: default → in progress → done; HR reads the answers', async () => {
    const app = await application();
    const first = await poll(app.leaver, app.id);
    expect(first.statusCode, first.body).toBe(200);
    const start = first.json<{ data: DismissalPoll }>().data;
    expect(start).toMatchObject({ progress: 'default', step: 0, abilities: { answer: true } });
    expect(start.groups.length).toBeGreaterThanOrEqual(3);
    expect(start.groups.flatMap((group) => group.answers.map((a) => a.type))).toEqual(
      expect.arrayContaining(['text', 'checkbox']),
    );

    const reasons = start.groups.find((group) => group.is_reason)!;
    const other = reasons.answers.find((a) => a.type === 'text')!;
    const saved = await answer(app.leaver, app.id, {
      group_id: reasons.id,
      answers: [
        { answer_id: reasons.answers[0]!.id, checked: true },
        { answer_id: other.id, value: '  Хочу попробовать себя в науке  ' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const part = saved.json<{ data: DismissalPoll }>().data;
    expect(part).toMatchObject({ progress: 'in_progress', step: 1 });
    const kept = part.groups.find((group) => group.id === reasons.id)!.answers;
    expect(kept.find((a) => a.id === reasons.answers[0]!.id)!.checked).toBe(true);
    expect(kept.find((a) => a.id === other.id)!.value).toBe('Хочу попробовать себя в науке');

    // Saving the same step again replaces its answers and does not count twice.
    const again = await answer(app.leaver, app.id, {
      group_id: reasons.id,
      answers: [{ answer_id: reasons.answers[1]!.id, checked: true }],
    });
    const replaced = again.json<{ data: DismissalPoll }>().data;
    expect(replaced.step).toBe(1);
    expect(replaced.groups[0]!.answers.filter((a) => a.checked || a.value).map((a) => a.id)).toEqual([
      reasons.answers[1]!.id,
    ]);

    await answerAll(app.leaver, app.id);
    const byHr = await poll(hr, app.id);
    expect(byHr.statusCode).toBe(200);
    const done = byHr.json<{ data: DismissalPoll }>().data;
    expect(done).toMatchObject({ progress: 'done', abilities: { answer: false } });
    expect(done.step).toBe(done.groups.length);
    expect(done.completed_at).not.toBeNull();
  });

  it('only the leaver answers and only the leaver and HR read: 403 for the manager and a stranger', async () => {
    const app = await application();
    expect((await poll(app.manager, app.id)).statusCode).toBe(403);
    expect((await poll(stranger, app.id)).statusCode).toBe(403);
    const { data } = (await poll(app.leaver, app.id)).json<{ data: DismissalPoll }>();
    const body = {
      group_id: data.groups[0]!.id,
      answers: [{ answer_id: data.groups[0]!.answers[0]!.id, checked: true }],
    };
    expect((await answer(hr, app.id, body)).statusCode).toBe(403);
    expect((await answer(app.manager, app.id, body)).statusCode).toBe(403);
    expect((await poll(app.leaver, 999_999)).statusCode).toBe(404);
  });

  it('refuses bad answers with a Russian text on the field (400) and keeps nothing', async () => {
    const app = await application();
    const { data } = (await poll(app.leaver, app.id)).json<{ data: DismissalPoll }>();
    const [first, second] = [data.groups[0]!, data.groups[1]!];
    const cases: [object, string][] = [
      [{ group_id: 999_999, answers: [{ answer_id: first.answers[0]!.id, checked: true }] }, 'group_id'],
      [{ group_id: first.id, answers: [{ answer_id: second.answers[0]!.id, checked: true }] }, 'answers'],
      [{ group_id: first.id, answers: [{ answer_id: first.answers[0]!.id, checked: false }] }, 'answers'],
      [{ group_id: first.id, answers: 'всё' }, 'answers'],
      [
        { group_id: first.id, answers: [{ answer_id: first.answers[0]!.id, value: 'я'.repeat(2001) }] },
        'answers.0.value',
      ],
    ];
    for (const [body, field] of cases) {
      const response = await answer(app.leaver, app.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const errors = response.json<{ errors: Record<string, string[]> }>().errors;
      expect(Object.keys(errors)).toContain(field);
      expect(errors[field]![0]).toMatch(/[а-я]/i);
    }
    expect((await poll(app.leaver, app.id)).json<{ data: DismissalPoll }>().data.progress).toBe('default');
  });

  it('a cancelled application takes no more answers (409)', async () => {
    const app = await application();
    await ctx.services.requests.transition(await app.author.actor(), app.id, 'cancel', {});
    const { data } = (await poll(app.leaver, app.id)).json<{ data: DismissalPoll }>();
    expect(data.abilities.answer).toBe(false);
    const response = await answer(app.leaver, app.id, {
      group_id: data.groups[0]!.id,
      answers: [{ answer_id: data.groups[0]!.answers[0]!.id, checked: true }],
    });
    expect(response.statusCode).toBe(409);
  });
});

describe('the survey', () => {
  it('shows the leaver their poll, HR the summary without groups under 5 people, others nothing', async () => {
    const apps = [];
    for (let i = 0; i < 5; i += 1) apps.push(await application());
    const reasonIds = (await poll(apps[0]!.leaver, apps[0]!.id))
      .json<{ data: DismissalPoll }>()
      .data.groups.find((group) => group.is_reason)!
      .answers.filter((a) => a.type === 'checkbox')
      .map((a) => a.id);
    // Five leave for the same first reason; one of them names a second, rare reason.
    for (const [index, app] of apps.entries())
      await answerAll(app.leaver, app.id, index === 0 ? [reasonIds[0]!, reasonIds[6]!] : [reasonIds[0]!]);

    const mine = await apps[0]!.leaver.call(endpoints.survey);
    expect(mine.statusCode).toBe(200);
    expect(mine.json<{ data: DismissalSurvey }>().data).toMatchObject({
      mine: [{ application_id: apps[0]!.id, progress: 'done' }],
      summary: null,
      applications: null,
    });
    const nothing = (await stranger.call(endpoints.survey)).json<{ data: DismissalSurvey }>().data;
    expect(nothing).toEqual({ mine: [], summary: null, applications: null });

    const desk = (await hr.call(endpoints.survey, { query: { per_page: '100' } })).json<{
      data: DismissalSurvey;
    }>().data;
    const summary = desk.summary!;
    expect(summary.min_group).toBe(5);
    expect(summary.reasons.find((r) => r.id === reasonIds[0])!.count).toBeGreaterThanOrEqual(5);
    // Every leaver has a department of their own: none is shown, five fold into «Другие подразделения».
    expect(summary.departments.every((group) => group.count >= 5)).toBe(true);
    expect(summary.departments.some((group) => group.id !== null)).toBe(false);
    expect(summary.reasons.every((group) => group.count >= 5)).toBe(true);
    expect(summary.reasons.some((group) => group.id === reasonIds[6])).toBe(false);
    expect(summary.progress.done).toBeGreaterThanOrEqual(5);
    expect(desk.applications!.data.map((row) => row.application_id)).toEqual(
      expect.arrayContaining(apps.map((app) => app.id)),
    );

    expect((await hr.call(endpoints.survey, { query: { per_page: '0' } })).statusCode).toBe(400);
  });
});

describe('the chat of an application', () => {
  const list = (session: Session, id: number, query = {}) =>
    session.call(endpoints.chatList, { ...params(id), query });
  const send = (session: Session, id: number, body: object) =>
    session.call(endpoints.chatSend, { ...params(id), body });
  const unread = async (session: Session, id: number) =>
    (await session.call(endpoints.chatUnread, params(id))).json<{ data: { unread: number } }>().data.unread;

  it('posts each status: the creation counts as unread, approve and reject do not', async () => {
    const app = await application();
    const start = (await list(app.leaver, app.id)).json<DismissalChatPage>();
    expect(start.data.map((m) => m.message)).toEqual(['Статус заявления: «На согласовании»']);
    expect(start.data[0]).toMatchObject({ user_id: app.author.id, link: `/services/dismissing/${app.id}` });
    expect(await unread(app.leaver, app.id)).toBe(1);

    await ctx.services.requests.transition(await app.manager.actor(), app.id, 'approve', {});
    const after = (await list(app.leaver, app.id)).json<DismissalChatPage>();
    expect(after.data[0]!.message).toMatch(/^Статус заявления: «В работе»/);
    expect(await unread(app.leaver, app.id)).toBe(1);

    const other = await application();
    await ctx.services.requests.transition(await other.manager.actor(), other.id, 'reject', {
      comment: 'Нужна дата',
    });
    const rejected = (await list(other.leaver, other.id)).json<DismissalChatPage>();
    expect(rejected.data[0]!.message).toBe('Статус заявления: «Отклонена»\nКомментарий: Нужна дата');
    expect(await unread(other.leaver, other.id)).toBe(1);
  });

  it('HR writes, the leaver gets it live with a rising counter that clears when seen', async () => {
    const app = await application();
    const socket = await ctx.app.injectWS('/api/ws');
    try {
      const ready = nextMessage(socket, 'ready');
      socket.send(JSON.stringify({ type: 'auth', token: app.leaver.token }));
      await ready;
      const arrived = nextMessage(socket, 'chat.message');
      const sent = await send(hr, app.id, { message: '  Подпишите, пожалуйста, обходной лист  ' });
      expect(sent.statusCode, sent.body).toBe(201);
      const message = sent.json<{ data: ChatMessage }>().data;
      expect(message).toMatchObject({ message: 'Подпишите, пожалуйста, обходной лист', attachments: [] });
      expect(await arrived).toMatchObject({ data: { id: message.id, user_id: hr.id } });
    } finally {
      socket.terminate();
    }
    expect(await unread(app.leaver, app.id)).toBe(2);
    const page = (await list(app.leaver, app.id, { per_page: 1 })).json<DismissalChatPage>();
    expect(page.data).toHaveLength(1);
    expect(page.meta.has_older).toBe(true);

    const saw = await app.leaver.call(endpoints.chatSaw, { ...params(app.id), body: {} });
    expect(saw.statusCode).toBe(200);
    expect(saw.json<{ data: { unread: number } }>().data.unread).toBe(0);
    expect(await unread(app.leaver, app.id)).toBe(0);
  });

  it('lets in the people of the application and the desk; a stranger gets 403, an unknown id 404', async () => {
    const app = await application();
    for (const who of [app.manager, app.author, hr]) expect((await list(who, app.id)).statusCode).toBe(200);
    expect((await list(stranger, app.id)).statusCode).toBe(403);
    expect((await send(stranger, app.id, { message: 'Привет' })).statusCode).toBe(403);
    expect((await stranger.call(endpoints.chatUnread, params(app.id))).statusCode).toBe(403);
    expect((await stranger.call(endpoints.chatSaw, { ...params(app.id), body: {} })).statusCode).toBe(403);
    expect((await list(app.leaver, 999_999)).statusCode).toBe(404);
  });

  it('refuses bad input: empty text, a foreign message to mark, files of other types or more than 10', async () => {
    const app = await application();
    const other = await application();
    const empty = await send(app.leaver, app.id, { message: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ errors: Record<string, string[]> }>().errors.message).toEqual(['Введите сообщение']);
    expect((await list(app.leaver, app.id, { before: 1, after: 2 })).statusCode).toBe(400);

    const foreign = (await list(other.leaver, other.id)).json<DismissalChatPage>().data[0]!.id;
    const wrongRoom = await hr.call(endpoints.chatSaw, { ...params(app.id), body: { message_id: foreign } });
    expect(wrongRoom.statusCode).toBe(400);

    const upload = async (name: string, content: Buffer) => {
      const body = multipart({}, [{ field: 'files[]', name, content }]);
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/upload/attachments',
        headers: { ...app.leaver.headers, ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode, response.body).toBeLessThan(300);
      return response.json<{ data: { id: number }[] }>().data[0]!.id;
    };
    const text = await upload('заметки.pdf', Buffer.from('обычный текст, а не PDF'));
    const refused = await send(app.leaver, app.id, { message: 'Файл', attachments: [text] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ errors: Record<string, string[]> }>().errors.attachments![0]).toMatch(/\.pdf/);
    const pdf = await upload('заявление.pdf', Buffer.from('%PDF-1.4 заявление'));
    const accepted = await send(app.leaver, app.id, { message: 'Заявление', attachments: [pdf] });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const many = await send(app.leaver, app.id, { message: 'Много', attachments: Array(11).fill(pdf) });
    expect(many.statusCode).toBe(400);
  });

  it('gives the list its poll flag and unread counts (talkSummaries)', async () => {
    const [a, b] = [await application(), await application()];
    await answerAll(a.leaver, a.id);
    await send(hr, b.id, { message: 'Вопрос по документам' });
    const summaries = await ctx.services.dismissalTalk.talkSummaries(b.leaver.id, [a.id, b.id]);
    expect(summaries.get(a.id)).toEqual({ has_poll: true, unread: 0 });
    expect(summaries.get(b.id)).toEqual({ has_poll: false, unread: 2 });
  });
});
