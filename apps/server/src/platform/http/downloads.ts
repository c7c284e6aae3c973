import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** An attachment header that survives Cyrillic names: an ASCII fallback plus the RFC 5987 UTF-8 name. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Sends a generated workbook as a download. */
export function sendXlsx(reply: FastifyReply, bytes: Buffer, fileName: string): FastifyReply {
  return reply
    .header('content-type', XLSX_MIME)
    .header('content-disposition', contentDisposition(fileName))
    .send(bytes);
}

/** Streams a stored file as a download under its own name; the browser must not guess another type. */
export function sendStoredFile(
  reply: FastifyReply,
  file: { name: string; mime: string; size: number },
  stream: Readable,
): FastifyReply {
  return reply
    .header('content-type', file.mime)
    .header('content-length', String(file.size))
    .header('content-disposition', contentDisposition(file.name))
    .header('x-content-type-options', 'nosniff')
    .send(stream);
}
