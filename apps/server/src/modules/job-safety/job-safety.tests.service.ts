import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  JOB_SAFETY_FINISHED_MESSAGE,
  JOB_SAFETY_INDEX_MESSAGE,
  JOB_SAFETY_TIME_OUT_MESSAGE,
  type JobSafetyAttempt,
  type JobSafetyEducationItem,
  type JobSafetyQuestionBody,
  type JobSafetyUserState,
} from '@intranet/contracts/job-safety/job-safety';
import {
  answerIsCorrect,
  attemptDeadline,
  attemptExpired,
  currentEvaluate,
  daysLeft,
  effectiveEnd,
  indexInBounds,
  isPassed,
  resultPercent,
} from '@intranet/contracts/job-safety/rules';
import type { AuthUser } from '../../platform/auth/guard.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { lockRows } from '../../platform/db/transaction-context.ts';
import { badRequest, conflict, fieldError, notFound } from '../../platform/http/app-error.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { users } from '../users/users.schema.ts';
import {
  safetyAttempts,
  safetyChapters,
  safetyEvaluates,
  safetyProtocols,
  safetyTickets,
} from './job-safety.schema.ts';
import { presentQuestion, type JobSafetyTicketsService } from './job-safety.tickets.service.ts';

type AttemptRow = typeof safetyAttempts.$inferSelect;

const ATTEMPT_NOT_FOUND = 'Попытка не найдена';

