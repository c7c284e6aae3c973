import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamSchema,
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
} from '@intranet/contracts';
import { guards, requireUser } from '../../../platform/auth/guard.ts';
import type { Clock } from '../../../platform/clock/clock.ts';
import type { TimesheetCorrectionsService } from './corrections.service.ts';
import type { TimesheetLookupsService } from '../lookups.service.ts';
import type { ShadowWritesService } from './shadow-writes.service.ts';
import type { WorkStatusesService } from './work-statuses.service.ts';

const tags = ['timesheet'];
/** The services below check who sees whose period row by row. */
const signedIn = { guard: guards.signedIn() };
const correct = { guard: guards.access('timesheet.correct') };
const workStatusesView = { guard: guards.access('timesheet.work-statuses.view') };
const workStatusesEdit = { guard: guards.access('timesheet.work-statuses.edit') };
const correctionResponse = { 200: z.object({ data: tsCorrectionResultSchema }) };

/** Derived timesheet data: shadow writes, corrections, tapes, presets, work statuses. */
export const timesheetDataRoutes: FastifyPluginAsyncZod<{
  shadow: ShadowWritesService;
  corrections: TimesheetCorrectionsService;
  lookups: TimesheetLookupsService;
  workStatuses: WorkStatusesService;
  clock: Clock;
}> = async (app, { shadow, corrections, lookups, workStatuses, clock }) => {
  app.get(
    '/timesheet/shadow/writes',
    {
      config: { ...signedIn, range: 'grid' },
      schema: {
        tags,
        summary: 'Теневые записи: дни больничных и отпусков, засчитанные как согласованные',
        querystring: tsShadowQuerySchema,
        response: { 200: z.object({ data: z.array(tsShadowWriteSchema) }) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const { date_start, date_end, user_id, user_ids } = request.query;
      const people = user_ids.length ? user_ids : [user_id ?? actor.id];
      return { data: await shadow.list(actor, people, date_start, date_end) };
    },
  );

  app.get(
    '/timesheet/correct',
    {
      config: { ...correct, range: 'report' },
      schema: {
        tags,
        summary: 'Найти расхождения «не занят» с нормой дня и время в дни отсутствия',
        querystring: tsCorrectQuerySchema,
        response: correctionResponse,
      },
    },
    async (request) => ({ data: await corrections.check(request.query.date_start, request.query.date_end) }),
  );

  app.post(
    '/timesheet/correct',
    {
      config: { ...correct, range: 'report' },
      schema: {
        tags,
        summary: 'Исправить «не занят» у всех за период',
        body: tsCorrectBodySchema,
        response: correctionResponse,
      },
    },
    async (request) => ({
      data: await corrections.correct(
        requireUser(request).id,
        request.body.date_start,
        request.body.date_end,
      ),
    }),
  );

  app.post(
    '/timesheet/correct/users/:user',
    {
      config: { ...correct, range: 'report' },
      schema: {
        tags,
        summary: 'Исправить «не занят» одного сотрудника за период',
        params: z.object({ user: idParamSchema }),
        body: tsCorrectBodySchema,
        response: correctionResponse,
      },
    },
    async (request) => ({
      data: await corrections.correct(
        requireUser(request).id,
        request.body.date_start,
        request.body.date_end,
        request.params.user,
      ),
    }),
  );

  app.post(
    '/work_conditions/presets/timesheet',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Настройки заполнения для сотрудников: норма, «не занят», автозаполнение, исключение',
        body: timesheetPresetsBodySchema,
        response: { 200: z.object({ data: z.array(timesheetPresetSchema) }) },
      },
    },
    async (request) => ({
      data: await lookups.presets(requireUser(request), request.body.users, clock.today()),
    }),
  );

  app.get(
    '/dba/timesheet-work-statuses/statuses',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Справочник рабочих статусов и права текущего пользователя',
        response: { 200: z.object({ data: workStatusesCatalogueSchema }) },
      },
    },
    async (request) => ({ data: await workStatuses.catalogue(requireUser(request)) }),
  );

  app.get(
    '/dba/timesheet-work-statuses',
    {
      config: workStatusesView,
      schema: {
        tags,
        summary: 'Рабочие статусы сотрудников',
        querystring: userWorkStatusesQuerySchema,
        response: { 200: z.object({ data: z.array(userWorkStatusSchema) }) },
      },
    },
    async (request) => ({ data: await workStatuses.list(request.query.user_ids) }),
  );

  app.post(
    '/dba/timesheet-work-statuses',
    {
      config: workStatusesEdit,
      schema: {
        tags,
        summary: 'Назначить сотруднику рабочий статус',
        body: userWorkStatusCreateSchema,
        response: { 201: z.object({ data: userWorkStatusSchema }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await workStatuses.create(requireUser(request), request.body) }),
  );

  app.put(
    '/dba/timesheet-work-statuses',
    {
      config: workStatusesEdit,
      schema: {
        tags,
        summary: 'Изменить рабочий статус сотрудника',
        body: userWorkStatusUpdateSchema,
        response: { 200: z.object({ data: userWorkStatusSchema }) },
      },
    },
    async (request) => ({ data: await workStatuses.update(requireUser(request), request.body) }),
  );
};
