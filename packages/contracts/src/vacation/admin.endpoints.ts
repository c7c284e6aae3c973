import { z } from 'zod';
import { idParamsSchema, listEnvelopeSchema } from '../common.ts';
import { defineEndpoints } from '../endpoint.ts';
import {
  remainingDaysQuerySchema,
  remainingDaysRowSchema,
  vacationDocumentSchema,
  vacationSettingsSchema,
  vacationSettingsViewSchema,
} from './admin.ts';
import { vacationBlockedPeriodBodySchema, vacationBlockedPeriodSchema } from './vacation.ts';

const document = z.object({ data: vacationDocumentSchema });
const settings = z.object({ data: vacationSettingsViewSchema });
const blockedPeriod = z.object({ data: vacationBlockedPeriodSchema });

/**
 * The vacation tabs run by administrators: documents, settings with blocked periods, remaining days
 * (docs/decisions.md, "Vacation documents, settings and remaining days").
 */
export const vacationAdminEndpoints = defineEndpoints('vacation', {
  documents: {
    method: 'GET',
    path: '/vacations/documents',
    summary: 'Документы и шаблоны',
    response: z.object({ data: z.array(vacationDocumentSchema) }),
  },
  uploadDocument: {
    method: 'POST',
    path: '/vacations/documents',
    summary: 'Опубликовать документ (multipart: title, description, file; меньше 20 000 000 байт)',
    multipart: true,
    response: document,
    status: 201,
  },
  removeDocument: {
    method: 'DELETE',
    path: '/vacations/documents/{id}',
    summary: 'Снять документ с публикации',
    params: idParamsSchema,
    response: null,
    status: 204,
  },
  documentFile: {
    method: 'GET',
    path: '/vacations/documents/{id}/file',
    summary: 'Скачать документ',
    params: idParamsSchema,
    response: null,
    file: true,
  },
  settings: {
    method: 'GET',
    path: '/dba/vacations/settings',
    summary: 'Настройки планирования отпусков',
    response: settings,
  },
  saveSettings: {
    method: 'PUT',
    path: '/dba/vacations/settings',
    summary: 'Изменить настройки планирования (в журнале аудита)',
    body: vacationSettingsSchema,
    response: settings,
  },
  remainingDays: {
    method: 'GET',
    path: '/dba/vacations/remaining-days',
    summary: 'Остатки отпусков сотрудников за год',
    query: remainingDaysQuerySchema,
    response: listEnvelopeSchema(remainingDaysRowSchema),
  },
  blockedPeriods: {
    method: 'GET',
    path: '/dba/vacations/blocked-periods',
    summary: 'Заблокированные периоды',
    response: z.object({ data: z.array(vacationBlockedPeriodSchema) }),
  },
  addBlockedPeriod: {
    method: 'POST',
    path: '/dba/vacations/blocked-periods',
    summary: 'Заблокировать период для планирования',
    body: vacationBlockedPeriodBodySchema,
    response: blockedPeriod,
    status: 201,
  },
  removeBlockedPeriod: {
    method: 'DELETE',
    path: '/dba/vacations/blocked-periods/{id}',
    summary: 'Снять блокировку периода',
    params: idParamsSchema,
    response: null,
    status: 204,
  },
});
