import { z } from 'zod';
import { idParamsSchema } from '../common.ts';
import type { EndpointSpec } from '../endpoint.ts';
import { fileSchema } from '../support/support.ts';
import {
  dismissalBodySchema,
  dismissalCheckListCommentBodySchema,
  dismissalCheckListSchema,
  dismissalCreateFieldsSchema,
  dismissalEditBodySchema,
  dismissalListQuerySchema,
  dismissalListSchema,
  dismissalResponsibilitiesSchema,
  dismissalSchema,
  dismissalStatusBodySchema,
  dismissalSubjectSchema,
  dismissalSubjectValueBodySchema,
  dismissalUserSchema,
  dismissalUserSearchQuerySchema,
} from './dismissal.ts';

const one = z.object({ data: dismissalSchema });
const people = z.object({ data: z.array(dismissalUserSchema) });

/** The applications, their checklists, files, report and people search (docs/modules/dismissal.md). */
export const applicationEndpointSpecs = {
  list: {
    method: 'GET',
    path: '/employee_dismissal/applications',
    summary: 'Заявления на увольнение (отклонённые и отменённые скрыты), страницы по 1, 20 или 100',
    query: dismissalListQuerySchema,
    response: dismissalListSchema,
  },
  create: {
    method: 'POST',
    path: '/employee_dismissal/applications',
    summary: 'Создать заявление на увольнение (с чек-листами отделов)',
    body: dismissalBodySchema,
    response: one,
    status: 201,
  },
  edit: {
    method: 'PUT',
    path: '/employee_dismissal/applications',
    summary: 'Изменить заявление на увольнение (id и updated_at в теле; выполненное — 409)',
    body: dismissalEditBodySchema,
    response: one,
  },
  one: {
    method: 'GET',
    path: '/employee_dismissal/applications/{id}',
    summary: 'Заявление на увольнение с чек-листами, файлами и сведениями о сотруднике',
    params: idParamsSchema,
    response: one,
  },
  setStatus: {
    method: 'POST',
    path: '/employee_dismissal/applications/{id}/statuses',
    summary: 'Перевести заявление в статус (1–5, кнопки status.children)',
    params: idParamsSchema,
    body: dismissalStatusBodySchema,
    response: one,
  },
  subjectValue: {
    method: 'PUT',
    path: '/employee_dismissal/subjects/{id}/update-value',
    summary: 'Значение пункта чек-листа (1 ожидает решения, 2 действий не требуется, 3 требуется действие)',
    params: idParamsSchema,
    body: dismissalSubjectValueBodySchema,
    response: z.object({ data: dismissalSubjectSchema }),
  },
  checkListComment: {
    method: 'PUT',
    path: '/employee_dismissal/check-lists/{id}/update-comment',
    summary: 'Комментарий отдела к чек-листу',
    params: idParamsSchema,
    body: dismissalCheckListCommentBodySchema,
    response: z.object({ data: dismissalCheckListSchema }),
  },
  report: {
    method: 'GET',
    path: '/employee_dismissal/reports/all',
    summary: 'Отчёт по всем заявлениям на увольнение (xlsx)',
    response: null,
    file: true,
  },
  createFields: {
    method: 'GET',
    path: '/employee_dismissal/create_fields',
    summary: 'Справочники формы заявления и нерабочие дни, недоступные для даты увольнения',
    response: z.object({ data: dismissalCreateFieldsSchema }),
  },
  responsibilities: {
    method: 'GET',
    path: '/employee_dismissal/responsibilities',
    summary: 'Что доступно мне: отчёты, мой обходной лист, заявления',
    response: z.object({ data: dismissalResponsibilitiesSchema }),
  },
  upload: {
    method: 'POST',
    path: '/upload/partitions/employee-dismissal/files',
    summary: 'Загрузка файла к заявлению на увольнение (.jpeg .jpg .png .doc .docx .pdf, не больше 10)',
    multipart: true,
    response: z.object({ data: z.array(fileSchema) }),
    status: 201,
  },
  file: {
    method: 'GET',
    path: '/employee_dismissal/applications/{id}/files/{file_id}',
    summary: 'Файл заявления на увольнение (тем, кто видит заявление)',
    params: z.object({ id: idParamsSchema.shape.id, file_id: idParamsSchema.shape.id }),
    response: null,
    file: true,
  },
  searchEmployees: {
    method: 'GET',
    path: '/users/search/employee_dismissal',
    summary: 'Поиск сотрудника для заявления на увольнение (до 30)',
    query: dismissalUserSearchQuerySchema,
    response: people,
  },
  searchApprovers: {
    method: 'GET',
    path: '/users/search/employee_dismissal_approver',
    summary: 'Поиск согласующего руководителя для заявления на увольнение (до 30)',
    query: dismissalUserSearchQuerySchema,
    response: people,
  },
} satisfies Record<string, EndpointSpec>;
