import type { Readable } from 'node:stream';
import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import {
  VACATION_DOCUMENT_MAX_BYTES,
  VACATION_DOCUMENT_TOO_LARGE,
  vacationDocumentFieldsSchema,
  type VacationDocument,
} from '@intranet/contracts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { MultipartLimits, ReceivedMultipart } from '../../platform/files/multipart.ts';
import { badRequest, notFound } from '../../platform/http/app-error.ts';
import { files } from '../files/files.schema.ts';
import type { FilesService } from '../files/files.service.ts';
import { fullName } from '../users/users.service.ts';
import { users } from '../users/users.schema.ts';
import { vacationDocuments } from './vacation.schema.ts';

/** The form's own bounds; the uploads rate and quota of FilesService apply on top. */
const VACATION_DOCUMENT_LIMITS: Partial<MultipartLimits> = {
  maxTotalBytes: VACATION_DOCUMENT_MAX_BYTES,
  maxFiles: 1,
  tooLargeMessage: VACATION_DOCUMENT_TOO_LARGE,
};

type FileRow = typeof files.$inferSelect;

/**
 * «Документы и шаблоны» (vacation tab 2): vacation admins publish files, everyone downloads them. The
 * files are reached through this module (not `/files/{id}`, which only owners and admins may open).
 */
export class VacationDocumentsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly files: FilesService,
  ) {}

  /** Published documents, newest first. */
  async list(): Promise<VacationDocument[]> {
    return this.select(isNull(vacationDocuments.deletedAt));
  }

  private async select(condition: SQL | undefined): Promise<VacationDocument[]> {
    const rows = await this.db
      .select({ document: vacationDocuments, file: files, author: users })
      .from(vacationDocuments)
      .innerJoin(files, eq(files.id, vacationDocuments.fileId))
      .leftJoin(users, eq(users.id, vacationDocuments.createdBy))
      .where(condition)
      .orderBy(desc(vacationDocuments.createdAt), desc(vacationDocuments.id));
    return rows.map(({ document, file, author }) => toDocument(document, file, author));
  }

  /** The limits of the POST's body for `actor` (counts the request against their upload rate). */
  uploadLimits(actor: AuthUser): Promise<MultipartLimits> {
    return this.files.uploadLimits(actor, ['file'], VACATION_DOCUMENT_LIMITS);
  }

  /**
   * POST: one file with its title, its type read from its content (a picture is re-encoded); a refused form
   * deletes the stored bytes again.
   */
  async create(actor: AuthUser, received: ReceivedMultipart): Promise<VacationDocument> {
    const parsed = vacationDocumentFieldsSchema.safeParse({
      title: received.fields.title ?? '',
      description: received.fields.description || undefined,
    });
    const errors: Record<string, string[]> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) (errors[String(issue.path[0])] ??= []).push(issue.message);
    }
    const upload = received.files[0];
    if (!upload) errors.file = ['Выберите файл'];
    else if (upload.size === 0) errors.file = ['Файл пуст'];
    if (!parsed.success || !upload || upload.size === 0) {
      await this.files.discard(received.files);
      throw badRequest('Проверьте правильность заполнения полей', errors);
    }
    const [inspected] = await this.files.inspect([upload]);
    try {
      const id = await this.db.transaction(async (tx) => {
        const [file] = await this.files.recordUploads(tx, [inspected!], actor.id);
        const [row] = await tx
          .insert(vacationDocuments)
          .values({
            title: parsed.data.title,
            description: parsed.data.description || null,
            fileId: file!.id,
            createdBy: actor.id,
          })
          .returning({ id: vacationDocuments.id });
        await recordAudit(tx, {
          actor,
          action: 'vacation.document.create',
          targetType: 'vacation_document',
          targetId: row!.id,
          details: { title: parsed.data.title, file: upload.name, size: upload.size },
        });
        return row!.id;
      });
      return await this.get(id);
    } catch (error) {
      await this.files.discard([inspected!]);
      throw error;
    }
  }

  private async get(id: number): Promise<VacationDocument> {
    const [document] = await this.select(
      and(eq(vacationDocuments.id, id), isNull(vacationDocuments.deletedAt)),
    );
    if (!document) throw notFound('Документ не найден');
    return document;
  }

  /** DELETE: the document leaves the list; its row and file stay (audited), nothing is lost. */
  async remove(actor: AuthUser, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(vacationDocuments)
        .set({ deletedAt: this.clock.now(), deletedBy: actor.id })
        .where(and(eq(vacationDocuments.id, id), isNull(vacationDocuments.deletedAt)))
        .returning();
      if (!row) throw notFound('Документ не найден');
      await recordAudit(tx, {
        actor,
        action: 'vacation.document.delete',
        targetType: 'vacation_document',
        targetId: id,
        details: { title: row.title },
      });
    });
  }

  /** GET …/file: open to every signed-in person while the document is published. */
  async open(id: number): Promise<{ file: FileRow; stream: Readable }> {
    const [row] = await this.db
      .select({ file: files })
      .from(vacationDocuments)
      .innerJoin(files, eq(files.id, vacationDocuments.fileId))
      .where(and(eq(vacationDocuments.id, id), isNull(vacationDocuments.deletedAt)));
    if (!row || !(await this.files.storage.exists(row.file.storageKey))) throw notFound('Документ не найден');
    return { file: row.file, stream: this.files.storage.get(row.file.storageKey) };
  }
}

function toDocument(
  document: typeof vacationDocuments.$inferSelect,
  file: FileRow,
  author: typeof users.$inferSelect | null,
): VacationDocument {
  return {
    id: document.id,
    title: document.title,
    description: document.description,
    file: {
      id: file.id,
      name: file.name,
      size: file.size,
      mime: file.mime,
      url: `/api/vacations/documents/${document.id}/file`,
    },
    created_by: author ? { id: author.id, full_name: fullName(author) } : null,
    created_at: document.createdAt.toISOString(),
  };
}
