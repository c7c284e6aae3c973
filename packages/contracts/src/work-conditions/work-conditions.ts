import { z } from 'zod';
import { isoDateSchema, pageQuerySchema } from '../common.ts';
import { idField, idParamSchema, idSchema, textSchema } from '../primitives.ts';

/**
 * Work conditions (docs/modules/work-conditions.md): per person, employment
 * positions whose conditions change through dated history entries (docs/decisions.md, "Work conditions").
 */

/** Employment status of a position; ids are stable. */
export const WC_EMPLOYMENT_STATUSES = [
  { id: 1, name: 'Основное место работы' },
  { id: 2, name: 'Внутреннее совместительство' },
  { id: 3, name: 'Внешнее совместительство' },
  { id: 4, name: 'Договор ГПХ' },
] as const;

/** The person's status on a position; ids are stable. */
export const WC_USER_STATUSES = [
  { id: 1, name: 'Работает' },
  { id: 2, name: 'Декретный отпуск' },
  { id: 3, name: 'Отпуск по уходу за ребенком' },
  { id: 4, name: 'Уволен' },
] as const;

/** The user search of work conditions answers at most 30 people, from 3 characters. */
export const WC_SEARCH_LIMIT = 30;
export const WC_SEARCH_MIN_LENGTH = 3;
/** «paging sizes 100, 200, 300»: the page sizes of the work-conditions list and report. */
export const WC_PAGE_SIZES = [100, 200, 300] as const;

export const WC_MESSAGES = {
  beforeHire: (hireDate: string) =>
    `Дата применения изменений не может быть раньше даты приема на работу (${hireDate})`,
  fireBeforeHire: 'Дата увольнения не может быть раньше даты приема на работу',
  onlyPosition: 'Нельзя удалить единственную должность сотрудника',
  onlyHistoryEntry: 'Нельзя удалить единственную запись истории должности',
  searchTooShort: `Введите не менее ${WC_SEARCH_MIN_LENGTH} символов`,
  positionNotFound: 'Должность не найдена',
  entryNotFound: 'Запись истории не найдена',
  userNotFound: 'Сотрудник не найден',
  notAnOffice: 'Выберите офис',
  notADepartment: 'Выберите подразделение',
  notAProject: 'Выберите проект',
  notACustomer: 'Выберите заказчика',
} as const;

const named = z.object({ id: z.number().int(), name: z.string() }).nullable();
const statusId = (list: readonly { id: number }[], message: string) =>
  z
    .number({ error: message })
    .int(message)
    .refine((id) => list.some((item) => item.id === id), message);

/** The conditions a position carries (and each history entry, from its date on). */
export const wcConditionsBodySchema = z.object({
  location_id: idSchema.nullish(),
  department_id: idSchema.nullish(),
  default_project_id: idSchema.nullish(),
  default_customer_id: idSchema.nullish(),
  work_position: textSchema(200)
    .trim()
    .min(1, 'Укажите должность')
    .pipe(z.string().max(200, 'Должность не длиннее 200 символов')),
  work_rate: z
    .number({ error: 'Укажите ставку' })
    .min(0.01, 'Ставка от 0,01 до 1,5')
    .max(1.5, 'Ставка от 0,01 до 1,5')
    .refine(
      (rate) => Math.round(rate * 100) === Math.round(rate * 100 * 1e6) / 1e6,
      'Ставка: не больше двух знаков после запятой',
    ),
  hire_date: isoDateSchema,
  fire_date: isoDateSchema.nullish(),
  employment_status_id: statusId(WC_EMPLOYMENT_STATUSES, 'Выберите статус занятости'),
  tab_number: textSchema(20).trim().max(20, 'Табельный номер не длиннее 20 символов').nullish(),
  uid: textSchema(64).trim().max(64, 'UID не длиннее 64 символов').nullish(),
  user_status_id: statusId(WC_USER_STATUSES, 'Выберите статус сотрудника'),
});
export type WcConditionsBody = z.infer<typeof wcConditionsBodySchema>;

/** POST /work_conditions: a new position of a person; its first history entry is dated the hire date. */
export const wcPositionBodySchema = wcConditionsBodySchema.extend({
  user_id: idField('Выберите сотрудника'),
});
export type WcPositionBody = z.infer<typeof wcPositionBodySchema>;

/** POST /work_conditions/{position_id}/history: the conditions from `date_apply` on. */
export const wcHistoryBodySchema = wcConditionsBodySchema.extend({
  date_apply: isoDateSchema,
  comment: textSchema(500, { multiline: true })
    .trim()
    .max(500, 'Комментарий не длиннее 500 символов')
    .nullish(),
});
export type WcHistoryBody = z.infer<typeof wcHistoryBodySchema>;

const conditionsShape = {
  location: named,
  department: named,
  default_project: named,
  default_customer: named,
  work_position: z.string(),
  work_rate: z.number(),
  hire_date: z.string(),
  fire_date: z.string().nullable(),
  employment_status: named,
  tab_number: z.string().nullable(),
  uid: z.string().nullable(),
  user_status: named,
};

