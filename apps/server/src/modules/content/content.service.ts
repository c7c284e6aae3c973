import { and, asc, desc, eq, inArray, isNull, like, or, sql } from 'drizzle-orm';
import {
  CONTENT_STALE_MESSAGE,
  contentEntryUrl,
  contentPageTitle,
  type ContentArticle,
  type ContentCreate,
  type ContentEntry,
  type ContentEntryKind,
  type ContentLink,
  type ContentPage,
  type ContentRestore,
  type ContentSave,
  type ContentVersion,
  type ContentVersionDetail,
  type FileInfo,
} from '@intranet/contracts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Db } from '../../platform/db/database.ts';
import { badRequest, conflict, fieldError, notFound } from '../../platform/http/app-error.ts';
import { richTextToPlain, sanitizeRichText } from '../../platform/text/rich-text.ts';
import type { FilesService } from '../files/files.service.ts';
import type { SearchDocumentInput, SearchService } from '../search/search.service.ts';
import { users } from '../users/users.schema.ts';
import { fullName } from '../users/users.service.ts';
import { contentAbilities } from './content.policy.ts';
import { contentEntries, contentVersions } from './content.schema.ts';

type EntryRow = typeof contentEntries.$inferSelect;

const PAGE_NOT_FOUND = 'Страница не найдена';

function kindOf(entry: Pick<EntryRow, 'path'>): ContentEntryKind {
  const depth = entry.path.split('/').length;
  return depth === 1 ? 'page' : depth === 2 ? 'section' : 'article';
}

function linkOf(entry: Pick<EntryRow, 'id' | 'slug' | 'title' | 'path'>): ContentLink {
  return { id: entry.id, slug: entry.slug, title: entry.title, url: contentEntryUrl(entry.path) };
}

/** Ids of our files a body shows as pictures (`/api/files/12`, `/api/files/12/preview/1280`). */
export function imageFileIds(html: string): number[] {
  const ids = [...html.matchAll(/<img\b[^>]*\ssrc="\/api\/files\/(\d+)[^"]*"/g)].map((match) =>
    Number(match[1]),
  );
  return [...new Set(ids)];
}

const live = isNull(contentEntries.deletedAt);

/** Search documents of entries (kind «page»): the title, the page's name, the words of the body. */
export function contentSearchDocuments(rows: EntryRow[]): SearchDocumentInput[] {
  return rows.map((row) => ({
    kind: 'page',
    entityId: row.id,
    title: row.title,
    subtitle: kindOf(row) === 'page' ? null : (contentPageTitle(row.path.split('/')[0]!) ?? null),
    body: richTextToPlain(row.body),
    url: contentEntryUrl(row.path),
  }));
}

export class ContentService {
  constructor(
    private readonly db: Db,
    private readonly files: FilesService,
    private readonly search: SearchService,
  ) {}

