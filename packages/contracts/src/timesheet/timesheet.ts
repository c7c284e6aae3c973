import { z } from 'zod';
import {
  idField,
  idListQuerySchema,
  idParamSchema,
  idSchema,
  periodOrder,
  periodOrderMessage,
  periodShape,
} from '../primitives.ts';
import { isoDateSchema } from '../common.ts';
import { WORKFLOW_STALE_MESSAGE } from '../rules/workflow.ts';

/** Timesheet write statuses (docs/modules/timesheet.md). */
export const TS_STATUS = { new: 1, forApproving: 2, approved: 3, rejected: 4 } as const;
export type TsStatus = (typeof TS_STATUS)[keyof typeof TS_STATUS];
export const TS_STATUS_LABELS: Record<TsStatus, string> = {
  1: 'Новый',
  2: 'На согласовании',
  3: 'Согласован',
  4: 'Отклонен',
};

/** Bulk and row actions on writes and distributions. */
export const TS_ACTIONS = ['send', 'approve', 'reject', 'unapprove', 'delete'] as const;
export type TsAction = (typeof TS_ACTIONS)[number];
export const TS_ACTION_LABELS: Record<TsAction, string> = {
  send: 'Отправить на согласование',
  approve: 'Согласовать',
  reject: 'Отклонить',
  unapprove: 'Вернуть на согласование',
  delete: 'Удалить',
};

/** Tape highlight states of a day or a row. */
export type TapeState = 'empty' | 'approved' | 'rejected' | 'blocked' | 'forApproving';

/** 8 hours a working day, in minutes: time is stored as integer minutes. */
export const TS_DAY_NORM_MINUTES = 8 * 60;
/** The first day anyone can write time for. */
export const TS_START_DATE = '2020-03-01';

/**
 * What the viewer may do with one write or distribution (Outline's `presentPolicies`): each action the
 * workflow table allows from its status and the server's policy allows this viewer. The web draws its
 * buttons from these alone.
 */
export const tsAbilitiesSchema = z.object({
  send: z.boolean(),
  approve: z.boolean(),
  reject: z.boolean(),
  unapprove: z.boolean(),
  delete: z.boolean(),
});
export type TsAbilities = z.infer<typeof tsAbilitiesSchema>;

export const tsWriteSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  /** Minutes. */
  time: z.number().int(),
  customer: z.object({ id: z.number().int(), name: z.string() }),
  user: z.object({ id: z.number().int(), full_name: z.string() }),
  status: z.object({ id: z.number().int(), name: z.string() }),
  comment: z.string().nullable(),
  reject_comment: z.string().nullable(),
  checked: z.boolean(),
  automatic: z.boolean(),
  /**
   * The time of a Russian-country employee with a charge code: the approve buttons are locked
   * unless the viewer holds the permission `timesheet.override_charge_codes`.
   */
  charge_coded: z.boolean(),
  created_at: z.string(),
  created_by: z.number().int().nullable(),
  updated_at: z.string(),
  updated_by: z.number().int().nullable(),
  abilities: tsAbilitiesSchema,
});
export type TsWrite = z.infer<typeof tsWriteSchema>;

export const tsWritesQuerySchema = z
  .object({
    ...periodShape,
    user_id: idParamSchema.optional(),
    customer_ids: idListQuerySchema.optional(),
  })
  .refine(periodOrder, periodOrderMessage);

export const tsWriteInputSchema = z.object({
  customer_id: idField('Выберите проект'),
  date: isoDateSchema,
  /** Minutes, 0 removes the cell. */
  time: z
    .number()
    .int()
    .min(0, 'Время не может быть отрицательным')
    .max(24 * 60, 'В сутках только 24 часа'),
  comment: z.string().trim().max(1000, 'Комментарий не длиннее 1000 символов').nullish(),
  /** The updated_at the editor saw, for existing cells: a newer one on the server is a 409. */
  updated_at: z.string().optional(),
});
export type TsWriteInput = z.infer<typeof tsWriteInputSchema>;

export const tsSaveWritesBodySchema = z.object({
  user_id: idSchema.optional(),
  writes: z
    .array(tsWriteInputSchema)
    .min(1, 'Нет изменений для сохранения')
    .max(2000, 'Не больше 2000 ячеек за раз')
    .refine(
      (cells) => new Set(cells.map((cell) => `${cell.customer_id}|${cell.date}`)).size === cells.length,
      'Одна и та же ячейка указана дважды',
    ),
});

export const tsSendBodySchema = z
  .object({ ...periodShape, user_id: idSchema.optional() })
  .refine(periodOrder, periodOrderMessage);

export const tsActionBodySchema = z.object({
  ids: z.array(idSchema).min(1, 'Ничего не выбрано').max(5000),
  action: z.enum(['send', 'approve', 'reject', 'unapprove']),
  comment: z.string().trim().max(1000).nullish(),
});

export const tsDeleteQuerySchema = z.object({ ids: idListQuerySchema });

export const editablePeriodSchema = z.object({
  id: z.number().int(),
  date_start: z.string(),
  date_end: z.string(),
  /** Empty role: the period is open to everyone. */
  role: z.object({ id: z.number().int(), label: z.string() }).nullable(),
});
export type EditablePeriod = z.infer<typeof editablePeriodSchema>;

