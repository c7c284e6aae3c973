import { z } from 'zod';
import { listEnvelopeSchema } from '../common.ts';
import { idSchema, periodOrder, periodOrderMessage, periodShape } from '../primitives.ts';

/**
 * TimeSheet reports (the Reports tab; docs/modules/timesheet-reports.md):
 * the catalogue the server serves at GET /api/timesheet/reports and the web draws from, the request
 * params, and the paged response with its dictionaries.
 */

/** The url names of the 16 report types, in id order (ids 0–15). The first ten are the old service's. */
export const TS_REPORT_NAMES = [
  'unfilled',
  'unapproved',
  'employees',
  'practice_time',
  'project_time',
  'project_company',
  'project_time_detail',
  'period',
  'education',
  'weekends',
  'overtime',
  'customer_month',
  'approval_lag',
  'not_busy',
  'services',
  'changes_after_approval',
] as const;
export type TsReportName = (typeof TS_REPORT_NAMES)[number];

export function isTsReportName(value: string): value is TsReportName {
  return (TS_REPORT_NAMES as readonly string[]).includes(value);
}

export const TS_REPORT_COLUMN_TYPES = ['date', 'number', 'text'] as const;
/** Report column widths, px (50px to 300px). */
export const TS_REPORT_COLUMN_WIDTH = { min: 50, max: 300 } as const;

/**
 * A table column. Values in `raw_data` rows under `key`: `date` — 'yyyy-MM-dd' (shown dd.MM.yyyy),
 * `number` — a number (hours with up to 2 decimals, or a count), `text` — a display-ready string.
 * All may be null.
 */
export const tsReportColumnSchema = z.object({
  key: z.string(),
  title: z.string(),
  type: z.enum(TS_REPORT_COLUMN_TYPES),
  width: z.number().int().min(TS_REPORT_COLUMN_WIDTH.min).max(TS_REPORT_COLUMN_WIDTH.max),
});
export type TsReportColumn = z.infer<typeof tsReportColumnSchema>;

/**
 * The filter beside the period (the «slave» filter): a pick of employees (`users` in the params), or of
 * structure nodes (`structures`: blocks, practices, departments) one at a time (radio) or several (checkbox).
 */
export const tsReportSlaveFilterSchema = z.object({
  type: z.enum(['employees', 'structure']),
  selection: z.enum(['radio', 'checkbox']),
});
export type TsReportSlaveFilter = z.infer<typeof tsReportSlaveFilterSchema>;

export const tsReportTypeSchema = z.object({
  id: z.number().int().min(0).max(15),
  name: z.enum(TS_REPORT_NAMES),
  label: z.string(),
  tooltip: z.string(),
  slave_filter: tsReportSlaveFilterSchema,
  /** Too wide to read on screen: the web offers only the xlsx export (the JSON call still answers). */
  download_only: z.boolean(),
  columns: z.array(tsReportColumnSchema),
});
export type TsReportType = z.infer<typeof tsReportTypeSchema>;

export const tsReportCatalogueSchema = z.object({ data: z.array(tsReportTypeSchema) });

/** Default of the setting `range_max_days_timesheet_report`: the longest report period, days (a leap year). */
export const TS_REPORT_PERIOD_CAP_DAYS = 366;
export const TS_REPORT_PERIOD_CAP_SETTING = 'range_max_days_timesheet_report';
/** Rows a page of a report may ask for (paging sizes 10, 20, 100, 200, 300). */
export const TS_REPORT_PAGE_SIZES = [10, 20, 100, 200, 300] as const;
export const TS_REPORT_MAX_PER_PAGE = 1000;

/** POST /api/timesheet/reports/{reportName} and …/excel body. Empty `users`/`structures`: no filter. */
export const tsReportParamsSchema = z
  .object({
    ...periodShape,
    users: z.array(idSchema).max(5000, 'Не больше 5000 сотрудников').default([]),
    structures: z.array(idSchema).max(1000, 'Не больше 1000 подразделений').default([]),
    page: z.number().int().min(1).max(1_000_000).default(1),
    per_page: z.number().int().min(1).max(TS_REPORT_MAX_PER_PAGE).default(20),
  })
  .refine(periodOrder, periodOrderMessage);
export type TsReportParams = z.input<typeof tsReportParamsSchema>;

/** One row: column key -> value (see `tsReportColumnSchema`), plus the ids below where the row has them. */
export const tsReportRowSchema = z
  .object({
    /** The row's person, a key of `users_dictionary`. */
    user_id: z.number().int().nullable().optional(),
    /** The row's project, a key of `customers_dictionary`. */
    customer_id: z.number().int().nullable().optional(),
    /** The row's company, a key of `companies_dictionary`. */
    company_id: z.number().int().nullable().optional(),
  })
  .catchall(z.union([z.string(), z.number(), z.null()]));
export type TsReportRow = z.infer<typeof tsReportRowSchema>;

