import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import {
  directorySourceParamsSchema,
  oidcPublicSchema,
  roleMappingReplaceBodySchema,
  roleMappingRowSchema,
  ssoAdminSchema,
  ssoCheckResultSchema,
  ssoSettingsSchema,
} from './sso.ts';

/**
 * Corporate single sign-on (docs/modules/sso.md). The browser's own steps of the OpenID Connect flow
 * (GET /auth/oidc/start, /auth/oidc/callback, /auth/oidc/logout) are redirects, not calls: the module's
 * routes register them beside these.
 */
export const ssoEndpoints = defineEndpoints('sso', {
  public: {
    method: 'GET',
    path: '/auth/oidc/config',
    summary: 'Настроен ли вход через корпоративный аккаунт (для страницы входа)',
    response: z.object({ data: oidcPublicSchema }),
  },
  logout: {
    method: 'POST',
    path: '/auth/oidc/logout',
    summary:
      'Выйти: завершить сессию портала; если сервер входа умеет завершать свою, ответ даёт адрес, куда перейти',
    response: z.object({ data: z.object({ redirect_url: z.string().nullable() }) }),
  },
  admin: {
    method: 'GET',
    path: '/sso/admin',
    summary:
      'Настройки входа через SSO: конфигурация OpenID Connect (без секрета) и параметры администратора',
    response: z.object({ data: ssoAdminSchema }),
  },
  saveSettings: {
    method: 'PUT',
    path: '/sso/settings',
    summary: 'Изменить параметры входа через SSO: claim сопоставления, создание сотрудников, claim групп',
    body: ssoSettingsSchema,
    response: z.object({ data: ssoSettingsSchema }),
  },
  check: {
    method: 'POST',
    path: '/sso/check',
    summary: 'Проверить подключение к серверу OpenID Connect (загрузить его discovery-документ)',
    response: z.object({ data: ssoCheckResultSchema }),
  },
  mapping: {
    method: 'GET',
    path: '/sso/role-mappings/{source}',
    summary: 'Сопоставление групп каталога (oidc или ldap) с ролями портала',
    params: directorySourceParamsSchema,
    response: z.object({ data: z.array(roleMappingRowSchema) }),
  },
  replaceMapping: {
    method: 'PUT',
    path: '/sso/role-mappings/{source}',
    summary: 'Заменить сопоставление групп каталога (oidc или ldap) с ролями портала',
    params: directorySourceParamsSchema,
    body: roleMappingReplaceBodySchema,
    response: z.object({ data: z.array(roleMappingRowSchema) }),
  },
});
