import { z } from 'zod';
import { idParamsSchema, listEnvelopeSchema } from '../common.ts';
import { defineEndpoints } from '../endpoint.ts';
import {
  catalogClassifierBodySchema,
  catalogClassifierSchema,
  catalogGroupBodySchema,
  catalogGroupSchema,
  catalogGroupWithServicesSchema,
  catalogLikeResultSchema,
  catalogProposalBodySchema,
  catalogProposalSchema,
  catalogPublicServiceSchema,
  catalogRegionBodySchema,
  catalogRegionSchema,
  catalogServiceBodySchema,
  catalogServiceDetailsSchema,
  catalogServiceSchema,
  catalogServicesQuerySchema,
} from './services-catalog.ts';

const service = z.object({ data: catalogServiceDetailsSchema });
const group = z.object({ data: catalogGroupSchema });
const region = z.object({ data: catalogRegionSchema });
const classifier = z.object({ data: catalogClassifierSchema });
const like = z.object({ data: catalogLikeResultSchema });

/** Каталог сервисов: the calls of docs/modules/services-catalog.md. */
export const servicesCatalogEndpoints = defineEndpoints('services-catalog', {
  regions: {
    method: 'GET',
    path: '/services_catalog/regions',
    summary: 'Регионы каталога: страны и города по порядку',
    response: z.object({ data: z.array(catalogRegionSchema) }),
  },
  classifiers: {
    method: 'GET',
    path: '/services_catalog/classifiers',
    summary: 'Классификаторы сервисов с их значениями',
    response: z.object({ data: z.array(catalogClassifierSchema) }),
  },
  groupsWithServices: {
    method: 'GET',
    path: '/services_catalog/groups/with-services',
    summary: 'Группы по порядку, в каждой ее сервисы по названию',
    response: z.object({ data: z.array(catalogGroupWithServicesSchema) }),
  },
  services: {
    method: 'GET',
    path: '/services_catalog/services',
    summary: 'Поиск сервисов: текст q, группа, регион, значение классификатора, liked — только избранные',
    query: catalogServicesQuerySchema,
    response: listEnvelopeSchema(catalogServiceSchema),
  },
  liked: {
    method: 'GET',
    path: '/services_catalog/services/get_liked',
    summary: 'Мои избранные сервисы',
    response: z.object({ data: z.array(catalogServiceSchema) }),
  },
  service: {
    method: 'GET',
    path: '/services_catalog/services/{id}',
    summary: 'Сервис полностью: описание, контакты, регионы, потребители',
    params: idParamsSchema,
    response: service,
  },
  like: {
    method: 'POST',
    path: '/services_catalog/services/{id}/like',
    summary: 'Добавить сервис в избранное (повторно — без изменений)',
    params: idParamsSchema,
    response: like,
  },
  unlike: {
    method: 'POST',
    path: '/services_catalog/services/{id}/unlike',
    summary: 'Убрать сервис из избранного (если его там нет — без изменений)',
    params: idParamsSchema,
    response: like,
  },
  propose: {
    method: 'POST',
    path: '/services_catalog/proposals',
    summary: 'Предложить новый сервис: заявка владельцам каталога, видна автору в «Мои заявки»',
    body: catalogProposalBodySchema,
    response: z.object({ data: catalogProposalSchema }),
    status: 201,
  },
  publicService: {
    method: 'GET',
    path: '/services_catalog/public/services/{id}',
    summary: 'Публичная проверка сервиса перед переходом на внешний сайт (без входа)',
    params: idParamsSchema,
    response: z.object({ data: catalogPublicServiceSchema }),
  },

  // Admin editing (services-catalog.edit).
  createGroup: {
    method: 'POST',
    path: '/services_catalog/groups',
    summary: 'Новая группа сервисов',
    body: catalogGroupBodySchema,
    response: group,
    status: 201,
  },
  updateGroup: {
    method: 'PUT',
    path: '/services_catalog/groups/{id}',
    summary: 'Изменить группу сервисов',
    params: idParamsSchema,
    body: catalogGroupBodySchema,
    response: group,
  },
  deleteGroup: {
    method: 'DELETE',
    path: '/services_catalog/groups/{id}',
    summary: 'Удалить пустую группу (с сервисами — 409)',
    params: idParamsSchema,
    response: null,
    status: 204,
  },
  createService: {
    method: 'POST',
    path: '/services_catalog/services',
    summary: 'Новый сервис с группами, регионами, потребителями, контактами и классификаторами',
    body: catalogServiceBodySchema,
    response: service,
    status: 201,
  },
  updateService: {
    method: 'PUT',
    path: '/services_catalog/services/{id}',
    summary: 'Изменить сервис (все поля сразу)',
    params: idParamsSchema,
    body: catalogServiceBodySchema,
    response: service,
  },
  deleteService: {
    method: 'DELETE',
    path: '/services_catalog/services/{id}',
    summary: 'Удалить сервис',
    params: idParamsSchema,
    response: null,
    status: 204,
  },
  createRegion: {
    method: 'POST',
    path: '/services_catalog/regions',
    summary: 'Новый регион (страна или город страны)',
    body: catalogRegionBodySchema,
    response: region,
    status: 201,
  },
  updateRegion: {
    method: 'PUT',
    path: '/services_catalog/regions/{id}',
    summary: 'Изменить регион',
    params: idParamsSchema,
    body: catalogRegionBodySchema,
    response: region,
  },
  deleteRegion: {
    method: 'DELETE',
    path: '/services_catalog/regions/{id}',
    summary: 'Удалить регион, если он не указан у сервисов и у него нет городов (иначе 409)',
    params: idParamsSchema,
    response: null,
    status: 204,
  },
  createClassifier: {
    method: 'POST',
    path: '/services_catalog/classifiers',
    summary: 'Новый классификатор со значениями',
    body: catalogClassifierBodySchema,
    response: classifier,
    status: 201,
  },
  updateClassifier: {
    method: 'PUT',
    path: '/services_catalog/classifiers/{id}',
    summary: 'Изменить классификатор и его значения',
    params: idParamsSchema,
    body: catalogClassifierBodySchema,
    response: classifier,
  },
  deleteClassifier: {
    method: 'DELETE',
    path: '/services_catalog/classifiers/{id}',
    summary: 'Удалить классификатор (значения уходят из сервисов)',
    params: idParamsSchema,
    response: null,
    status: 204,
  },
});
