import { z } from 'zod';
import { idParamsSchema, listEnvelopeSchema } from '../common.ts';
import { defineEndpoints } from '../endpoint.ts';
import {
  bpAddStatusParamsSchema,
  bpAddStatusQuerySchema,
  bpHistoryItemSchema,
} from '../requests/requests.ts';
import {
  cardDetailsSchema,
  cardEditBodySchema,
  cardFieldsSchema,
  cardListQuerySchema,
  cardOptionsSchema,
  cardPersonFieldsSchema,
  cardSchema,
  cardWorkPositionSchema,
} from './cards.ts';

const details = z.object({ data: cardDetailsSchema });
const positions = z.object({ data: z.array(cardWorkPositionSchema) });

/** Визитные карточки: the calls of docs/modules/cards.md. */
export const cardsEndpoints = defineEndpoints('cards', {
  list: {
    method: 'GET',
    path: '/bp_cards',
    summary: 'Заявки на визитки: мои и те, где я участвую (помощники — все), новые первыми',
    query: cardListQuerySchema,
    response: listEnvelopeSchema(cardSchema),
  },
  create: {
    method: 'POST',
    path: '/bp_cards',
    summary: 'Заказать визитки (цену считает сервер)',
    body: cardFieldsSchema,
    response: details,
    status: 201,
  },
  options: {
    method: 'GET',
    path: '/bp_cards/options',
    summary: 'Тарифы, компании и офисы для формы заказа',
    response: z.object({ data: cardOptionsSchema }),
  },
  fields: {
    method: 'GET',
    path: '/bp_cards/fields/{id}',
    summary: 'Значения формы по умолчанию для сотрудника (из профиля и справочника)',
    params: idParamsSchema,
    response: z.object({ data: cardPersonFieldsSchema }),
  },
  userPositions: {
    method: 'GET',
    path: '/bp_cards/user_custom_work_positions',
    summary: 'Мои сохраненные должности',
    response: positions,
  },
  sharedPositions: {
    method: 'GET',
    path: '/bp_cards/custom_work_positions',
    summary: 'Общий список должностей',
    response: positions,
  },
  one: {
    method: 'GET',
    path: '/bp_cards/{id}',
    summary: 'Заявка на визитки с доступными действиями',
    params: idParamsSchema,
    response: details,
  },
  edit: {
    method: 'PUT',
    path: '/bp_cards/{id}',
    summary: 'Изменить заявку на визитки (автор до отправки; помощник — комментарий и поля до завершения)',
    params: idParamsSchema,
    body: cardEditBodySchema,
    response: details,
  },
  remove: {
    method: 'DELETE',
    path: '/bp_cards/{id}',
    summary: 'Удалить заявку на визитки (автор, пока зарегистрирована, или администратор)',
    params: idParamsSchema,
    response: null,
    status: 204,
  },
  addStatus: {
    method: 'GET',
    path: '/bp_cards/{id}/add-status/{status}',
    summary: 'Перевести заявку на визитки в статус',
    params: bpAddStatusParamsSchema,
    query: bpAddStatusQuerySchema,
    response: details,
  },
  history: {
    method: 'GET',
    path: '/bp_cards/{id}/history',
    summary: 'История заявки на визитки',
    params: idParamsSchema,
    response: z.object({ data: z.array(bpHistoryItemSchema) }),
  },
  pdf: {
    method: 'GET',
    path: '/bp_cards/{id}/pdf',
    summary: 'Макет визитки для типографии (PDF 85×55 мм), после согласования',
    params: idParamsSchema,
    response: null,
    file: true,
  },
});
