import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type {
  JobSafetyQuestion,
  JobSafetyTicket,
  JobSafetyTicketSave,
} from '@intranet/contracts/job-safety/job-safety';
import type { AuthUser } from '../../platform/auth/guard.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Db } from '../../platform/db/database.ts';
import { fieldError, notFound } from '../../platform/http/app-error.ts';
import { managesJobSafety } from './job-safety.policy.ts';
import {
  safetyAnswers,
  safetyArticles,
  safetyChapters,
  safetyQuestions,
  safetyTickets,
} from './job-safety.schema.ts';

const TICKET_NOT_FOUND = 'Билет не найден';

/** A question with its answers as the server holds it: the right ones included. */
export interface StoredQuestion {
  id: number;
  ticketId: number;
  text: string;
  article: { id: number; title: string } | null;
  answers: { id: number; text: string; correct: boolean }[];
}

/** The wire form: `withCorrect` only where the right answers may be seen (never during a test). */
export function presentQuestion(question: StoredQuestion, withCorrect: boolean): JobSafetyQuestion {
  return {
    id: question.id,
    text: question.text,
    multiple: question.answers.filter((answer) => answer.correct).length > 1,
    article: question.article,
    answers: question.answers.map((answer) => (withCorrect ? answer : { id: answer.id, text: answer.text })),
  };
}

/** Tickets: a chapter's bank of questions, each question with one or several right answers. */
export class JobSafetyTicketsService {
  constructor(private readonly db: Db) {}

  /** Questions by id with answers and article titles, in the order of `ids` (two statements). */
  async questions(ids: number[]): Promise<StoredQuestion[]> {
    if (ids.length === 0) return [];
    const [questions, answers] = await Promise.all([
      this.db
        .select({ question: safetyQuestions, articleTitle: safetyArticles.title })
        .from(safetyQuestions)
        .leftJoin(safetyArticles, eq(safetyArticles.id, safetyQuestions.articleId))
        .where(inArray(safetyQuestions.id, ids)),
      this.db
        .select()
        .from(safetyAnswers)
        .where(inArray(safetyAnswers.questionId, ids))
        .orderBy(asc(safetyAnswers.position), asc(safetyAnswers.id)),
    ]);
    const byId = new Map(questions.map((row) => [row.question.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const { question } = row;
      return [
        {
          id: question.id,
          ticketId: question.ticketId,
          text: question.text,
          article:
            question.articleId !== null && row.articleTitle !== null
              ? { id: question.articleId, title: row.articleTitle }
              : null,
          answers: answers
            .filter((answer) => answer.questionId === id)
            .map((answer) => ({ id: answer.id, text: answer.text, correct: answer.correct })),
        },
      ];
    });
  }

  /** The live question ids of tickets, in their order. */
  async questionIds(ticketIds: number[]): Promise<{ id: number; ticketId: number }[]> {
    if (ticketIds.length === 0) return [];
    return this.db
      .select({ id: safetyQuestions.id, ticketId: safetyQuestions.ticketId })
      .from(safetyQuestions)
      .where(and(inArray(safetyQuestions.ticketId, ticketIds), isNull(safetyQuestions.deletedAt)))
      .orderBy(asc(safetyQuestions.position), asc(safetyQuestions.id));
  }

  /** GET /tickets/{id}: the right answers only for HR and administrators. */
  async ticket(actor: AuthUser, id: number): Promise<JobSafetyTicket> {
    const [ticket] = await this.db.select().from(safetyTickets).where(eq(safetyTickets.id, id)).limit(1);
    if (!ticket) throw notFound(TICKET_NOT_FOUND);
    const ids = (await this.questionIds([id])).map((row) => row.id);
    const withCorrect = managesJobSafety(actor);
    return {
      id: ticket.id,
      chapter_id: ticket.chapterId,
      title: ticket.title,
      questions: (await this.questions(ids)).map((question) => presentQuestion(question, withCorrect)),
    };
  }

  /**
   * POST /tickets and PUT /tickets/{id}: the ticket's questions are replaced; the old ones are retired, not
   * deleted, so an attempt that drew them keeps its questions. The contract refuses a question without a
   * right answer (400) before anything is written.
   */
  async save(actor: AuthUser, id: number | null, input: JobSafetyTicketSave): Promise<JobSafetyTicket> {
    const ticketId = await this.db.transaction(async (tx) => {
      const [chapter] = await tx
        .select({ id: safetyChapters.id })
        .from(safetyChapters)
        .where(eq(safetyChapters.id, input.chapter_id));
      if (!chapter) throw fieldError('chapter_id', 'Глава не найдена');
      const articleIds = [...new Set(input.questions.flatMap((question) => question.article_id ?? []))];
      if (articleIds.length > 0) {
        const found = await tx
          .select({ id: safetyArticles.id })
          .from(safetyArticles)
          .where(inArray(safetyArticles.id, articleIds));
        if (found.length !== articleIds.length) throw fieldError('questions', 'Статья вопроса не найдена');
      }
      let saved: number;
      if (id === null) {
        const [created] = await tx
          .insert(safetyTickets)
          .values({ chapterId: chapter.id, title: input.title })
          .returning({ id: safetyTickets.id });
        saved = created!.id;
      } else {
        const [updated] = await tx
          .update(safetyTickets)
          .set({ chapterId: chapter.id, title: input.title, updatedAt: sql`now()` })
          .where(eq(safetyTickets.id, id))
          .returning({ id: safetyTickets.id });
        if (!updated) throw notFound(TICKET_NOT_FOUND);
        saved = updated.id;
        await tx
          .update(safetyQuestions)
          .set({ deletedAt: sql`now()` })
          .where(and(eq(safetyQuestions.ticketId, saved), isNull(safetyQuestions.deletedAt)));
      }
      const created = await tx
        .insert(safetyQuestions)
        .values(
          input.questions.map((question, position) => ({
            ticketId: saved,
            text: question.text,
            articleId: question.article_id,
            position,
          })),
        )
        .returning({ id: safetyQuestions.id, position: safetyQuestions.position });
      await tx.insert(safetyAnswers).values(
        created.flatMap((row) =>
          input.questions[row.position]!.answers.map((answer, position) => ({
            questionId: row.id,
            text: answer.text,
            correct: answer.correct,
            position,
          })),
        ),
      );
      await recordAudit(tx, {
        actor,
        action: id === null ? 'job_safety.ticket_create' : 'job_safety.ticket_update',
        targetType: 'safety_ticket',
        targetId: saved,
      });
      return saved;
    });
    return this.ticket(actor, ticketId);
  }
}
