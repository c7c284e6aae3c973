import type { FastifyPluginAsync } from 'fastify';
import { PUBLIC_SETTING_KEYS } from '@intranet/contracts';
import { settingsEndpoints as endpoints } from '@intranet/contracts/settings/endpoints';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { SettingsService } from './settings.service.ts';

export const settingsRoutes: FastifyPluginAsync<{ settings: SettingsService }> = async (
  app,
  { settings },
) => {
  route(app, endpoints.list, { guard: guards.signedIn() }, async () => ({ data: await settings.list() }));

  route(app, endpoints.public, { guard: guards.public() }, async () => ({
    data: (await settings.list()).filter((setting) =>
      (PUBLIC_SETTING_KEYS as readonly string[]).includes(setting.key),
    ),
  }));

  route(app, endpoints.change, { guard: guards.access('settings.manage') }, async (request) => ({
    data: await settings.change(requireUser(request), request.params.key, request.body.value),
  }));
};
