import { addDays } from '@intranet/contracts';
import { resultPercent } from '@intranet/contracts/job-safety/rules';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { users } from '../users/users.schema.ts';
import { DEMO_CHAPTERS, DEMO_TICKETS } from './job-safety.demo-data.ts';
import {
  safetyAnswers,
  safetyArticles,
  safetyArticleVersions,
  safetyAssignments,
  safetyAttempts,
  safetyChapters,
  safetyEvaluates,
  safetyProtocols,
  safetyQuestions,
  safetyTickets,
} from './job-safety.schema.ts';

const html = (paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

/**
 * The course (5 chapters, 30 articles, 3 tickets of 10 questions in the first chapter's bank) and an
 * evaluation state for every demo person in turn: passed (with a protocol), due, overdue (last year's window
 * missed) and not required; `employee` is due, so the demo can take the test.
 */
export async function seedJobSafetyDemo(db: Db, people: { userIds: number[]; today: string }) {
  const [existing] = await db.select({ id: safetyChapters.id }).from(safetyChapters).limit(1);
  if (existing) return;
  const articleIds: number[][] = [];
  const chapterIds: number[] = [];
  for (const [position, chapter] of DEMO_CHAPTERS.entries()) {
    const [row] = await db
      .insert(safetyChapters)
      .values({ title: chapter.title, position, periodMonths: chapter.periodMonths })
      .returning({ id: safetyChapters.id });
    chapterIds.push(row!.id);
    const articles = await db
      .insert(safetyArticles)
      .values(
        chapter.articles.map((article, index) => ({
          chapterId: row!.id,
          title: article.title,
          body: html(article.paragraphs),
          position: index,
        })),
      )
      .returning({ id: safetyArticles.id, title: safetyArticles.title, body: safetyArticles.body });
    await db
      .insert(safetyArticleVersions)
      .values(articles.map((article) => ({ articleId: article.id, version: 1, ...article, id: undefined })));
    articleIds.push(articles.map((article) => article.id));
  }
  // One rule for a position no demo person holds, so the assignment card has a rule while the daily job (run
  // at every start) leaves the demo people in the states the windows below lay: passed, due, overdue, none.
  await db
    .insert(safetyAssignments)
    .values({ chapterId: chapterIds[0]!, workPosition: 'Специалист по охране труда', windowDays: 30 });
  const course = chapterIds[0]!;
  const correctByTicket = new Map<number, { questionIds: number[]; answers: Record<string, number[]> }>();
  for (const ticket of DEMO_TICKETS) {
    const [row] = await db
      .insert(safetyTickets)
      .values({ chapterId: course, title: ticket.title })
      .returning({ id: safetyTickets.id });
    const questions = await db
      .insert(safetyQuestions)
      .values(
        ticket.questions.map((question, position) => ({
          ticketId: row!.id,
          text: question.text,
          articleId: articleIds[question.article[0]]![question.article[1]]!,
          position,
        })),
      )
      .returning({ id: safetyQuestions.id, position: safetyQuestions.position });
    const answers = await db
      .insert(safetyAnswers)
      .values(
        questions.flatMap((question) =>
          ticket.questions[question.position]!.answers.map(([text, correct], position) => ({
            questionId: question.id,
            text,
            correct,
            position,
          })),
        ),
      )
      .returning();
    const right: Record<string, number[]> = {};
    for (const answer of answers)
      if (answer.correct) (right[String(answer.questionId)] ??= []).push(answer.id);
    correctByTicket.set(row!.id, { questionIds: questions.map((question) => question.id), answers: right });
  }

  const [employee] = await db.select({ id: users.id }).from(users).where(eq(users.login, 'employee'));
  const ids = people.userIds.filter((id) => id !== employee?.id);
  const { today } = people;
  const lastYear = `${Number(today.slice(0, 4)) - 1}`;
  const windows: (typeof safetyEvaluates.$inferInsert)[] = [];
  const passedUsers: number[] = [];
  for (const [index, userId] of ids.entries()) {
    const state = index % 4;
    if (state === 3) continue; // not required: no window
    // Everyone with a window had last year's, passed or not.
    windows.push({ userId, chapterId: course, start: `${lastYear}-02-01`, end: `${lastYear}-03-31` });
    if (state === 0) {
      windows.push({ userId, chapterId: course, start: addDays(today, -40), end: addDays(today, 20) });
      passedUsers.push(userId);
    } else if (state === 1) {
      windows.push({ userId, chapterId: course, start: addDays(today, -10), end: addDays(today, 25) });
    }
    // state 2: overdue — last year's window passed by without a test and no new one yet.
  }
  if (employee)
    windows.push({
      userId: employee.id,
      chapterId: course,
      start: addDays(today, -5),
      end: addDays(today, 30),
    });
  if (windows.length === 0) return;
  const evaluates = await db.insert(safetyEvaluates).values(windows).returning();
  const [firstTicket] = [...correctByTicket.entries()];
  if (!firstTicket) return;
  const [ticketId, ticket] = firstTicket;
  const current = evaluates.filter(
    (row) => passedUsers.includes(row.userId) && row.start === addDays(today, -40),
  );
  if (current.length === 0) return;
  const finishedAt = new Date(`${addDays(today, -7)}T10:20:00`);
  const attempts = await db
    .insert(safetyAttempts)
    .values(
      current.map((row) => ({
        evaluateId: row.id,
        userId: row.userId,
        ticketId,
        questionIds: ticket.questionIds,
        answers: ticket.answers,
        index: ticket.questionIds.length - 1,
        startedAt: new Date(`${addDays(today, -7)}T10:00:00`),
        deadlineAt: new Date(`${addDays(today, -7)}T10:30:00`),
        finishedAt,
        correctCount: ticket.questionIds.length,
        passed: true,
      })),
    )
    .returning({ id: safetyAttempts.id, userId: safetyAttempts.userId });
  await db.insert(safetyProtocols).values(
    attempts.map((attempt) => ({
      attemptId: attempt.id,
      userId: attempt.userId,
      number: `ОТ-${today.slice(0, 4)}-${String(attempt.id).padStart(6, '0')}`,
      issuedOn: addDays(today, -7),
      resultPercent: resultPercent(ticket.questionIds.length, ticket.questionIds.length),
    })),
  );
}
