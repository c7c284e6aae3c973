import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileSchema, idParamsSchema } from '@intranet/contracts';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import { receiveMultipart } from '../../platform/files/multipart.ts';
import { sendStoredFile } from '../../platform/http/downloads.ts';
import { UPLOAD_MAX_FILES, UPLOAD_MAX_TOTAL_BYTES, type FilesService } from './files.service.ts';

const UPLOAD_FIELDS = ['file', 'files', 'files[]', 'attachments', 'attachments[]'];

/** Uploads and the owner-or-admin download of a stored file. */
export const filesRoutes: FastifyPluginAsyncZod<{ files: FilesService }> = async (app, { files }) => {
  const uploadResponse = { 201: z.object({ data: z.array(fileSchema) }) };

  for (const url of ['/upload/files', '/upload/attachments']) {
    app.post(
      url,
      {
        config: { guard: guards.signedIn() },
        schema: {
          tags: ['files'],
          summary: 'Загрузка файлов (multipart: file, files[] или attachments[])',
          consumes: ['multipart/form-data'],
          response: uploadResponse,
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const received = await receiveMultipart(request, files.storage, {
          maxTotalBytes: UPLOAD_MAX_TOTAL_BYTES,
          maxFiles: UPLOAD_MAX_FILES,
          fileFields: UPLOAD_FIELDS,
          tooLargeMessage: 'Общий размер файлов не должен превышать 50 МБ',
        });
        const saved = await files.saveUploads(received.files, user.id);
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
};
