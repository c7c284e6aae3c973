import { desc, eq, inArray, sql } from 'drizzle-orm';
import { SUPPORT_MAX_TOTAL_BYTES, supportFieldsSchema, type SupportRequest } from '@intranet/contracts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import type { Db } from '../../platform/db/database.ts';
import type { MultipartLimits, ReceivedMultipart } from '../../platform/files/multipart.ts';
import type { InspectedFile } from '../../platform/files/inspect.ts';
import { badRequest } from '../../platform/http/app-error.ts';
import { countTotal, pageOffset, paginated, type PageRequest } from '../../platform/http/pagination.ts';
import { files } from '../files/files.schema.ts';
import { toFileInfo, type FilesService } from '../files/files.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { fullName } from '../users/users.service.ts';
import { users } from '../users/users.schema.ts';
import { supportRequestFiles, supportRequests } from './support.schema.ts';

export const SUPPORT_MAX_FILES = 20;
export const SUPPORT_FILE_FIELDS = ['attachments[]', 'attachments'];
export const SUPPORT_TOO_LARGE_MESSAGE = 'Общий размер загружаемых файлов не должен превышать 20 МБ';
/** The form's own bounds; the uploads rate and quota of FilesService apply on top. */
const SUPPORT_LIMITS: Partial<MultipartLimits> = {
  maxTotalBytes: SUPPORT_MAX_TOTAL_BYTES,
  maxFiles: SUPPORT_MAX_FILES,
  tooLargeMessage: SUPPORT_TOO_LARGE_MESSAGE,
};

export class SupportService {
  constructor(
    private readonly db: Db,
    private readonly files: FilesService,
    private readonly notifications: NotificationsService,
  ) {}

  /** The limits of POST /support's body for `actor` (counts the request against their upload rate). */
  uploadLimits(actor: AuthUser): Promise<MultipartLimits> {
    return this.files.uploadLimits(actor, SUPPORT_FILE_FIELDS, SUPPORT_LIMITS);
  }

  /**
   * POST /support: validates the form after the files arrived, then reads their types from their content
   * (a picture is re-encoded); any refusal deletes them again.
   */
  async create(actor: AuthUser, received: ReceivedMultipart): Promise<SupportRequest> {
    const parsed = supportFieldsSchema.safeParse({
      title: received.fields.title || undefined,
      description: received.fields.description ?? '',
    });
    if (!parsed.success) {
      await this.files.discard(received.files);
      const errors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) (errors[String(issue.path[0])] ??= []).push(issue.message);
      throw badRequest('Проверьте правильность заполнения полей', errors);
    }
    const inspected: InspectedFile[] = await this.files.inspect(received.files);
    let requestId: number;
    try {
      requestId = await this.db.transaction(async (tx) => {
        const fileRows = await this.files.recordUploads(tx, inspected, actor.id);
        const [row] = await tx
          .insert(supportRequests)
          .values({
            title: parsed.data.title || null,
            description: parsed.data.description,
            authorId: actor.id,
          })
          .returning({ id: supportRequests.id });
        if (fileRows.length > 0) {
          await tx
            .insert(supportRequestFiles)
            .values(fileRows.map((file) => ({ requestId: row!.id, fileId: file.id })));
        }
        return row!.id;
      });
    } catch (error) {
      await this.files.discard(inspected);
      throw error;
    }
    await this.notifications.notifyRole('admin', {
      title: 'Новое обращение в поддержку',
      body: `${actor.fullName}: ${parsed.data.title || parsed.data.description.slice(0, 120)}`,
      link: '/admin/support',
    });
    const [created] = await this.findByIds([requestId]);
    return created!;
  }

  private async findByIds(ids: number[]): Promise<SupportRequest[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({ request: supportRequests, author: users })
      .from(supportRequests)
      .innerJoin(users, eq(users.id, supportRequests.authorId))
      .where(inArray(supportRequests.id, ids))
      .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id));
    const links = await this.db
      .select({ requestId: supportRequestFiles.requestId, file: files })
      .from(supportRequestFiles)
      .innerJoin(files, eq(files.id, supportRequestFiles.fileId))
      .where(inArray(supportRequestFiles.requestId, ids));
    return rows.map(({ request, author }) => ({
      id: request.id,
      title: request.title,
      description: request.description,
      author: { id: author.id, full_name: fullName(author) },
      attachments: links.filter((link) => link.requestId === request.id).map((link) => toFileInfo(link.file)),
      created_at: request.createdAt.toISOString(),
    }));
  }

  /** GET /support: newest first, for the support inbox. */
  async list(page: PageRequest) {
    const total = await countTotal(this.db, this.db.select({ one: sql`1` }).from(supportRequests));
    const ids = await this.db
      .select({ id: supportRequests.id })
      .from(supportRequests)
      .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id))
      .limit(page.per_page)
      .offset(pageOffset(page));
    const data = await this.findByIds(ids.map((row) => row.id));
    return paginated(data, total, page, '/api/support');
  }
}