  /** The page row of a known slug, created (empty, version 1) the first time anyone opens it. */
  private async ensurePage(slug: string): Promise<EntryRow> {
    const title = contentPageTitle(slug);
    if (!title) throw notFound(PAGE_NOT_FOUND);
    const [found] = await this.db
      .select()
      .from(contentEntries)
      .where(and(eq(contentEntries.path, slug), live))
      .limit(1);
    if (found) return found;
    return this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(contentEntries)
        .values({ path: slug, slug, title })
        .onConflictDoNothing()
        .returning();
      if (created) {
        await tx.insert(contentVersions).values({ entryId: created.id, version: 1, title, body: '' });
        return created;
      }
      // Another request created it meanwhile.
      const [existing] = await tx
        .select()
        .from(contentEntries)
        .where(and(eq(contentEntries.path, slug), live));
      return existing!;
    });
  }

  private async toEntries(actor: AuthUser, rows: EntryRow[]): Promise<ContentEntry[]> {
    const authorIds = [
      ...new Set(rows.map((row) => row.updatedBy).filter((id): id is number => id !== null)),
    ];
    const [authors, files] = await Promise.all([
      authorIds.length === 0
        ? []
        : this.db
            .select({
              id: users.id,
              name: users.name,
              lastName: users.lastName,
              patronymic: users.patronymic,
            })
            .from(users)
            .where(inArray(users.id, authorIds)),
      this.files.findInfos([...new Set(rows.flatMap((row) => row.attachmentIds))]),
    ]);
    const fileById = new Map(files.map((file) => [file.id, file]));
    return rows.map((row) => {
      const author = authors.find((candidate) => candidate.id === row.updatedBy);
      const kind = kindOf(row);
      return {
        id: row.id,
        kind,
        path: row.path,
        slug: row.slug,
        url: contentEntryUrl(row.path),
        title: row.title,
        body: row.body,
        attachments: row.attachmentIds.flatMap((id) => fileById.get(id) ?? []),
        version: row.version,
        updated_at: row.updatedAt.toISOString(),
        updated_by: author ? { id: author.id, full_name: fullName(author) } : null,
        abilities: contentAbilities(actor, kind),
      };
    });
  }

  private children(parentIds: number[]): Promise<EntryRow[]> {
    if (parentIds.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(contentEntries)
      .where(and(inArray(contentEntries.parentId, parentIds), live))
      .orderBy(asc(contentEntries.position), asc(contentEntries.id));
  }

  /** GET /content/pages/{slug}: the page, its sections with their text, and their articles' titles. */
  async getPage(actor: AuthUser, slug: string): Promise<ContentPage> {
    const page = await this.ensurePage(slug);
    const sections = await this.children([page.id]);
    const articles = await this.children(sections.map((section) => section.id));
    const [pageEntry, ...sectionEntries] = await this.toEntries(actor, [page, ...sections]);
    return {
      ...pageEntry!,
      sections: sectionEntries.map((section, index) => ({
        ...section,
        articles: articles.filter((article) => article.parentId === sections[index]!.id).map(linkOf),
      })),
    };
  }

  /** GET /content/pages/{slug}/{section}/{article}. */
  async getArticle(
    actor: AuthUser,
    slug: string,
    sectionSlug: string,
    articleSlug: string,
  ): Promise<ContentArticle> {
    if (!contentPageTitle(slug)) throw notFound(PAGE_NOT_FOUND);
    const paths = [slug, `${slug}/${sectionSlug}`, `${slug}/${sectionSlug}/${articleSlug}`];
    const rows = await this.db
      .select()
      .from(contentEntries)
      .where(and(inArray(contentEntries.path, paths), live));
    const [page, section, article] = paths.map((path) => rows.find((row) => row.path === path));
    if (!page || !section || !article) throw notFound('Статья не найдена');
    const siblings = await this.children([section.id]);
    const [entry] = await this.toEntries(actor, [article]);
    return { ...entry!, page: linkOf(page), section: linkOf(section), siblings: siblings.map(linkOf) };
  }

  private async getLive(id: number): Promise<EntryRow> {
    const [row] = await this.db
      .select()
      .from(contentEntries)
      .where(and(eq(contentEntries.id, id), live))
      .limit(1);
    if (!row) throw notFound(PAGE_NOT_FOUND);
    return row;
  }

  /**
   * Attachments must be files the actor may use; they and the body's pictures become readable by everyone
   * (FilesService.share) in the same transaction as the save.
   */
  private async shareFiles(actor: AuthUser, attachmentIds: number[], body: string): Promise<void> {
    const usable = new Set(await this.files.findUsable(actor, attachmentIds));
    const missing = attachmentIds.filter((id) => !usable.has(id));
    if (missing.length > 0) throw fieldError('attachment_ids', 'Вложение не найдено: загрузите файл заново');
    const pictures = await this.files.findUsable(actor, imageFileIds(body));
    await this.files.share(this.db, [...new Set([...attachmentIds, ...pictures])]);
  }

  /** Writes a new version of an entry if `expectedVersion` is still the current one; 409 otherwise. */
  private async writeVersion(
    actor: AuthUser,
    id: number,
    expectedVersion: number,
    content: { title: string; body: string; attachmentIds: number[] },
    restoredFrom: number | null,
  ): Promise<EntryRow> {
    return this.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(contentEntries)
        .set({
          title: content.title,
          body: content.body,
          attachmentIds: content.attachmentIds,
          version: sql`${contentEntries.version} + 1`,
          updatedAt: sql`now()`,
          updatedBy: actor.id,
        })
        .where(and(eq(contentEntries.id, id), eq(contentEntries.version, expectedVersion), live))
        .returning();
      if (!updated) {
        await this.getLive(id);
        throw conflict(CONTENT_STALE_MESSAGE);
      }
      await this.shareFiles(actor, content.attachmentIds, content.body);
      await tx.insert(contentVersions).values({
        entryId: id,
        version: updated.version,
        title: updated.title,
        body: updated.body,
        attachmentIds: updated.attachmentIds,
        createdBy: actor.id,
        restoredFrom,
      });
      await this.index([updated]);
      await recordAudit(tx, {
        actor,
        action: restoredFrom === null ? 'content.update' : 'content.restore',
        targetType: 'content_entry',
        targetId: id,
        details: {
          version: updated.version,
          ...(restoredFrom === null ? {} : { restored_from: restoredFrom }),
        },
      });
      return updated;
    });
  }

  /** PUT /content/entries/{id}: the body is sanitised before it is stored. */
  async save(
    actor: AuthUser,
    id: number,
    input: ContentSave & { attachment_ids: number[] },
  ): Promise<ContentEntry> {
    const row = await this.writeVersion(
      actor,
      id,
      input.version,
      {
        title: input.title,
        body: sanitizeRichText(input.body),
        attachmentIds: [...new Set(input.attachment_ids)],
      },
      null,
    );
    const [entry] = await this.toEntries(actor, [row]);
    return entry!;
  }

  /** POST /content/entries/{id}/restore: the old version's text becomes a new version. */
  async restore(actor: AuthUser, id: number, input: ContentRestore): Promise<ContentEntry> {
    const [old] = await this.db
      .select()
      .from(contentVersions)
      .where(and(eq(contentVersions.id, input.version_id), eq(contentVersions.entryId, id)))
      .limit(1);
    if (!old) throw notFound('Версия не найдена');
    const row = await this.writeVersion(
      actor,
      id,
      input.version,
      { title: old.title, body: old.body, attachmentIds: old.attachmentIds },
      old.version,
    );
    const [entry] = await this.toEntries(actor, [row]);
    return entry!;
  }

  /** POST /content/entries: an empty section of a page or article of a section. */
  async create(actor: AuthUser, input: ContentCreate): Promise<ContentEntry> {
    const row = await this.db.transaction(async (tx) => {
      const parent = await this.getLive(input.parent_id);
      if (kindOf(parent) === 'article') throw fieldError('parent_id', 'В статью нельзя добавить раздел');
      const path = `${parent.path}/${input.slug}`;
      const [{ next } = { next: 0 }] = await tx
        .select({ next: sql<number>`coalesce(max(${contentEntries.position}), -1)::int + 1` })
        .from(contentEntries)
        .where(and(eq(contentEntries.parentId, parent.id), live));
      const [created] = await tx
        .insert(contentEntries)
        .values({
          parentId: parent.id,
          path,
          slug: input.slug,
          title: input.title,
          position: next,
          updatedBy: actor.id,
        })
        .onConflictDoNothing()
        .returning();
      if (!created) throw conflict(`Адрес «${input.slug}» уже занят в этом разделе`);
      await tx.insert(contentVersions).values({
        entryId: created.id,
        version: 1,
        title: created.title,
        body: '',
        createdBy: actor.id,
      });
      await this.index([created]);
      await recordAudit(tx, {
        actor,
        action: 'content.create',
        targetType: 'content_entry',
        targetId: created.id,
      });
      return created;
    });
    const [entry] = await this.toEntries(actor, [row]);
    return entry!;
  }

  /** DELETE /content/entries/{id}: a section (with its articles) or an article; pages stay. Soft, audited. */
  async remove(actor: AuthUser, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const entry = await this.getLive(id);
      if (kindOf(entry) === 'page') throw badRequest('Страницу нельзя удалить, только изменить');
      const removed = await tx
        .update(contentEntries)
        .set({ deletedAt: sql`now()`, deletedBy: actor.id })
        .where(and(or(eq(contentEntries.id, id), like(contentEntries.path, `${entry.path}/%`)), live))
        .returning({
          id: contentEntries.id,
          body: contentEntries.body,
          attachmentIds: contentEntries.attachmentIds,
        });
      await this.files.unsharePublished(tx, {
        html: removed.map((row) => row.body),
        fileIds: removed.flatMap((row) => row.attachmentIds),
      });
      await this.search.remove(
        'page',
        removed.map((row) => row.id),
      );
      await recordAudit(tx, { actor, action: 'content.delete', targetType: 'content_entry', targetId: id });
    });
  }

  /** GET /content/entries/{id}/versions: newest first, with who saved each. */
  async versions(id: number): Promise<ContentVersion[]> {
    await this.getLive(id);
    const rows = await this.db
      .select({
        version: contentVersions,
        author: { id: users.id, name: users.name, lastName: users.lastName, patronymic: users.patronymic },
      })
      .from(contentVersions)
      .leftJoin(users, eq(users.id, contentVersions.createdBy))
      .where(eq(contentVersions.entryId, id))
      .orderBy(desc(contentVersions.version))
      .limit(500);
    return rows.map(({ version, author }) => ({
      id: version.id,
      version: version.version,
      title: version.title,
      created_at: version.createdAt.toISOString(),
      author: author ? { id: author.id, full_name: fullName(author) } : null,
      restored_from: version.restoredFrom,
    }));
  }

  /** GET /content/versions/{id}: one old version with its text, to look at before restoring. */
  async version(versionId: number): Promise<ContentVersionDetail> {
    const [row] = await this.db
      .select({
        version: contentVersions,
        author: { id: users.id, name: users.name, lastName: users.lastName, patronymic: users.patronymic },
      })
      .from(contentVersions)
      .leftJoin(users, eq(users.id, contentVersions.createdBy))
      .where(eq(contentVersions.id, versionId))
      .limit(1);
    if (!row) throw notFound('Версия не найдена');
    const attachments: FileInfo[] = await this.files.findInfos(row.version.attachmentIds);
    return {
      id: row.version.id,
      entry_id: row.version.entryId,
      version: row.version.version,
      title: row.version.title,
      body: row.version.body,
      attachments,
      created_at: row.version.createdAt.toISOString(),
      author: row.author ? { id: row.author.id, full_name: fullName(row.author) } : null,
      restored_from: row.version.restoredFrom,
    };
  }

  /** Puts entries in the search index as kind «page». */
  async index(rows: EntryRow[]): Promise<void> {
    await this.search.upsert(contentSearchDocuments(rows));
  }
}
