import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  customerSchema,
  DISTRIBUTION_EXCEL_MESSAGES,
  distributionExcelResultSchema,
  tsActionBodySchema,
  tsDeleteQuerySchema,
  tsDistributionSchema,
  tsSaveDistributionsBodySchema,
  tsSendBodySchema,
  tsServiceCutOffBodySchema,
  tsServiceCutOffSchema,
  tsWritesQuerySchema,
} from '@intranet/contracts';
import { guards, requireUser } from '../../../platform/auth/guard.ts';
import { receiveSmallFile } from '../../../platform/files/multipart.ts';
import { sendXlsx } from '../../../platform/http/downloads.ts';
import { fieldError } from '../../../platform/http/app-error.ts';
import type { DistributionsExcelService } from './distributions-excel.service.ts';
import type { TimesheetDistributionsService } from './distributions.service.ts';

const tags = ['timesheet'];
const services = { guard: guards.access('timesheet.services') };
/** Approvers of services come from several roles; the service checks ownership row by row. */
const signedIn = { guard: guards.signedIn() };
const listResponse = { 200: z.object({ data: z.array(tsDistributionSchema) }) };
/** A workbook of 2,000 rows is ~100 KB; 5 MB leaves room for formatting without inviting abuse. */
const EXCEL_MAX_BYTES = 5 * 1024 * 1024;

export const distributionsRoutes: FastifyPluginAsyncZod<{
  distributions: TimesheetDistributionsService;
  excel: DistributionsExcelService;
}> = async (app, { distributions, excel }) => {
  const cutOff = z.object({ data: tsServiceCutOffSchema });
  app.get(
    '/timesheet/distributions/cutoff',
    {
      config: services,
      schema: { tags, summary: 'Дата отсечения сервисов для перераспределения', response: { 200: cutOff } },
    },
    async () => ({ data: { date: await distributions.cutOff() } }),
  );

  app.put(
    '/timesheet/distributions/cutoff',
    {
      config: { guard: guards.access('timesheet.service-cutoff') },
      schema: {
        tags,
        summary: 'Изменить дату отсечения сервисов (в журнале аудита)',
        body: tsServiceCutOffBodySchema,
        response: { 200: cutOff },
      },
    },
    async (request) => ({
      data: { date: await distributions.setCutOff(requireUser(request), request.body.date) },
    }),
  );

  app.get(
    '/timesheet/services_customers',
    {
      config: services,
      schema: {
        tags,
        summary: 'Сервисы, на которые можно перераспределить часы',
        response: { 200: z.object({ data: z.array(customerSchema) }) },
      },
    },
    async () => ({ data: await distributions.targets() }),
  );

  app.get(
    '/timesheet/distributions',
    {
      config: { ...signedIn, range: 'grid' },
      schema: {
        tags,
        summary: 'Перераспределения: период сотрудника или сервисы согласующего',
        querystring: tsWritesQuerySchema,
        response: listResponse,
      },
    },
    async (request) => {
      const { date_start, date_end, user_id, customer_ids } = request.query;
      return {
        data: await distributions.list(requireUser(request), {
          start: date_start,
          end: date_end,
          userId: user_id,
          customerIds: customer_ids,
        }),
      };
    },
  );

  app.post(
    '/timesheet/distributions',
    {
      config: services,
      schema: {
        tags,
        summary: 'Сохранить перераспределения (не больше списанного на источник)',
        body: tsSaveDistributionsBodySchema,
        response: listResponse,
      },
    },
    async (request) => {
      const actor = requireUser(request);
      return {
        data: await distributions.save(actor, request.body.user_id ?? actor.id, request.body.distributions),
      };
    },
  );

  app.post(
    '/timesheet/distributions-for-approve',
    {
      config: { ...services, range: 'grid' },
      schema: {
        tags,
        summary: 'Отправить перераспределения на согласование',
        body: tsSendBodySchema,
        response: { 200: z.object({ data: z.object({ sent: z.number() }) }) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const { date_start, date_end, user_id } = request.body;
      return { data: await distributions.send(actor, user_id ?? actor.id, date_start, date_end) };
    },
  );

  app.put(
    '/timesheet/distributions',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Действие над выбранными перераспределениями',
        body: tsActionBodySchema,
        response: listResponse,
      },
    },
    async (request) => ({
      data: await distributions.act(
        requireUser(request),
        request.body.ids,
        request.body.action,
        request.body.comment,
      ),
    }),
  );

  app.delete(
    '/timesheet/distributions',
    {
      config: services,
      schema: {
        tags,
        summary: 'Удалить перераспределения',
        querystring: tsDeleteQuerySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await distributions.remove(requireUser(request), request.query.ids);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/timesheet/distributions/excel',
    {
      config: services,
      schema: {
        tags,
        summary: 'Загрузить перераспределения из Excel (multipart: file, user_id); всё или ничего',
        consumes: ['multipart/form-data'],
        response: { 200: z.object({ data: distributionExcelResultSchema }) },
      },
    },
    async (request) => {
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
    },
  );

  app.get(
    '/timesheet/distributions/excel/template',
    { config: services, schema: { tags, summary: 'Шаблон файла перераспределений (xlsx)' } },
    async (_request, reply) => sendXlsx(reply, await excel.template(), 'Перераспределение — шаблон.xlsx'),
  );
};
