import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobSafetyEndpoints as endpoints } from '@intranet/contracts/job-safety/endpoints';
import type {
  JobSafetyAttempt,
  JobSafetyEducationItem,
  JobSafetyProtocol,
  JobSafetyTicket,
  JobSafetyUserState,
} from '@intranet/contracts/job-safety/job-safety';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { users } from '../users/users.schema.ts';
import { buildCourse, buildEvaluate, type BuiltCourse } from './job-safety.factory.ts';
import { safetyAttempts } from './job-safety.schema.ts';

const TODAY = '2026-03-04';

let ctx: TestContext;
let api: ApiClient;
let hr: Session;
let course: BuiltCourse;

beforeAll(async () => {
  ctx = await createTestApp({ today: TODAY });
  api = await client(ctx);
  hr = await api.as('hr');
  course = await buildCourse(ctx.database.db);
});
afterAll(async () => ctx?.close());

/** A new person with a window over the course that contains TODAY. */
async function taker(): Promise<{ session: Session; evaluateId: number }> {
  const session = await api.as();
  await ctx.database.db
    .update(users)
    .set({ lastName: 'Әлиева', name: 'Ўля', patronymic: 'Їванівна', workPosition: 'Аналитик' })
    .where(eq(users.id, session.id));
  const evaluateId = await buildEvaluate(ctx.database.db, {
    userId: session.id,
    chapterId: course.chapterId,
    start: '2026-02-01',
    end: '2026-02-28',
  });
  return { session, evaluateId };
}

async function start(session: Session, evaluateId: number): Promise<JobSafetyAttempt> {
  const response = await session.call(endpoints.startAttempt, { body: { evaluate_id: evaluateId } });
  expect(response.statusCode).toBe(201);
  return response.json<{ data: JobSafetyAttempt }>().data;
}

/** Answers every question, the first `right` of them right, and finishes. */
async function answerAll(session: Session, attempt: JobSafetyAttempt, right: number) {
  let last: JobSafetyAttempt = attempt;
  for (const [index, question] of attempt.questions.entries()) {
    const built = course.questions.find((candidate) => candidate.id === question.id)!;
    const response = await session.call(endpoints.question, {
      body: {
        attempt_id: attempt.id,
        index,
        answer_ids: index < right ? built.right : [built.wrong],
        finish: index === attempt.questions.length - 1,
      },
    });
    expect(response.statusCode).toBe(200);
    last = response.json<{ data: JobSafetyAttempt }>().data;
  }
  return last;
}

