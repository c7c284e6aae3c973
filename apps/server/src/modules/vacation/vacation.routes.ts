import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamSchema,
  structureNodeSchema,
  userListBodySchema,
  userListItemSchema,
  userListSchema,
  USER_SEARCH_MIN_LENGTH,
  VACATION_SEARCH_LIMIT,
  vacationBalanceBodySchema,
  vacationBalanceQuerySchema,
  vacationBalanceSchema,
  vacationInfoSchema,
  vacationResponsibilitiesQuerySchema,
  vacationResponsibilitiesSchema,
  vacationAssistantsQuerySchema,
  vacationUserSearchQuerySchema,
  VACATION_REQUIRED,
  vacationSchema,
  vacationsCreateBodySchema,
  vacationsDeleteQuerySchema,
  vacationsQuerySchema,
  vacationsStatusBodySchema,
  vacationUserSchema,
  vacationUsersQuerySchema,
} from '@intranet/contracts';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import { badRequest } from '../../platform/http/app-error.ts';
import { typedJsonSerializer } from '../../platform/http/serializers.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { VacationPeopleService } from './vacation-people.service.ts';
import type { VacationService } from './vacation.service.ts';

const tags = ['vacation'];
/** Every signed-in person plans; the services check whose plan it is. */
const planning = { guard: guards.access('vacation.planning') };
const admins = { guard: guards.access('vacation.settings') };
const list = { 200: z.object({ data: z.array(vacationSchema) }) };
const userIdParams = z.object({ userId: idParamSchema });
/**
 * A user list's id as sent: checked by `listId`, so a missing one gets the old service's 'No ID specified'.
 */
const listIdParams = z.object({ id: z.string().max(20) });
function listIdMissing() {
  const { message, code } = VACATION_REQUIRED.list;
  return badRequest(message, { id: [message] }, code);
}
function listId(raw: string): number {
  const id = Number(raw);
  if (!raw || !Number.isSafeInteger(id) || id <= 0) throw listIdMissing();
  return id;
}