export const tsReportUserSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  department: z.string().nullable(),
  company_id: z.number().int().nullable(),
  manager_id: z.number().int().nullable(),
  work_position: z.string().nullable(),
  email: z.string(),
});
export const tsReportCustomerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  parent_name: z.string().nullable(),
  type_id: z.number().int(),
});
export const tsReportCompanySchema = z.object({ id: z.number().int(), name: z.string() });
export type TsReportUser = z.infer<typeof tsReportUserSchema>;
export type TsReportCustomer = z.infer<typeof tsReportCustomerSchema>;
export type TsReportCompany = z.infer<typeof tsReportCompanySchema>;

/**
 * A page of a report: the list envelope's `links` and `meta` (the rows are `raw_data`, not `data`), and the
 * people, projects and companies the page's rows mention, keyed by id (JSON object keys are strings).
 */
export const tsReportResponseSchema = listEnvelopeSchema(tsReportRowSchema)
  .omit({ data: true })
  .extend({
    raw_data: z.array(tsReportRowSchema),
    users_dictionary: z.record(z.string(), tsReportUserSchema),
    customers_dictionary: z.record(z.string(), tsReportCustomerSchema),
    companies_dictionary: z.record(z.string(), tsReportCompanySchema),
  });
export type TsReportResponse = z.infer<typeof tsReportResponseSchema>;

/** POST /api/timesheet/reports/unfilled/send_notification: the period (and filters) of the unfilled report. */
export const tsUnfilledNotificationBodySchema = tsReportParamsSchema;
export const tsUnfilledNotificationResultSchema = z.object({
  data: z.object({ notified: z.number().int(), emailed: z.number().int() }),
});

/** GET /api/work_conditions/parameters?users=1,2&fields=department: one item per user asked for. */
export const WORK_CONDITION_PARAMETER_FIELDS = [
  'department',
  'company',
  'office',
  'work_position',
  'hire_date',
] as const;
export const workConditionParametersItemSchema = z.object({
  user_id: z.number().int(),
  department: z.object({ id: z.number().int(), name: z.string() }).nullable().optional(),
  company: z.object({ id: z.number().int(), name: z.string() }).nullable().optional(),
  office: z.object({ id: z.number().int(), name: z.string() }).nullable().optional(),
  work_position: z.string().nullable().optional(),
  hire_date: z.string().nullable().optional(),
});
export const workConditionParametersResponseSchema = z.object({
  data: z.array(workConditionParametersItemSchema),
});

const D = (key: string, title: string, width = 110) => ({ key, title, type: 'date' as const, width });
const N = (key: string, title: string, width = 100) => ({ key, title, type: 'number' as const, width });
const T = (key: string, title: string, width = 200) => ({ key, title, type: 'text' as const, width });
const EMPLOYEES = { type: 'employees', selection: 'checkbox' } as const;
const STRUCTURE = { type: 'structure', selection: 'checkbox' } as const;
const ONE_NODE = { type: 'structure', selection: 'radio' } as const;

const employee = T('employee', 'Сотрудник', 220);
const department = T('department', 'Подразделение', 200);
const company = T('company', 'Компания', 180);
const customer = T('customer', 'Проект', 240);
const time = N('time', 'Часы', 90);
/**
 * The nearest person up the employee's line of managers who has the team_lead role (docs/decisions.md,
 * "TimeSheet reports").
 */
const teamlead = T('teamlead', 'Тимлид');

