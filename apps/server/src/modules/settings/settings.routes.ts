import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC_SETTING_KEYS, settingSchema, settingValueSchema } from '@intranet/contracts';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import type { SettingsService } from './settings.service.ts';

export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (
  app,
  { settings },
) => {
  app.get(
    '/settings',
    {
      config: { guard: guards.signedIn() },
      schema: {
        tags: ['session'],
        summary: 'Настройки',
        response: { 200: z.object({ data: z.array(settingSchema) }) },
      },
    },
    async () => ({ data: await settings.list() }),
  );

  app.get(
    '/settings/public',
    {
      config: { guard: guards.public() },
      schema: {
        tags: ['session'],
        summary: 'Настройки для страницы входа (демо-режим, контакты поддержки)',
        response: { 200: z.object({ data: z.array(settingSchema) }) },
      },
    },
    async () => ({
      data: (await settings.list()).filter((setting) =>
        (PUBLIC_SETTING_KEYS as readonly string[]).includes(setting.key),
      ),
    }),
  );

  app.put(
    '/settings/:key',
    {
      config: { guard: guards.access('settings.manage') },
      schema: {
        tags: ['session'],
        summary: 'Изменение настройки портала (администратор)',
        params: z.object({ key: z.string().max(100) }),
        body: settingValueSchema,
        response: { 200: z.object({ data: settingSchema }) },
      },
    },
    async (request) => ({
      data: await settings.change(requireUser(request), request.params.key, request.body.value),
    }),
  );
};
