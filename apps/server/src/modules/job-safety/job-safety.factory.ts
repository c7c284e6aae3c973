import type { Db } from '../../platform/db/database.ts';
import {
  safetyAnswers,
  safetyArticles,
  safetyArticleVersions,
  safetyChapters,
  safetyEvaluates,
  safetyQuestions,
  safetyTickets,
} from './job-safety.schema.ts';

export interface BuiltCourse {
  chapterId: number;
  articleId: number;
  ticketId: number;
  questions: { id: number; right: number[]; wrong: number }[];
}

/** A chapter with one article and one ticket of `questions` questions (the first of each has two right answers). */
export async function buildCourse(db: Db, options: { questions?: number } = {}): Promise<BuiltCourse> {
  const [chapter] = await db
    .insert(safetyChapters)
    .values({ title: 'Пожарная безопасность' })
    .returning({ id: safetyChapters.id });
  const [article] = await db
    .insert(safetyArticles)
    .values({ chapterId: chapter!.id, title: 'Действия при пожаре', body: '<p>Звоните 101.</p>' })
    .returning({ id: safetyArticles.id });
  await db.insert(safetyArticleVersions).values({
    articleId: article!.id,
    version: 1,
    title: 'Действия при пожаре',
    body: '<p>Звоните 101.</p>',
  });
  const [ticket] = await db
    .insert(safetyTickets)
    .values({ chapterId: chapter!.id, title: 'Билет № 1' })
    .returning({ id: safetyTickets.id });
  const questions: BuiltCourse['questions'] = [];
  for (let position = 0; position < (options.questions ?? 10); position++) {
    const [question] = await db
      .insert(safetyQuestions)
      .values({ ticketId: ticket!.id, text: `Вопрос ${position + 1}`, articleId: article!.id, position })
      .returning({ id: safetyQuestions.id });
    const answers = await db
      .insert(safetyAnswers)
      .values([
        { questionId: question!.id, text: 'Верно', correct: true, position: 0 },
        { questionId: question!.id, text: 'Тоже верно', correct: position === 0, position: 1 },
        { questionId: question!.id, text: 'Неверно', correct: false, position: 2 },
      ])
      .returning();
    questions.push({
      id: question!.id,
      right: answers.filter((answer) => answer.correct).map((answer) => answer.id),
      wrong: answers.find((answer) => !answer.correct)!.id,
    });
  }
  return { chapterId: chapter!.id, articleId: article!.id, ticketId: ticket!.id, questions };
}

export async function buildEvaluate(
  db: Db,
  values: { userId: number; chapterId: number; start: string; end: string },
): Promise<number> {
  const [row] = await db.insert(safetyEvaluates).values(values).returning({ id: safetyEvaluates.id });
  return row!.id;
}
