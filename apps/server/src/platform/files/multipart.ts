import type { FastifyRequest } from 'fastify';
import { badRequest, payloadTooLarge } from '../http/app-error.ts';
import type { FileStorage, StoredObject } from './storage.ts';

export interface ReceivedFile extends StoredObject {
  field: string;
  name: string;
  mime: string;
}

export interface MultipartLimits {
  /** The sum of all files must stay strictly below this many bytes. */
  maxTotalBytes: number;
  maxFiles: number;
  /** Form fields that carry files, e.g. `attachments[]`; other file fields are refused. */
  fileFields: readonly string[];
  tooLargeMessage: string;
}

export interface ReceivedMultipart {
  fields: Record<string, string>;
  files: ReceivedFile[];
}

/**
 * Streams a multipart body into storage. If anything fails (size, count, a broken stream), the files
 * already stored are deleted before the error goes on: a refused request leaves nothing behind.
 */
export async function receiveMultipart(
  request: FastifyRequest,
  storage: FileStorage,
  limits: MultipartLimits,
): Promise<ReceivedMultipart> {
  if (!request.isMultipart()) throw badRequest('Ожидается multipart/form-data');
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  let total = 0;
  try {
    const parts = request.parts({
      limits: { fileSize: limits.maxTotalBytes, files: limits.maxFiles + 1, fields: 50 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
        continue;
      }
      if (!limits.fileFields.includes(part.fieldname)) {
        part.file.resume();
        throw badRequest(`Неизвестное поле файла: ${part.fieldname}`, {
          [part.fieldname]: ['Поле не принимает файлы'],
        });
      }
      if (files.length >= limits.maxFiles) {
        part.file.resume();
        throw badRequest(`Не больше ${limits.maxFiles} файлов`, {
          [part.fieldname]: [`Не больше ${limits.maxFiles} файлов`],
        });
      }
      const stored = await storage.put(part.file, (bytes) => {
        total += bytes;
        if (total >= limits.maxTotalBytes) throw payloadTooLarge(limits.tooLargeMessage);
      });
      files.push({
        ...stored,
        field: part.fieldname,
        name: part.filename || 'file',
        mime: part.mimetype || 'application/octet-stream',
      });
    }
  } catch (error) {
    await Promise.all(files.map((file) => storage.delete(file.key)));
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge(limits.tooLargeMessage);
    if (code === 'FST_FILES_LIMIT') throw badRequest(`Не больше ${limits.maxFiles} файлов`);
    throw error;
  }
  return { fields, files };
}

/**
 * One file read into memory (spreadsheets to parse, never stored), with the form's text fields in any order.
 * Bigger than `maxBytes` is a 413; no file in `field` is a 400.
 */
export async function receiveSmallFile(
  request: FastifyRequest,
  limits: { field: string; maxBytes: number; tooLargeMessage: string; missingMessage: string },
): Promise<{ fields: Record<string, string>; buffer: Buffer; name: string }> {
  if (!request.isMultipart()) throw badRequest('Ожидается multipart/form-data');
  const fields: Record<string, string> = {};
  let file: { buffer: Buffer; name: string } | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: limits.maxBytes, files: 1, fields: 20 } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      } else if (part.fieldname === limits.field) {
        file = { buffer: await part.toBuffer(), name: part.filename || 'file' };
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge(limits.tooLargeMessage);
    if (code === 'FST_FILES_LIMIT') throw badRequest('Приложите один файл');
    throw error;
  }
  if (!file) throw badRequest(limits.missingMessage, { [limits.field]: [limits.missingMessage] });
  return { fields, ...file };
}
