import { z } from 'zod';
import { idSchema, isoDateSchema } from '../primitives.ts';

/**
 * Vacation reports (GET vacations/reports, POST dba/vacations/reports/{reportName} and its …/xml and …/xls
 * downloads; widths 50–300 px, dates dd.MM.yyyy, data kept from 3 rows; docs/modules/vacation-reports.md).
 * The catalogue is served by GET /api/vacations/reports (only the reports the caller may run).
 */

export const VAC_REPORT_NAMES = ['UNIFIED', 'PERIOD', 'STATUS', 'BALANCE', 'CHANGES', 'ASSISTANT'] as const;
export type VacReportName = (typeof VAC_REPORT_NAMES)[number];

export function isVacReportName(value: string): value is VacReportName {
  return (VAC_REPORT_NAMES as readonly string[]).includes(value);
}

/** The filters a report may take: which of them a report shows is in its `filters`. */
export const VAC_REPORT_FILTERS = [
  'companies',
  'users',
  'blocks',
  'practices',
  'projects',
  'manager',
  'statuses',
  'conditionWorkYear',
  'assistants',
  'period',
  'date',
  'balance_date',
  'deleted',
] as const;
export type VacReportFilter = (typeof VAC_REPORT_FILTERS)[number];

/** `conditionWorkYear`: everyone, people with a full work year behind them on the report's day, or without. */
export const VAC_WORK_YEAR_CONDITIONS = ['all', 'worked', 'not_worked'] as const;
export const VAC_WORK_YEAR_CONDITION_LABELS = {
  all: 'Все сотрудники',
  worked: 'Отработали рабочий год',
  not_worked: 'Не отработали рабочий год',
} as const satisfies Record<(typeof VAC_WORK_YEAR_CONDITIONS)[number], string>;

/** Report column widths, px (50 to 300). */
export const VAC_REPORT_COLUMN_WIDTH = { min: 50, max: 300 } as const;

/**
 * A column: `date` values are 'yyyy-MM-dd' (shown dd.MM.yyyy), `number` numbers, `text` display-ready text.
 * A `history` column holds lines separated by '\n', is not sortable and renders its line breaks.
 * `group` is the first of the two header rows.
 */
export const vacReportColumnSchema = z.object({
  key: z.string(),
  title: z.string(),
  group: z.string(),
  type: z.enum(['date', 'number', 'text']),
  width: z.number().int().min(VAC_REPORT_COLUMN_WIDTH.min).max(VAC_REPORT_COLUMN_WIDTH.max),
  history: z.boolean(),
});
export type VacReportColumn = z.infer<typeof vacReportColumnSchema>;

export const vacReportTypeSchema = z.object({
  name: z.enum(VAC_REPORT_NAMES),
  label: z.string(),
  tooltip: z.string(),
  filters: z.array(z.enum(VAC_REPORT_FILTERS)),
  columns: z.array(vacReportColumnSchema),
});
export type VacReportType = z.infer<typeof vacReportTypeSchema>;
export const vacReportCatalogueSchema = z.object({ data: z.array(vacReportTypeSchema) });

/** Default of the setting `range_max_days_vacation_report`: the longest report period, days (a leap year). */
export const VAC_REPORT_PERIOD_CAP_DAYS = 366;
export const VAC_REPORT_MAX_PER_PAGE = 1000;

const ids = (max: number, text: string) => z.array(idSchema).max(max, text).default([]);

/**
 * POST /api/dba/vacations/reports/{reportName} (and …/xml, …/xls) body. Empty lists: no filter. The period
 * is required by the reports that have the `period` filter, `date` by STATUS and `balance_date` by BALANCE
 * (the server says which is missing).
 */
export const vacReportParamsSchema = z
  .object({
    date_start: isoDateSchema.optional(),
    date_end: isoDateSchema.optional(),
    date: isoDateSchema.optional(),
    balance_date: isoDateSchema.optional(),
    companies: ids(500, 'Не больше 500 компаний'),
    users: ids(5000, 'Не больше 5000 сотрудников'),
    blocks: ids(500, 'Не больше 500 блоков'),
    practices: ids(1000, 'Не больше 1000 практик'),
    projects: ids(1000, 'Не больше 1000 проектов'),
    manager: idSchema.nullable().optional(),
    statuses: z
      .array(z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(11), z.literal(22), z.literal(33)]))
      .max(6)
      .default([]),
    conditionWorkYear: z.enum(VAC_WORK_YEAR_CONDITIONS).default('all'),
    assistants: ids(500, 'Не больше 500 ассистентов'),
    deleted: z.boolean().default(false),
    page: z.number().int().min(1).max(1_000_000).default(1),
    per_page: z.number().int().min(1).max(VAC_REPORT_MAX_PER_PAGE).default(100),
  })
  .refine((value) => !value.date_start || !value.date_end || value.date_end >= value.date_start, {
    message: 'Дата окончания раньше даты начала',
    path: ['date_end'],
  });
export type VacReportParams = z.input<typeof vacReportParamsSchema>;

export const vacReportCellSchema = z.union([z.string(), z.number(), z.null()]);
export type VacReportCell = z.infer<typeof vacReportCellSchema>;

/**
 * A page of a report: `rows[0]` the groups, `rows[1]` the column titles (the two header rows), then one array
 * per data row in the columns' order. Every page repeats the two header rows; the web keeps page 1 whole and
 * appends only the data rows of later pages, and keeps an answer only when it has at least 3 rows.
 */
