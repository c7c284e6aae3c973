import { z } from 'zod';
import { meSchema } from '../auth/auth.ts';
import { dataEnvelopeSchema, idParamsSchema, listEnvelopeSchema } from '../common.ts';
import {
  userCardSchema,
  userListItemSchema,
  userSearchQuerySchema,
  usersQuerySchema,
  userWithStructuresSchema,
} from './directory.ts';
import { defineEndpoints } from '../endpoint.ts';

/** The people directory and the signed-in person (docs/modules/users.md). */
export const usersEndpoints = defineEndpoints('users', {
  me: {
    method: 'GET',
    path: '/me',
    summary: 'Текущий пользователь',
    response: dataEnvelopeSchema(meSchema),
  },
  list: {
    method: 'GET',
    path: '/users',
    summary: 'Сотрудники (фильтры, страницы, режим birthdays)',
    query: usersQuerySchema,
    response: listEnvelopeSchema(userListItemSchema),
  },
  withStructures: {
    method: 'GET',
    path: '/users/with-structures',
    summary: 'Сотрудники с блоком, практикой и регионом',
    query: usersQuerySchema.omit({ page: true, per_page: true }),
    response: z.object({ data: z.array(userWithStructuresSchema) }),
  },
  search: {
    method: 'GET',
    path: '/users/search/ts',
    summary: 'Поиск сотрудника по ФИО (от 3 символов, не больше 30)',
    query: userSearchQuerySchema,
    response: z.object({ data: z.array(userListItemSchema) }),
  },
  card: {
    method: 'GET',
    path: '/users/{id}',
    summary: 'Карточка сотрудника',
    params: idParamsSchema,
    response: z.object({ data: userCardSchema }),
  },
});
