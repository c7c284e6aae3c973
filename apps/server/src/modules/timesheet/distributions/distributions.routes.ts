import type { FastifyPluginAsync } from 'fastify';
import { DISTRIBUTION_EXCEL_MESSAGES } from '@intranet/contracts';
import { timesheetDistributionEndpoints as endpoints } from '@intranet/contracts/timesheet/distributions.endpoints';
import { guards, requireUser } from '../../../platform/auth/guard.ts';
import { receiveSmallFile } from '../../../platform/files/multipart.ts';
import { fieldError } from '../../../platform/http/app-error.ts';
import { sendXlsx } from '../../../platform/http/downloads.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import type { DistributionsExcelService } from './distributions-excel.service.ts';
import type { TimesheetDistributionsService } from './distributions.service.ts';

const services = { guard: guards.access('timesheet.services') };
/** Approvers of services come from several roles; the service checks ownership row by row. */
const signedIn = { guard: guards.signedIn() };
/** A workbook of 2,000 rows is ~100 KB; 5 MB leaves room for formatting without inviting abuse. */
const EXCEL_MAX_BYTES = 5 * 1024 * 1024;

export const distributionsRoutes: FastifyPluginAsync<{
  distributions: TimesheetDistributionsService;
  excel: DistributionsExcelService;
}> = async (app, { distributions, excel }) => {
  route(app, endpoints.cutOff, services, async () => ({ data: { date: await distributions.cutOff() } }));

  route(app, endpoints.setCutOff, { guard: guards.access('timesheet.service-cutoff') }, async (request) => ({
    data: { date: await distributions.setCutOff(requireUser(request), request.body.date) },
  }));

  route(app, endpoints.targets, services, async () => ({ data: await distributions.targets() }));

  route(app, endpoints.list, { ...signedIn, config: { range: 'grid' } }, async (request) => {
    const { date_start, date_end, user_id, customer_ids } = request.query;
    return {
      data: await distributions.list(requireUser(request), {
        start: date_start,
        end: date_end,
        userId: user_id,
        customerIds: customer_ids,
      }),
    };
  });

  route(app, endpoints.save, services, async (request) => {
    const actor = requireUser(request);
    return {
      data: await distributions.save(actor, request.body.user_id ?? actor.id, request.body.distributions),
    };
  });

  route(app, endpoints.send, { ...services, config: { range: 'grid' } }, async (request) => {
    const actor = requireUser(request);
    const { date_start, date_end, user_id } = request.body;
    return { data: await distributions.send(actor, user_id ?? actor.id, date_start, date_end) };
  });

  route(app, endpoints.act, signedIn, async (request) => ({
    data: await distributions.act(
      requireUser(request),
      request.body.ids,
      request.body.action,
      request.body.comment,
    ),
  }));

  route(app, endpoints.remove, services, (request) =>
    distributions.remove(requireUser(request), request.query.ids),
  );

  route(app, endpoints.uploadExcel, services, async (request) => {
    const actor = requireUser(request);
    const upload = await receiveSmallFile(request, {
      field: 'file',
      maxBytes: EXCEL_MAX_BYTES,
      tooLargeMessage: 'Файл больше 5 МБ',
      missingMessage: DISTRIBUTION_EXCEL_MESSAGES.noFile,
    });
    const userId = upload.fields.user_id ? Number(upload.fields.user_id) : actor.id;
    if (!Number.isInteger(userId) || userId <= 0) throw fieldError('user_id', 'Неверный сотрудник');
    return { data: await excel.upload(actor, upload.buffer, userId) };
  });

  route(app, endpoints.excelTemplate, services, async (_request, reply) =>
    sendXlsx(reply, await excel.template(), 'Перераспределение — шаблон.xlsx'),
  );
};