export const vacReportResponseSchema = z.object({
  columns: z.array(vacReportColumnSchema),
  rows: z.array(z.array(vacReportCellSchema)),
  links: z.object({
    first: z.string().nullable(),
    last: z.string().nullable(),
    prev: z.string().nullable(),
    next: z.string().nullable(),
  }),
  meta: z.object({
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  }),
});
export type VacReportResponse = z.infer<typeof vacReportResponseSchema>;

/** Rows of a response the web keeps: the two header rows and at least one data row. */
export const VAC_REPORT_MIN_ROWS = 3;
export const VAC_REPORT_HEADER_ROWS = 2;

const col = (
  key: string,
  title: string,
  group: string,
  type: VacReportColumn['type'] = 'text',
  width = 160,
  history = false,
): VacReportColumn => ({ key, title, group, type, width, history });

const EMPLOYEE = 'Сотрудник';
const VACATION = 'Отпуск';
const employee = col('employee', 'ФИО', EMPLOYEE, 'text', 240);
const company = col('company', 'Компания', EMPLOYEE, 'text', 160);
const block = col('block', 'Блок', EMPLOYEE, 'text', 160);
const practice = col('practice', 'Практика', EMPLOYEE, 'text', 180);
const manager = col('manager', 'Руководитель', EMPLOYEE, 'text', 200);
const hireDate = col('hire_date', 'Дата приема', EMPLOYEE, 'date', 100);
const type = col('type', 'Тип', VACATION, 'text', 130);
const dateStart = col('date_start', 'Начало', VACATION, 'date', 100);
const dateEnd = col('date_end', 'Окончание', VACATION, 'date', 100);
const days = col('days', 'Дней', VACATION, 'number', 60);
const status = col('status', 'Статус', VACATION, 'text', 170);
const history = col('history', 'История', 'Изменения', 'text', 300, true);

const PEOPLE_FILTERS = [
  'companies',
  'users',
  'blocks',
  'practices',
  'projects',
  'manager',
  'conditionWorkYear',
] as const satisfies readonly VacReportFilter[];

/**
 * The six reports, in the order the screen lists them; access is `vacation.report.{name}`
 * (vacation/access.ts).
 */
export const VAC_REPORT_TYPES: readonly VacReportType[] = [
  {
    name: 'UNIFIED',
    label: 'Единая форма',
    tooltip: 'Все отпуска периода с данными сотрудника и историей изменений',
    filters: [...PEOPLE_FILTERS, 'statuses', 'period'],
    columns: [
      employee,
      company,
      block,
      practice,
      manager,
      hireDate,
      type,
      dateStart,
      dateEnd,
      days,
      status,
      col('comment', 'Комментарий', VACATION, 'text', 220),
      history,
    ],
  },
  {
    name: 'PERIOD',
    label: 'Отпуска за период',
    tooltip: 'Отпуска сотрудников, попадающие в период',
    filters: [...PEOPLE_FILTERS, 'statuses', 'period'],
    columns: [employee, company, practice, manager, type, dateStart, dateEnd, days, status],
  },
  {
    name: 'STATUS',
    label: 'Статус сотрудников',
    tooltip: 'Запланирован ли отпуск и согласованы ли все его части (год выбранной даты)',
    filters: [...PEOPLE_FILTERS, 'date'],
    columns: [
      employee,
      company,
      practice,
      manager,
      col('planned', 'Запланировано дней', 'План', 'number', 100),
      col('indivisible', 'Неделимый, дней', 'План', 'number', 100),
      col('pending', 'Не согласовано, дней', 'План', 'number', 100),
      col('overall', 'Статус', 'План', 'text', 260),
    ],
  },
  {
    name: 'BALANCE',
    label: 'Остаток на дату',
    tooltip: 'Неиспользованные дни отпуска на дату (как считает планировщик)',
    filters: [...PEOPLE_FILTERS, 'balance_date'],
    columns: [
      employee,
      company,
      practice,
      hireDate,
      col('accumulated', 'Перенесено с прошлого года', 'Дни', 'number', 120),
      col('planned', 'Запланировано в году', 'Дни', 'number', 110),
      col('used', 'Использовано на дату', 'Дни', 'number', 110),
      col('available', 'Остаток на дату', 'Дни', 'number', 110),
    ],
  },
  {
    name: 'CHANGES',
    label: 'Изменения отпусков',
    tooltip: 'Отпуска, созданные, согласованные, отклоненные или перенесенные за период',
    filters: [...PEOPLE_FILTERS, 'statuses', 'period', 'deleted'],
    columns: [
      employee,
      practice,
      type,
      dateStart,
      dateEnd,
      days,
      status,
      col('changed_by', 'Кто изменил', 'Изменения', 'text', 200),
      col('changed_at', 'Когда', 'Изменения', 'date', 100),
      history,
    ],
  },
  {
    name: 'ASSISTANT',
    label: 'Действия ассистентов',
    tooltip: 'Что ассистенты запланировали, изменили или удалили за сотрудников за период',
    filters: ['assistants', 'companies', 'users', 'blocks', 'practices', 'period'],
    columns: [
      col('assistant', 'Ассистент', 'Ассистент', 'text', 220),
      employee,
      col('action', 'Действие', 'Действие', 'text', 160),
      type,
      dateStart,
      dateEnd,
      days,
      col('action_at', 'Когда', 'Действие', 'date', 100),
    ],
  },
];

export function findVacReportType(name: string): VacReportType | null {
  return VAC_REPORT_TYPES.find((item) => item.name === name) ?? null;
}

/** The two header rows of a report's table and files. */
export function vacReportHeaderRows(columns: readonly VacReportColumn[]): VacReportCell[][] {
  return [columns.map((column) => column.group), columns.map((column) => column.title)];
}
