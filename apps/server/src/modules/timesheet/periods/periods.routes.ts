import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  editablePeriodBodySchema,
  editablePeriodSchema,
  idParamsSchema,
  isoDateSchema,
  PERIOD_STATUS_TABS,
  tsPeriodStatusQuerySchema,
  tsPeriodStatusSchema,
} from '@intranet/contracts';
import { guards, requireUser } from '../../../platform/auth/guard.ts';
import type { EditablePeriodsService } from './editable-periods.service.ts';
import type { PeriodStatusesService } from './period-statuses.service.ts';

const tags = ['timesheet'];
const signedIn = { guard: guards.signedIn() };
const settings = { guard: guards.access('timesheet.settings') };

/** Periods open for writing (the settings tab) and the period a date falls in. */
export const periodsRoutes: FastifyPluginAsyncZod<{
  periods: EditablePeriodsService;
  tapes: PeriodStatusesService;
}> = async (app, { periods, tapes }) => {
  app.get(
    '/timesheet/editable_period/:date',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Открытый для записи период, в который попадает дата',
        params: z.object({ date: isoDateSchema }),
        response: { 200: z.object({ data: editablePeriodSchema.nullable() }) },
      },
    },
    async (request) => {
      const open = await periods.findOpen(
        requireUser(request).roles,
        request.params.date,
        request.params.date,
      );
      return { data: open[0] ?? null };
    },
  );

  app.get(
    '/timesheet/settings/editable_periods',
    {
      config: settings,
      schema: {
        tags,
        summary: 'Открытые периоды',
        response: { 200: z.object({ data: z.array(editablePeriodSchema) }) },
      },
    },
    async () => ({ data: await periods.list() }),
  );

  app.post(
    '/timesheet/settings/editable_periods',
    {
      config: settings,
      schema: {
        tags,
        summary: 'Открыть период',
        body: editablePeriodBodySchema,
        response: { 201: z.object({ data: editablePeriodSchema }) },
      },
    },
    async (request, reply) => {
      const { date_start, date_end, role_id } = request.body;
      const created = await periods.create(requireUser(request).id, {
        dateStart: date_start,
        dateEnd: date_end,
        roleId: role_id ?? null,
      });
      return reply.status(201).send({ data: created });
    },
  );

  app.put(
    '/timesheet/settings/editable_periods/:id',
    {
      config: settings,
      schema: {
        tags,
        summary: 'Изменить период',
        params: idParamsSchema,
        body: editablePeriodBodySchema,
        response: { 200: z.object({ data: editablePeriodSchema }) },
      },
    },
    async (request) => {
      const { date_start, date_end, role_id } = request.body;
      return {
        data: await periods.update(requireUser(request), request.params.id, {
          dateStart: date_start,
          dateEnd: date_end,
          roleId: role_id,
        }),
      };
    },
  );

  app.delete(
    '/timesheet/settings/editable_periods/:id',
    {
      config: settings,
      schema: { tags, summary: 'Удалить период', params: idParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await periods.remove(requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/timesheet/periods_statuses/:tab',
    {
      config: { ...signedIn, range: 'grid' },
      schema: {
        tags,
        summary: 'Лента периода по дням: пусто, согласовано, отклонено, закрыто, на согласовании',
        params: z.object({ tab: z.enum(PERIOD_STATUS_TABS, 'Вкладка: fill или approve') }),
        querystring: tsPeriodStatusQuerySchema,
        response: { 200: z.object({ data: z.array(tsPeriodStatusSchema) }) },
      },
    },
    async (request) => {
      const { date_start, date_end, user_id, customer_ids } = request.query;
      return {
        data: await tapes.tape(requireUser(request), request.params.tab, {
          start: date_start,
          end: date_end,
          userId: user_id,
          customerIds: customer_ids,
        }),
      };
    },
  );
};
