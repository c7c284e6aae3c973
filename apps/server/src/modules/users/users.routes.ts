import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataEnvelopeSchema,
  idParamsSchema,
  listEnvelopeSchema,
  meSchema,
  roleSchema,
  userListItemSchema,
  userSearchQuerySchema,
  usersQuerySchema,
  userCardSchema,
  userWithStructuresSchema,
} from '@intranet/contracts';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import { fieldError } from '../../platform/http/app-error.ts';
import type { UserCardService } from './users.card.ts';
import type { UsersDirectory, UsersFilter } from './users.directory.ts';
import type { UsersService } from './users.service.ts';

const isTrue = (value: string | undefined) => value === '1' || value === 'true';
const tags = ['users'];

function filterOf(query: z.infer<typeof usersQuerySchema>): UsersFilter {
  if (query.mode === 'birthdays' && (!query.date_from || !query.date_to)) {
    throw fieldError('date_from', 'Для дней рождения укажите date_from и date_to');
  }
  return {
    search: query.search || undefined,
    departmentId: query.department_id,
    companyId: query.company_id,
    countryId: query.country_id,
    officeId: query.office_id,
    includeFired: isTrue(query.include_fired),
    birthdays: query.mode === 'birthdays' ? { from: query.date_from!, to: query.date_to! } : undefined,
  };
}

export const usersRoutes: FastifyPluginAsyncZod<{
  users: UsersService;
  directory: UsersDirectory;
  cards: UserCardService;
}> = async (app, { users, directory, cards }) => {
  app.get(
    '/me',
    {
      config: { guard: guards.signedIn() },
      schema: {
        tags: ['session'],
        summary: 'Текущий пользователь',
        response: { 200: dataEnvelopeSchema(meSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { data: await users.getMe(user) };
    },
  );

  app.get(
    '/users',
    {
      config: { guard: guards.signedIn() },
      schema: {
        tags,
        summary: 'Сотрудники (фильтры, страницы, режим birthdays)',
        querystring: usersQuerySchema,
        response: { 200: listEnvelopeSchema(userListItemSchema) },
      },
    },
    async (request) => directory.list(filterOf(request.query), request.query),
  );

  app.get(
    '/users/with-structures',
    {
      config: { guard: guards.signedIn() },
      schema: {
        tags,
        summary: 'Сотрудники с блоком, практикой и регионом',
        querystring: usersQuerySchema.omit({ page: true, per_page: true }),
        response: { 200: z.object({ data: z.array(userWithStructuresSchema) }) },
      },
    },
    async (request) => ({
      data: await directory.withStructures(filterOf({ ...request.query, page: 1, per_page: 1 })),
    }),
  );

  app.get(
    '/users/search/ts',
    {
      config: { guard: guards.signedIn() },
      schema: {
        tags,
        summary: 'Поиск сотрудника по ФИО (от 3 символов, не больше 30)',
        querystring: userSearchQuerySchema,
        response: { 200: z.object({ data: z.array(userListItemSchema) }) },
      },
    },
    async (request) => ({ data: await directory.search(request.query.filter, request.query.limit) }),
  );

  app.get(
    '/users/:id',
    {
      config: { guard: guards.signedIn() },
      schema: {
        tags,
        summary: 'Карточка сотрудника',
        params: idParamsSchema,
        response: { 200: z.object({ data: userCardSchema }) },
      },
    },
    async (request) => ({ data: await cards.get(request.params.id) }),
  );

  app.get(
    '/roles',
    {
      config: { guard: guards.signedIn() },
      schema: { tags, summary: 'Роли', response: { 200: z.object({ data: z.array(roleSchema) }) } },
    },
    async () => ({ data: await users.listRoles() }),
  );

  app.get(
    '/roles/:id/users',
    {
      config: { guard: guards.access('roles.users') },
      schema: {
        tags,
        summary: 'Сотрудники с ролью',
        params: idParamsSchema,
        response: { 200: z.object({ data: z.array(userListItemSchema) }) },
      },
    },
    async (request) => {
      const ids = await users.listRoleUserIds(request.params.id);
      const page = await directory.list({ ids }, { page: 1, per_page: Math.max(ids.length, 1) });
      return { data: page.data };
    },
  );
};
