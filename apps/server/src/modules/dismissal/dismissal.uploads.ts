import { DISMISSAL_FILE_MIMES, DISMISSAL_TEXTS } from '@intranet/contracts/dismissal/dismissal';
import type { FileInfo } from '@intranet/contracts';
import type { ReceivedFile } from '../../platform/files/multipart.ts';
import { badRequest } from '../../platform/http/app-error.ts';
import type { FilesService } from '../files/files.service.ts';

const ACCEPTED = new Set<string>(DISMISSAL_FILE_MIMES);

/**
 * POST /upload/partitions/employee-dismissal/files after the files module's limits (413 past them, 400 past
 * 10 files): each file's type read from its content must be a picture or a document (.jpeg .jpg .png .doc
 * .docx .pdf), else 400 and nothing is kept. A file renamed to .pdf is judged by what it is.
 */
export async function saveAttachments(
  files: FilesService,
  received: ReceivedFile[],
  ownerId: number,
): Promise<FileInfo[]> {
  if (received.length === 0) throw badRequest('Выберите файл', { file: ['Выберите файл'] });
  const inspected = await files.inspect(received);
  const refused = inspected.find((file) => !ACCEPTED.has(file.mime));
  if (refused) {
    await files.discard(inspected);
    const message = `«${refused.name}»: ${DISMISSAL_TEXTS.fileType}`;
    throw badRequest(message, { [refused.field]: [message] });
  }
  return files.saveUploads(inspected, ownerId);
}
