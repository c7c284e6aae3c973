import type { FastifyPluginAsync } from 'fastify';
import { filesEndpoints as endpoints } from '@intranet/contracts/files/endpoints';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import { receiveMultipart } from '../../platform/files/multipart.ts';
import { sendStoredFile } from '../../platform/http/downloads.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { FilesService } from './files.service.ts';

const UPLOAD_FIELDS = ['file', 'files', 'files[]', 'attachments', 'attachments[]'];

/** Uploads, the download of a stored file (owner, admin, or shared) and of an image's preview. */
export const filesRoutes: FastifyPluginAsync<{ files: FilesService }> = async (app, { files }) => {
  const signedIn = { guard: guards.signedIn() };

  for (const upload of [endpoints.uploadFiles, endpoints.uploadAttachments]) {
    route(app, upload, signedIn, async (request) => {
      const user = requireUser(request);
      const received = await receiveMultipart(
        request,
        files.storage,
        await files.uploadLimits(user, UPLOAD_FIELDS),
      );
      const inspected = await files.inspect(received.files);
      return { data: await files.saveUploads(inspected, user.id) };
    });
  }

  route(app, endpoints.download, signedIn, async (request, reply) => {
    const { file, stream } = await files.openForDownload(requireUser(request), request.params.id);
    return sendStoredFile(reply, file, stream);
  });

  route(app, endpoints.preview, signedIn, async (request, reply) => {
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
  });
};
