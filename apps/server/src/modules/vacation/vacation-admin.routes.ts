import type { FastifyPluginAsync } from 'fastify';
import { vacationAdminEndpoints as endpoints } from '@intranet/contracts/vacation/admin.endpoints';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { receiveMultipart } from '../../platform/files/multipart.ts';
import { sendStoredFile } from '../../platform/http/downloads.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { VacationDocumentsService } from './vacation-documents.service.ts';
import type { VacationRemainingService } from './vacation-remaining.service.ts';
import type { VacationSettingsService } from './vacation-settings.service.ts';

/** Tabs open to everyone (documents, blocked periods shown on the calendar). */
const everyone = { guard: guards.access('vacation.docs') };
/** «Настройки» and «Остатки отпусков»: admin, vacation_system_admin. */
const admins = { guard: guards.access('vacation.settings') };

/** The vacation tabs run by administrators: documents, settings with blocked periods, remaining days. */
export const vacationAdminRoutes: FastifyPluginAsync<{
  settings: VacationSettingsService;
  documents: VacationDocumentsService;
  remaining: VacationRemainingService;
  storage: FileStorage;
}> = async (app, { settings, documents, remaining, storage }) => {
  route(app, endpoints.documents, everyone, async () => ({ data: await documents.list() }));

  route(app, endpoints.uploadDocument, admins, async (request) => {
    const limits = await documents.uploadLimits(requireUser(request));
    const received = await receiveMultipart(request, storage, limits);
    return { data: await documents.create(requireUser(request), received) };
  });

  route(app, endpoints.removeDocument, admins, async (request) => {
    await documents.remove(requireUser(request), request.params.id);
  });

  route(app, endpoints.documentFile, everyone, async (request, reply) => {
    const { file, stream } = await documents.open(request.params.id);
    return sendStoredFile(reply, file, stream);
  });

  route(app, endpoints.settings, admins, async () => ({ data: await settings.view() }));

  route(app, endpoints.saveSettings, admins, async (request) => ({
    data: await settings.update(requireUser(request), request.body),
  }));

  route(app, endpoints.remainingDays, admins, (request) => remaining.list(request.query));

  route(app, endpoints.blockedPeriods, everyone, async () => ({ data: await settings.blockedPeriods() }));

  route(app, endpoints.addBlockedPeriod, admins, async (request) => ({
    data: await settings.addBlockedPeriod(requireUser(request), request.body),
  }));

  route(app, endpoints.removeBlockedPeriod, admins, async (request) => {
    await settings.removeBlockedPeriod(requireUser(request), request.params.id);
  });
};
