import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobSafetyAttempt } from '@intranet/contracts/job-safety/job-safety';
import { jobSafetyEndpoints as endpoints } from '@intranet/contracts/job-safety/endpoints';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { users } from '../users/users.schema.ts';
import { buildCourse, buildEvaluate, type BuiltCourse } from './job-safety.factory.ts';
import { safetyAttempts, safetyEvaluates, safetyProtocols } from './job-safety.schema.ts';

/**
 * A test finished twice at once (a double click, two tabs) and two assignment runs at once (the daily job and
 * «Назначить сейчас»): one result and one protocol, no window twice. Real parallelism needs PostgreSQL
 * (TEST_DATABASE_URL); PGlite runs one statement at a time.
 */
const ROUNDS = 20;
const TODAY = '2026-03-04';
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';

let ctx: TestContext;
let api: ApiClient;
let hr: Session;
let course: BuiltCourse;

beforeAll(async () => {
  if (!onPostgres) return;
  ctx = await createTestApp({ today: TODAY });
  api = await client(ctx);
  hr = await api.as('hr');
  course = await buildCourse(ctx.database.db, { questions: 1 });
});
afterAll(async () => ctx?.close());

describe.runIf(onPostgres)('job safety at once', () => {
  it('finishing the same attempt twice: one 200, one 409, one result and one protocol', async () => {
    const db = ctx.database.db;
    const [question] = course.questions;
    for (let round = 0; round < ROUNDS; round++) {
      const session = await api.as();
      const evaluateId = await buildEvaluate(db, {
        userId: session.id,
        chapterId: course.chapterId,
        start: '2026-03-01',
        end: '2026-03-31',
      });
      const started = await session.call(endpoints.startAttempt, { body: { evaluate_id: evaluateId } });
      expect(started.statusCode, started.body).toBe(201);
      const attempt = started.json<{ data: JobSafetyAttempt }>().data;
      const answers = await Promise.all(
        [0, 1].map(() =>
          session.call(endpoints.question, {
            body: { attempt_id: attempt.id, index: 0, answer_ids: question!.right, finish: true },
          }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const [row] = await db.select().from(safetyAttempts).where(eq(safetyAttempts.id, attempt.id));
      expect(row).toMatchObject({ passed: true, correctCount: 1 });
      const protocols = await db
        .select({ id: safetyProtocols.id })
        .from(safetyProtocols)
        .where(eq(safetyProtocols.attemptId, attempt.id));
      expect(protocols).toHaveLength(1);
    }
  });

  it('two assignment runs: each window once, counted once', async () => {
    const db = ctx.database.db;
    for (let round = 0; round < ROUNDS; round++) {
      const { chapterId } = await buildCourse(db, { questions: 1 });
      const position = `Монтажник ${round}`;
      const people = [await api.as(), await api.as()];
      for (const person of people)
        await db.update(users).set({ workPosition: position }).where(eq(users.id, person.id));
      const rule = await hr.call(endpoints.createAssignment, {
        body: { chapter_id: chapterId, work_position: position },
      });
      expect(rule.statusCode, rule.body).toBe(201);
      const runs = await Promise.all([0, 1].map(() => hr.call(endpoints.runAssignments)));
      expect(runs.map((run) => run.statusCode)).toEqual([200, 200]);
      const added = runs.reduce((sum, run) => sum + run.json<{ data: { added: number } }>().data.added, 0);
      expect(added).toBe(people.length);
      const windows = await db
        .select({ userId: safetyEvaluates.userId })
        .from(safetyEvaluates)
        .where(eq(safetyEvaluates.chapterId, chapterId));
      expect(windows.map((window) => window.userId).sort()).toEqual(people.map((person) => person.id).sort());
    }
  });
});
