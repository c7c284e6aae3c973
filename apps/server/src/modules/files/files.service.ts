import type { Readable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import type { FileInfo } from '@intranet/contracts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import type { Db } from '../../platform/db/database.ts';
import type { ReceivedFile } from '../../platform/files/multipart.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { canDownloadFile } from './files.policy.ts';
import { files } from './files.schema.ts';

/** Uploads through /upload/*: at most this many bytes in one request. */
export const UPLOAD_MAX_TOTAL_BYTES = 50_000_000;
export const UPLOAD_MAX_FILES = 20;

type FileRow = typeof files.$inferSelect;

export function toFileInfo(row: Pick<FileRow, 'id' | 'name' | 'size' | 'mime'>): FileInfo {
  return { id: row.id, name: row.name, size: row.size, mime: row.mime, url: `/api/files/${row.id}` };
}

export class FilesService {
  constructor(
    private readonly db: Db,
    readonly storage: FileStorage,
  ) {}

  /** Records stored uploads; run inside the caller's transaction so the rows land with what links them. */
  async recordUploads(db: Db, received: ReceivedFile[], ownerId: number | null): Promise<FileRow[]> {
    if (received.length === 0) return [];
    return db
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
  }

  /** Records uploads in their own transaction; when that fails the stored bytes are removed too. */
  async saveUploads(received: ReceivedFile[], ownerId: number): Promise<FileInfo[]> {
    try {
      const rows = await this.db.transaction((tx) => this.recordUploads(tx, received, ownerId));
      return rows.map(toFileInfo);
    } catch (error) {
      await this.discard(received);
      throw error;
    }
  }

  async discard(received: ReceivedFile[]): Promise<void> {
    await Promise.all(received.map((file) => this.storage.delete(file.key)));
  }

  async findByIds(ids: number[]): Promise<FileRow[]> {
    if (ids.length === 0) return [];
    return this.db.select().from(files).where(inArray(files.id, ids));
  }

  /** GET /files/{id}: the record and a stream of its bytes; a file the actor may not see is 404. */
  async openForDownload(actor: AuthUser, id: number): Promise<{ file: FileRow; stream: Readable }> {
    const [file] = await this.db.select().from(files).where(eq(files.id, id)).limit(1);
    if (!file || !canDownloadFile(actor, file) || !(await this.storage.exists(file.storageKey))) {
      throw notFound('Файл не найден');
    }
    return { file, stream: this.storage.get(file.storageKey) };
  }
}
