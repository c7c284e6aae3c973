import { TRANSFER_DOCUMENT_MIMES, TRANSFER_TEXTS, type FileInfo } from '@intranet/contracts';
import type { ReceivedFile } from '../../platform/files/multipart.ts';
import { badRequest } from '../../platform/http/app-error.ts';
import type { FilesService } from '../files/files.service.ts';

const ACCEPTED = new Set<string>(TRANSFER_DOCUMENT_MIMES);

/**
 * POST /bp_transfers/upload/files after the files module's limits (413 past them): each file's type read
 * from its content must be a document or a scan (PDF, Word, JPEG, PNG), else 400 and nothing is kept.
 */
export async function saveDocuments(
  files: FilesService,
  received: ReceivedFile[],
  ownerId: number,
): Promise<FileInfo[]> {
  if (received.length === 0) throw badRequest('Выберите файл', { file: ['Выберите файл'] });
  const inspected = await files.inspect(received);
  const refused = inspected.find((file) => !ACCEPTED.has(file.mime));
  if (refused) {
    await files.discard(inspected);
    const message = `«${refused.name}»: ${TRANSFER_TEXTS.documentType}`;
    throw badRequest(message, { [refused.field]: [message] });
  }
  return files.saveUploads(inspected, ownerId);
}
