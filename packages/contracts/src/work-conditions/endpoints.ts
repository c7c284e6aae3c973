import { z } from 'zod';
import { idParamsSchema, listEnvelopeSchema } from '../common.ts';
import { defineEndpoints } from '../endpoint.ts';
import { idParamSchema, optionalIdListQuerySchema } from '../primitives.ts';
import {
  WORK_CONDITION_PARAMETER_FIELDS,
  workConditionParametersResponseSchema,
} from '../timesheet/reports.ts';
import {
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
} from './work-conditions.ts';

const position = z.object({ data: wcPositionSchema });
const history = z.object({ data: z.array(wcHistoryEntrySchema) });
const positionParams = z.object({ position_id: idParamSchema });

const reportPage = listEnvelopeSchema(wcReportRowSchema);
/** A report page also names the date it was built for. */
const report = reportPage.extend({ meta: reportPage.shape.meta.extend({ date: z.string() }) });

/** `fields=a,b` or `fields=a&fields=b` of the parameters; without it, the department. */
const parameterFieldsSchema = z
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

/** Employees' positions and their conditions over time, and the report on a date (docs/modules/work-conditions.md). */
export const workConditionsEndpoints = defineEndpoints('work-conditions', {
  list: {
    method: 'GET',
    path: '/work_conditions',
    summary: 'Сотрудники и их должности (страницы, поиск по ФИО и табельному номеру)',
    query: wcListQuerySchema,
    response: listEnvelopeSchema(wcUserRowSchema),
  },
  create: {
    method: 'POST',
    path: '/work_conditions',
    summary: 'Новая должность сотрудника (первая запись истории — дата приема)',
    body: wcPositionBodySchema,
    response: position,
    status: 201,
  },
  report: {
    method: 'GET',
    path: '/work_conditions/report',
    summary: 'Отчет: должности и условия работы на дату',
    query: wcReportQuerySchema,
    response: report,
  },
  reportExcel: {
    method: 'POST',
    path: '/work_conditions/report/excel',
    summary: 'Отчет по условиям работы в xlsx',
    body: wcReportFilterSchema,
    response: null,
    file: true,
  },
  searchUsers: {
    method: 'GET',
    path: '/work_conditions/users/search',
    summary: 'Поиск сотрудников (от 3 символов, не больше 30)',
    query: wcUserSearchQuerySchema,
    response: z.object({ data: z.array(wcUserSearchItemSchema) }),
  },
  dateHire: {
    method: 'GET',
    path: '/work_conditions/dateHire/{userId}',
    summary: 'Дата приема сотрудника (самая ранняя по его должностям)',
    params: z.object({ userId: idParamSchema }),
    response: wcDateHireSchema,
  },
  parameters: {
    method: 'GET',
    path: '/work_conditions/parameters',
    summary: 'Параметры сотрудников из условий работы (по умолчанию подразделение)',
    query: z.object({ users: optionalIdListQuerySchema, fields: parameterFieldsSchema }),
    response: workConditionParametersResponseSchema,
  },
  setDefault: {
    method: 'POST',
    path: '/work_conditions/{id}/default',
    summary: 'Сделать должность основной',
    params: idParamsSchema,
    response: position,
  },
  remove: {
    method: 'DELETE',
    path: '/work_conditions/{id}',
    summary: 'Удалить должность (единственную нельзя — 409)',
    params: idParamsSchema,
    response: null,
    status: 204,
  },
  history: {
    method: 'GET',
    path: '/work_conditions/{position_id}/history',
    summary: 'История должности',
    params: positionParams,
    response: history,
  },
  addHistory: {
    method: 'POST',
    path: '/work_conditions/{position_id}/history',
    summary: 'Изменение условий с даты применения (будущая дата применится в свой день)',
    params: positionParams,
    body: wcHistoryBodySchema,
    response: history,
    status: 201,
  },
  removeHistory: {
    method: 'DELETE',
    path: '/work_conditions/{position_id}/history/{id}',
    summary: 'Удалить запись истории (единственную нельзя — 409)',
    params: z.object({ position_id: idParamSchema, id: idParamSchema }),
    response: history,
  },
});