export const vacationRoutes: FastifyPluginAsyncZod<{
  planner: VacationService;
  people: VacationPeopleService;
  clock: Clock;
}> = async (app, { planner, people, clock }) => {
  app.get(
    '/dba/vacations/info',
    {
      config: planning,
      schema: {
        tags,
        summary: 'Отпуск: сведения о себе',
        response: { 200: z.object({ data: vacationInfoSchema }) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      return { data: await planner.info(actor, actor.id, clock.today()) };
    },
  );

  app.get(
    '/dba/vacations/info/:userId',
    {
      config: planning,
      schema: {
        tags,
        summary: 'Отпуск: сведения о сотруднике',
        params: userIdParams,
        response: { 200: z.object({ data: vacationInfoSchema }) },
      },
    },
    async (request) => {
      return { data: await planner.info(requireUser(request), request.params.userId, clock.today()) };
    },
  );

  app.get(
    '/dba/vacations',
    {
      config: { ...planning, range: 'report' },
      schema: {
        tags,
        summary: 'Дни отпусков сотрудников',
        querystring: vacationsQuerySchema,
        response: list,
      },
    },
    async (request) => ({
      data: await planner.list(requireUser(request), {
        users: request.query.users,
        start: request.query.date_start,
        end: request.query.date_end,
        withDeleted: request.query.with_deleted === '1' || request.query.with_deleted === 'true',
      }),
    }),
  );

  app.post(
    '/dba/vacations',
    {
      config: planning,
      schema: {
        tags,
        summary: 'Запланировать отпуск (блоки дней) и перенести дни из replaces',
        body: vacationsCreateBodySchema,
        response: { 201: z.object({ data: z.array(vacationSchema) }) },
      },
    },
    async (request, reply) => {
      const created = await planner.plan(
        requireUser(request),
        request.body.vacations ?? [],
        request.body.replaces ?? [],
        clock.today(),
      );
      return reply.status(201).send({ data: created });
    },
  );

  app.delete(
    '/dba/vacations',
    {
      config: planning,
      schema: {
        tags,
        summary: 'Удалить дни отпуска (остаются со статусом удаления)',
        querystring: vacationsDeleteQuerySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await planner.remove(requireUser(request), request.query.id, clock.today());
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/dba/vacations',
    {
      config: planning,
      schema: {
        tags,
        summary: 'Согласовать или отклонить дни отпуска',
        body: vacationsStatusBodySchema,
        response: list,
      },
    },
    async (request) => ({
      data: await planner.setStatus(
        requireUser(request),
        request.body.vacations,
        request.body.status_id,
        request.body.comment,
      ),
    }),
  );

  app.get(
    '/dba/vacations/users',
    {
      config: { ...planning, range: 'report' },
      serializerCompiler: typedJsonSerializer,
      schema: {
        tags,
        summary: 'Календарь согласования: сотрудники с отпусками за период',
        querystring: vacationUsersQuerySchema,
        response: { 200: z.object({ data: z.array(vacationUserSchema) }) },
      },
    },
    async (request) => ({
      data: await people.users(requireUser(request), {
        start: request.query.date_start,
        end: request.query.date_end,
        listId: request.query.list_id,
        structureId: request.query.structure_id,
      }),
    }),
  );

  app.get(
    '/dba/vacations/responsibilities',
    {
      config: planning,
      schema: {
        tags,
        summary: 'Роли и права в отпусках (для выбранного сотрудника — с подменой ролей ассистента)',
        querystring: vacationResponsibilitiesQuerySchema,
        response: { 200: z.object({ data: vacationResponsibilitiesSchema }) },
      },
    },
    async (request) => ({
      data: await people.responsibilities(requireUser(request), request.query.user_id),
    }),
  );

  app.get(
    '/vacations/statuses',
    {
      config: planning,
      schema: {
        tags,
        summary: 'Общий статус планирования сотрудников',
        querystring: z.object({
          users: vacationsQuerySchema.shape.users,
          year: z.coerce.number().int().min(2013).max(2100).optional(),
        }),
        response: {
          200: z.object({
            data: z.array(z.object({ user_id: z.number(), overall: z.string(), label: z.string() })),
          }),
        },
      },
    },
    async (request) => ({
      data: await people.statuses(
        requireUser(request),
        request.query.users,
        request.query.year ?? Number(clock.today().slice(0, 4)),
      ),
    }),
  );

  app.get(
    '/vacations/users/search',
    {
      config: planning,
      schema: {
        tags,
        summary: `Поиск сотрудников (от 3 символов, до ${VACATION_SEARCH_LIMIT})`,
        querystring: vacationUserSearchQuerySchema,
        response: { 200: z.object({ data: z.array(userListItemSchema) }) },
      },
    },
    async (request) => ({
      data:
        request.query.filter.length < USER_SEARCH_MIN_LENGTH ? [] : await people.search(request.query.filter),
    }),
  );

  app.get(
    '/dba/vacations/assistants',
    {
      // Report filter data: only the audiences of the vacation reports.
      config: { guard: guards.access('vacation.reports'), range: 'report' },
      schema: {
        tags,
        summary: 'Ассистенты (фильтр отчета ASSISTANT)',
        querystring: vacationAssistantsQuerySchema,
        response: { 200: z.object({ data: z.array(z.object({ id: z.number(), full_name: z.string() })) }) },
      },
    },
    async (request) => ({
      data: await people.assistants({ start: request.query.date_start, end: request.query.date_end }),
    }),
  );

  app.get(
    '/users/of-external/:id',
    {
      config: planning,
      schema: {
        tags,
        summary: 'Сотрудник по внешнему идентификатору',
        params: z.object({ id: z.string().min(1).max(100) }),
        response: {
          200: z.object({
            data: z.object({ id: z.number(), full_name: z.string(), external_id: z.string().nullable() }),
          }),
        },
      },
    },
    async (request) => ({ data: await people.ofExternal(request.params.id) }),
  );

  app.get(
    '/dba/vacations/balance/:userId',
    {
      config: planning,
      schema: {
        tags,
        summary: 'Остаток отпуска на дату (по умолчанию 31 декабря текущего года)',
        params: userIdParams,
        querystring: vacationBalanceQuerySchema,
        response: { 200: z.object({ data: vacationBalanceSchema }) },
      },
    },
    async (request) => ({
      data: await people.balance(
        requireUser(request),
        request.params.userId,
        request.query.date ?? `${clock.today().slice(0, 4)}-12-31`,
      ),
    }),
  );

  app.post(
    '/dba/vacations/balance/:userId',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Корректировка остатка (администратор отпусков; в журнале аудита)',
        params: userIdParams,
        body: vacationBalanceBodySchema,
        response: { 200: z.object({ data: vacationBalanceSchema }) },
      },
    },
    async (request) => ({
      data: await people.setBalance(requireUser(request), request.params.userId, request.body, clock.today()),
    }),
  );

  const lists = '/dba/vacations/user-lists';
  app.post(
    lists,
    {
      config: planning,
      schema: {
        tags,
        summary: 'Новый список сотрудников',
        body: userListBodySchema,
        response: { 201: z.object({ data: userListSchema }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await people.createList(requireUser(request), request.body) }),
  );

  app.get(
    `${lists}/with-structures`,
    {
      config: planning,
      schema: {
        tags,
        summary: 'Мои списки и оргструктура',
        response: {
          200: z.object({
            data: z.object({ lists: z.array(userListSchema), structures: z.array(structureNodeSchema) }),
          }),
        },
      },
    },
    async (request) => ({ data: await people.listsWithStructures(requireUser(request)) }),
  );

  app.get(
    `${lists}/:id/duplicate`,
    {
      config: planning,
      schema: {
        tags,
        summary: 'Копия списка',
        params: listIdParams,
        querystring: z.object({ name: z.string().trim().max(200).optional() }),
        response: { 200: z.object({ data: userListSchema }) },
      },
    },
    async (request) => ({
      data: await people.duplicateList(requireUser(request), listId(request.params.id), request.query.name),
    }),
  );

  app.put(
    `${lists}/:id`,
    {
      config: planning,
      schema: {
        tags,
        summary: 'Изменить список',
        params: listIdParams,
        body: userListBodySchema,
        response: { 200: z.object({ data: userListSchema }) },
      },
    },
    async (request) => ({
      data: await people.updateList(requireUser(request), listId(request.params.id), request.body),
    }),
  );

  app.delete(
    `${lists}/:id`,
    {
      config: planning,
      schema: { tags, summary: 'Удалить список', params: listIdParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await people.deleteList(requireUser(request), listId(request.params.id));
      return reply.status(204).send(null);
    },
  );

  // Update and delete sent without any id at all: the same required-parameter answer.
  for (const method of ['PUT', 'DELETE'] as const)
    app.route({
      method,
      url: lists,
      config: planning,
      schema: { tags, summary: 'Список без идентификатора: 400 «No ID specified»' },
      handler: () => {
        throw listIdMissing();
      },
    });
};
