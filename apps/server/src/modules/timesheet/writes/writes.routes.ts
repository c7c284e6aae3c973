import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  customerSchema,
  idParamSchema,
  idParamsSchema,
  isoDateSchema,
  TS_STATUS_LABELS,
  tsActionBodySchema,
  tsApproveWritesQuerySchema,
  tsApproveWritesSchema,
  tsDeleteQuerySchema,
  tsNotBusyPreviewSchema,
  tsSaveWritesBodySchema,
  tsSendBodySchema,
  tsSelectableUsersQuerySchema,
  tsSendResultSchema,
  tsStatusOptionSchema,
  tsWriteHistoryEntrySchema,
  tsWriteSchema,
  tsWritesQuerySchema,
  userListItemSchema,
} from '@intranet/contracts';
import { sendJsonText, typedJsonSerializer } from '../../../platform/http/serializers.ts';
import { guards, requireUser } from '../../../platform/auth/guard.ts';
import type { TimesheetLookupsService } from '../lookups.service.ts';
import type { ApproveWritesService } from './approve-writes.service.ts';
import type { TimesheetWritesService } from './writes.service.ts';

const tags = ['timesheet'];
const fill = { guard: guards.access('timesheet.fill') };
/** Approvers come from several roles; the service checks project ownership row by row. */
const signedIn = { guard: guards.signedIn() };
const writesResponse = { 200: z.object({ data: z.array(tsWriteSchema) }) };

