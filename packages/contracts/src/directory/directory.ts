import { z } from 'zod';

/**
 * Active Directory / LDAP: the sign-in with the directory's password and the sync of people from it
 * (docs/modules/directory.md).
 */

/** How often the scheduled sync runs: 0 = off; otherwise every so many hours (the schedule's slot is 12 hours). */
export const DIRECTORY_SYNC_INTERVALS = [
  { value: 0, label: 'Не запускать по расписанию' },
  { value: 12, label: 'Каждые 12 часов' },
  { value: 24, label: 'Раз в сутки' },
  { value: 72, label: 'Раз в трое суток' },
  { value: 168, label: 'Раз в неделю' },
] as const;
/** Off until an administrator has reviewed a dry run and chosen an interval. */
export const DIRECTORY_SYNC_INTERVAL_DEFAULT = 0;
export const DIRECTORY_INTERVAL_MESSAGE = 'Выберите периодичность из списка';

export const DIRECTORY_NOT_CONFIGURED_MESSAGE =
  'Подключение к каталогу AD/LDAP не настроено: задайте LDAP_URL и параметры подключения';
export const DIRECTORY_UNAVAILABLE_MESSAGE =
  'Каталог AD/LDAP не отвечает, войти паролем домена сейчас нельзя';
export const DIRECTORY_SYNC_RUNNING_MESSAGE = 'Синхронизация с каталогом уже выполняется';

/** The LDAP settings as configured; the bind password is never sent, only whether it is set. */
export const directorySettingsSchema = z.object({
  configured: z.boolean(),
  url: z.string().nullable(),
  bind_dn: z.string().nullable(),
  password_set: z.boolean(),
  base_dn: z.string().nullable(),
  user_filter: z.string(),
  people_filter: z.string(),
  starttls: z.boolean(),
  tls_ca_file: z.string().nullable(),
  timeout_seconds: z.number().int(),
  login_attribute: z.string(),
  id_attribute: z.string(),
  /** How a disabled account is recognised, in words. */
  disabled_rule: z.string(),
  hire_date_attribute: z.string().nullable(),
  interval_hours: z.number().int(),
});
export type DirectorySettings = z.infer<typeof directorySettingsSchema>;

export const directoryScheduleBodySchema = z.object({
  interval_hours: z
    .number({ error: DIRECTORY_INTERVAL_MESSAGE })
    .int(DIRECTORY_INTERVAL_MESSAGE)
    .refine((value) => DIRECTORY_SYNC_INTERVALS.some((option) => option.value === value), {
      message: DIRECTORY_INTERVAL_MESSAGE,
    }),
});

export const DIRECTORY_TEST_OUTCOMES = [
  { value: 'ok', label: 'Подключение работает' },
  { value: 'not_configured', label: 'Не настроено' },
  { value: 'wrong_credentials', label: 'Неверный пароль служебной учетной записи' },
  { value: 'unreachable', label: 'Сервер недоступен' },
  { value: 'timeout', label: 'Сервер не ответил вовремя' },
  { value: 'error', label: 'Ошибка каталога' },
] as const;
export type DirectoryTestOutcome = (typeof DIRECTORY_TEST_OUTCOMES)[number]['value'];

export const directoryTestResultSchema = z.object({
  outcome: z.enum(['ok', 'not_configured', 'wrong_credentials', 'unreachable', 'timeout', 'error']),
  /** A Russian sentence for the administrator. */
  message: z.string(),
  people_found: z.number().int().nullable(),
  duration_ms: z.number().int(),
});
export type DirectoryTestResult = z.infer<typeof directoryTestResultSchema>;

export const DIRECTORY_CHANGE_KINDS = [
  { value: 'created', label: 'Новый сотрудник' },
  { value: 'updated', label: 'Изменения' },
  { value: 'fired', label: 'Уволен (отключен или удален в каталоге)' },
  { value: 'restored', label: 'Снова активен' },
] as const;
export type DirectoryChangeKind = (typeof DIRECTORY_CHANGE_KINDS)[number]['value'];

/** The user fields the sync writes, with their Russian names for the list of changes. */
export const DIRECTORY_FIELD_LABELS = {
  login: 'Логин',
  email: 'E-mail',
  name: 'Имя',
  last_name: 'Фамилия',
  patronymic: 'Отчество',
  phone_corp: 'Рабочий телефон',
  work_position: 'Должность',
  department: 'Подразделение',
  manager: 'Руководитель',
  hire_date: 'Дата приема',
  fire_date: 'Дата увольнения',
  external_id: 'Идентификатор в каталоге',
} as const;
export type DirectoryField = keyof typeof DIRECTORY_FIELD_LABELS;

export const directoryFieldChangeSchema = z.object({
  field: z.enum(Object.keys(DIRECTORY_FIELD_LABELS) as [DirectoryField, ...DirectoryField[]]),
  old: z.string().nullable(),
  new: z.string().nullable(),
});
export type DirectoryFieldChange = z.infer<typeof directoryFieldChangeSchema>;

export const directoryChangeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['created', 'updated', 'fired', 'restored']),
  user_id: z.number().int().nullable(),
  login: z.string(),
  full_name: z.string(),
  fields: z.array(directoryFieldChangeSchema),
});
export type DirectoryChange = z.infer<typeof directoryChangeSchema>;

export const directoryRunSchema = z.object({
  id: z.number().int(),
  dry_run: z.boolean(),
  trigger: z.enum(['admin', 'schedule']),
  status: z.enum(['running', 'completed', 'failed']),
  started_by: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  people_read: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  fired: z.number().int(),
  restored: z.number().int(),
  error: z.string().nullable(),
});
export type DirectoryRun = z.infer<typeof directoryRunSchema>;

export const directoryRunDetailsSchema = directoryRunSchema.extend({
  changes: z.array(directoryChangeSchema),
});
export type DirectoryRunDetails = z.infer<typeof directoryRunDetailsSchema>;

export const directoryRunBodySchema = z.object({
  dry_run: z.boolean({ error: 'Укажите, пробный ли это прогон' }),
});
