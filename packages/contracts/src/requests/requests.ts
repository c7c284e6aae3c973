import { z } from 'zod';
import { pageQuerySchema } from '../common.ts';
import { idParamSchema, idSchema, isoDateSchema, textSchema } from '../primitives.ts';
import type { RoleName } from '../roles.ts';

/**
 * The request engine (docs/modules/requests.md): business processes whose statuses, transitions and forms
 * are rows of the database, so a new kind of request is data, not code.
 */
export const BP_KINDS = ['transfer', 'education', 'card', 'order', 'dismissal', 'custom'] as const;
export type BpKind = (typeof BP_KINDS)[number];

/** Who may take a transition: a role, or a relation of the actor to the request. */
export const BP_WHO = [
  'role',
  'author',
  'manager',
  'practice_director',
  'department',
  'responsible',
] as const;
export type BpWho = (typeof BP_WHO)[number];

export const BP_WHO_LABELS: Record<BpWho, string> = {
  role: 'Роль',
  author: 'Автор заявки',
  manager: 'Руководитель автора',
  practice_director: 'Директор практики автора',
  department: 'Служба',
  responsible: 'Ответственный',
};

/** The kind of request the workflow history rows of this engine carry (`workflow_history.kind`). */
export const BP_HISTORY_KIND = 'request';

export const BP_TEXTS = {
  notFound: 'Заявка не найдена',
  statusNotFound: 'Статус не найден',
  typeNotFound: 'Тип заявки не найден',
  actionNotFound: 'Действие не найдено',
  commentRequired: 'Укажите комментарий',
  editDenied: 'Заявку может изменить автор, пока она не отправлена, или администратор',
  viewDenied: 'Заявка недоступна',
  transitionDenied: 'Это действие по заявке вам недоступно',
  inactiveType: 'Этот тип заявки больше не принимается',
  wrongKind: 'Тип заявки не подходит для этого раздела',
} as const;

/** The refusal of an edit to a request whose status is final (409). */
export function finalStatusEditRefusal(status: string): string {
  return `Заявку в статусе «${status}» изменить нельзя`;
}

/** The text of a refused `add-status`: no transition of the type leads there from the current status. */
export function statusRefusal(to: string, from: string): string {
  return `Переход в статус «${to}» недоступен для заявки в статусе «${from}»`;
}

/** A field of a custom process's form (`bp_types.form`): the engine checks `data` against it. */
export const bpFormFieldSchema = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(['text', 'textarea', 'number', 'date']),
  required: z.boolean(),
});
export type BpFormField = z.infer<typeof bpFormFieldSchema>;

export type BpFormData = Record<string, string | number | null>;

/** Why `data` does not fit the form, per field (Russian texts), or an empty object when it fits. */
export function bpFormErrors(fields: readonly BpFormField[], data: BpFormData): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const known = new Set(fields.map((field) => field.key));
  for (const key of Object.keys(data))
    if (!known.has(key)) errors[`data.${key}`] = ['Неизвестное поле формы'];
  for (const field of fields) {
    const value = data[field.key];
    const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    if (empty) {
      if (field.required) errors[`data.${field.key}`] = [`Заполните поле «${field.label}»`];
      continue;
    }
    if (field.type === 'number' && typeof value !== 'number')
      errors[`data.${field.key}`] = [`«${field.label}»: укажите число`];
    if (field.type === 'date' && (typeof value !== 'string' || !isoDateSchema.safeParse(value).success))
      errors[`data.${field.key}`] = [`«${field.label}»: дата в формате ГГГГ-ММ-ДД`];
    if ((field.type === 'text' || field.type === 'textarea') && typeof value !== 'string')
      errors[`data.${field.key}`] = [`«${field.label}»: укажите текст`];
  }
  return errors;
}

export const bpStatusSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  is_terminal: z.boolean(),
  color: z.string(),
});
export type BpStatus = z.infer<typeof bpStatusSchema>;

export const bpTransitionSchema = z.object({
  id: z.number().int(),
  from_status_id: z.number().int(),
  to_status_id: z.number().int(),
  code: z.string(),
  label: z.string(),
  who: z.enum(BP_WHO),
  role: z.string().nullable(),
  department_id: z.number().int().nullable(),
  comment_required: z.boolean(),
  position: z.number().int(),
});
export type BpTransition = z.infer<typeof bpTransitionSchema>;

export const bpTypeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(BP_KINDS),
  code: z.string(),
  name: z.string(),
  initial_status_id: z.number().int(),
  is_active: z.boolean(),
  form: z.array(bpFormFieldSchema),
});
export type BpType = z.infer<typeof bpTypeSchema>;

