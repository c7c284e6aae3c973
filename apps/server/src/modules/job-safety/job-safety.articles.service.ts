import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  JOB_SAFETY_STALE_MESSAGE,
  type JobSafetyArticle,
  type JobSafetyArticleCreate,
  type JobSafetyArticleSave,
  type JobSafetyArticleVersion,
  type JobSafetyChapter,
} from '@intranet/contracts/job-safety/job-safety';
import type { AuthUser } from '../../platform/auth/guard.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Db } from '../../platform/db/database.ts';
import { conflict, fieldError, notFound } from '../../platform/http/app-error.ts';
import { sanitizeRichText } from '../../platform/text/rich-text.ts';
import type { FilesService } from '../files/files.service.ts';
import { imageFileIds } from '../content/content.service.ts';
import { users } from '../users/users.schema.ts';
import { fullName } from '../users/users.service.ts';
import { articleAbilities } from './job-safety.policy.ts';
import { safetyArticles, safetyArticleVersions, safetyChapters, safetyTickets } from './job-safety.schema.ts';

const ARTICLE_NOT_FOUND = 'Статья не найдена';

const author = { id: users.id, name: users.name, lastName: users.lastName, patronymic: users.patronymic };

/** Chapters and their articles: rich text with a version per save, like the content pages. */
export class JobSafetyArticlesService {
  constructor(
    private readonly db: Db,
    private readonly files: FilesService,
  ) {}

  /** GET /chapters: every chapter with its articles' titles and its tickets (three statements). */
  async chapters(): Promise<JobSafetyChapter[]> {
    const [chapters, articles, tickets] = await Promise.all([
      this.db.select().from(safetyChapters).orderBy(asc(safetyChapters.position), asc(safetyChapters.id)),
      this.db
        .select({ id: safetyArticles.id, chapterId: safetyArticles.chapterId, title: safetyArticles.title })
        .from(safetyArticles)
        .orderBy(asc(safetyArticles.position), asc(safetyArticles.id)),
      this.db
        .select({
          id: safetyTickets.id,
          chapterId: safetyTickets.chapterId,
          title: safetyTickets.title,
          // Spelled out: inside the subquery an unqualified "id" would be the question's.
          questionCount: sql<number>`(select count(*)::int from safety_questions q
            where q.ticket_id = safety_tickets.id and q.deleted_at is null)`,
        })
        .from(safetyTickets)
        .orderBy(asc(safetyTickets.id)),
    ]);
    return chapters.map((chapter) => ({
      id: chapter.id,
      title: chapter.title,
      period_months: chapter.periodMonths,
      articles: articles
        .filter((article) => article.chapterId === chapter.id)
        .map(({ id, title }) => ({ id, title })),
      tickets: tickets
        .filter((ticket) => ticket.chapterId === chapter.id)
        .map((ticket) => ({ id: ticket.id, title: ticket.title, question_count: ticket.questionCount })),
    }));
  }

  /** GET /job-safety/articles/{id}. */
  async article(actor: AuthUser, id: number): Promise<JobSafetyArticle> {
    const [row] = await this.db
      .select({ article: safetyArticles, chapterTitle: safetyChapters.title, author })
      .from(safetyArticles)
      .innerJoin(safetyChapters, eq(safetyChapters.id, safetyArticles.chapterId))
      .leftJoin(users, eq(users.id, safetyArticles.updatedBy))
      .where(eq(safetyArticles.id, id))
      .limit(1);
    if (!row) throw notFound(ARTICLE_NOT_FOUND);
    const { article } = row;
    return {
      id: article.id,
      chapter_id: article.chapterId,
      chapter_title: row.chapterTitle,
      title: article.title,
      body: article.body,
      version: article.version,
      updated_at: article.updatedAt.toISOString(),
      updated_by: row.author ? { id: row.author.id, full_name: fullName(row.author) } : null,
      abilities: articleAbilities(actor),
    };
  }