export const wcPositionSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  is_default: z.boolean(),
  ...conditionsShape,
  /** The nearest change dated after today, if any: it applies on its date. */
  next_change: z.string().nullable(),
  updated_at: z.string(),
  abilities: z.object({ edit: z.boolean(), set_default: z.boolean(), delete: z.boolean() }),
});
export type WcPosition = z.infer<typeof wcPositionSchema>;

export const wcHistoryEntrySchema = z.object({
  id: z.number().int(),
  position_id: z.number().int(),
  date_apply: z.string(),
  ...conditionsShape,
  comment: z.string().nullable(),
  /** `applied`: in force or superseded; `current`: the one in force today; `scheduled`: dated after today. */
  state: z.enum(['applied', 'current', 'scheduled']),
  created_by: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
  created_at: z.string(),
  abilities: z.object({ delete: z.boolean() }),
});
export type WcHistoryEntry = z.infer<typeof wcHistoryEntrySchema>;

export const WC_HISTORY_STATE_LABELS = {
  applied: 'Применено',
  current: 'Действует',
  scheduled: 'Запланировано',
} as const;

/** GET /work_conditions: people with their positions. */
export const wcListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  user_id: idParamSchema.optional(),
  department_id: idParamSchema.optional(),
});
export const wcUserRowSchema = z.object({
  user: z.object({ id: z.number().int(), full_name: z.string(), login: z.string() }),
  positions: z.array(wcPositionSchema),
});
export type WcUserRow = z.infer<typeof wcUserRowSchema>;

/** GET /work_conditions/report and POST …/report/excel: every position as it stood on `date`. */
export const wcReportFilterSchema = z.object({
  /** The day the conditions are read on; today when absent. */
  date: isoDateSchema.optional(),
  search: z.string().trim().max(100).optional(),
  department_id: idParamSchema.optional(),
  location_id: idParamSchema.optional(),
  employment_status_id: z.coerce.number().int().min(1).max(99).optional(),
  user_status_id: z.coerce.number().int().min(1).max(99).optional(),
});
export type WcReportFilter = z.infer<typeof wcReportFilterSchema>;
export const wcReportQuerySchema = pageQuerySchema.extend(wcReportFilterSchema.shape);

export const wcReportRowSchema = z.object({
  position_id: z.number().int(),
  user_id: z.number().int(),
  full_name: z.string(),
  tab_number: z.string().nullable(),
  uid: z.string().nullable(),
  location: z.string().nullable(),
  department: z.string().nullable(),
  work_position: z.string(),
  work_rate: z.number(),
  hire_date: z.string(),
  fire_date: z.string().nullable(),
  employment_status: z.string(),
  user_status: z.string(),
  default_project: z.string().nullable(),
  default_customer: z.string().nullable(),
  is_default: z.boolean(),
  /** The date of the history entry the row reads. */
  date_apply: z.string(),
});
export type WcReportRow = z.infer<typeof wcReportRowSchema>;

/** The report's columns, in order, for the screen and the xlsx export. */
export const WC_REPORT_COLUMNS: readonly {
  key: keyof WcReportRow;
  title: string;
  type: 'text' | 'number' | 'date';
  width: number;
}[] = [
  { key: 'full_name', title: 'Сотрудник', type: 'text', width: 220 },
  { key: 'tab_number', title: 'Табельный номер', type: 'text', width: 110 },
  { key: 'location', title: 'Локация', type: 'text', width: 150 },
  { key: 'department', title: 'Подразделение', type: 'text', width: 180 },
  { key: 'work_position', title: 'Должность', type: 'text', width: 200 },
  { key: 'work_rate', title: 'Ставка', type: 'number', width: 70 },
  { key: 'hire_date', title: 'Дата приема', type: 'date', width: 100 },
  { key: 'fire_date', title: 'Дата увольнения', type: 'date', width: 110 },
  { key: 'employment_status', title: 'Статус занятости', type: 'text', width: 180 },
  { key: 'user_status', title: 'Статус сотрудника', type: 'text', width: 150 },
  { key: 'default_project', title: 'Проект по умолчанию', type: 'text', width: 180 },
  { key: 'default_customer', title: 'Заказчик по умолчанию', type: 'text', width: 180 },
  { key: 'uid', title: 'UID', type: 'text', width: 150 },
  { key: 'date_apply', title: 'Действует с', type: 'date', width: 100 },
];

/** GET /work_conditions/users/search?filter=…&limit=30. */
export const wcUserSearchQuerySchema = z.object({
  filter: z.string().trim().max(100, 'Не длиннее 100 символов'),
  limit: z.coerce.number().int().min(1).max(WC_SEARCH_LIMIT).default(WC_SEARCH_LIMIT),
});
export const wcUserSearchItemSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  work_position: z.string().nullable(),
  department: z.string().nullable(),
  positions: z.number().int(),
});
export type WcUserSearchItem = z.infer<typeof wcUserSearchItemSchema>;

/** GET /work_conditions/dateHire/{userId}: the earliest hire date of the person's positions. */
export const wcDateHireSchema = z.object({
  data: z.object({ user_id: z.number().int(), hire_date: z.string().nullable() }),
});
