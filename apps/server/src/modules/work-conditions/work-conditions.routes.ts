import fs from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamSchema,
  idParamsSchema,
  listEnvelopeSchema,
  optionalIdListQuerySchema,
  WORK_CONDITION_PARAMETER_FIELDS,
  wcDateHireSchema,
  wcHistoryBodySchema,
  wcHistoryEntrySchema,
  wcListQuerySchema,
  wcPositionBodySchema,
  wcPositionSchema,
  wcReportFilterSchema,
  wcReportQuerySchema,
  wcReportRowSchema,
  wcUserRowSchema,
  wcUserSearchItemSchema,
  wcUserSearchQuerySchema,
  workConditionParametersResponseSchema,
} from '@intranet/contracts';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import { contentDisposition, XLSX_MIME } from '../../platform/http/downloads.ts';
import type { WorkConditionsReportService } from './work-conditions-report.service.ts';
import type { WorkConditionsService } from './work-conditions.service.ts';

const tags = ['work-conditions'];
const guard = { guard: guards.access('work-conditions') };
const positionParams = z.object({ position_id: idParamSchema });
const entryParams = z.object({ position_id: idParamSchema, id: idParamSchema });
const history = { 200: z.object({ data: z.array(wcHistoryEntrySchema) }) };

const fieldsSchema = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value, ctx) => {
    const fields = (Array.isArray(value) ? value : (value ?? 'department').split(','))
      .map((part) => part.trim())
      .filter(Boolean);
    const unknown = fields.filter(
      (field) => !(WORK_CONDITION_PARAMETER_FIELDS as readonly string[]).includes(field),
    );
    if (unknown.length) {
      ctx.addIssue({ code: 'custom', message: `Неизвестные поля: ${unknown.join(', ')}` });
      return z.NEVER;
    }
    return fields as (typeof WORK_CONDITION_PARAMETER_FIELDS)[number][];
  });

/** Work conditions (docs/modules/work-conditions.md). */
export const workConditionsRoutes: FastifyPluginAsyncZod<{
  positions: WorkConditionsService;
  report: WorkConditionsReportService;
}> = async (app, { positions, report }) => {
  app.get(
    '/work_conditions',
    {
      config: guard,
      schema: {
        tags,
        summary: 'Сотрудники и их должности (страницы, поиск по ФИО и табельному номеру)',
        querystring: wcListQuerySchema,
        response: { 200: listEnvelopeSchema(wcUserRowSchema) },
      },
    },
    async (request) => {
      const { search, user_id, department_id, ...page } = request.query;
      return positions.list(
        requireUser(request),
        { search, userId: user_id, departmentId: department_id },
        page,
      );
    },
  );

  app.post(
    '/work_conditions',
    {
      config: guard,
      schema: {
        tags,
        summary: 'Новая должность сотрудника (первая запись истории — дата приема)',
        body: wcPositionBodySchema,
        response: { 201: z.object({ data: wcPositionSchema }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await positions.create(requireUser(request), request.body) }),
  );

  app.get(
    '/work_conditions/report',
    {
      config: guard,
      schema: {
        tags,
        summary: 'Отчет: должности и условия работы на дату',
        querystring: wcReportQuerySchema,
        response: {
          200: listEnvelopeSchema(wcReportRowSchema).extend({
            meta: listEnvelopeSchema(wcReportRowSchema).shape.meta.extend({ date: z.string() }),
          }),
        },
      },
    },
    async (request) => {
      const { page, per_page, after, ...filter } = request.query;
      return report.report(filter, { page, per_page, after });
    },
  );

  app.post(
    '/work_conditions/report/excel',
    {
      config: guard,
      schema: { tags, summary: 'Отчет по условиям работы в xlsx', body: wcReportFilterSchema },
    },
    async (request, reply) => {
      const written = await report.excel(request.body);
      const stream = fs.createReadStream(written.file);
      stream.once('close', written.remove);
      return reply
        .header('content-type', XLSX_MIME)
        .header('content-length', String(fs.statSync(written.file).size))
        .header('content-disposition', contentDisposition(written.fileName))
        .send(stream);
    },
  );

  app.get(
    '/work_conditions/users/search',
    {
      config: guard,
      schema: {
        tags,
        summary: 'Поиск сотрудников (от 3 символов, не больше 30)',
        querystring: wcUserSearchQuerySchema,
        response: { 200: z.object({ data: z.array(wcUserSearchItemSchema) }) },
      },
    },
    async (request) => ({
      data: await positions.searchUsers(request.query.filter, request.query.limit),
    }),
  );

  app.get(
    '/work_conditions/dateHire/:userId',
    {
      config: guard,
      schema: {
        tags,
        summary: 'Дата приема сотрудника (самая ранняя по его должностям)',
        params: z.object({ userId: idParamSchema }),
        response: { 200: wcDateHireSchema },
      },
    },
    async (request) => ({ data: await positions.dateHire(request.params.userId) }),
  );

  app.get(
    '/work_conditions/parameters',
    {
      config: { guard: guards.signedIn() },
      schema: {
        tags,
        summary: 'Параметры сотрудников из условий работы (по умолчанию подразделение)',
        querystring: z.object({ users: optionalIdListQuerySchema, fields: fieldsSchema }),
        response: { 200: workConditionParametersResponseSchema },
      },
    },
    async (request) => ({ data: await report.parameters(request.query.users, request.query.fields) }),
  );

  app.post(
    '/work_conditions/:id/default',
    {
      config: guard,
      schema: {
        tags,
        summary: 'Сделать должность основной',
        params: idParamsSchema,
        response: { 200: z.object({ data: wcPositionSchema }) },
      },
    },
    async (request) => ({ data: await positions.setDefault(requireUser(request), request.params.id) }),
  );

  app.delete(
    '/work_conditions/:id',
    {
      config: guard,
      schema: {
        tags,
        summary: 'Удалить должность (единственную нельзя — 409)',
        params: idParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await positions.removePosition(requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/work_conditions/:position_id/history',
    {
      config: guard,
      schema: { tags, summary: 'История должности', params: positionParams, response: history },
    },
    async (request) => ({
      data: await positions.history(requireUser(request), request.params.position_id),
    }),
  );

  app.post(
    '/work_conditions/:position_id/history',
    {
      config: guard,
      schema: {
        tags,
        summary: 'Изменение условий с даты применения (будущая дата применится в свой день)',
        params: positionParams,
        body: wcHistoryBodySchema,
        response: { 201: history[200] },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await positions.addHistory(requireUser(request), request.params.position_id, request.body),
      }),
  );

  app.delete(
    '/work_conditions/:position_id/history/:id',
    {
      config: guard,
      schema: {
        tags,
        summary: 'Удалить запись истории (единственную нельзя — 409)',
        params: entryParams,
        response: history,
      },
    },
    async (request) => ({
      data: await positions.removeHistory(
        requireUser(request),
        request.params.position_id,
        request.params.id,
      ),
    }),
  );
};
