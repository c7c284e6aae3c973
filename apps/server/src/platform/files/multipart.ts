import type { FastifyRequest } from 'fastify';
import { CONTROL_CHARACTERS_MESSAGE, cleanName, hasForbiddenCharacters } from '@intranet/contracts';
import { AppError, badRequest, payloadTooLarge } from '../http/app-error.ts';
import type { FileStorage, StoredObject } from './storage.ts';

export interface ReceivedFile extends StoredObject {
  field: string;
  name: string;
  mime: string;
}

export interface MultipartLimits {
  /** The sum of all files must stay strictly below this many bytes. */
  maxTotalBytes: number;
  /** One file must stay at or below this many bytes (413 with `fileTooLargeMessage`); no limit when absent. */
  maxFileBytes?: number;
  fileTooLargeMessage?: string;
  maxFiles: number;
  /** Form fields that carry files, e.g. `attachments[]`; other file fields are refused. */
  fileFields: readonly string[];
  tooLargeMessage: string;
}

export interface ReceivedMultipart {
  fields: Record<string, string>;
  files: ReceivedFile[];
}

/** A form field's text; a NUL or control character in it is refused like in a JSON body. */
function fieldText(name: string, value: unknown): string {
  const text = typeof value === 'string' ? value : String(value);
  if (hasForbiddenCharacters(text) || hasForbiddenCharacters(name))
    throw badRequest(CONTROL_CHARACTERS_MESSAGE, { [cleanName(name, '_')]: [CONTROL_CHARACTERS_MESSAGE] });
  return text;
}

export const MULTIPART_BROKEN_MESSAGE = 'Не удалось прочитать файлы формы: запрос поврежден или оборван';

/** Codes of @fastify/multipart for a body the client got wrong. */
const CLIENT_MULTIPART_CODES = new Set([
  'FST_PROTO_VIOLATION',
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
  'FST_INVALID_JSON_FIELD_ERROR',
  'FST_MP_PREMATURE_CLOSE',
  'FST_PARTS_LIMIT',
  'FST_FIELDS_LIMIT',
]);

/**
 * What a failed multipart read answers, by code: limits are 413/400 with the form's texts; the parser's own
 * errors (busboy's carry no code: no boundary, a truncated part) are a 400; errors with a system code
 * (ENOSPC from storage) stay 500s.
 */
export function multipartFailure(error: unknown, texts: { tooLarge: string; tooMany: string }): Error {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return payloadTooLarge(texts.tooLarge);
  if (code === 'FST_FILES_LIMIT') return badRequest(texts.tooMany);
  if (code === undefined || (typeof code === 'string' && CLIENT_MULTIPART_CODES.has(code)))
    return badRequest(MULTIPART_BROKEN_MESSAGE);
  return error instanceof Error ? error : new Error(String(error));
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
        fields[part.fieldname] = fieldText(part.fieldname, part.value);
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
      let fileBytes = 0;
      const stored = await storage.put(part.file, (bytes) => {
        total += bytes;
        fileBytes += bytes;
        if (limits.maxFileBytes !== undefined && fileBytes > limits.maxFileBytes)
          throw payloadTooLarge(limits.fileTooLargeMessage ?? limits.tooLargeMessage);
        if (total >= limits.maxTotalBytes) throw payloadTooLarge(limits.tooLargeMessage);
      });
      files.push({
        ...stored,
        field: part.fieldname,
        name: cleanName(part.filename ?? '', 'file'),
        mime: part.mimetype || 'application/octet-stream',
      });
    }
  } catch (error) {
    await Promise.all(files.map((file) => storage.delete(file.key)));
    throw multipartFailure(error, {
      tooLarge: limits.tooLargeMessage,
      tooMany: `Не больше ${limits.maxFiles} файлов`,
    });
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
        fields[part.fieldname] = fieldText(part.fieldname, part.value);
      } else if (part.fieldname === limits.field) {
        file = { buffer: await part.toBuffer(), name: cleanName(part.filename ?? '', 'file') };
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    throw multipartFailure(error, { tooLarge: limits.tooLargeMessage, tooMany: 'Приложите один файл' });
  }
  if (!file) throw badRequest(limits.missingMessage, { [limits.field]: [limits.missingMessage] });
  return { fields, ...file };
}