describe('chapters and articles', () => {
  it('everyone reads the chapters with their articles and tickets; nobody unsigned', async () => {
    const employee = await api.as();
    const response = await employee.call(endpoints.chapters);
    expect(response.statusCode).toBe(200);
    const chapter = response
      .json<{ data: { id: number; articles: unknown[]; tickets: unknown[] }[] }>()
      .data.find((row) => row.id === course.chapterId);
    expect(chapter?.articles).toEqual([{ id: course.articleId, title: 'Действия при пожаре' }]);
    expect(chapter?.tickets).toEqual([{ id: course.ticketId, title: 'Билет № 1', question_count: 10 }]);
    expect((await api.anonymous.call(endpoints.chapters)).statusCode).toBe(401);
  });

  it('HR saves a new version with the rich text cleaned; a stale save is 409; employees may not', async () => {
    const employee = await api.as();
    const read = await employee.call(endpoints.article, { params: { id: course.articleId } });
    expect(read.json<{ data: { abilities: { edit: boolean } } }>().data.abilities.edit).toBe(false);
    const body = {
      title: 'Действия при пожаре',
      body: '<p>Звоните <b>101</b><script>x</script></p>',
      version: 1,
    };
    expect(
      (await employee.call(endpoints.saveArticle, { params: { id: course.articleId }, body })).statusCode,
    ).toBe(403);
    const saved = await hr.call(endpoints.saveArticle, { params: { id: course.articleId }, body });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ data: { version: number; body: string } }>().data).toMatchObject({
      version: 2,
      body: '<p>Звоните <b>101</b></p>',
    });
    expect(
      (await hr.call(endpoints.saveArticle, { params: { id: course.articleId }, body })).statusCode,
    ).toBe(409);
    const bad = await hr.call(endpoints.saveArticle, {
      params: { id: course.articleId },
      body: { ...body, title: '', version: 2 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: Record<string, string[]> }>().errors.title).toEqual(['Введите заголовок']);
    const versions = await hr.call(endpoints.articleVersions, { params: { id: course.articleId } });
    expect(versions.json<{ data: { version: number }[] }>().data.map((row) => row.version)).toEqual([2, 1]);
    expect(
      (await employee.call(endpoints.articleVersions, { params: { id: course.articleId } })).statusCode,
    ).toBe(403);
  });

  it('HR adds an article to a chapter; an unknown chapter is 400', async () => {
    const created = await hr.call(endpoints.createArticle, {
      body: { chapter_id: course.chapterId, title: 'Огнетушители' },
    });
    expect(created.statusCode).toBe(201);
    expect(
      (await hr.call(endpoints.createArticle, { body: { chapter_id: 999_999, title: 'Нет главы' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await (
          await api.as()
        ).call(endpoints.createArticle, { body: { chapter_id: course.chapterId, title: 'x' } })
      ).statusCode,
    ).toBe(403);
  });
});

describe('tickets', () => {
  // Tickets of another chapter: the tests below draw from the built course's bank only.
  let chapterId: number;
  beforeAll(async () => {
    chapterId = (await buildCourse(ctx.database.db, { questions: 1 })).chapterId;
  });
  const question = (correct: boolean) => ({
    text: 'Куда звонить при пожаре?',
    article_id: null,
    answers: [
      { text: '101', correct },
      { text: '104', correct: false },
    ],
  });

  it('a question without a right answer cannot be saved (400); employees may not save (403)', async () => {
    const bad = await hr.call(endpoints.createTicket, {
      body: { chapter_id: chapterId, title: 'Билет № 2', questions: [question(false)] },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Отметьте хотя бы один правильный ответ');
    const employee = await api.as();
    expect(
      (
        await employee.call(endpoints.createTicket, {
          body: { chapter_id: chapterId, title: 'Билет № 2', questions: [question(true)] },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('HR sees the right answers of a ticket; an employee sees the questions without them', async () => {
    const created = await hr.call(endpoints.createTicket, {
      body: { chapter_id: chapterId, title: 'Билет № 2', questions: [question(true)] },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ data: JobSafetyTicket }>().data.id;
    const forHr = (await hr.call(endpoints.ticket, { params: { id } })).json<{ data: JobSafetyTicket }>();
    expect(forHr.data.questions[0]!.answers[0]).toMatchObject({ text: '101', correct: true });
    const employee = await api.as();
    const forEmployee = await employee.call(endpoints.ticket, { params: { id } });
    expect(forEmployee.statusCode).toBe(200);
    expect(JSON.stringify(forEmployee.json())).not.toContain('correct');
    const replaced = await hr.call(endpoints.saveTicket, {
      params: { id },
      body: { chapter_id: chapterId, title: 'Билет № 2', questions: [question(true)] },
    });
    expect(replaced.statusCode).toBe(200);
  });
});

describe('a test', () => {
  it('starts over a ticket without the right answers, resumes the running attempt, keeps the index in bounds', async () => {
    const { session, evaluateId } = await taker();
    const attempt = await start(session, evaluateId);
    expect(JSON.stringify(attempt.questions)).not.toContain('correct');
    expect(attempt.total).toBe(attempt.questions.length);
    expect((await start(session, evaluateId)).id).toBe(attempt.id);
    for (const index of [-1, attempt.total]) {
      const out = await session.call(endpoints.question, { body: { attempt_id: attempt.id, index } });
      expect(out.statusCode).toBe(400);
      expect(out.json<{ message: string }>().message).toBe('Такого вопроса в билете нет');
    }
    const moved = await session.call(endpoints.question, { body: { attempt_id: attempt.id, index: 1 } });
    expect(moved.json<{ data: JobSafetyAttempt }>().data.index).toBe(1);
    const back = await session.call(endpoints.question, { body: { attempt_id: attempt.id, index: 0 } });
    expect(back.json<{ data: JobSafetyAttempt }>().data.index).toBe(0);
    expect(
      (await session.call(endpoints.question, { body: { attempt_id: attempt.id, index: 'x' } })).statusCode,
    ).toBe(400);
  });

  it("another person's attempt and window are 404", async () => {
    const { session, evaluateId } = await taker();
    const attempt = await start(session, evaluateId);
    const other = await api.as();
    expect(
      (await other.call(endpoints.question, { body: { attempt_id: attempt.id, index: 0, answer_ids: [1] } }))
        .statusCode,
    ).toBe(404);
    expect((await other.call(endpoints.attempt, { params: { id: attempt.id } })).statusCode).toBe(404);
    expect((await other.call(endpoints.startAttempt, { body: { evaluate_id: evaluateId } })).statusCode).toBe(
      404,
    );
    expect((await other.call(endpoints.startAttempt, { body: {} })).statusCode).toBe(400);
  });

  it('7 of 10 fails at 80 %, then 8 of 10 passes with a protocol; answers after the end are 409', async () => {
    const { session, evaluateId } = await taker();
    const failed = await answerAll(session, await start(session, evaluateId), 7);
    expect(failed).toMatchObject({ passed: false, correct_count: 7, result_percent: 70, protocol_id: null });
    const late = await session.call(endpoints.question, {
      body: { attempt_id: failed.id, index: 0, answer_ids: [course.questions[0]!.right[0]!] },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toBe('Тест уже завершён: ответы больше не принимаются');

    const education = await session.call(endpoints.educations);
    expect(education.statusCode).toBe(200);
    const items = education.json<{ data: JobSafetyEducationItem[] }>().data;
    const missed = items.filter((item) => item.missed).map((item) => item.id);
    expect(missed).toEqual(course.questions.slice(7).map((question) => question.id));
    expect(items.slice(0, 3).every((item) => item.missed)).toBe(true);
    expect(items[0]!.answers.some((answer) => answer.correct)).toBe(true);
    expect(items[0]!.article?.id).toBe(course.articleId);

    const passed = await answerAll(session, await start(session, evaluateId), 8);
    expect(passed).toMatchObject({ passed: true, correct_count: 8, result_percent: 80 });
    expect(passed.protocol_id).not.toBeNull();
    const state = (await session.call(endpoints.userState)).json<{ data: JobSafetyUserState }>().data;
    expect(state).toMatchObject({
      passed: true,
      finished: true,
      not_required: false,
      pass_percent: 80,
      // The window ends in February but falls in this year: it counts to 31 December.
      days_left: 303,
    });
    expect(state.evaluate).toMatchObject({ id: evaluateId, effective_end: '2026-12-31' });
  });

  it('the time is kept by the server: an answer after the deadline is 409 and the attempt is scored', async () => {
    const { session, evaluateId } = await taker();
    const attempt = await start(session, evaluateId);
    await ctx.database.db
      .update(safetyAttempts)
      .set({ deadlineAt: new Date('2026-03-04T11:00:00') })
      .where(eq(safetyAttempts.id, attempt.id));
    const late = await session.call(endpoints.question, {
      body: { attempt_id: attempt.id, index: 0, answer_ids: course.questions[0]!.right },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toBe(
      'Время на тест истекло: ответы больше не принимаются',
    );
    const after = (await session.call(endpoints.attempt, { params: { id: attempt.id } })).json<{
      data: JobSafetyAttempt;
    }>().data;
    expect(after).toMatchObject({ passed: false, correct_count: 0 });
    expect(after.finished_at).not.toBeNull();
  });

  it('a person without a window is not required to take the test', async () => {
    const session = await api.as();
    const state = (await session.call(endpoints.userState)).json<{ data: JobSafetyUserState }>().data;
    expect(state).toMatchObject({ not_required: true, passed: false, evaluate: null, days_left: null });
  });
});

describe('protocols', () => {
  it('the PDF prints the person in an embedded font with every letter; another person gets 404', async () => {
    const { session, evaluateId } = await taker();
    await answerAll(session, await start(session, evaluateId), 10);
    const list = (await session.call(endpoints.protocols)).json<{ data: JobSafetyProtocol[] }>().data;
    expect(list).toHaveLength(1);
    const protocol = list[0]!;
    expect(protocol).toMatchObject({ result_percent: 100, issued_on: TODAY, ligadoc_status: null });
    const pdf = await session.call(endpoints.downloadProtocol, { params: { id: protocol.id } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await new PDFParse({ data: new Uint8Array(pdf.rawPayload) }).getText()).text;
    for (const words of [
      'Әлиева Ўля Їванівна',
      'Аналитик',
      '04.03.2026',
      '10 из 10 (100 %)',
      protocol.number,
    ])
      expect(text).toContain(words);
    expect(pdf.rawPayload.toString('latin1')).toMatch(/FontFile2/);
    const other = await api.as();
    expect((await other.call(endpoints.downloadProtocol, { params: { id: protocol.id } })).statusCode).toBe(
      404,
    );

    const token = protocol.verify_url.split('/').at(-1)!;
    const page = await api.anonymous.call(endpoints.verify, { params: { token } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Протокол действителен');
    expect(page.body).toContain('Әлиева Ўля Їванівна');
    const missing = await api.anonymous.call(endpoints.verify, {
      params: { token: '00000000-0000-0000-0000-000000000000' },
    });
    expect(missing.statusCode).toBe(404);
    expect((await api.anonymous.call(endpoints.verify, { params: { token: 'x' } })).statusCode).toBe(400);

    const sent = await hr.call(endpoints.ligadoc, { body: { protocol_ids: [protocol.id] } });
    expect(sent.statusCode).toBe(200);
    expect(sent.json<{ data: { queued: number } }>().data.queued).toBe(1);
    const after = (await session.call(endpoints.protocols)).json<{ data: JobSafetyProtocol[] }>().data;
    expect(after[0]!.ligadoc_status).toBe('pending');
    expect(
      (await session.call(endpoints.ligadoc, { body: { protocol_ids: [protocol.id] } })).statusCode,
    ).toBe(403);
    expect((await hr.call(endpoints.ligadoc, { body: { protocol_ids: [] } })).statusCode).toBe(400);
  });
});
