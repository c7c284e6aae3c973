import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamsSchema,
  listEnvelopeSchema,
  remainingDaysQuerySchema,
  remainingDaysRowSchema,
  vacationBlockedPeriodBodySchema,
  vacationBlockedPeriodSchema,
  vacationDocumentSchema,
  vacationSettingsSchema,
  vacationSettingsViewSchema,
} from '@intranet/contracts';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { receiveMultipart } from '../../platform/files/multipart.ts';
import { sendStoredFile } from '../../platform/http/downloads.ts';
import type { VacationDocumentsService } from './vacation-documents.service.ts';
import type { VacationRemainingService } from './vacation-remaining.service.ts';
import type { VacationSettingsService } from './vacation-settings.service.ts';

const tags = ['vacation'];
/** Tabs open to everyone (documents, blocked periods shown on the calendar). */
const everyone = { guard: guards.access('vacation.docs') };
/** «Настройки» and «Остатки отпусков»: admin, vacation_system_admin. */
const admins = { guard: guards.access('vacation.settings') };

/** The vacation tabs run by administrators: documents, settings with blocked periods, remaining days. */
export const vacationAdminRoutes: FastifyPluginAsyncZod<{
  settings: VacationSettingsService;
  documents: VacationDocumentsService;
  remaining: VacationRemainingService;
  storage: FileStorage;
}> = async (app, { settings, documents, remaining, storage }) => {
  app.get(
    '/vacations/documents',
    {
      config: everyone,
      schema: {
        tags,
        summary: 'Документы и шаблоны',
        response: { 200: z.object({ data: z.array(vacationDocumentSchema) }) },
      },
    },
    async () => ({ data: await documents.list() }),
  );

  app.post(
    '/vacations/documents',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Опубликовать документ (multipart: title, description, file; меньше 20 000 000 байт)',
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ data: vacationDocumentSchema }) },
      },
    },
    async (request, reply) => {
      const limits = await documents.uploadLimits(requireUser(request));
      const received = await receiveMultipart(request, storage, limits);
      return reply.status(201).send({ data: await documents.create(requireUser(request), received) });
    },
  );

  app.delete(
    '/vacations/documents/:id',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Снять документ с публикации',
        params: idParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await documents.remove(requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/vacations/documents/:id/file',
    { config: everyone, schema: { tags, summary: 'Скачать документ', params: idParamsSchema } },
    async (request, reply) => {
      const { file, stream } = await documents.open(request.params.id);
      return sendStoredFile(reply, file, stream);
    },
  );

  app.get(
    '/dba/vacations/settings',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Настройки планирования отпусков',
        response: { 200: z.object({ data: vacationSettingsViewSchema }) },
      },
    },
    async () => ({ data: await settings.view() }),
  );

  app.put(
    '/dba/vacations/settings',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Изменить настройки планирования (в журнале аудита)',
        body: vacationSettingsSchema,
        response: { 200: z.object({ data: vacationSettingsViewSchema }) },
      },
    },
    async (request) => ({ data: await settings.update(requireUser(request), request.body) }),
  );

  app.get(
    '/dba/vacations/remaining-days',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Остатки отпусков сотрудников за год',
        querystring: remainingDaysQuerySchema,
        response: { 200: listEnvelopeSchema(remainingDaysRowSchema) },
      },
    },
    async (request) => remaining.list(request.query),
  );

  app.get(
    '/dba/vacations/blocked-periods',
    {
      config: everyone,
      schema: {
        tags,
        summary: 'Заблокированные периоды',
        response: { 200: z.object({ data: z.array(vacationBlockedPeriodSchema) }) },
      },
    },
    async () => ({ data: await settings.blockedPeriods() }),
  );

  app.post(
    '/dba/vacations/blocked-periods',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Заблокировать период для планирования',
        body: vacationBlockedPeriodBodySchema,
        response: { 201: z.object({ data: vacationBlockedPeriodSchema }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await settings.addBlockedPeriod(requireUser(request), request.body) }),
  );

  app.delete(
    '/dba/vacations/blocked-periods/:id',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Снять блокировку периода',
        params: idParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await settings.removeBlockedPeriod(requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
