import type { FastifyPluginAsync } from 'fastify';
import {
  DISMISSAL_FILE_MIMES,
  DISMISSAL_MAX_FILES,
  DISMISSAL_TEXTS,
} from '@intranet/contracts/dismissal/dismissal';
import { dismissalEndpoints as endpoints } from '@intranet/contracts/dismissal/endpoints';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import { receiveMultipart } from '../../platform/files/multipart.ts';
import { sendStoredFile, sendXlsx } from '../../platform/http/downloads.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { FilesService } from '../files/files.service.ts';
import type { DismissalService } from './dismissal.service.ts';

const everyone = { guard: guards.access('dismissal') };
const creators = { guard: guards.access('dismissal.create') };
const desk = { guard: guards.access('dismissal.desk') };

/** /employee_dismissal: applications, checklists, files, report, people search. */
export const dismissalRoutes: FastifyPluginAsync<{
  dismissal: DismissalService;
  files: FilesService;
}> = async (app, { dismissal, files }) => {
  route(app, endpoints.list, everyone, (request) => dismissal.list(requireUser(request), request.query));
  route(app, endpoints.create, creators, async (request) => ({
    data: await dismissal.create(requireUser(request), request.body),
  }));
  route(app, endpoints.edit, everyone, async (request) => ({
    data: await dismissal.edit(requireUser(request), request.body),
  }));
  route(app, endpoints.one, everyone, async (request) => ({
    data: await dismissal.one(requireUser(request), request.params.id),
  }));
  route(app, endpoints.setStatus, everyone, async (request) => ({
    data: await dismissal.setStatus(requireUser(request), request.params.id, request.body),
  }));
  route(app, endpoints.subjectValue, everyone, async (request) => ({
    data: await dismissal.updateSubject(requireUser(request), request.params.id, request.body.check),
  }));
  route(app, endpoints.checkListComment, everyone, async (request) => ({
    data: await dismissal.updateCheckListComment(
      requireUser(request),
      request.params.id,
      request.body.comment,
    ),
  }));
  route(app, endpoints.report, desk, async (_request, reply) =>
    sendXlsx(reply, await dismissal.report(), 'Увольнения.xlsx'),
  );
  route(app, endpoints.createFields, creators, async () => ({ data: await dismissal.createFields() }));
  route(app, endpoints.responsibilities, everyone, async (request) => ({
    data: await dismissal.responsibilities(requireUser(request)),
  }));
  route(app, endpoints.upload, creators, async (request) => {
    const user = requireUser(request);
    const received = await receiveMultipart(
      request,
      files.storage,
      await files.uploadLimits(user, ['file', 'files', 'files[]'], { maxFiles: DISMISSAL_MAX_FILES }),
    );
    return {
      data: await files.saveUploadsOfTypes(
        received.files,
        user.id,
        DISMISSAL_FILE_MIMES,
        DISMISSAL_TEXTS.fileType,
      ),
    };
  });
  route(app, endpoints.file, everyone, async (request, reply) => {
    const { file, stream } = await dismissal.openFile(
      requireUser(request),
      request.params.id,
      request.params.file_id,
    );
    return sendStoredFile(reply, file, stream);
  });
  route(app, endpoints.searchEmployees, creators, async (request) => ({
    data: await dismissal.searchEmployees(request.query.search),
  }));
  route(app, endpoints.searchApprovers, creators, async (request) => ({
    data: await dismissal.searchApprovers(request.query.search),
  }));
};
