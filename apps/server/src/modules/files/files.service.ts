import type { Readable } from 'node:stream';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { DEFAULT_SETTINGS, type FileInfo, type FilePreview } from '@intranet/contracts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import { systemClock, type Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/sql.ts';
import { inspectUploads, type InspectedFile } from '../../platform/files/inspect.ts';
import type { MultipartLimits, ReceivedFile } from '../../platform/files/multipart.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { AppError, badRequest, notFound, payloadTooLarge } from '../../platform/http/app-error.ts';
import { RateLimiter } from '../../platform/auth/rate-limit.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { canDownloadFile } from './files.policy.ts';
import { filePreviews, files } from './files.schema.ts';

/** The daily job that removes uploads never attached to anything. */
export const UNATTACHED_CLEANUP_QUEUE = 'files.remove_unattached';

/** An upload nothing points at is kept this long (the editor it was made in may still be open). */
export const UNATTACHED_KEEP_HOURS = 24;

/** Uploads through /upload/*: at most this many files in one request (sizes are settings). */
export const UPLOAD_MAX_FILES = 20;

type FileRow = typeof files.$inferSelect;
type PreviewRow = typeof filePreviews.$inferSelect;

export function previewUrl(fileId: number, width: number): string {
  return `/api/files/${fileId}/preview/${width}`;
}

/** The wire form of a file; `previews` (narrowest first) when the caller loaded them. */
export function toFileInfo(
  row: Pick<FileRow, 'id' | 'name' | 'size' | 'mime'>,
  previews?: readonly Pick<PreviewRow, 'width'>[],
): FileInfo {
  const info: FileInfo = {
    id: row.id,
    name: row.name,
    size: row.size,
    mime: row.mime,
    url: `/api/files/${row.id}`,
  };
  if (previews)
    info.previews = [...previews]
      .sort((a, b) => a.width - b.width)
      .map((preview): FilePreview => ({ width: preview.width, url: previewUrl(row.id, preview.width) }));
  return info;
}

/** Ids of our files a text shows or links (`/api/files/12`, `/api/files/12/preview/1280`). */
export function fileIdsInHtml(html: string): number[] {
  return [...new Set([...html.matchAll(/\/api\/files\/(\d+)/g)].map((match) => Number(match[1])))];
}

/** «20 МБ»: limits are set in bytes and shown in decimal megabytes, like the support form's. */
function megabytes(bytes: number): string {
  return `${Math.round((bytes / 1_000_000) * 10) / 10} МБ`.replace('.', ',');
}

function positiveInt(value: string, fallback: number): number {
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : fallback;
}

type NumericSetting =
  | 'upload_max_file_bytes'
  | 'upload_max_total_bytes'
  | 'upload_max_image_pixels'
  | 'upload_rate_per_minute'
  | 'upload_quota_bytes'
  | 'deleted_record_files_keep_days';

const tooManyUploads = (seconds: number) =>
  new AppError('TOO_MANY_REQUESTS', `Слишком много загрузок подряд. Повторите через ${seconds} с.`);

/** Who uploads: the person whose rate and quota an upload counts against. */
export interface Uploader {
  id: number;
}

export class FilesService {
  private readonly rateLimiter: RateLimiter;

  constructor(
    private readonly db: Db,
    readonly storage: FileStorage,
    /** Absent in seeds and scripts, which never receive uploads: the defaults apply then. */
    private readonly settings?: SettingsService,
    /** Seeds and scripts never run the cleanup of unattached uploads, the one reader of the clock here. */
    private readonly clock: Clock = systemClock,
  ) {
    this.rateLimiter = new RateLimiter(db);
  }

  /** A numeric setting; a value an administrator mistyped falls back to the default rather than refusing every upload. */
  private async numberSetting(key: NumericSetting): Promise<number> {
    const value = (await this.settings?.value(key)) ?? DEFAULT_SETTINGS[key];
    return positiveInt(value, Number(DEFAULT_SETTINGS[key]));
  }

