import { z } from 'zod';
import { customerSchema } from '../users/directory.ts';
import { defineEndpoints } from '../endpoint.ts';
import {
  tsActionBodySchema,
  tsDeleteQuerySchema,
  tsDistributionSchema,
  tsSaveDistributionsBodySchema,
  tsSendBodySchema,
  tsWritesQuerySchema,
} from './timesheet.ts';
import { tsServiceCutOffBodySchema, tsServiceCutOffSchema } from './responses.ts';
import { distributionExcelResultSchema } from './services.ts';

const list = z.object({ data: z.array(tsDistributionSchema) });
const cutOff = z.object({ data: tsServiceCutOffSchema });

/** The «Сервисы» tab: hours written off to a project redistributed to services, and their approval. */
export const timesheetDistributionEndpoints = defineEndpoints('timesheet', {
  cutOff: {
    method: 'GET',
    path: '/timesheet/distributions/cutoff',
    summary: 'Дата отсечения сервисов для перераспределения',
    response: cutOff,
  },
  setCutOff: {
    method: 'PUT',
    path: '/timesheet/distributions/cutoff',
    summary: 'Изменить дату отсечения сервисов (в журнале аудита)',
    body: tsServiceCutOffBodySchema,
    response: cutOff,
  },
  targets: {
    method: 'GET',
    path: '/timesheet/services_customers',
    summary: 'Сервисы, на которые можно перераспределить часы',
    response: z.object({ data: z.array(customerSchema) }),
  },
  list: {
    method: 'GET',
    path: '/timesheet/distributions',
    summary: 'Перераспределения: период сотрудника или сервисы согласующего',
    query: tsWritesQuerySchema,
    response: list,
  },
  save: {
    method: 'POST',
    path: '/timesheet/distributions',
    summary: 'Сохранить перераспределения (не больше списанного на источник)',
    body: tsSaveDistributionsBodySchema,
    response: list,
  },
  send: {
    method: 'POST',
    path: '/timesheet/distributions-for-approve',
    summary: 'Отправить перераспределения на согласование',
    body: tsSendBodySchema,
    response: z.object({ data: z.object({ sent: z.number() }) }),
  },
  act: {
    method: 'PUT',
    path: '/timesheet/distributions',
    summary: 'Действие над выбранными перераспределениями',
    body: tsActionBodySchema,
    response: list,
  },
  remove: {
    method: 'DELETE',
    path: '/timesheet/distributions',
    summary: 'Удалить перераспределения',
    query: tsDeleteQuerySchema,
    response: null,
    status: 204,
  },
  uploadExcel: {
    method: 'POST',
    path: '/timesheet/distributions/excel',
    summary: 'Загрузить перераспределения из Excel (multipart: file, user_id); всё или ничего',
    multipart: true,
    response: z.object({ data: distributionExcelResultSchema }),
  },
  excelTemplate: {
    method: 'GET',
    path: '/timesheet/distributions/excel/template',
    summary: 'Шаблон файла перераспределений (xlsx)',
    response: null,
    file: true,
  },
});