export const bpTypeWithRoutesSchema = bpTypeSchema.extend({
  statuses: z.array(bpStatusSchema),
  transitions: z.array(bpTransitionSchema),
});
export type BpTypeWithRoutes = z.infer<typeof bpTypeWithRoutesSchema>;

const personSchema = z.object({ id: z.number().int(), full_name: z.string() });

/** An action the viewer may take now, computed by the same policy the server applies. */
export const bpActionSchema = z.object({
  code: z.string(),
  label: z.string(),
  to_status_id: z.number().int(),
  comment_required: z.boolean(),
});

export const bpRequestSchema = z.object({
  id: z.number().int(),
  type_id: z.number().int(),
  kind: z.enum(BP_KINDS),
  type_name: z.string(),
  status: bpStatusSchema,
  author: personSchema,
  responsible_user: personSchema.nullable(),
  title: z.string(),
  data: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  status_entered_at: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BpRequest = z.infer<typeof bpRequestSchema>;

/** Someone the request waits for now; a substitute names the person away whom they stand in for. */
export const bpAssigneeSchema = z.object({ person: personSchema, on_behalf_of: personSchema.nullable() });
export type BpAssignee = z.infer<typeof bpAssigneeSchema>;

export const bpRequestDetailsSchema = bpRequestSchema.extend({
  /** Whom it waits for now (empty in a final status). */
  assignees: z.array(bpAssigneeSchema),
  /** Every action code of the type: whether the viewer may take it now. */
  abilities: z.record(z.string(), z.boolean()),
  /** The actions the viewer may take now, in the type's order (the buttons). */
  actions: z.array(bpActionSchema),
  can_edit: z.boolean(),
});
export type BpRequestDetails = z.infer<typeof bpRequestDetailsSchema>;

export const bpHistoryItemSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  from_status: bpStatusSchema.nullable(),
  to_status: bpStatusSchema.nullable(),
  actor: personSchema.nullable(),
  impersonator: personSchema.nullable(),
  on_behalf_of: personSchema.nullable(),
  comment: z.string().nullable(),
  changes: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});
export type BpHistoryItem = z.infer<typeof bpHistoryItemSchema>;

const formValueSchema = z.union([z.string().max(2000), z.number().finite(), z.null()]);
const formDataSchema = z
  .record(z.string().max(100), formValueSchema)
  .refine((data) => Object.keys(data).length <= 50, 'Не больше 50 полей');

export const bpCreateBodySchema = z.object({
  type_id: idSchema,
  title: textSchema(200).trim().min(1, 'Укажите тему заявки'),
  data: formDataSchema.default({}),
  responsible_user_id: idSchema.nullish(),
});
export type BpCreateBody = z.infer<typeof bpCreateBodySchema>;

export const bpEditBodySchema = z.object({
  title: textSchema(200).trim().min(1, 'Укажите тему заявки'),
  data: formDataSchema.default({}),
  updated_at: z.string().max(40),
});
export type BpEditBody = z.infer<typeof bpEditBodySchema>;

export const bpTransitionBodySchema = z.object({
  comment: textSchema(2000, { multiline: true }).trim().nullish(),
  /** The version the screen saw; a newer one is a 409. */
  updated_at: z.string().max(40).optional(),
});
export type BpTransitionBody = z.infer<typeof bpTransitionBodySchema>;

export const bpAddStatusQuerySchema = z.object({
  comment: textSchema(2000, { multiline: true }).trim().optional(),
  updated_at: z.string().max(40).optional(),
});

export const bpStatusRenameBodySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Укажите название статуса')
    .max(100, 'Название статуса не длиннее 100 символов'),
});

export const bpTransitionParamsSchema = z.object({
  id: idParamSchema,
  code: z.string().regex(/^[a-z_]{1,50}$/, 'Неизвестное действие'),
});
export const bpAddStatusParamsSchema = z.object({ id: idParamSchema, status: idParamSchema });

export const bpListQuerySchema = pageQuerySchema;

/**
 * The services admin desk (/services/admin/dashboard, docs/modules/requests.md «Desk»): what waits for the
 * person across the kinds, and the counts of the requests of the kinds they handle.
 */

/** A kind's name on the desk (the counts, the inbox's column, the export). */
export const BP_KIND_LABELS: Record<BpKind, string> = {
  transfer: 'Перевод сотрудников',
  education: 'Обучение',
  card: 'Визитные карточки',
  order: 'Заказ подарков',
  dismissal: 'Увольнение',
  custom: 'Прочие заявки',
};

