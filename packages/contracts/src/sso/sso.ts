import { z } from 'zod';
import { ROLE_NAMES } from '../roles.ts';

/** Where a person's groups come from: the OpenID Connect groups claim, or LDAP / Active Directory. */
export const DIRECTORY_SOURCES = ['oidc', 'ldap'] as const;
export type DirectorySource = (typeof DIRECTORY_SOURCES)[number];
export const DIRECTORY_SOURCE_LABELS: Record<DirectorySource, string> = {
  oidc: 'OpenID Connect',
  ldap: 'LDAP / Active Directory',
};

/** Which claim of the ID token finds the person among the portal's users. */
export const OIDC_MATCH_CLAIMS = ['email', 'preferred_username'] as const;
export type OidcMatchClaim = (typeof OIDC_MATCH_CLAIMS)[number];
export const OIDC_MATCH_CLAIM_LABELS: Record<OidcMatchClaim, string> = {
  email: 'Электронная почта (email) — с почтой сотрудника',
  preferred_username: 'Логин (preferred_username) — с логином сотрудника',
};

/** The single sign-on settings an administrator changes (stored among the portal's settings). */
export const SSO_SETTING_DEFAULTS = {
  sso_match_claim: 'email' as OidcMatchClaim,
  sso_create_users: '0',
  sso_groups_claim: 'groups',
};

const groupNameSchema = z
  .string({ error: 'Укажите группу' })
  .trim()
  .min(1, 'Укажите группу')
  .max(500, 'Название группы — не длиннее 500 символов');

export const roleMappingEntrySchema = z.object({
  group_name: groupNameSchema,
  role: z.enum(ROLE_NAMES, { error: 'Неизвестная роль' }),
});
export type RoleMappingEntry = z.infer<typeof roleMappingEntrySchema>;

export const roleMappingRowSchema = roleMappingEntrySchema.extend({
  id: z.number().int(),
  source: z.enum(DIRECTORY_SOURCES),
  role_label: z.string(),
});
export type RoleMappingRow = z.infer<typeof roleMappingRowSchema>;

export const directorySourceParamsSchema = z.object({
  source: z.enum(DIRECTORY_SOURCES, { error: 'Источник — oidc или ldap' }),
});

export const roleMappingReplaceBodySchema = z.object({
  entries: z.array(roleMappingEntrySchema).max(1000, 'Не больше 1000 строк сопоставления'),
});
export type RoleMappingReplaceBody = z.infer<typeof roleMappingReplaceBodySchema>;

export const ssoSettingsSchema = z.object({
  match_claim: z.enum(OIDC_MATCH_CLAIMS, { error: 'Выберите claim: email или preferred_username' }),
  create_users: z.boolean({ error: 'Укажите, создавать ли сотрудников' }),
  groups_claim: z
    .string({ error: 'Укажите claim с группами' })
    .trim()
    .min(1, 'Укажите claim с группами')
    .max(100, 'Имя claim — не длиннее 100 символов')
    .regex(/^[\w.:/-]+$/, 'Имя claim — латинские буквы, цифры и знаки . : / - _'),
});
export type SsoSettings = z.infer<typeof ssoSettingsSchema>;

/** What the administrator sees of the process configuration (the secret is never sent). */
export const ssoAdminSchema = z.object({
  configured: z.boolean(),
  issuer: z.string().nullable(),
  client_id: z.string().nullable(),
  client_secret_set: z.boolean(),
  scopes: z.string(),
  redirect_uri: z.string(),
  settings: ssoSettingsSchema,
});
export type SsoAdmin = z.infer<typeof ssoAdminSchema>;

export const ssoCheckResultSchema = z.object({
  ok: z.boolean(),
  message: z.string(),
  issuer: z.string().nullable(),
  end_session: z.boolean(),
});
export type SsoCheckResult = z.infer<typeof ssoCheckResultSchema>;

export const oidcPublicSchema = z.object({ enabled: z.boolean() });

/** Reasons a sign-in through the provider is refused; /auth shows the message from `?sso_error=`. */
export const OIDC_ERRORS = {
  state:
    'Вход через корпоративный аккаунт не удался: ссылка входа устарела или уже использована. Попробуйте ещё раз',
  provider: 'Корпоративный сервер входа отказал во входе. Попробуйте ещё раз или обратитесь в техподдержку',
  code: 'Вход через корпоративный аккаунт не удался: код входа недействителен или уже использован. Попробуйте ещё раз',
  token:
    'Вход через корпоративный аккаунт не удался: ответ сервера входа не прошёл проверку (издатель, получатель или nonce)',
  no_claim: 'Сервер входа не передал данные, по которым можно найти сотрудника. Обратитесь в техподдержку',
  no_user: 'Сотрудник с такими данными не найден в портале. Обратитесь к администратору',
  dismissed: 'Вход невозможен: учётная запись сотрудника закрыта',
  unavailable: 'Сервер корпоративного входа недоступен. Попробуйте позже',
  disabled: 'Вход через корпоративный аккаунт не настроен',
} as const;
export type OidcErrorCode = keyof typeof OIDC_ERRORS;

export function oidcErrorMessage(code: string | null | undefined): string | null {
  if (!code) return null;
  return Object.hasOwn(OIDC_ERRORS, code) ? OIDC_ERRORS[code as OidcErrorCode] : OIDC_ERRORS.provider;
}

/**
 * The return address after sign-in: only a path of this portal ("/timesheet?x=1"); anything else — another
 * host, "//host", "/\host", a scheme, control characters — becomes "/".
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || value.length > 2000) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if ([...value].some((char) => char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f))
    return '/';
  return value;
}
