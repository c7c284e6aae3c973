import { z } from 'zod';
import { idParamsSchema, listEnvelopeSchema } from '../common.ts';
import { defineEndpoints } from '../endpoint.ts';
import {
  userStatusBodySchema,
  userStatusesQuerySchema,
  userStatusRowSchema,
  userStatusSchema,
} from './user-statuses.ts';

const status = z.object({ data: userStatusSchema });

/** Employees' statuses and their periods (docs/modules/user-statuses.md). */
export const userStatusesEndpoints = defineEndpoints('users-statuses', {
  list: {
    method: 'GET',
    path: '/dba_statuses/users',
    summary: 'Сотрудники и их статусы (страницы, фильтры по ФИО, подразделению, статусу)',
    query: userStatusesQuerySchema,
    response: listEnvelopeSchema(userStatusRowSchema),
  },
  create: {
    method: 'POST',
    path: '/dba_statuses/users',
    summary: 'Новый статус сотрудника',
    body: userStatusBodySchema,
    response: status,
    status: 201,
  },
  update: {
    method: 'PUT',
    path: '/dba_statuses/users/{id}',
    summary: 'Изменить статус сотрудника',
    params: idParamsSchema,
    body: userStatusBodySchema,
    response: status,
  },
  remove: {
    method: 'DELETE',
    path: '/dba_statuses/users/{id}',
    summary: 'Удалить статус сотрудника',
    params: idParamsSchema,
    response: null,
    status: 204,
  },
});
