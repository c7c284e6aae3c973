import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC_SETTING_KEYS, settingSchema } from '@intranet/contracts';
import { guards } from '../../platform/auth/guard.ts';
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
};
