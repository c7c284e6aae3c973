import { z } from 'zod';
import { idParamsSchema, listEnvelopeSchema, pageQuerySchema } from '../common.ts';
import { defineEndpoints } from '../endpoint.ts';
import {
  pointsBalanceRowSchema,
  pointsBalancesQuerySchema,
  pointsCompanyBodySchema,
  pointsCompanySchema,
  pointsEntrySchema,
  pointsGrantBodySchema,
  pointsGrantResultSchema,
  pointsWalletSchema,
} from './points.ts';

/** Баллы: the calls of docs/modules/points.md. */
export const pointsEndpoints = defineEndpoints('points', {
  wallet: {
    method: 'GET',
    path: '/points/my',
    summary: 'Мои баллы: используются ли они в моей компании и баланс',
    response: z.object({ data: pointsWalletSchema }),
  },
  myEntries: {
    method: 'GET',
    path: '/points/my/entries',
    summary: 'Мои начисления и списания баллов (страницы, новые сверху)',
    query: pageQuerySchema,
    response: listEnvelopeSchema(pointsEntrySchema),
  },
  grant: {
    method: 'POST',
    path: '/points/grants',
    summary: 'Начислить баллы одному или нескольким сотрудникам (HR)',
    body: pointsGrantBodySchema,
    response: z.object({ data: pointsGrantResultSchema }),
    status: 201,
  },
  balances: {
    method: 'GET',
    path: '/points/balances',
    summary: 'Балансы сотрудников (HR; страницы, поиск по ФИО)',
    query: pointsBalancesQuerySchema,
    response: listEnvelopeSchema(pointsBalanceRowSchema),
  },
  userEntries: {
    method: 'GET',
    path: '/points/users/{id}/entries',
    summary: 'Начисления и списания баллов сотрудника (HR)',
    params: idParamsSchema,
    query: pageQuerySchema,
    response: listEnvelopeSchema(pointsEntrySchema),
  },
  companies: {
    method: 'GET',
    path: '/points/companies',
    summary: 'Компании и используются ли в них баллы',
    response: z.object({ data: z.array(pointsCompanySchema) }),
  },
  setCompany: {
    method: 'PUT',
    path: '/points/companies/{id}',
    summary: 'Включить или выключить баллы в компании',
    params: idParamsSchema,
    body: pointsCompanyBodySchema,
    response: z.object({ data: pointsCompanySchema }),
  },
});
