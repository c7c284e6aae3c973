import type { FastifyPluginAsync } from 'fastify';
import { USER_SEARCH_MIN_LENGTH, VACATION_REQUIRED } from '@intranet/contracts';
import { vacationEndpoints as endpoints } from '@intranet/contracts/vacation/endpoints';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import { badRequest } from '../../platform/http/app-error.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import { typedJsonSerializer } from '../../platform/http/serializers.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { VacationPeopleService } from './vacation-people.service.ts';
import type { VacationService } from './vacation.service.ts';

/** Every signed-in person plans; the services check whose plan it is. */
const planning = { guard: guards.access('vacation.planning') };
const admins = { guard: guards.access('vacation.settings') };

function listIdMissing() {
  const { message, code } = VACATION_REQUIRED.list;
  return badRequest(message, { id: [message] }, code);
}
/** A user list's id as sent (a string): a missing or malformed one gets the old service's 'No ID specified'. */
function listId(raw: string): number {
  const id = Number(raw);
  if (!raw || !Number.isSafeInteger(id) || id <= 0) throw listIdMissing();
  return id;
}

export const vacationRoutes: FastifyPluginAsync<{
  planner: VacationService;
  people: VacationPeopleService;
  clock: Clock;
}> = async (app, { planner, people, clock }) => {
  route(app, endpoints.info, planning, async (request) => {
    const actor = requireUser(request);
    return { data: await planner.info(actor, actor.id, clock.today()) };
  });

  route(app, endpoints.infoOf, planning, async (request) => ({
    data: await planner.info(requireUser(request), request.params.userId, clock.today()),
  }));

  route(app, endpoints.days, { ...planning, config: { range: 'report' } }, async (request) => ({
    data: await planner.list(requireUser(request), {
      users: request.query.users,
      start: request.query.date_start,
      end: request.query.date_end,
      withDeleted: request.query.with_deleted === '1' || request.query.with_deleted === 'true',
    }),
  }));

  route(app, endpoints.plan, planning, async (request) => ({
    data: await planner.plan(
      requireUser(request),
      request.body.vacations ?? [],
      request.body.replaces ?? [],
      clock.today(),
    ),
  }));

  route(app, endpoints.remove, planning, async (request) => {
    await planner.remove(requireUser(request), request.query.id, clock.today());
  });

  route(app, endpoints.setStatus, planning, async (request) => ({
    data: await planner.setStatus(
      requireUser(request),
      request.body.vacations,
      request.body.status_id,
      request.body.comment,
    ),
  }));

  route(
    app,
    endpoints.users,
    { ...planning, config: { range: 'report' }, serializerCompiler: typedJsonSerializer },
    async (request) => ({
      data: await people.users(requireUser(request), {
        start: request.query.date_start,
        end: request.query.date_end,
        listId: request.query.list_id,
        structureId: request.query.structure_id,
      }),
    }),
  );

  route(app, endpoints.responsibilities, planning, async (request) => ({
    data: await people.responsibilities(requireUser(request), request.query.user_id),
  }));

  route(app, endpoints.statuses, planning, async (request) => ({
    data: await people.statuses(
      requireUser(request),
      request.query.users,
      request.query.year ?? Number(clock.today().slice(0, 4)),
    ),
  }));

  route(app, endpoints.userSearch, planning, async (request) => ({
    data:
      request.query.filter.length < USER_SEARCH_MIN_LENGTH ? [] : await people.search(request.query.filter),
  }));

  // Report filter data: only the audiences of the vacation reports.
  route(
    app,
    endpoints.assistants,
    { guard: guards.access('vacation.reports'), config: { range: 'report' } },
    async (request) => ({
      data: await people.assistants({ start: request.query.date_start, end: request.query.date_end }),
    }),
  );

  route(app, endpoints.userOfExternal, planning, async (request) => ({
    data: await people.ofExternal(request.params.id),
  }));

  route(app, endpoints.balance, planning, async (request) => ({
    data: await people.balance(
      requireUser(request),
      request.params.userId,
      request.query.date ?? `${clock.today().slice(0, 4)}-12-31`,
    ),
  }));

  route(app, endpoints.setBalance, admins, async (request) => ({
    data: await people.setBalance(requireUser(request), request.params.userId, request.body, clock.today()),
  }));

  route(app, endpoints.createList, planning, async (request) => ({
    data: await people.createList(requireUser(request), request.body),
  }));

  route(app, endpoints.listsWithStructures, planning, async (request) => ({
    data: await people.listsWithStructures(requireUser(request)),
  }));

  route(app, endpoints.duplicateList, planning, async (request) => ({
    data: await people.duplicateList(requireUser(request), listId(request.params.id), request.query.name),
  }));

  route(app, endpoints.updateList, planning, async (request) => ({
    data: await people.updateList(requireUser(request), listId(request.params.id), request.body),
  }));

  route(app, endpoints.removeList, planning, async (request) => {
    await people.deleteList(requireUser(request), listId(request.params.id));
  });

  // Update and delete sent without any id at all: the same required-parameter answer.
  for (const endpoint of [endpoints.updateListWithoutId, endpoints.removeListWithoutId])
    route(app, endpoint, planning, () => {
      throw listIdMissing();
    });
};