/** The 16 report types (ids 0–15). Tooltips are Russian texts shown beside the picker. */
export const TS_REPORT_TYPES: readonly TsReportType[] = [
  {
    id: 0,
    name: 'unfilled',
    label: 'Незаполненные',
    tooltip: 'Сотрудники, у которых в периоде есть рабочие дни с менее чем 8 часами',
    slave_filter: STRUCTURE,
    download_only: false,
    columns: [
      employee,
      department,
      company,
      T('manager', 'Руководитель'),
      teamlead,
      N('days', 'Дней'),
      N('time', 'Не хватает часов'),
    ],
  },
  {
    id: 1,
    name: 'unapproved',
    label: 'Несогласованные',
    tooltip: 'Время, ещё не согласованное руководителями проектов, по сотрудникам и проектам',
    slave_filter: STRUCTURE,
    download_only: false,
    columns: [
      employee,
      customer,
      T('status', 'Статус', 140),
      T('approvers', 'Согласующие', 240),
      N('days', 'Дней'),
      time,
    ],
  },
  {
    id: 2,
    name: 'employees',
    label: 'Сотрудники',
    tooltip: 'Сотрудники, работавшие в периоде, с подразделением, руководителем и контактами',
    slave_filter: STRUCTURE,
    download_only: false,
    columns: [
      employee,
      T('workPosition', 'Должность'),
      department,
      company,
      T('manager', 'Руководитель'),
      teamlead,
      D('hire_date', 'Дата приёма'),
      D('fire_date', 'Дата увольнения'),
      T('job_phone', 'Рабочий телефон', 150),
      T('mobile_phone', 'Мобильный телефон', 150),
    ],
  },
  {
    id: 3,
    name: 'practice_time',
    label: 'Часы по практикам',
    tooltip: 'Сколько часов списали сотрудники каждой практики',
    slave_filter: STRUCTURE,
    download_only: false,
    columns: [T('practice', 'Практика', 240), N('employees', 'Сотрудников'), time],
  },
  {
    id: 4,
    name: 'project_time',
    label: 'Часы по проектам',
    tooltip: 'Сколько часов списано на каждый проект',
    slave_filter: STRUCTURE,
    download_only: false,
    columns: [customer, T('project_manager', 'Руководитель проекта'), N('employees', 'Сотрудников'), time],
  },
  {
    id: 5,
    name: 'project_company',
    label: 'Проекты по компаниям',
    tooltip: 'Часы каждого проекта, разделённые по компаниям сотрудников',
    slave_filter: STRUCTURE,
    download_only: false,
    columns: [customer, company, N('employees', 'Сотрудников'), time],
  },
  {
    id: 6,
    name: 'project_time_detail',
    label: 'Детализация по проектам',
    tooltip: 'Каждая запись времени: день, сотрудник, проект, часы, статус и комментарий',
    slave_filter: EMPLOYEES,
    download_only: true,
    columns: [
      D('date', 'Дата'),
      employee,
      customer,
      time,
      T('status', 'Статус', 140),
      T('approver', 'Согласовал'),
      D('approve_at', 'Дата согласования'),
      T('comment', 'Комментарий', 300),
    ],
  },
  {
    id: 7,
    name: 'period',
    label: 'Итоги периода',
    tooltip: 'Норма и списанное время каждого сотрудника за период',
    slave_filter: EMPLOYEES,
    download_only: false,
    columns: [
      employee,
      department,
      T('period', 'Период', 200),
      N('norm', 'Норма, ч'),
      time,
      N('approved', 'Согласовано, ч'),
      N('difference', 'Разница, ч'),
    ],
  },
  {
    id: 8,
    name: 'education',
    label: 'Обучение',
    tooltip: 'Часы на внутренних проектах обучения',
    slave_filter: STRUCTURE,
    download_only: false,
    columns: [employee, department, customer, N('days', 'Дней'), time],
  },
  {
    id: 9,
    name: 'weekends',
    label: 'Работа в выходные',
    tooltip: 'Время, списанное в выходные и праздничные дни',
    slave_filter: EMPLOYEES,
    download_only: false,
    columns: [D('date', 'Дата'), employee, department, customer, time, T('comment', 'Комментарий', 300)],
  },
  {
    id: 10,
    name: 'overtime',
    label: 'Переработки',
    tooltip: 'Дни, в которые сотрудник списал больше 8 часов',
    slave_filter: STRUCTURE,
    download_only: false,
    columns: [employee, department, N('days', 'Дней'), N('time', 'Сверх нормы, ч')],
  },
  {
    id: 11,
    name: 'customer_month',
    label: 'Часы по проектам и месяцам',
    tooltip: 'Часы каждого проекта помесячно',
    slave_filter: STRUCTURE,
    download_only: false,
    columns: [customer, T('month', 'Месяц', 100), N('employees', 'Сотрудников'), time],
  },
  {
    id: 12,
    name: 'approval_lag',
    label: 'Сроки согласования',
    tooltip: 'Через сколько дней после дня работы время согласовано, по проектам',
    slave_filter: ONE_NODE,
    download_only: false,
    columns: [
      customer,
      T('approver', 'Согласующий'),
      N('approved', 'Записей'),
      N('avg_days', 'В среднем, дней'),
      N('max_days', 'Максимум, дней'),
    ],
  },
  {
    id: 13,
    name: 'not_busy',
    label: 'Не занят',
    tooltip: 'Часы на проектах «Не занят» по сотрудникам и доля от всего списанного',
    slave_filter: STRUCTURE,
    download_only: false,
    columns: [employee, department, N('time', 'Не занят, ч'), N('total', 'Всего, ч'), N('share', 'Доля, %')],
  },
  {
    id: 14,
    name: 'services',
    label: 'Распределение по сервисам',
    tooltip: 'Часы, перераспределённые с проектов на сервисы',
    slave_filter: STRUCTURE,
    download_only: false,
    columns: [
      T('service', 'Сервис', 240),
      T('source', 'С проекта', 240),
      T('status', 'Статус', 140),
      N('employees', 'Сотрудников'),
      time,
    ],
  },
  {
    id: 15,
    name: 'changes_after_approval',
    label: 'Изменения после согласования',
    tooltip: 'Записи, которые вернули на согласование или изменили после согласования',
    slave_filter: EMPLOYEES,
    download_only: true,
    columns: [
      D('date', 'Дата'),
      employee,
      customer,
      T('action', 'Действие', 160),
      N('old_time', 'Было, ч'),
      N('new_time', 'Стало, ч'),
      T('changed_by', 'Кто изменил'),
      T('changed_at', 'Когда', 150),
      T('comment', 'Комментарий', 300),
    ],
  },
];

export function findTsReportType(name: string): TsReportType | null {
  return TS_REPORT_TYPES.find((type) => type.name === name) ?? null;
}