  /**
   * The limits of an upload by `uploader` (call before reading the body): counts the request against the
   * person's rate (setting upload_rate_per_minute, 429 past it) and bounds the body by the settings
   * upload_max_file_bytes, upload_max_total_bytes and what is left of the person's quota (upload_quota_bytes,
   * 413 when nothing is). `overrides` are a form's own bounds (a support request's 20 MB); the quota still
   * applies, unless `quota` is false: the gallery's albums are the company's pictures, not a person's files.
   * Two uploads racing may together pass the quota by at most one request's size.
   */
  async uploadLimits(
    uploader: Uploader,
    fileFields: readonly string[],
    overrides: Partial<MultipartLimits> = {},
    { quota: countsQuota = true }: { quota?: boolean } = {},
  ): Promise<MultipartLimits> {
    const [maxFileBytes, maxTotalBytes, rate, quota] = await Promise.all([
      this.numberSetting('upload_max_file_bytes'),
      this.numberSetting('upload_max_total_bytes'),
      this.numberSetting('upload_rate_per_minute'),
      this.numberSetting('upload_quota_bytes'),
    ]);
    await this.rateLimiter.hit([{ key: `upload:${uploader.id}`, max: rate }], tooManyUploads);
    const limits: MultipartLimits = {
      maxTotalBytes,
      maxFileBytes,
      maxFiles: UPLOAD_MAX_FILES,
      fileFields,
      tooLargeMessage: `Общий размер файлов не должен превышать ${megabytes(maxTotalBytes)}`,
      fileTooLargeMessage: `Размер файла не должен превышать ${megabytes(maxFileBytes)}`,
      ...overrides,
    };
    if (!countsQuota) return limits;
    const left = quota - (await this.usedBytes(uploader.id));
    const quotaMessage = `Превышена квота файлов (${megabytes(quota)}): свободно ${megabytes(Math.max(0, left))}. Удалите ненужные файлы или обратитесь к администратору`;
    if (left <= 0) throw payloadTooLarge(quotaMessage);
    // The body must stay strictly below maxTotalBytes: `left + 1` lets exactly what is left through.
    if (left + 1 < limits.maxTotalBytes)
      return { ...limits, maxTotalBytes: left + 1, tooLargeMessage: quotaMessage };
    return limits;
  }

  /** Bytes a person holds: their uploads and the previews made of them. */
  async usedBytes(ownerId: number): Promise<number> {
    const [row] = await this.db
      .select({
        bytes: sql<string>`coalesce(sum(${files.size} + coalesce((select sum(${filePreviews.size})
          from ${filePreviews} where ${filePreviews.fileId} = ${files.id}), 0)), 0)`,
      })
      .from(files)
      .where(eq(files.ownerId, ownerId));
    return Number(row?.bytes ?? 0);
  }

  /**
   * Reads each stored upload's type from its content, re-encodes pictures (up to the setting
   * upload_max_image_pixels) and makes their previews (platform/files/inspect.ts). Refused uploads leave
   * nothing in storage.
   */
  async inspect(received: ReceivedFile[]): Promise<InspectedFile[]> {
    let maxPixels: number;
    try {
      maxPixels = await this.numberSetting('upload_max_image_pixels');
    } catch (error) {
      await this.discard(received);
      throw error;
    }
    return inspectUploads(this.storage, received, maxPixels);
  }

  /** Records stored uploads; run inside the caller's transaction so the rows land with what links them. */
  async recordUploads(
    db: Db,
    received: (ReceivedFile | InspectedFile)[],
    ownerId: number | null,
  ): Promise<FileRow[]> {
    if (received.length === 0) return [];
    const rows = await db
      .insert(files)
      .values(
        received.map((file) => ({
          name: file.name.slice(0, 255),
          size: file.size,
          mime: file.mime,
          sha256: file.sha256,
          storageKey: file.key,
          ownerId,
        })),
      )
      .returning();
    const previews = received.flatMap((file, index) =>
      'previews' in file
        ? file.previews.map((preview) => ({
            fileId: rows[index]!.id,
            width: preview.width,
            storageKey: preview.key,
            size: preview.size,
            mime: preview.mime,
          }))
        : [],
    );
    if (previews.length > 0) await db.insert(filePreviews).values(previews);
    return rows;
  }

  /** Records uploads in their own transaction; when that fails the stored bytes (and previews) are removed too. */
  async saveUploads(received: InspectedFile[], ownerId: number): Promise<FileInfo[]> {
    try {
      const rows = await this.db.transaction((tx) => this.recordUploads(tx, received, ownerId));
      return rows.map((row, index) => toFileInfo(row, received[index]!.previews));
    } catch (error) {
      await this.discard(received);
      throw error;
    }
  }

