import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import { settingSchema, settingValueSchema } from './settings.ts';

const settingList = z.object({ data: z.array(settingSchema) });

/** The portal's settings: all of them for the signed-in, a few for the sign-in page, a change (admins). */
export const settingsEndpoints = defineEndpoints('settings', {
  list: {
    method: 'GET',
    path: '/settings',
    summary: 'Настройки',
    response: settingList,
  },
  public: {
    method: 'GET',
    path: '/settings/public',
    summary: 'Настройки для страницы входа (демо-режим, контакты поддержки)',
    response: settingList,
  },
  change: {
    method: 'PUT',
    path: '/settings/{key}',
    summary: 'Изменение настройки портала (администратор)',
    params: z.object({ key: z.string().max(100) }),
    body: settingValueSchema,
    response: z.object({ data: settingSchema }),
  },
});
