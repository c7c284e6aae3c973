import { z } from 'zod';
import { idParamsSchema } from '../common.ts';
import { customerSchema, userListItemSchema } from '../users/directory.ts';
import { defineEndpoints } from '../endpoint.ts';
import { idParamSchema, isoDateSchema } from '../primitives.ts';
import {
  tsActionBodySchema,
  tsDeleteQuerySchema,
  tsSaveWritesBodySchema,
  tsSelectableUsersQuerySchema,
  tsSendBodySchema,
  tsWriteSchema,
  tsWritesQuerySchema,
} from './timesheet.ts';
import { tsApproveWritesQuerySchema, tsApproveWritesSchema } from './approve.ts';
import {
  timesheetPresetsBodySchema,
  timesheetPresetSchema,
  tsCorrectBodySchema,
  tsCorrectionResultSchema,
  tsCorrectQuerySchema,
  tsShadowQuerySchema,
  tsShadowWriteSchema,
  userWorkStatusCreateSchema,
  userWorkStatusesQuerySchema,
  userWorkStatusSchema,
  userWorkStatusUpdateSchema,
  workStatusesCatalogueSchema,
} from './data.ts';
import {
  tsNotBusyPreviewSchema,
  tsSendResultSchema,
  tsStatusOptionSchema,
  tsWriteHistoryEntrySchema,
} from './responses.ts';

const writes = z.object({ data: z.array(tsWriteSchema) });
const projects = z.object({ data: z.array(customerSchema) });
const correction = z.object({ data: tsCorrectionResultSchema });
const workStatus = z.object({ data: userWorkStatusSchema });

/** One person's period: `user_id` only for someone else. */
const personPeriodQuery = z.object({
  date_start: isoDateSchema,
  date_end: isoDateSchema,
  user_id: idParamSchema.optional(),
});
const orderedPersonPeriodQuery = personPeriodQuery.refine((query) => query.date_end >= query.date_start, {
  message: 'Дата окончания раньше даты начала',
  path: ['date_end'],
});

/** Written-off time: the fill and approve screens' calls (docs/modules/timesheet.md). */
export const timesheetWritesEndpoints = defineEndpoints('timesheet', {
  list: {
    method: 'GET',
    path: '/timesheet/writes',
    summary: 'Списанное время: период сотрудника или проекты согласующего',
    query: tsWritesQuerySchema,
    response: writes,
  },
  approveWrites: {
    method: 'GET',
    path: '/timesheet/approve_writes',
    summary: 'Согласование: проекты согласующего по сотрудникам и дням (компактно)',
    query: tsApproveWritesQuerySchema,
    response: z.object({ data: tsApproveWritesSchema }),
  },
  save: {
    method: 'POST',
    path: '/timesheet/writes',
    summary: 'Сохранить ячейки (статус «Новый»; 0 — удалить)',
    body: tsSaveWritesBodySchema,
    response: writes,
  },
  notBusyPreview: {
    method: 'GET',
    path: '/timesheet/not_busy_preview',
    summary: 'Что при отправке уйдет на «не занят»',
    query: personPeriodQuery,
    response: z.object({ data: tsNotBusyPreviewSchema }),
  },
  send: {
    method: 'POST',
    path: '/timesheet/writes-for-approve',
    summary: 'Отправить период на согласование (остаток дня — на «не занят»)',
    body: tsSendBodySchema,
    response: z.object({ data: tsSendResultSchema }),
  },
  act: {
    method: 'PUT',
    path: '/timesheet/writes',
    summary: 'Действие над выбранными записями',
    body: tsActionBodySchema,
    response: writes,
  },
  remove: {
    method: 'DELETE',
    path: '/timesheet/writes',
    summary: 'Удалить выбранные записи',
    query: tsDeleteQuerySchema,
    response: null,
    status: 204,
  },
  history: {
    method: 'GET',
    path: '/timesheet/writes/{id}/history',
    summary: 'История ячейки',
    params: idParamsSchema,
    response: z.object({ data: z.array(tsWriteHistoryEntrySchema) }),
  },
  statuses: {
    method: 'GET',
    path: '/timesheet/writes_statuses',
    summary: 'Статусы записей',
    response: z.object({ data: z.array(tsStatusOptionSchema) }),
  },
  approvableProjects: {
    method: 'GET',
    path: '/timesheet/approvable_projects',
    summary: 'Проекты, которые согласует текущий пользователь',
    query: z.object({ date_start: isoDateSchema }),
    response: projects,
  },
  selectableUsers: {
    method: 'GET',
    path: '/timesheet/selectable_users',
    summary: 'Сотрудники, за которых можно заполнять',
    query: tsSelectableUsersQuerySchema,
    response: z.object({
      data: z.array(userListItemSchema),
      meta: z.object({ total: z.number().int() }),
    }),
  },
  previousPeriod: {
    method: 'GET',
    path: '/timesheet/previous_period',
    summary: 'Предыдущий период той же длины',
    query: orderedPersonPeriodQuery,
    response: z.object({ data: z.object({ date_start: z.string(), date_end: z.string() }) }),
  },
  copyPeriod: {
    method: 'GET',
    path: '/timesheet/copy_period',
    summary: 'Проекты предыдущего периода для переноса (404 «Отсутствуют проекты для переноса»)',
    query: orderedPersonPeriodQuery,
    response: projects,
  },
});