/** Where a kind files its requests: the generic POST /bps refuses the other kinds with this page. */
export const BP_KIND_CREATE_PAGES: Partial<Record<BpKind, string>> = {
  transfer: '/services-transfer',
  education: '/services/education/create/',
  card: '/services/cards/create/',
  dismissal: '/services/dismissing/new',
  order: '/services/shop',
};

/** The page of one request: a kind with a module of its own shows it there, the others on the engine's page. */
export function requestPagePath(request: { kind: BpKind; id: number }): string {
  switch (request.kind) {
    case 'transfer':
      return `/services/transfer/view/${request.id}`;
    case 'education':
      return `/services/education/${request.id}`;
    case 'card':
      return `/services/cards/${request.id}`;
    case 'order':
      return `/services/shop/orders/${request.id}`;
    case 'dismissal':
      return `/services/dismissing/${request.id}`;
    default:
      return `/services/requests/${request.id}`;
  }
}

/** The generic POST /bps takes custom processes only: the text on `type_id` for another kind. */
export function kindPageRefusal(kind: BpKind): string {
  const page = BP_KIND_CREATE_PAGES[kind];
  return `Заявки вида «${BP_KIND_LABELS[kind]}» подаются на своей странице${page ? ` (${page})` : ''}`;
}

/**
 * Who handles which kinds on the desk, as data: by role, and by membership of a service department
 * (bp_departments.code). An administrator handles every kind.
 */
export const DESK_KINDS_BY_ROLE: Partial<Record<RoleName, readonly BpKind[]>> = {
  admin: BP_KINDS,
  hr: ['transfer'],
  assistant: ['card'],
  bp_education_admin: ['education'],
  dissmissal_admin: ['dismissal'],
  // The gift shop's operators (gift-shop.operate) handle the orders.
  operator: ['order'],
  admin_director: ['order'],
};
export const DESK_KINDS_BY_DEPARTMENT: Record<string, readonly BpKind[]> = {
  training: ['education'],
};

/** The kinds a person handles on the desk, in BP_KINDS order. */
export function deskKindsOf(roles: readonly string[], departmentCodes: readonly string[] = []): BpKind[] {
  const kinds = new Set<BpKind>();
  for (const role of roles) for (const kind of DESK_KINDS_BY_ROLE[role as RoleName] ?? []) kinds.add(kind);
  for (const code of departmentCodes)
    for (const kind of DESK_KINDS_BY_DEPARTMENT[code] ?? []) kinds.add(kind);
  return BP_KINDS.filter((kind) => kinds.has(kind));
}

/** A request of the desk's inbox: `overdue` by the overdue rule (the admins' list and the reminders). */
export const bpDeskItemSchema = bpRequestSchema.extend({ overdue: z.boolean() });
export type BpDeskItem = z.infer<typeof bpDeskItemSchema>;

/** One count of the desk: requests of a kind in a status. */
export const bpDeskCountSchema = z.object({
  kind: z.enum(BP_KINDS),
  status_id: z.number().int(),
  total: z.number().int(),
});
export type BpDeskCount = z.infer<typeof bpDeskCountSchema>;

export const bpDeskCountsSchema = z.object({
  /** The kinds the person handles (DESK_KINDS_BY_ROLE, DESK_KINDS_BY_DEPARTMENT). */
  kinds: z.array(z.enum(BP_KINDS)),
  counts: z.array(bpDeskCountSchema),
});
export type BpDeskCounts = z.infer<typeof bpDeskCountsSchema>;

/** The requests behind a count: a kind the person handles, optionally one status. */
export const bpDeskRequestsQuerySchema = pageQuerySchema.extend({
  kind: z.enum(BP_KINDS, { error: 'Неизвестный вид заявок' }).optional(),
  status_id: idParamSchema.optional(),
});
export type BpDeskRequestsQuery = z.infer<typeof bpDeskRequestsQuerySchema>;

/** The file of the desk's requests of a kind (all kinds: DESK_TEXTS.handledFile). */
export function deskHandledFileName(kind: BpKind | undefined): string {
  return kind ? `Заявки — ${BP_KIND_LABELS[kind]}.xlsx` : DESK_TEXTS.handledFile;
}

export const DESK_TEXTS = {
  kindDenied: 'Заявки этого вида вы не обрабатываете',
  inboxFile: 'Заявки, ожидающие решения.xlsx',
  overdueFile: 'Просроченные заявки.xlsx',
  handledFile: 'Заявки.xlsx',
} as const;
