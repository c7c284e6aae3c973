import { z } from 'zod';
import { idParamsSchema, listEnvelopeSchema } from '../common.ts';
import { defineEndpoints } from '../endpoint.ts';
import {
  bpAddStatusParamsSchema,
  bpAddStatusQuerySchema,
  bpHistoryItemSchema,
} from '../requests/requests.ts';
import {
  eduEdictPatchSchema,
  eduEdictSchema,
  eduFacilityBodySchema,
  eduFacilityPatchSchema,
  eduFacilitySchema,
  educationCreateBodySchema,
  educationDetailsSchema,
  educationEditBodySchema,
  educationListQuerySchema,
  educationReportQuerySchema,
  educationSchema,
  educationWhichTypeSchema,
} from './education.ts';

const details = z.object({ data: educationDetailsSchema });

/** Обучение: the calls of docs/modules/education.md. */
export const educationEndpoints = defineEndpoints('education', {
  list: {
    method: 'GET',
    path: '/bp_educations',
    summary: 'Заявки на обучение: мои и видимые мне (учебному центру — все)',
    query: educationListQuerySchema,
    response: listEnvelopeSchema(educationSchema),
  },
  all: {
    method: 'GET',
    path: '/bp_educations/all',
    summary: 'Все заявки на обучение (учебный центр)',
    query: educationListQuerySchema,
    response: listEnvelopeSchema(educationSchema),
  },
  whichType: {
    method: 'GET',
    path: '/bp_educations/which/type',
    summary: 'Виды обучения и процессы, по которым можно подать заявку',
    response: z.object({ data: educationWhichTypeSchema }),
  },
  report: {
    method: 'GET',
    path: '/bp_educations/reports',
    summary: 'Выгрузка заявок на обучение в xlsx (учебный центр)',
    query: educationReportQuerySchema,
    response: null,
    file: true,
  },
  one: {
    method: 'GET',
    path: '/bp_educations/{id}',
    summary: 'Заявка на обучение с доступными действиями',
    params: idParamsSchema,
    response: details,
  },
  history: {
    method: 'GET',
    path: '/bp_educations/{id}/history',
    summary: 'История заявки на обучение',
    params: idParamsSchema,
    response: z.object({ data: z.array(bpHistoryItemSchema) }),
  },
  create: {
    method: 'POST',
    path: '/bp_educations',
    summary: 'Подать заявку на обучение',
    body: educationCreateBodySchema,
    response: details,
    status: 201,
  },
  edit: {
    method: 'PUT',
    path: '/bp_educations/{id}',
    summary: 'Изменить заявку на обучение (каждое поле — тому, кому оно доступно)',
    params: idParamsSchema,
    body: educationEditBodySchema,
    response: details,
  },
  remove: {
    method: 'DELETE',
    path: '/bp_educations/{id}',
    summary: 'Удалить заявку на обучение (автор, пока она зарегистрирована, или администратор)',
    params: idParamsSchema,
    response: null,
    status: 204,
  },
  addStatus: {
    method: 'GET',
    path: '/bp_educations/{id}/add-status/{status}',
    summary: 'Перевести заявку на обучение в статус (переход, доступный мне)',
    params: bpAddStatusParamsSchema,
    query: bpAddStatusQuerySchema,
    response: details,
  },
  edicts: {
    method: 'GET',
    path: '/bp_education_edicts',
    summary: 'Приказы об обучении',
    response: z.object({ data: z.array(eduEdictSchema) }),
  },
  editEdict: {
    method: 'PATCH',
    path: '/bp_education_edicts/{id}',
    summary: 'Изменить приказ об обучении (учебный центр)',
    params: idParamsSchema,
    body: eduEdictPatchSchema,
    response: z.object({ data: eduEdictSchema }),
  },
  facilities: {
    method: 'GET',
    path: '/edu_facilities',
    summary: 'Учебные заведения',
    response: z.object({ data: z.array(eduFacilitySchema) }),
  },
  createFacility: {
    method: 'POST',
    path: '/edu_facilities',
    trailingSlash: true,
    summary: 'Добавить учебное заведение (учебный центр)',
    body: eduFacilityBodySchema,
    response: z.object({ data: eduFacilitySchema }),
    status: 201,
  },
  editFacility: {
    method: 'PATCH',
    path: '/edu_facilities/{id}',
    summary: 'Изменить учебное заведение (учебный центр)',
    params: idParamsSchema,
    body: eduFacilityPatchSchema,
    response: z.object({ data: eduFacilitySchema }),
  },
  removeFacility: {
    method: 'DELETE',
    path: '/edu_facilities/{id}',
    summary: 'Удалить учебное заведение, если оно не указано в заявках (учебный центр)',
    params: idParamsSchema,
    response: null,
    status: 204,
  },
});
