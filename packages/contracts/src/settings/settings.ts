import { z } from 'zod';

export const settingSchema = z.object({ key: z.string(), value: z.string() });
export type Setting = z.infer<typeof settingSchema>;

/** Settings every installation has; an administrator may change the values. */
export const DEFAULT_SETTINGS = {
  support_email: 'support@intranet.local',
  support_phone: '+7 (800) 000-00-00',
  demo_mode: '0',
  /** Services ending on or before this date are not offered as redistribution targets. */
  timesheet_service_cutoff: '2020-03-01',
  /** Vacation: the override minimum date, used while it is still in the future. */
  vacation_override_date: '2024-01-21',
  /** Days of lead before a vacation day may be planned or changed by normal users (+1 on top). */
  vacation_lead_days: '16',
  /** Month-day from which next year's plan opens. */
  vacation_next_year_opens: '11-01',
  /** People (ids, comma-separated) who always plan and see next year: a fixed list. */
  vacation_next_year_users: '',
  /** Paid vacation days a year. */
  vacation_annual_days: '28',
  /** The longest period a grid or a list of days may ask for, in days (a year and a day). */
  range_max_days_grid: '366',
  /** The longest period of a report, in days (five years with their leap days). */
  range_max_days_report: '1827',
  /** The longest period of a TimeSheet report, in days (TS_REPORT_PERIOD_CAP_DAYS: a leap year). */
  range_max_days_timesheet_report: '366',
  /** The longest period of a vacation report, in days (VAC_REPORT_PERIOD_CAP_DAYS: a leap year). */
  range_max_days_vacation_report: '366',
  /** Characters a comment may have (our bound: docs/modules/social.md). */
  comment_max_length: '2000',
  /** Whether any employee may publish posts (news stay with moderators and administrators). */
  posts_by_employees: '1',
  /** Feed items a page of the dashboard loads ("Feed chunk size: not shown", so it is a setting). */
  feed_page_size: '10',
  /** Uploads through /api/upload/*: one file at most this many bytes… */
  upload_max_file_bytes: '20000000',
  /** …and all the files of one request together strictly below this many. */
  upload_max_total_bytes: '50000000',
  /** Pixels (width × height) a picture may have; larger ones are refused before decoding. */
  upload_max_image_pixels: '40000000',
  /** Upload requests one person may make in a minute. */
  upload_rate_per_minute: '60',
  /** Bytes of files one person may hold (their uploads with previews); past it an upload is refused. */
  upload_quota_bytes: '2000000000',
  /** Days a deleted post, topic, event or project keeps its cover before the daily clean-up removes the file. */
  deleted_record_files_keep_days: '30',
  /** A session nobody used for this many hours ends (the idle timeout). */
  session_idle_hours: '12',
  /** A session ends this many days after sign-in, used or not (the absolute limit). */
  session_max_days: '30',
  /** The longest chat message, in characters (our bound: docs/modules/chat.md). */
  chat_message_max_length: '4000',
  /**
   * Events ("event constants 1000 and 2"): the price filter's ceiling, roubles, while no event has a price.
   */
  events_price_filter_max: '1000',
  /** Requests: working days a request may wait in one status before the overdue list shows it. */
  requests_overdue_working_days: '3',
  /** Business cards: 100 one-sided cards, kopecks (default 1830.5 ₽). */
  cards_rate_one_side_kopecks: '183050',
  /** Business cards: 100 two-sided cards (Russian and English), kopecks (default 2237 ₽). */
  cards_rate_two_sides_kopecks: '223700',
  /** Business cards: the surcharge of an urgent order, per cent. */
  cards_urgent_percent: '50',
  /** Job safety: a test is passed when at least this share of its answers is right, per cent. */
  job_safety_pass_percent: '80',
  /** Job safety: minutes a test attempt lasts, kept by the server. */
  job_safety_attempt_minutes: '30',
  /** Job safety: where protocols go to the document system (LigaDoc); empty = a folder under the data dir. */
  job_safety_ligadoc_url: '',
} as const;

/** A setting holding ids, «12, 40,7»: the positive whole numbers in it, in order. */
export function parseIdList(value: string): number[] {
  return value
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
}

/** Settings the sign-in page may read before anyone signs in (GET /api/settings/public). */
export const PUBLIC_SETTING_KEYS = ['demo_mode', 'support_email', 'support_phone'] as const;

/** A setting an administrator edits on «Администрирование → Настройки портала». */
export interface EditableSetting {
  key: keyof typeof DEFAULT_SETTINGS;
  label: string;
  kind: 'integer' | 'boolean' | 'text';
  min?: number;
  max?: number;
  /** Shown after the field («символов», «байт»). */
  unit?: string;
  /** A text setting that may be left empty (empty = the behaviour without it, said in its label). */
  optional?: boolean;
  /** A text setting holding an http(s) address. */
  url?: boolean;
}

/**
 * The portal's business constants (docs/decisions.md, "Settings"): the other modules keep their own screens.
 */
