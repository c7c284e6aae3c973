import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import { structureNodeSchema, userListItemSchema } from '../users/directory.ts';
import { idParamSchema } from '../primitives.ts';
import {
  userListBodySchema,
  userListSchema,
  VACATION_SEARCH_LIMIT,
  vacationAssistantsQuerySchema,
  vacationBalanceBodySchema,
  vacationBalanceQuerySchema,
  vacationBalanceSchema,
  vacationInfoSchema,
  vacationResponsibilitiesQuerySchema,
  vacationResponsibilitiesSchema,
  vacationSchema,
  vacationsCreateBodySchema,
  vacationsDeleteQuerySchema,
  vacationsQuerySchema,
  vacationsStatusBodySchema,
  vacationUserSchema,
  vacationUserSearchQuerySchema,
  vacationUsersQuerySchema,
} from './vacation.ts';

const info = z.object({ data: vacationInfoSchema });
const days = z.object({ data: z.array(vacationSchema) });
const balance = z.object({ data: vacationBalanceSchema });
const userList = z.object({ data: userListSchema });
const userIdParams = z.object({ userId: idParamSchema });
/**
 * A user list's id as sent: the route checks it itself, so a missing one gets the old service's
 * 'No ID specified' (VACATION_REQUIRED.list), not a schema error.
 */
const listIdParams = z.object({ id: z.string().max(20) });

/**
 * The vacation planner: a person's days and balance, the matching calendar, the people and their lists
 * (docs/modules/vacation.md). Documents, settings and remaining days are in admin.endpoints.ts, the reports in
 * reports.endpoints.ts.
 */
export const vacationEndpoints = defineEndpoints('vacation', {
  info: {
    method: 'GET',
    path: '/dba/vacations/info',
    summary: 'Отпуск: сведения о себе',
    response: info,
  },
  infoOf: {
    method: 'GET',
    path: '/dba/vacations/info/{userId}',
    summary: 'Отпуск: сведения о сотруднике',
    params: userIdParams,
    response: info,
  },
  days: {
    method: 'GET',
    path: '/dba/vacations',
    summary: 'Дни отпусков сотрудников',
    query: vacationsQuerySchema,
    response: days,
  },
  plan: {
    method: 'POST',
    path: '/dba/vacations',
    summary: 'Запланировать отпуск (блоки дней) и перенести дни из replaces',
    body: vacationsCreateBodySchema,
    response: days,
    status: 201,
  },
  remove: {
    method: 'DELETE',
    path: '/dba/vacations',
    summary: 'Удалить дни отпуска (остаются со статусом удаления)',
    query: vacationsDeleteQuerySchema,
    response: null,
    status: 204,
  },
  setStatus: {
    method: 'PUT',
    path: '/dba/vacations',
    summary: 'Согласовать или отклонить дни отпуска',
    body: vacationsStatusBodySchema,
    response: days,
  },
  users: {
    method: 'GET',
    path: '/dba/vacations/users',
    summary: 'Календарь согласования: сотрудники с отпусками за период',
    query: vacationUsersQuerySchema,
    response: z.object({ data: z.array(vacationUserSchema) }),
  },
  responsibilities: {
    method: 'GET',
    path: '/dba/vacations/responsibilities',
    summary: 'Роли и права в отпусках (для выбранного сотрудника — с подменой ролей ассистента)',
    query: vacationResponsibilitiesQuerySchema,
    response: z.object({ data: vacationResponsibilitiesSchema }),
  },
  statuses: {
    method: 'GET',
    path: '/vacations/statuses',
    summary: 'Общий статус планирования сотрудников',
    query: z.object({
      users: vacationsQuerySchema.shape.users,
      year: z.coerce.number().int().min(2013).max(2100).optional(),
    }),
    response: z.object({
      data: z.array(z.object({ user_id: z.number(), overall: z.string(), label: z.string() })),
    }),
  },
  userSearch: {
    method: 'GET',
    path: '/vacations/users/search',
    summary: `Поиск сотрудников (от 3 символов, до ${VACATION_SEARCH_LIMIT})`,
    query: vacationUserSearchQuerySchema,
    response: z.object({ data: z.array(userListItemSchema) }),
  },
  assistants: {
    method: 'GET',
    path: '/dba/vacations/assistants',
    summary: 'Ассистенты (фильтр отчета ASSISTANT)',
    query: vacationAssistantsQuerySchema,
    response: z.object({ data: z.array(z.object({ id: z.number(), full_name: z.string() })) }),
  },
  userOfExternal: {
    method: 'GET',
    path: '/users/of-external/{id}',
    summary: 'Сотрудник по внешнему идентификатору',
    params: z.object({ id: z.string().min(1).max(100) }),
    response: z.object({
      data: z.object({ id: z.number(), full_name: z.string(), external_id: z.string().nullable() }),
    }),
  },
  balance: {
    method: 'GET',
    path: '/dba/vacations/balance/{userId}',
    summary: 'Остаток отпуска на дату (по умолчанию 31 декабря текущего года)',
    params: userIdParams,
    query: vacationBalanceQuerySchema,
    response: balance,
  },
  setBalance: {
    method: 'POST',
    path: '/dba/vacations/balance/{userId}',
    summary: 'Корректировка остатка (администратор отпусков; в журнале аудита)',
    params: userIdParams,
    body: vacationBalanceBodySchema,
    response: balance,
  },
  createList: {
    method: 'POST',
    path: '/dba/vacations/user-lists',
    summary: 'Новый список сотрудников',
    body: userListBodySchema,
    response: userList,
    status: 201,
  },
  listsWithStructures: {
    method: 'GET',
    path: '/dba/vacations/user-lists/with-structures',
    summary: 'Мои списки и оргструктура',
    response: z.object({
      data: z.object({ lists: z.array(userListSchema), structures: z.array(structureNodeSchema) }),
    }),
  },
  duplicateList: {
    method: 'GET',
    path: '/dba/vacations/user-lists/{id}/duplicate',
    summary: 'Копия списка',
    params: listIdParams,
    query: z.object({ name: z.string().trim().max(200).optional() }),
    response: userList,
  },
  updateList: {
    method: 'PUT',
    path: '/dba/vacations/user-lists/{id}',
    summary: 'Изменить список',
    params: listIdParams,
    body: userListBodySchema,
    response: userList,
  },
  removeList: {
    method: 'DELETE',
    path: '/dba/vacations/user-lists/{id}',
    summary: 'Удалить список',
    params: listIdParams,
    response: null,
    status: 204,
  },
  // Update and delete sent without any id at all: the old service's required-parameter answer.
  updateListWithoutId: {
    method: 'PUT',
    path: '/dba/vacations/user-lists',
    summary: 'Список без идентификатора: 400 «No ID specified»',
    response: null,
  },
  removeListWithoutId: {
    method: 'DELETE',
    path: '/dba/vacations/user-lists',
    summary: 'Список без идентификатора: 400 «No ID specified»',
    response: null,
  },
});
