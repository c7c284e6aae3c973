import { z } from 'zod';
import { idParamsSchema, listEnvelopeSchema } from '../common.ts';
import { defineEndpoints } from '../endpoint.ts';
import {
  bpAddStatusParamsSchema,
  bpAddStatusQuerySchema,
  bpCreateBodySchema,
  bpEditBodySchema,
  bpHistoryItemSchema,
  bpListQuerySchema,
  bpRequestDetailsSchema,
  bpRequestSchema,
  bpStatusRenameBodySchema,
  bpStatusSchema,
  bpTransitionBodySchema,
  bpTransitionParamsSchema,
  bpTypeSchema,
  bpTypeWithRoutesSchema,
} from './requests.ts';

const details = z.object({ data: bpRequestDetailsSchema });

/** The request engine's calls (docs/modules/requests.md). */
export const requestsEndpoints = defineEndpoints('requests', {
  customTypes: {
    method: 'GET',
    path: '/bps/custom',
    summary: 'Действующие пользовательские типы заявок с их формами',
    response: z.object({ data: z.array(bpTypeSchema) }),
  },
  types: {
    method: 'GET',
    path: '/bp_types',
    summary: 'Все типы заявок со статусами и переходами (для форм)',
    response: z.object({ data: z.array(bpTypeWithRoutesSchema) }),
  },
  statuses: {
    method: 'GET',
    path: '/bp_statuses',
    summary: 'Статусы заявок',
    response: z.object({ data: z.array(bpStatusSchema) }),
  },
  renameStatus: {
    method: 'PATCH',
    path: '/bp_statuses/{id}',
    summary: 'Переименовать статус заявок (администратор)',
    params: idParamsSchema,
    body: bpStatusRenameBodySchema,
    response: z.object({ data: bpStatusSchema }),
  },
  inbox: {
    method: 'GET',
    path: '/bps/inbox',
    summary: 'Заявки, ожидающие моего решения',
    query: bpListQuerySchema,
    response: listEnvelopeSchema(bpRequestSchema),
  },
  mine: {
    method: 'GET',
    path: '/bps/mine',
    summary: 'Мои заявки',
    query: bpListQuerySchema,
    response: listEnvelopeSchema(bpRequestSchema),
  },
  overdue: {
    method: 'GET',
    path: '/bps/overdue',
    summary: 'Заявки, которые дольше срока ждут в одном статусе (администратор)',
    description:
      'Срок — настройка requests_overdue_working_days (рабочие дни по производственному календарю России).',
    query: bpListQuerySchema,
    response: listEnvelopeSchema(bpRequestSchema),
  },
  create: {
    method: 'POST',
    path: '/bps',
    summary: 'Создать заявку',
    body: bpCreateBodySchema,
    response: details,
    status: 201,
  },
  one: {
    method: 'GET',
    path: '/bps/{id}',
    summary: 'Заявка с доступными действиями',
    params: idParamsSchema,
    response: details,
  },
  edit: {
    method: 'PUT',
    path: '/bps/{id}',
    summary: 'Изменить заявку',
    params: idParamsSchema,
    body: bpEditBodySchema,
    response: details,
  },
  transition: {
    method: 'POST',
    path: '/bps/{id}/transitions/{code}',
    summary: 'Выполнить действие по заявке (согласовать, отклонить, отменить…)',
    params: bpTransitionParamsSchema,
    body: bpTransitionBodySchema,
    response: details,
  },
  addStatus: {
    method: 'GET',
    path: '/bps/{id}/add-status/{status}',
    summary: 'Перевести заявку в статус (переход, доступный мне)',
    params: bpAddStatusParamsSchema,
    query: bpAddStatusQuerySchema,
    response: details,
  },
  history: {
    method: 'GET',
    path: '/bps/{id}/history',
    summary: 'История заявки',
    params: idParamsSchema,
    response: z.object({ data: z.array(bpHistoryItemSchema) }),
  },
});