/** Tests (attempts over a ticket, time kept here), the start page's state and education mode. */
export class JobSafetyTestsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly settings: SettingsService,
    private readonly tickets: JobSafetyTicketsService,
  ) {}

  private async limits(): Promise<{ passPercent: number; minutes: number }> {
    const [pass, minutes] = await Promise.all([
      this.settings.value('job_safety_pass_percent'),
      this.settings.value('job_safety_attempt_minutes'),
    ]);
    return { passPercent: Number(pass) || 80, minutes: Number(minutes) || 30 };
  }

  private async evaluatesOf(userId: number) {
    return this.db
      .select({
        id: safetyEvaluates.id,
        chapterId: safetyEvaluates.chapterId,
        chapterTitle: safetyChapters.title,
        start: safetyEvaluates.start,
        end: safetyEvaluates.end,
      })
      .from(safetyEvaluates)
      .innerJoin(safetyChapters, eq(safetyChapters.id, safetyEvaluates.chapterId))
      .where(eq(safetyEvaluates.userId, userId))
      .orderBy(asc(safetyEvaluates.start), asc(safetyEvaluates.id));
  }

  /** GET /evaluates/user: the current window (contracts' currentEvaluate) and what the person did in it. */
  async state(actor: AuthUser): Promise<JobSafetyUserState> {
    const today = this.clock.today();
    const [evaluates, limits] = await Promise.all([this.evaluatesOf(actor.id), this.limits()]);
    await this.settleExpired(actor.id);
    const attempts = await this.db
      .select({ attempt: safetyAttempts, protocolId: safetyProtocols.id })
      .from(safetyAttempts)
      .leftJoin(safetyProtocols, eq(safetyProtocols.attemptId, safetyAttempts.id))
      .where(eq(safetyAttempts.userId, actor.id))
      .orderBy(desc(safetyAttempts.startedAt), desc(safetyAttempts.id))
      .limit(50);
    const current = currentEvaluate(evaluates, today);
    const inCurrent = current ? attempts.filter(({ attempt }) => attempt.evaluateId === current.id) : [];
    const open = attempts.find(({ attempt }) => attempt.finishedAt === null);
    const end = current ? effectiveEnd(current, today) : null;
    return {
      evaluate: current
        ? {
            id: current.id,
            chapter_id: current.chapterId,
            chapter_title: current.chapterTitle,
            start: current.start,
            end: current.end,
            effective_end: end!,
          }
        : null,
      not_required: current === null,
      passed: inCurrent.some(({ attempt }) => attempt.passed === true),
      finished: inCurrent.some(({ attempt }) => attempt.finishedAt !== null),
      days_left: end ? daysLeft(today, end) : null,
      open_attempt_id: open?.attempt.id ?? null,
      pass_percent: limits.passPercent,
      attempt_minutes: limits.minutes,
      attempts: attempts.map(({ attempt, protocolId }) => ({
        id: attempt.id,
        evaluate_id: attempt.evaluateId,
        started_at: attempt.startedAt.toISOString(),
        finished_at: attempt.finishedAt?.toISOString() ?? null,
        passed: attempt.passed,
        result_percent:
          attempt.correctCount === null
            ? null
            : resultPercent(attempt.correctCount, attempt.questionIds.length),
        protocol_id: protocolId,
      })),
    };
  }

  /**
   * POST /evaluates/attempts: a person's own window that has started; a running attempt of it is resumed
   * (closing the tab does not restart the clock), otherwise a ticket of the chapter's bank is drawn.
   */
  async start(actor: AuthUser, evaluateId: number): Promise<JobSafetyAttempt> {
    const today = this.clock.today();
    await this.settleExpired(actor.id);
    const attemptId = await this.db.transaction(async (tx) => {
      // One person's starts queue up here: two tabs cannot open two attempts.
      await lockRows(tx, users, users.id, [actor.id]);
      const [evaluate] = await tx
        .select()
        .from(safetyEvaluates)
        .where(and(eq(safetyEvaluates.id, evaluateId), eq(safetyEvaluates.userId, actor.id)));
      if (!evaluate) throw notFound('Проверка знаний не найдена');
      if (evaluate.start > today) throw conflict('Проверка знаний ещё не началась');
      const [running] = await tx
        .select({ id: safetyAttempts.id })
        .from(safetyAttempts)
        .where(and(eq(safetyAttempts.evaluateId, evaluate.id), isNull(safetyAttempts.finishedAt)))
        .limit(1);
      if (running) return running.id;
      const tickets = await tx
        .select({ id: safetyTickets.id })
        .from(safetyTickets)
        .where(eq(safetyTickets.chapterId, evaluate.chapterId));
      const questions = await this.tickets.questionIds(tickets.map((ticket) => ticket.id));
      const usable = [...new Set(questions.map((question) => question.ticketId))];
      if (usable.length === 0) throw conflict('В главе пока нет билетов: обратитесь в отдел кадров');
      const ticketId = usable[Math.floor(Math.random() * usable.length)]!;
      const { minutes } = await this.limits();
      const now = this.clock.now();
      const [created] = await tx
        .insert(safetyAttempts)
        .values({
          evaluateId: evaluate.id,
          userId: actor.id,
          ticketId,
          questionIds: questions.filter((question) => question.ticketId === ticketId).map((q) => q.id),
          startedAt: now,
          deadlineAt: attemptDeadline(now, minutes),
        })
        .returning({ id: safetyAttempts.id });
      return created!.id;
    });
    return this.attempt(actor, attemptId);
  }

  private async own(actor: AuthUser, id: number): Promise<AttemptRow> {
    const [row] = await this.db
      .select()
      .from(safetyAttempts)
      .where(and(eq(safetyAttempts.id, id), eq(safetyAttempts.userId, actor.id)))
      .limit(1);
    // Another person's attempt is not there for the actor at all.
    if (!row) throw notFound(ATTEMPT_NOT_FOUND);
    return row;
  }

  /** GET /evaluates/attempts/{id}: the taker's view, never the right answers. */
  async attempt(actor: AuthUser, id: number): Promise<JobSafetyAttempt> {
    let row = await this.own(actor, id);
    if (row.finishedAt === null && attemptExpired(row.deadlineAt, this.clock.now())) {
      await this.finish(row.id);
      row = await this.own(actor, id);
    }
    return this.present(row);
  }

  private async present(row: AttemptRow): Promise<JobSafetyAttempt> {
    const [questions, [ticket], [protocol], limits] = await Promise.all([
      this.tickets.questions(row.questionIds),
      this.db
        .select({ title: safetyTickets.title })
        .from(safetyTickets)
        .where(eq(safetyTickets.id, row.ticketId)),
      this.db
        .select({ id: safetyProtocols.id })
        .from(safetyProtocols)
        .where(eq(safetyProtocols.attemptId, row.id)),
      this.limits(),
    ]);
    return {
      id: row.id,
      evaluate_id: row.evaluateId,
      ticket_id: row.ticketId,
      ticket_title: ticket?.title ?? '',
      started_at: row.startedAt.toISOString(),
      deadline_at: row.deadlineAt.toISOString(),
      finished_at: row.finishedAt?.toISOString() ?? null,
      index: row.index,
      total: row.questionIds.length,
      questions: questions.map((question) => presentQuestion(question, false)),
      answers: row.answers,
      passed: row.passed,
      correct_count: row.correctCount,
      result_percent:
        row.correctCount === null ? null : resultPercent(row.correctCount, row.questionIds.length),
      pass_percent: limits.passPercent,
      protocol_id: protocol?.id ?? null,
    };
  }

  /**
   * POST /evaluates/question: answers the question at `index` (when `answer_ids` is given), moves there,
   * and finishes the attempt when asked. After the end (finished, or time out) nothing is taken: 409.
   */
  async question(actor: AuthUser, body: JobSafetyQuestionBody): Promise<JobSafetyAttempt> {
    const row = await this.own(actor, body.attempt_id);
    if (row.finishedAt !== null) throw conflict(JOB_SAFETY_FINISHED_MESSAGE);
    if (attemptExpired(row.deadlineAt, this.clock.now())) {
      // The result counts what was answered in time; it is kept before the refusal.
      await this.finish(row.id);
      throw conflict(JOB_SAFETY_TIME_OUT_MESSAGE);
    }
    if (!indexInBounds(body.index, row.questionIds.length))
      throw badRequest(JOB_SAFETY_INDEX_MESSAGE, { index: [JOB_SAFETY_INDEX_MESSAGE] });
    const questionId = row.questionIds[body.index]!;
    if (body.answer_ids) {
      const [question] = await this.tickets.questions([questionId]);
      const known = new Set(question?.answers.map((answer) => answer.id));
      if (body.answer_ids.some((id) => !known.has(id)))
        throw fieldError('answer_ids', 'Такого ответа у вопроса нет');
    }
    await this.db.transaction(async (tx) => {
      const answers = body.answer_ids
        ? sql`${safetyAttempts.answers} || ${JSON.stringify({ [questionId]: [...new Set(body.answer_ids)] })}::jsonb`
        : safetyAttempts.answers;
      const [updated] = await tx
        .update(safetyAttempts)
        .set({ index: body.index, answers })
        .where(and(eq(safetyAttempts.id, row.id), isNull(safetyAttempts.finishedAt)))
        .returning({ id: safetyAttempts.id });
      if (!updated) throw conflict(JOB_SAFETY_FINISHED_MESSAGE);
      if (body.finish) await this.finish(row.id);
    });
    return this.present(await this.own(actor, row.id));
  }

  /**
   * Scores an attempt once (a conditional update: of two racing finishes one counts), and issues the
   * protocol of a pass in the same transaction.
   */
  async finish(attemptId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(safetyAttempts)
        .where(and(eq(safetyAttempts.id, attemptId), isNull(safetyAttempts.finishedAt)))
        .for('update');
      if (!row) return;
      const questions = await this.tickets.questions(row.questionIds);
      const missed = questions
        .filter(
          (question) =>
            !answerIsCorrect(
              question.answers.filter((answer) => answer.correct).map((answer) => answer.id),
              row.answers[String(question.id)] ?? [],
            ),
        )
        .map((question) => question.id);
      const total = row.questionIds.length;
      const correct = total - missed.length;
      const { passPercent } = await this.limits();
      const passed = isPassed(correct, total, passPercent);
      const now = this.clock.now();
      const finishedAt = now < row.deadlineAt ? now : row.deadlineAt;
      await tx
        .update(safetyAttempts)
        .set({ finishedAt, correctCount: correct, passed, missedIds: missed })
        .where(eq(safetyAttempts.id, row.id));
      if (passed) {
        const issuedOn = this.clock.today();
        await tx.insert(safetyProtocols).values({
          attemptId: row.id,
          userId: row.userId,
          number: `ОТ-${issuedOn.slice(0, 4)}-${String(row.id).padStart(6, '0')}`,
          issuedOn,
          resultPercent: resultPercent(correct, total),
        });
      }
    });
  }

  /** Attempts whose time ran out while nobody looked are scored before anything is read. */
  private async settleExpired(userId: number): Promise<void> {
    const expired = await this.db
      .select({ id: safetyAttempts.id })
      .from(safetyAttempts)
      .where(
        and(
          eq(safetyAttempts.userId, userId),
          isNull(safetyAttempts.finishedAt),
          sql`${safetyAttempts.deadlineAt} <= ${this.clock.now()}`,
        ),
      );
    for (const { id } of expired) await this.finish(id);
  }

  /**
   * GET /educations: the questions of the person's chapters (all chapters when they have no window) with the
   * right answers and their articles; those they got wrong in their latest answer come first.
   */
  async educations(actor: AuthUser): Promise<JobSafetyEducationItem[]> {
    await this.settleExpired(actor.id);
    const evaluates = await this.evaluatesOf(actor.id);
    const chapterIds = [...new Set(evaluates.map((evaluate) => evaluate.chapterId))];
    const tickets = await this.db
      .select({ id: safetyTickets.id, chapterTitle: safetyChapters.title })
      .from(safetyTickets)
      .innerJoin(safetyChapters, eq(safetyChapters.id, safetyTickets.chapterId))
      .where(chapterIds.length > 0 ? inArray(safetyTickets.chapterId, chapterIds) : undefined)
      .orderBy(asc(safetyChapters.position), asc(safetyTickets.id));
    const ids = await this.tickets.questionIds(tickets.map((ticket) => ticket.id));
    const questions = await this.tickets.questions(ids.map((row) => row.id));
    const attempts = await this.db
      .select({ questionIds: safetyAttempts.questionIds, missedIds: safetyAttempts.missedIds })
      .from(safetyAttempts)
      .where(and(eq(safetyAttempts.userId, actor.id), sql`${safetyAttempts.finishedAt} is not null`))
      .orderBy(asc(safetyAttempts.finishedAt));
    // The latest answer to a question decides: a question answered right later is no longer a miss.
    const missed = new Map<number, boolean>();
    for (const attempt of attempts)
      for (const id of attempt.questionIds) missed.set(id, attempt.missedIds.includes(id));
    const chapterOf = new Map(tickets.map((ticket) => [ticket.id, ticket.chapterTitle]));
    const items = questions.map((question) => ({
      ...presentQuestion(question, true),
      chapter_title: chapterOf.get(question.ticketId) ?? '',
      missed: missed.get(question.id) ?? false,
    }));
    return [...items.filter((item) => item.missed), ...items.filter((item) => !item.missed)];
  }
}
