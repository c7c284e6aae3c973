import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { usersQuerySchema } from '@intranet/contracts';
import { organisationEndpoints } from '@intranet/contracts/organisation/endpoints';
import { usersEndpoints as endpoints } from '@intranet/contracts/users/endpoints';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import { fieldError } from '../../platform/http/app-error.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { UserCardService } from './users.card.ts';
import type { UsersDirectory, UsersFilter } from './users.directory.ts';
import type { UsersService } from './users.service.ts';

const isTrue = (value: string | undefined) => value === '1' || value === 'true';
const signedIn = { guard: guards.signedIn() };

function filterOf(query: z.output<typeof usersQuerySchema>): UsersFilter {
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

/** The signed-in person, the people directory and the roles (declared with the organisation's endpoints). */
export const usersRoutes: FastifyPluginAsync<{
  users: UsersService;
  directory: UsersDirectory;
  cards: UserCardService;
}> = async (app, { users, directory, cards }) => {
  route(app, endpoints.me, signedIn, async (request) => ({ data: await users.getMe(requireUser(request)) }));

  route(app, endpoints.list, signedIn, (request) => directory.list(filterOf(request.query), request.query));

  route(app, endpoints.withStructures, signedIn, async (request) => ({
    data: await directory.withStructures(filterOf({ ...request.query, page: 1, per_page: 1 })),
  }));

  route(app, endpoints.search, signedIn, async (request) => ({
    data: await directory.search(request.query.filter, request.query.limit),
  }));

  route(app, endpoints.card, signedIn, async (request) => ({ data: await cards.get(request.params.id) }));

  route(app, organisationEndpoints.roles, signedIn, async () => ({ data: await users.listRoles() }));

  route(app, organisationEndpoints.roleUsers, { guard: guards.access('roles.users') }, async (request) => {
    const ids = await users.listRoleUserIds(request.params.id);
    const page = await directory.list({ ids }, { page: 1, per_page: Math.max(ids.length, 1) });
    return { data: page.data };
  });
};
