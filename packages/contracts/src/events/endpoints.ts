import { z } from 'zod';
import { idParamsSchema, listEnvelopeSchema } from '../common.ts';
import { idParamSchema } from '../primitives.ts';
import { defineEndpoints } from '../endpoint.ts';
import {
  calendarFeedQuerySchema,
  calendarFeedSchema,
  eventFiltersSchema,
  eventInputSchema,
  eventItemSchema,
  eventMemberSchema,
  eventMemberStatusInputSchema,
  eventMembersQuerySchema,
  eventSchema,
  eventsQuerySchema,
  eventSubscribeSchema,
} from './events.ts';

const one = z.object({ data: eventSchema });
const feed = z.object({ data: calendarFeedSchema });

/** Events, their members and calendar files (docs/modules/events.md). */
export const eventEndpoints = defineEndpoints('events', {
  list: {
    method: 'GET',
    path: '/events/intranet',
    summary: 'События по страницам: период (месяц календаря) или предстоящие/прошедшие, фильтры',
    query: eventsQuerySchema,
    response: listEnvelopeSchema(eventItemSchema),
  },
  filters: {
    method: 'GET',
    path: '/events/filters',
    summary: 'Значения фильтров из данных: адреса, типы, максимальная цена',
    response: z.object({ data: eventFiltersSchema }),
  },
  one: {
    method: 'GET',
    path: '/events/{id}',
    summary: 'Событие',
    params: idParamsSchema,
    response: one,
  },
  subscribe: {
    method: 'POST',
    path: '/events/{id}/subscribe',
    summary: 'Записаться (registered), «не интересно» (uninteresting) или отказаться (back)',
    params: idParamsSchema,
    body: eventSubscribeSchema,
    response: one,
  },
  create: {
    method: 'POST',
    path: '/events',
    summary: 'Новое событие (модераторы и администраторы)',
    body: eventInputSchema,
    response: one,
    status: 201,
  },
  update: {
    method: 'PUT',
    path: '/events/{id}',
    summary: 'Правка события (модераторы и администраторы)',
    params: idParamsSchema,
    body: eventInputSchema,
    response: one,
  },
  remove: {
    method: 'DELETE',
    path: '/events/{id}',
    summary: 'Удаление события (модераторы и администраторы)',
    params: idParamsSchema,
    response: null,
    status: 204,
  },
  members: {
    method: 'GET',
    path: '/events/{id}/members',
    summary: 'Участники события со статусами (организаторы)',
    params: idParamsSchema,
    query: eventMembersQuerySchema,
    response: listEnvelopeSchema(eventMemberSchema),
  },
  membersExport: {
    method: 'GET',
    path: '/events/{id}/members/export',
    summary: 'Участники события в xlsx (организаторы)',
    params: idParamsSchema,
    response: null,
    file: true,
  },
  memberStatus: {
    method: 'PUT',
    path: '/events/{id}/members/{userId}',
    summary: 'Статус участника: записан, лист ожидания или исключён (организаторы)',
    params: z.object({ id: idParamSchema, userId: idParamSchema }),
    body: eventMemberStatusInputSchema,
    response: z.object({ data: eventMemberSchema }),
  },
  ics: {
    method: 'GET',
    path: '/events/{id}/ics',
    summary: 'Событие в формате iCalendar (.ics)',
    params: idParamsSchema,
    response: null,
    file: true,
  },
  calendarFile: {
    method: 'GET',
    path: '/events/calendar.ics',
    summary: 'Личный календарь: события, на которые записан владелец ссылки',
    query: calendarFeedQuerySchema,
    response: null,
    file: true,
  },
  calendarFeed: {
    method: 'GET',
    path: '/events/calendar-feed',
    summary: 'Адрес личного календаря (если выдан)',
    response: feed,
  },
  regenerateCalendarFeed: {
    method: 'POST',
    path: '/events/calendar-feed',
    summary: 'Выдать новый адрес личного календаря (старый перестаёт работать)',
    response: feed,
  },
  revokeCalendarFeed: {
    method: 'DELETE',
    path: '/events/calendar-feed',
    summary: 'Отозвать адрес личного календаря',
    response: null,
    status: 204,
  },
});