export const EDITABLE_SETTINGS: readonly EditableSetting[] = [
  { key: 'posts_by_employees', label: 'Сотрудники публикуют посты', kind: 'boolean' },
  { key: 'feed_page_size', label: 'Публикаций на странице ленты', kind: 'integer', min: 1, max: 50 },
  {
    key: 'comment_max_length',
    label: 'Длина комментария',
    kind: 'integer',
    min: 1,
    max: 20_000,
    unit: 'символов',
  },
  {
    key: 'upload_max_file_bytes',
    label: 'Размер одного загружаемого файла',
    kind: 'integer',
    min: 1,
    max: 1_000_000_000,
    unit: 'байт',
  },
  {
    key: 'upload_max_total_bytes',
    label: 'Размер всех файлов одной загрузки',
    kind: 'integer',
    min: 1,
    max: 2_000_000_000,
    unit: 'байт',
  },
  {
    key: 'upload_max_image_pixels',
    label: 'Размер загружаемой картинки',
    kind: 'integer',
    min: 1_000_000,
    max: 100_000_000,
    unit: 'пикселей',
  },
  {
    key: 'upload_rate_per_minute',
    label: 'Загрузок одного сотрудника в минуту',
    kind: 'integer',
    min: 1,
    max: 1000,
  },
  {
    key: 'upload_quota_bytes',
    label: 'Квота файлов одного сотрудника',
    kind: 'integer',
    min: 1_000_000,
    max: 1_000_000_000_000,
    unit: 'байт',
  },
  {
    key: 'deleted_record_files_keep_days',
    label: 'Обложки удалённых записей хранятся',
    kind: 'integer',
    min: 1,
    max: 3650,
    unit: 'дней',
  },
  {
    key: 'session_idle_hours',
    label: 'Сессия без действий завершается через',
    kind: 'integer',
    min: 1,
    max: 720,
    unit: 'часов',
  },
  {
    key: 'session_max_days',
    label: 'Сессия завершается после входа через',
    kind: 'integer',
    min: 1,
    max: 365,
    unit: 'дней',
  },
  {
    key: 'events_price_filter_max',
    label: 'Потолок фильтра цены событий',
    kind: 'integer',
    min: 1,
    max: 10_000_000,
    unit: '₽',
  },
  {
    key: 'requests_overdue_working_days',
    label: 'Заявка считается просроченной в одном статусе через',
    kind: 'integer',
    min: 1,
    max: 60,
    unit: 'рабочих дней',
  },
  {
    key: 'cards_rate_one_side_kopecks',
    label: 'Визитки: 100 односторонних карточек',
    kind: 'integer',
    min: 1,
    max: 100_000_000,
    unit: 'коп.',
  },
  {
    key: 'cards_rate_two_sides_kopecks',
    label: 'Визитки: 100 двусторонних карточек (русский и английский)',
    kind: 'integer',
    min: 1,
    max: 100_000_000,
    unit: 'коп.',
  },
  {
    key: 'cards_urgent_percent',
    label: 'Визитки: надбавка за срочность',
    kind: 'integer',
    min: 0,
    max: 500,
    unit: '%',
  },
  {
    key: 'job_safety_pass_percent',
    label: 'Охрана труда: порог сдачи теста',
    kind: 'integer',
    min: 1,
    max: 100,
    unit: '%',
  },
  {
    key: 'job_safety_attempt_minutes',
    label: 'Охрана труда: время на тест',
    kind: 'integer',
    min: 1,
    max: 600,
    unit: 'минут',
  },
  {
    key: 'job_safety_ligadoc_url',
    label: 'Охрана труда: адрес приёма протоколов LigaDoc (пусто — папка на сервере)',
    kind: 'text',
    max: 500,
    optional: true,
    url: true,
  },
  { key: 'support_email', label: 'Эл. почта поддержки', kind: 'text', max: 200 },
  { key: 'support_phone', label: 'Телефон поддержки', kind: 'text', max: 50 },
];

export const settingValueSchema = z.object({ value: z.string().max(1000) });

/** Why a value does not fit its setting (a Russian text for the form), or null when it fits. */
export function settingValueError(setting: EditableSetting, value: string): string | null {
  if (setting.kind === 'boolean') return value === '0' || value === '1' ? null : 'Значение — 0 или 1';
  if (setting.kind === 'text') {
    const text = value.trim();
    if (!text) return setting.optional ? null : 'Значение не может быть пустым';
    if (setting.max !== undefined && text.length > setting.max) return `Не больше ${setting.max} символов`;
    if (setting.url && !/^https?:\/\/[^\s/]+/.test(text))
      return 'Введите адрес, начинающийся с http:// или https://';
    return null;
  }
  if (!/^\d+$/.test(value.trim())) return 'Введите целое число';
  const number = Number(value);
  if (setting.min !== undefined && number < setting.min) return `Не меньше ${setting.min}`;
  if (setting.max !== undefined && number > setting.max) return `Не больше ${setting.max}`;
  return null;
}
