import { z } from 'zod';
import { idParamsSchema } from '../common.ts';
import { defineEndpoints } from '../endpoint.ts';
import {
  bpAddStatusParamsSchema,
  bpAddStatusQuerySchema,
  bpHistoryItemSchema,
} from '../requests/requests.ts';
import { idParamSchema } from '../primitives.ts';
import { fileSchema } from '../support/support.ts';
import {
  transferBodySchema,
  transferEditBodySchema,
  transferFieldsQuerySchema,
  transferFieldsSchema,
  transferListQuerySchema,
  transferListSchema,
  transferSchema,
} from './transfers.ts';

const one = z.object({ data: transferSchema });

/** Перевод сотрудников: the calls of docs/modules/transfers.md. */
export const transfersEndpoints = defineEndpoints('transfers', {
  list: {
    method: 'GET',
    path: '/bp_transfers',
    summary: 'Заявки на перевод (сортировки byAddingDate, byStatus, byTransferType, byDateOfAdmission)',
    query: transferListQuerySchema,
    response: transferListSchema,
  },
  create: {
    method: 'POST',
    path: '/bp_transfers',
    summary: 'Создать заявку на перевод',
    body: transferBodySchema,
    response: one,
    status: 201,
  },
  one: {
    method: 'GET',
    path: '/bp_transfers/{id}',
    summary: 'Заявка на перевод с доступными действиями',
    params: idParamsSchema,
    response: one,
  },
  edit: {
    method: 'PUT',
    path: '/bp_transfers/{id}',
    summary: 'Изменить заявку на перевод',
    params: idParamsSchema,
    body: transferEditBodySchema,
    response: one,
  },
  history: {
    method: 'GET',
    path: '/bp_transfers/{id}/history',
    summary: 'История заявки на перевод',
    params: idParamsSchema,
    response: z.object({ data: z.array(bpHistoryItemSchema) }),
  },
  addStatus: {
    method: 'GET',
    path: '/bp_transfers/{id}/add-status/{status}',
    summary: 'Перевести заявку на перевод в статус (переход, доступный мне)',
    params: bpAddStatusParamsSchema,
    query: bpAddStatusQuerySchema,
    response: one,
  },
  fields: {
    method: 'GET',
    path: '/bp_transfers-fields',
    summary: 'Справочники формы перевода: типы, компании, офисы, регионы, подразделения, сотрудники',
    query: transferFieldsQuerySchema,
    response: z.object({ data: transferFieldsSchema }),
  },
  upload: {
    method: 'POST',
    path: '/bp_transfers/upload/files',
    summary: 'Загрузка документа сотрудника для перевода (PDF, DOC, DOCX, JPEG, PNG)',
    multipart: true,
    response: z.object({ data: z.array(fileSchema) }),
    status: 201,
  },
  document: {
    method: 'GET',
    path: '/bp_transfers/{id}/documents/{file_id}',
    summary: 'Документ сотрудника из заявки на перевод (тем, кто видит заявку)',
    params: z.object({ id: idParamSchema, file_id: idParamSchema }),
    response: null,
    file: true,
  },
});