  /**
   * Saves uploads whose type read from their content is one of `accepted` (a module's documents: transfers,
   * dismissal); otherwise 400 naming the first refused file with `refusal`, and nothing is kept. None is 400.
   */
  async saveUploadsOfTypes(
    received: ReceivedFile[],
    ownerId: number,
    accepted: readonly string[],
    refusal: string,
  ): Promise<FileInfo[]> {
    if (received.length === 0) throw badRequest('Выберите файл', { file: ['Выберите файл'] });
    const inspected = await this.inspect(received);
    const refused = inspected.find((file) => !accepted.includes(file.mime));
    if (refused) {
      await this.discard(inspected);
      const message = `«${refused.name}»: ${refusal}`;
      throw badRequest(message, { [refused.field]: [message] });
    }
    return this.saveUploads(inspected, ownerId);
  }

  async discard(received: (ReceivedFile | InspectedFile)[]): Promise<void> {
    const keys = received.flatMap((file) => [
      file.key,
      ...('previews' in file ? file.previews.map((p) => p.key) : []),
    ]);
    await Promise.all(keys.map((key) => this.storage.delete(key)));
  }

  async findByIds(ids: number[]): Promise<FileRow[]> {
    if (ids.length === 0) return [];
    return this.db.select().from(files).where(inArray(files.id, ids));
  }