/** Derived timesheet data: shadow writes, corrections, presets, work statuses. */
export const timesheetDataEndpoints = defineEndpoints('timesheet', {
  shadowWrites: {
    method: 'GET',
    path: '/timesheet/shadow/writes',
    summary: 'Теневые записи: дни больничных и отпусков, засчитанные как согласованные',
    query: tsShadowQuerySchema,
    response: z.object({ data: z.array(tsShadowWriteSchema) }),
  },
  checkCorrections: {
    method: 'GET',
    path: '/timesheet/correct',
    summary: 'Найти расхождения «не занят» с нормой дня и время в дни отсутствия',
    query: tsCorrectQuerySchema,
    response: correction,
  },
  correct: {
    method: 'POST',
    path: '/timesheet/correct',
    summary: 'Исправить «не занят» у всех за период',
    body: tsCorrectBodySchema,
    response: correction,
  },
  correctUser: {
    method: 'POST',
    path: '/timesheet/correct/users/{user}',
    summary: 'Исправить «не занят» одного сотрудника за период',
    params: z.object({ user: idParamSchema }),
    body: tsCorrectBodySchema,
    response: correction,
  },
  presets: {
    method: 'POST',
    path: '/work_conditions/presets/timesheet',
    summary: 'Настройки заполнения для сотрудников: норма, «не занят», автозаполнение, исключение',
    body: timesheetPresetsBodySchema,
    response: z.object({ data: z.array(timesheetPresetSchema) }),
  },
  workStatusesCatalogue: {
    method: 'GET',
    path: '/dba/timesheet-work-statuses/statuses',
    summary: 'Справочник рабочих статусов и права текущего пользователя',
    response: z.object({ data: workStatusesCatalogueSchema }),
  },
  workStatuses: {
    method: 'GET',
    path: '/dba/timesheet-work-statuses',
    summary: 'Рабочие статусы сотрудников',
    query: userWorkStatusesQuerySchema,
    response: z.object({ data: z.array(userWorkStatusSchema) }),
  },
  createWorkStatus: {
    method: 'POST',
    path: '/dba/timesheet-work-statuses',
    summary: 'Назначить сотруднику рабочий статус',
    body: userWorkStatusCreateSchema,
    response: workStatus,
    status: 201,
  },
  updateWorkStatus: {
    method: 'PUT',
    path: '/dba/timesheet-work-statuses',
    summary: 'Изменить рабочий статус сотрудника',
    body: userWorkStatusUpdateSchema,
    response: workStatus,
  },
});
