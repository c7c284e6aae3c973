import type { FastifyPluginAsync } from 'fastify';
import { TRANSFER_DOCUMENT_MIMES, TRANSFER_TEXTS } from '@intranet/contracts';
import { transfersEndpoints as endpoints } from '@intranet/contracts/transfers/endpoints';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import { receiveMultipart } from '../../platform/files/multipart.ts';
import { sendStoredFile } from '../../platform/http/downloads.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { FilesService } from '../files/files.service.ts';
import type { TransfersService } from './transfers.service.ts';

const everyone = { guard: guards.access('transfers') };
const creators = { guard: guards.access('transfers.create') };

export const transfersRoutes: FastifyPluginAsync<{
  transfers: TransfersService;
  files: FilesService;
}> = async (app, { transfers, files }) => {
  route(app, endpoints.list, everyone, (request) => transfers.list(requireUser(request), request.query));
  route(app, endpoints.create, creators, async (request) => ({
    data: await transfers.create(requireUser(request), request.body),
  }));
  route(app, endpoints.one, everyone, async (request) => ({
    data: await transfers.one(requireUser(request), request.params.id),
  }));
  route(app, endpoints.edit, everyone, async (request) => ({
    data: await transfers.edit(requireUser(request), request.params.id, request.body),
  }));
  route(app, endpoints.history, everyone, async (request) => ({
    data: await transfers.history(requireUser(request), request.params.id),
  }));
  route(app, endpoints.addStatus, everyone, async (request) => ({
    data: await transfers.addStatus(
      requireUser(request),
      request.params.id,
      request.params.status,
      request.query,
    ),
  }));
  route(app, endpoints.fields, everyone, async (request) => ({
    data: await transfers.fields(request.query),
  }));
  route(app, endpoints.upload, creators, async (request) => {
    const user = requireUser(request);
    const received = await receiveMultipart(
      request,
      files.storage,
      await files.uploadLimits(user, ['file', 'files', 'files[]']),
    );
    return {
      data: await files.saveUploadsOfTypes(
        received.files,
        user.id,
        TRANSFER_DOCUMENT_MIMES,
        TRANSFER_TEXTS.documentType,
      ),
    };
  });
  route(app, endpoints.document, everyone, async (request, reply) => {
    const { file, stream } = await transfers.openDocument(
      requireUser(request),
      request.params.id,
      request.params.file_id,
    );
    return sendStoredFile(reply, file, stream);
  });
};