  /** The wire form of files with their previews, in the order of `ids` (missing ids are skipped). */
  async findInfos(ids: number[]): Promise<FileInfo[]> {
    if (ids.length === 0) return [];
    const [rows, previews] = await Promise.all([
      this.findByIds(ids),
      this.db
        .select({ fileId: filePreviews.fileId, width: filePreviews.width })
        .from(filePreviews)
        .where(inArray(filePreviews.fileId, ids))
        .orderBy(asc(filePreviews.width)),
    ]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row
        ? [
            toFileInfo(
              row,
              previews.filter((preview) => preview.fileId === id),
            ),
          ]
        : [];
    });
  }

  /**
   * Makes files readable by every signed-in user (a published post's image, a content page's attachment).
   * Call inside the caller's transaction, with ids the actor was allowed to use (see `findUsable`).
   */
  async share(db: Db, fileIds: number[]): Promise<void> {
    if (fileIds.length === 0) return;
    await db.update(files).set({ shared: true }).where(inArray(files.id, fileIds));
  }

  /**
   * Makes files readable again only by their owner and administrators: the record that published them was
   * deleted. Call inside the caller's transaction. A picture of a deleted text is then unattached, and the
   * daily clean-up removes it.
   */
  async unshare(db: Db, fileIds: number[]): Promise<void> {
    if (fileIds.length === 0) return;
    await db.update(files).set({ shared: false }).where(inArray(files.id, fileIds));
  }

  /**
   * The files a deleted record published (its cover, attachments, the pictures of its texts) stop being
   * readable by everyone (`unshare`). Call inside the deletion's transaction.
   */
  async unsharePublished(
    db: Db,
    published: { html?: readonly string[]; fileIds?: readonly (number | null | undefined)[] },
  ): Promise<void> {
    const ids = new Set<number>();
    for (const html of published.html ?? []) for (const id of fileIdsInHtml(html)) ids.add(id);
    for (const id of published.fileIds ?? []) if (id) ids.add(id);
    await this.unshare(db, [...ids]);
  }

  /**
   * Removes uploads that nothing holds after UNATTACHED_KEEP_HOURS: not shared, and no row of any table with
   * a foreign key to `files` points at them (read from the catalogue, so a new module's table counts without
   * being listed here). A soft-deleted row holds its file for `deleted_record_files_keep_days`, then lets go
   * of it (its nullable reference is cleared); a NOT NULL reference (a withdrawn vacation document, which
   * stays readable in the history) holds its file for good. Answers how many went.
   */
  async removeUnattached(now: Date = this.clock.now()): Promise<number> {
    const references = rowsOf<{
      table_name: string;
      column_name: string;
      nullable: boolean;
      soft_deleted: boolean;
    }>(
      await this.db.execute(sql`
        select c.conrelid::regclass::text as table_name, a.attname as column_name, not a.attnotnull as nullable,
               exists (select 1 from pg_attribute d
                        where d.attrelid = c.conrelid and d.attname = 'deleted_at' and not d.attisdropped) as soft_deleted
          from pg_constraint c
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
         where c.contype = 'f' and c.confrelid = 'files'::regclass and c.conrelid <> 'file_previews'::regclass`),
    );
    const keepDays = await this.numberSetting('deleted_record_files_keep_days');
    const deletedBefore = new Date(now.getTime() - keepDays * 86_400_000);
    for (const reference of references.filter((row) => row.nullable && row.soft_deleted)) {
      const table = sql.identifier(reference.table_name);
      const column = sql.identifier(reference.column_name);
      // The deletion made the file private (`unsharePublished`); with the reference gone it is unattached.
      await this.db.execute(
        sql`update ${table} set ${column} = null
             where ${column} is not null and deleted_at < ${deletedBefore.toISOString()}`,
      );
    }
    const held = references.map(
      (reference) =>
        sql`exists (select 1 from ${sql.identifier(reference.table_name)} r where r.${sql.identifier(reference.column_name)} = ${files.id})`,
    );
    const before = new Date(now.getTime() - UNATTACHED_KEEP_HOURS * 3_600_000);
    const keys = await this.db.transaction(async (tx) => {
      const stale = await tx
        .select({ id: files.id })
        .from(files)
        .where(
          and(
            eq(files.shared, false),
            lt(files.createdAt, before),
            ...held.map((condition) => sql`not ${condition}`),
          ),
        )
        .for('update', { skipLocked: true });
      const removed = await this.removeRecords(
        tx,
        stale.map((row) => row.id),
      );
      return { count: stale.length, keys: removed };
    });
    await this.deleteStored(keys.keys);
    return keys.count;
  }

  /**
   * The ids among `fileIds` the actor may attach to something: files they uploaded, files already shared, or
   * any file for an administrator. A module refuses the others, so nobody publishes someone else's upload.
   */
  async findUsable(actor: AuthUser, fileIds: number[], db: Db = this.db): Promise<number[]> {
    if (fileIds.length === 0) return [];
    const rows = await db
      .select({ id: files.id, ownerId: files.ownerId, shared: files.shared })
      .from(files)
      .where(inArray(files.id, fileIds));
    return rows.filter((row) => canDownloadFile(actor, row)).map((row) => row.id);
  }

  private async getReadable(actor: AuthUser, id: number): Promise<FileRow> {
    const [file] = await this.db.select().from(files).where(eq(files.id, id)).limit(1);
    if (!file || !canDownloadFile(actor, file)) throw notFound('Файл не найден');
    return file;
  }

  /** GET /files/{id}: the record and a stream of its bytes; a file the actor may not see is 404. */
  async openForDownload(actor: AuthUser, id: number): Promise<{ file: FileRow; stream: Readable }> {
    const file = await this.getReadable(actor, id);
    if (!(await this.storage.exists(file.storageKey))) throw notFound('Файл не найден');
    return { file, stream: this.storage.get(file.storageKey) };
  }

  /** GET /files/{id}/preview/{width}: a preview of a picture the actor may see; 404 when there is none. */
  async openPreview(
    actor: AuthUser,
    id: number,
    width: number,
  ): Promise<{ preview: PreviewRow; name: string; stream: Readable }> {
    const file = await this.getReadable(actor, id);
    const [preview] = await this.db
      .select()
      .from(filePreviews)
      .where(and(eq(filePreviews.fileId, id), eq(filePreviews.width, width)))
      .limit(1);
    if (!preview || !(await this.storage.exists(preview.storageKey))) throw notFound('Превью не найдено');
    const name = `${file.name.replace(/\.[^.]*$/, '')}-${width}.webp`;
    return { preview, name, stream: this.storage.get(preview.storageKey) };
  }

  /**
   * Deletes file records (their previews go with them) inside the caller's transaction and answers the storage
   * keys of their bytes: pass those to `deleteStored` after the commit, so a rollback never leaves a row
   * without its bytes. A file something else still points at makes the transaction fail (23503, a 409).
   */
  async removeRecords(db: Db, fileIds: number[]): Promise<string[]> {
    if (fileIds.length === 0) return [];
    const previews = await db
      .select({ key: filePreviews.storageKey })
      .from(filePreviews)
      .where(inArray(filePreviews.fileId, fileIds));
    const removed = await db
      .delete(files)
      .where(inArray(files.id, fileIds))
      .returning({ key: files.storageKey });
    return [...removed.map((row) => row.key), ...previews.map((row) => row.key)];
  }

  /** Deletes stored bytes by key (after the records went), a few at a time. */
  async deleteStored(keys: readonly string[]): Promise<void> {
    for (let offset = 0; offset < keys.length; offset += 50)
      await Promise.all(keys.slice(offset, offset + 50).map((key) => this.storage.delete(key)));
  }
}