  /** POST /job-safety/articles: an empty article at the end of a chapter, version 1. */
  async create(actor: AuthUser, input: JobSafetyArticleCreate): Promise<JobSafetyArticle> {
    const id = await this.db.transaction(async (tx) => {
      const [chapter] = await tx
        .select({ id: safetyChapters.id })
        .from(safetyChapters)
        .where(eq(safetyChapters.id, input.chapter_id));
      if (!chapter) throw fieldError('chapter_id', 'Глава не найдена');
      const [created] = await tx
        .insert(safetyArticles)
        .values({
          chapterId: chapter.id,
          title: input.title,
          updatedBy: actor.id,
          position: sql`(select coalesce(max(position), -1) + 1 from ${safetyArticles} where chapter_id = ${chapter.id})`,
        })
        .returning();
      await tx.insert(safetyArticleVersions).values({
        articleId: created!.id,
        version: 1,
        title: created!.title,
        body: '',
        createdBy: actor.id,
      });
      await recordAudit(tx, {
        actor,
        action: 'job_safety.article_create',
        targetType: 'safety_article',
        targetId: created!.id,
      });
      return created!.id;
    });
    return this.article(actor, id);
  }

  /**
   * PUT /job-safety/articles/{id}: a new version if the editor started from the current one (409 otherwise);
   * the body's pictures become readable by everyone in the same transaction.
   */
  async save(actor: AuthUser, id: number, input: JobSafetyArticleSave): Promise<JobSafetyArticle> {
    const body = sanitizeRichText(input.body);
    await this.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(safetyArticles)
        .set({
          title: input.title,
          body,
          version: sql`${safetyArticles.version} + 1`,
          updatedAt: sql`now()`,
          updatedBy: actor.id,
        })
        .where(and(eq(safetyArticles.id, id), eq(safetyArticles.version, input.version)))
        .returning();
      if (!updated) {
        const [exists] = await tx
          .select({ id: safetyArticles.id })
          .from(safetyArticles)
          .where(eq(safetyArticles.id, id));
        throw exists ? conflict(JOB_SAFETY_STALE_MESSAGE) : notFound(ARTICLE_NOT_FOUND);
      }
      const pictures = await this.files.findUsable(actor, imageFileIds(body));
      await this.files.share(tx, pictures);
      await tx.insert(safetyArticleVersions).values({
        articleId: id,
        version: updated.version,
        title: updated.title,
        body: updated.body,
        createdBy: actor.id,
      });
      await recordAudit(tx, {
        actor,
        action: 'job_safety.article_update',
        targetType: 'safety_article',
        targetId: id,
        details: { version: updated.version },
      });
    });
    return this.article(actor, id);
  }

  /** GET /job-safety/articles/{id}/versions: newest first, with their texts and authors. */
  async versions(id: number): Promise<JobSafetyArticleVersion[]> {
    const rows = await this.db
      .select({ version: safetyArticleVersions, author })
      .from(safetyArticleVersions)
      .leftJoin(users, eq(users.id, safetyArticleVersions.createdBy))
      .where(eq(safetyArticleVersions.articleId, id))
      .orderBy(desc(safetyArticleVersions.version))
      .limit(200);
    if (rows.length === 0) throw notFound(ARTICLE_NOT_FOUND);
    return rows.map(({ version, author: person }) => ({
      id: version.id,
      version: version.version,
      title: version.title,
      body: version.body,
      created_at: version.createdAt.toISOString(),
      author: person ? { id: person.id, full_name: fullName(person) } : null,
    }));
  }

  /** Titles of articles by id (questions link to them). */
  async titles(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: safetyArticles.id, title: safetyArticles.title })
      .from(safetyArticles)
      .where(inArray(safetyArticles.id, [...new Set(ids)]));
    return new Map(rows.map((row) => [row.id, row.title]));
  }
}