/** Written-off time: the fill and approve screens' calls. */
export const writesRoutes: FastifyPluginAsyncZod<{
  writes: TimesheetWritesService;
  lookups: TimesheetLookupsService;
  approve: ApproveWritesService;
}> = async (app, { writes, lookups, approve }) => {
  app.get(
    '/timesheet/writes',
    {
      config: { ...signedIn, range: 'grid' },
      schema: {
        tags,
        summary: 'Списанное время: период сотрудника или проекты согласующего',
        querystring: tsWritesQuerySchema,
        response: writesResponse,
      },
      // The rows are built field by field from the contract (selectWrites): no schema pass over thousands.
      serializerCompiler: typedJsonSerializer,
    },
    async (request) => {
      const { date_start, date_end, user_id, customer_ids } = request.query;
      return {
        data: await writes.list(requireUser(request), {
          start: date_start,
          end: date_end,
          userId: user_id,
          customerIds: customer_ids,
        }),
      };
    },
  );

  app.get(
    '/timesheet/approve_writes',
    {
      config: { ...signedIn, range: 'grid' },
      schema: {
        tags,
        summary: 'Согласование: проекты согласующего по сотрудникам и дням (компактно)',
        querystring: tsApproveWritesQuerySchema,
        response: { 200: z.object({ data: tsApproveWritesSchema }) },
      },
      // The service writes the JSON (PostgreSQL the rows'): the schema documents it, the tests check it.
    },
    async (request, reply) => {
      const { date_start, date_end, customer_ids } = request.query;
      const json = await approve.gridJson(requireUser(request), {
        start: date_start,
        end: date_end,
        customerIds: customer_ids,
      });
      return sendJsonText(reply, json);
    },
  );

  app.post(
    '/timesheet/writes',
    {
      config: fill,
      schema: {
        tags,
        summary: 'Сохранить ячейки (статус «Новый»; 0 — удалить)',
        body: tsSaveWritesBodySchema,
        response: writesResponse,
      },
    },
    async (request) => {
      const actor = requireUser(request);
      return { data: await writes.save(actor, request.body.user_id ?? actor.id, request.body.writes) };
    },
  );

  app.get(
    '/timesheet/not_busy_preview',
    {
      config: { ...fill, range: 'grid' },
      schema: {
        tags,
        summary: 'Что при отправке уйдет на «не занят»',
        querystring: z.object({
          date_start: isoDateSchema,
          date_end: isoDateSchema,
          user_id: idParamSchema.optional(),
        }),
        response: { 200: z.object({ data: tsNotBusyPreviewSchema }) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const { date_start, date_end, user_id } = request.query;
      return { data: await writes.notBusyPreview(actor, user_id ?? actor.id, date_start, date_end) };
    },
  );

  app.post(
    '/timesheet/writes-for-approve',
    {
      config: { ...fill, range: 'grid' },
      schema: {
        tags,
        summary: 'Отправить период на согласование (остаток дня — на «не занят»)',
        body: tsSendBodySchema,
        response: { 200: z.object({ data: tsSendResultSchema }) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const { date_start, date_end, user_id } = request.body;
      return { data: await writes.send(actor, user_id ?? actor.id, date_start, date_end) };
    },
  );

  app.put(
    '/timesheet/writes',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Действие над выбранными записями',
        body: tsActionBodySchema,
        response: writesResponse,
      },
    },
    async (request) => ({
      data: await writes.act(
        requireUser(request),
        request.body.ids,
        request.body.action,
        request.body.comment,
      ),
    }),
  );

  app.delete(
    '/timesheet/writes',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Удалить выбранные записи',
        querystring: tsDeleteQuerySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await writes.remove(requireUser(request), request.query.ids);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/timesheet/writes/:id/history',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'История ячейки',
        params: idParamsSchema,
        response: { 200: z.object({ data: z.array(tsWriteHistoryEntrySchema) }) },
      },
    },
    async (request) => ({ data: await writes.historyOf(requireUser(request), request.params.id) }),
  );

  app.get(
    '/timesheet/writes_statuses',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Статусы записей',
        response: { 200: z.object({ data: z.array(tsStatusOptionSchema) }) },
      },
    },
    async () => ({ data: Object.entries(TS_STATUS_LABELS).map(([id, name]) => ({ id: Number(id), name })) }),
  );

  app.get(
    '/timesheet/approvable_projects',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Проекты, которые согласует текущий пользователь',
        querystring: z.object({ date_start: isoDateSchema }),
        response: { 200: z.object({ data: z.array(customerSchema) }) },
      },
    },
    async (request) => ({
      data: await lookups.approvableProjects(requireUser(request), request.query.date_start),
    }),
  );

  app.get(
    '/timesheet/selectable_users',
    {
      config: fill,
      schema: {
        tags,
        summary: 'Сотрудники, за которых можно заполнять',
        querystring: tsSelectableUsersQuerySchema,
        response: {
          200: z.object({
            data: z.array(userListItemSchema),
            meta: z.object({ total: z.number().int() }),
          }),
        },
      },
    },
    async (request) => lookups.selectableUsers(requireUser(request), request.query),
  );

  const periodQuery = z
    .object({
      date_start: isoDateSchema,
      date_end: isoDateSchema,
      user_id: idParamSchema.optional(),
    })
    .refine((query) => query.date_end >= query.date_start, {
      message: 'Дата окончания раньше даты начала',
      path: ['date_end'],
    });

  app.get(
    '/timesheet/previous_period',
    {
      config: { ...fill, range: 'grid' },
      schema: {
        tags,
        summary: 'Предыдущий период той же длины',
        querystring: periodQuery,
        response: { 200: z.object({ data: z.object({ date_start: z.string(), date_end: z.string() }) }) },
      },
    },
    async (request) => ({ data: lookups.previousPeriod(request.query.date_start, request.query.date_end) }),
  );

  app.get(
    '/timesheet/copy_period',
    {
      config: { ...fill, range: 'grid' },
      schema: {
        tags,
        summary: 'Проекты предыдущего периода для переноса (404 «Отсутствуют проекты для переноса»)',
        querystring: periodQuery,
        response: { 200: z.object({ data: z.array(customerSchema) }) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const { date_start, date_end, user_id } = request.query;
      return { data: await lookups.copyPeriod(actor, user_id ?? actor.id, date_start, date_end) };
    },
  );
};
