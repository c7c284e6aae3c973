import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileSchema, idParamSchema, idParamsSchema } from '@intranet/contracts';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import { PREVIEW_WIDTHS } from '../../platform/files/images.ts';
import { receiveMultipart } from '../../platform/files/multipart.ts';
import { sendStoredFile } from '../../platform/http/downloads.ts';
import type { FilesService } from './files.service.ts';

const UPLOAD_FIELDS = ['file', 'files', 'files[]', 'attachments', 'attachments[]'];

const PREVIEW_WIDTH_MESSAGE = `Ширина превью: ${PREVIEW_WIDTHS.join(' или ')}`;
const previewParamsSchema = z.object({
  id: idParamSchema,
  width: z.coerce
    .number({ error: PREVIEW_WIDTH_MESSAGE })
    .refine((width) => (PREVIEW_WIDTHS as readonly number[]).includes(width), PREVIEW_WIDTH_MESSAGE),
});

/** Uploads, the download of a stored file (owner, admin, or shared) and of an image's preview. */
export const filesRoutes: FastifyPluginAsyncZod<{ files: FilesService }> = async (app, { files }) => {
  const uploadResponse = { 201: z.object({ data: z.array(fileSchema) }) };

  for (const url of ['/upload/files', '/upload/attachments']) {
    app.post(
      url,
      {
        config: { guard: guards.signedIn() },
        schema: {
          tags: ['files'],
          summary:
            'Загрузка файлов (multipart: file, files[] или attachments[]); тип определяется по содержимому, ' +
            'изображения перекодируются и получают превью',
          consumes: ['multipart/form-data'],
          response: uploadResponse,
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const received = await receiveMultipart(
          request,
          files.storage,
          await files.uploadLimits(user, UPLOAD_FIELDS),
        );
        const inspected = await files.inspect(received.files);
        const saved = await files.saveUploads(inspected, user.id);
        return reply.status(201).send({ data: saved });
      },
    );
  }

  app.get(
    '/files/:id',
    {
      config: { guard: guards.signedIn() },
      schema: { tags: ['files'], summary: 'Скачивание файла', params: idParamsSchema },
    },
    async (request, reply) => {
      const { file, stream } = await files.openForDownload(requireUser(request), request.params.id);
      return sendStoredFile(reply, file, stream);
    },
  );

  app.get(
    '/files/:id/preview/:width',
    {
      config: { guard: guards.signedIn() },
      schema: { tags: ['files'], summary: 'Превью изображения (WebP)', params: previewParamsSchema },
    },
    async (request, reply) => {
      const { id, width } = request.params;
      const { preview, stream } = await files.openPreview(requireUser(request), id, width);
      // A preview never changes under its URL: the browser may keep it for the session's user.
      return reply
        .header('content-type', preview.mime)
        .header('content-length', String(preview.size))
        .header('content-disposition', 'inline')
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  );
};