export const editablePeriodBodySchema = z
  .object({ ...periodShape, role_id: idSchema.nullish() })
  .refine(periodOrder, periodOrderMessage);

export const EDITABLE_PERIOD_OVERLAP_MESSAGE = 'Период пересекается с другим открытым периодом этой роли';
export const TS_MESSAGES = {
  approvedLocked: 'Согласованное время нельзя изменить',
  notEditable: 'Период закрыт для внесения изменений',
  dayOverflow: 'За один день нельзя списать больше 24 часов',
  stale: WORKFLOW_STALE_MESSAGE,
  nothingToCopy: 'Отсутствуют проекты для переноса',
  notProject: 'На этот проект нельзя списывать время',
  beforeStart: 'Время можно списывать начиная с 01.03.2020',
} as const;

export const tsDistributionSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  time: z.number().int(),
  customer_from: z.object({ id: z.number().int(), name: z.string() }),
  customer_to: z.object({ id: z.number().int(), name: z.string() }),
  user: z.object({ id: z.number().int(), full_name: z.string() }),
  status: z.object({ id: z.number().int(), name: z.string() }),
  comment: z.string().nullable(),
  reject_comment: z.string().nullable(),
  ent_counter: z.number().int().nullable(),
  /** Minutes written to the source project that day: the base of the percent, for approvers too. */
  source_time: z.number().int(),
  user_position_id: z.number().int().nullable(),
  created_by: z.number().int().nullable(),
  updated_at: z.string(),
  abilities: tsAbilitiesSchema,
});
export type TsDistribution = z.infer<typeof tsDistributionSchema>;

export const tsDistributionInputSchema = z.object({
  customer_from: idField('Выберите проект-источник'),
  customer_to: idField('Выберите сервис'),
  date: isoDateSchema,
  /** Minutes; 0 removes the record. */
  time: z
    .number()
    .int()
    .min(0)
    .max(24 * 60, 'В сутках только 24 часа'),
  comment: z.string().trim().max(1000).nullish(),
  ent_counter: z.number().int().min(0).nullish(),
  updated_at: z.string().optional(),
});
export type TsDistributionInput = z.infer<typeof tsDistributionInputSchema>;

export const tsSaveDistributionsBodySchema = z.object({
  user_id: idSchema.optional(),
  distributions: z.array(tsDistributionInputSchema).min(1, 'Нет изменений для сохранения').max(2000),
});

/** Why the approve actions of a charge-coded employee are refused. */
export const CHARGE_LOCK_MESSAGE =
  'Сотрудник РФ с кодом затрат: согласует обладатель разрешения «Согласование сотрудников РФ с кодами затрат»';

export const TS_DISTRIBUTION_MESSAGES = {
  overSource: 'Распределено больше, чем списано на проект',
  noSource: 'На проект-источник в этот день время не списано',
  notTarget: 'Этот сервис недоступен для перераспределения',
  /** A source write lowered or deleted below its distributions (409); the project and day follow `###`. */
  belowDistributions:
    'Нельзя списать на проект меньше, чем с него перераспределено на сервисы: сначала уменьшите перераспределение',
} as const;

/** An exemption row; a null office reads «Все офисы». */
export const ALL_OFFICES_LABEL = 'Все офисы';
/** At most 500 exemptions in one update. */
export const EXEMPTION_BATCH_LIMIT = 500;

export const exemptUserSchema = z.object({
  id: z.number().int(),
  user: z.object({ id: z.number().int(), full_name: z.string() }),
  office_name: z.string().nullable(),
  hire_date: z.string().nullable(),
});
export type ExemptUser = z.infer<typeof exemptUserSchema>;

export const exemptProjectSchema = z.object({
  id: z.number().int(),
  project: z.number().int(),
  project_name: z.string(),
  office: z.number().int().nullable(),
  office_name: z.string().nullable(),
  hire_date: z.string().nullable(),
});
export type ExemptProject = z.infer<typeof exemptProjectSchema>;

export const exemptUsersBodySchema = z.object({
  user_ids: z.array(idSchema).min(1, 'Выберите сотрудников').max(EXEMPTION_BATCH_LIMIT),
});

const exemptProjectInput = z.object({
  project: idField('Выберите проект'),
  office: idSchema.nullish(),
  hire_date: isoDateSchema.nullish(),
});
export const exemptProjectsBodySchema = z.object({
  projects: z.array(exemptProjectInput).min(1, 'Выберите проекты').max(EXEMPTION_BATCH_LIMIT),
});
export const exemptProjectPatchSchema = exemptProjectInput.omit({ project: true });

/**
 * GET /timesheet/selectable_users: the people the caller may fill for, in name order. Without `filter` the
 * first `limit` of them; `filter` (3+ characters) searches all of them by name. `meta.total` tells the web
 * whether the first page is the whole list or a search is needed (an organisation has far more than 1,000).
 */
export const TS_SELECTABLE_USERS_PAGE = 200;
export const tsSelectableUsersQuerySchema = z.object({
  filter: z.string().trim().min(3, 'Введите не менее 3 символов').max(100).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(TS_SELECTABLE_USERS_PAGE),
});
