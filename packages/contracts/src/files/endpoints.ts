import { z } from 'zod';
import { idParamsSchema } from '../common.ts';
import { defineEndpoints } from '../endpoint.ts';
import { idParamSchema } from '../primitives.ts';
import { fileSchema } from '../support/support.ts';

/** The widths of an image's previews, made on upload (the server's platform/files/images.ts makes them). */
export const FILE_PREVIEW_WIDTHS = [320, 1280] as const;

const PREVIEW_WIDTH_MESSAGE = `Ширина превью: ${FILE_PREVIEW_WIDTHS.join(' или ')}`;
const previewParamsSchema = z.object({
  id: idParamSchema,
  width: z.coerce
    .number({ error: PREVIEW_WIDTH_MESSAGE })
    .refine((width) => (FILE_PREVIEW_WIDTHS as readonly number[]).includes(width), PREVIEW_WIDTH_MESSAGE),
});

const UPLOAD_SUMMARY =
  'Загрузка файлов (multipart: file, files[] или attachments[]); тип определяется по содержимому, ' +
  'изображения перекодируются и получают превью';
const uploaded = z.object({ data: z.array(fileSchema) });

/** Uploads, the download of a stored file and of an image's preview (docs/modules/platform.md). */
export const filesEndpoints = defineEndpoints('files', {
  uploadFiles: {
    method: 'POST',
    path: '/upload/files',
    summary: UPLOAD_SUMMARY,
    multipart: true,
    response: uploaded,
    status: 201,
  },
  /** The same upload under the address the attachments of pages and messages are sent to. */
  uploadAttachments: {
    method: 'POST',
    path: '/upload/attachments',
    summary: UPLOAD_SUMMARY,
    multipart: true,
    response: uploaded,
    status: 201,
  },
  download: {
    method: 'GET',
    path: '/files/{id}',
    summary: 'Скачивание файла',
    params: idParamsSchema,
    response: null,
    file: true,
  },
  preview: {
    method: 'GET',
    path: '/files/{id}/preview/{width}',
    summary: 'Превью изображения (WebP)',
    params: previewParamsSchema,
    response: null,
    file: true,
  },
});
