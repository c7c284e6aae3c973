import { z } from 'zod';
import { listEnvelopeSchema, pageQuerySchema } from '../common.ts';
import { idField, idSchema, isoDateSchema, textSchema } from '../primitives.ts';
import { bpActionSchema, bpAssigneeSchema, bpStatusSchema } from '../requests/requests.ts';
import { fileSchema } from '../support/support.ts';

/**
 * Перевод сотрудников (docs/modules/transfers.md): a transfer is a request of the engine's process
 * `transfer_group` with its own fields: the kind of transfer, the people it moves and where to.
 */

/** The kinds of transfer: the `{type}` of /services/transfer/create/{type}. */
export const TRANSFER_TYPES = ['company', 'department'] as const;
export type TransferType = (typeof TRANSFER_TYPES)[number];

export const TRANSFER_TYPE_LABELS: Record<TransferType, string> = {
  company: 'Перевод в другую компанию группы',
  department: 'Перевод в другое подразделение',
};

export function isTransferType(value: string): value is TransferType {
  return (TRANSFER_TYPES as readonly string[]).includes(value);
}

/** The process every transfer walks (migration 0027): registered → manager → practice director → HR. */
export const TRANSFER_PROCESS_CODE = 'transfer_group';

/** The list's sorts and directions. */
export const TRANSFER_SORTS = ['byAddingDate', 'byStatus', 'byTransferType', 'byDateOfAdmission'] as const;
export type TransferSort = (typeof TRANSFER_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;

export const TRANSFER_SORT_LABELS: Record<TransferSort, string> = {
  byAddingDate: 'По дате создания',
  byStatus: 'По статусу',
  byTransferType: 'По типу перевода',
  byDateOfAdmission: 'По дате перевода',
};

/** At most this many people in one transfer. */
export const TRANSFER_MAX_USERS = 50;

export const TRANSFER_TEXTS = {
  notFound: 'Заявка на перевод не найдена',
  userNotFound: 'Сотрудник не найден',
  companyNotFound: 'Компания не найдена',
  notAnOffice: 'Выберите офис из списка',
  notARegion: 'Выберите регион из списка',
  notADepartment: 'Выберите подразделение (блок или практику) из списка',
  fileNotYours: 'Файл не найден: загрузите документ заново',
  sameUserTwice: 'Сотрудник уже есть в заявке',
  documentType: 'Документ: PDF, DOC, DOCX, JPEG или PNG',
  editDenied: 'Заявку на перевод может изменить автор до отправки или отдел кадров до завершения',
} as const;

/** Documents a person's transfer accepts, by the type read from the file's content. */
export const TRANSFER_DOCUMENT_MIMES = [
  'application/pdf',
  'application/msword',
  'application/x-cfb',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'image/jpeg',
  'image/png',
] as const;
export const TRANSFER_DOCUMENT_ACCEPT = '.pdf,.doc,.docx,.jpg,.jpeg,.png';

/** One person of the form: who moves, and where to. */
export const transferUserInputSchema = z.object({
  user_id: idField('Выберите сотрудника'),
  company_id: idField('Выберите компанию'),
  manager_id: idField('Выберите руководителя'),
  office_id: idSchema.nullish(),
  region_id: idSchema.nullish(),
  department_id: idField('Выберите подразделение'),
  work_position: z
    .string({ error: 'Укажите должность' })
    .pipe(textSchema(200).trim().min(1, 'Укажите должность')),
  /** An upload of POST /bp_transfers/upload/files. */
  document_file_id: idSchema.nullish(),
});
export type TransferUserInput = z.infer<typeof transferUserInputSchema>;

export const transferBodySchema = z.object({
  type: z.enum(TRANSFER_TYPES, { error: 'Выберите тип перевода' }),
  approver_id: idSchema.nullish(),
  date_of_admission: z
    .string({ error: 'Укажите дату перевода' })
    .min(1, 'Укажите дату перевода')
    .pipe(isoDateSchema),
  comment: textSchema(2000, { multiline: true }).trim().nullish(),
  users: z
    .array(transferUserInputSchema, { error: 'Добавьте сотрудника' })
    .min(1, 'Добавьте сотрудника')
    .max(TRANSFER_MAX_USERS, `Не больше ${TRANSFER_MAX_USERS} сотрудников в одной заявке`),
});
export type TransferBody = z.infer<typeof transferBodySchema>;

export const transferEditBodySchema = transferBodySchema.extend({
  /** The version the form read; a newer one is a 409. */
  updated_at: z.string().max(40),
});
export type TransferEditBody = z.infer<typeof transferEditBodySchema>;

const personSchema = z.object({ id: z.number().int(), full_name: z.string() });
const refSchema = z.object({ id: z.number().int(), name: z.string() });

export const transferUserSchema = z.object({
  id: z.number().int(),
  user: personSchema,
  company: refSchema.nullable(),
  manager: personSchema.nullable(),
  office: refSchema.nullable(),
  region: refSchema.nullable(),
  department: refSchema.nullable(),
  work_position: z.string().nullable(),
  document: fileSchema.nullable(),
});
export type TransferUser = z.infer<typeof transferUserSchema>;

/** A row of the list. */
export const transferListItemSchema = z.object({
  id: z.number().int(),
  type: z.enum(TRANSFER_TYPES),
  title: z.string(),
  status: bpStatusSchema,
  author: personSchema,
  date_of_admission: z.string().nullable(),
  created_at: z.string(),
});
export type TransferListItem = z.infer<typeof transferListItemSchema>;

export const transferSchema = transferListItemSchema.extend({
  approver: personSchema.nullable(),
  comment: z.string().nullable(),
  /** When the completed transfer put the new positions into work conditions. */
  applied_at: z.string().nullable(),
  updated_at: z.string(),
  users: z.array(transferUserSchema),
  /** The engine's: whom it waits for, every action's ability, the buttons, whether the viewer may edit. */
  assignees: z.array(bpAssigneeSchema),
  abilities: z.record(z.string(), z.boolean()),
  actions: z.array(bpActionSchema),
  can_edit: z.boolean(),
});
export type Transfer = z.infer<typeof transferSchema>;

export const transferListQuerySchema = pageQuerySchema.extend({
  sort: z.enum(TRANSFER_SORTS, { error: 'Неизвестная сортировка' }).default('byAddingDate'),
  direction: z.enum(SORT_DIRECTIONS, { error: 'Направление: asc или desc' }).default('desc'),
});
export type TransferListQuery = z.infer<typeof transferListQuerySchema>;

export const transferListSchema = listEnvelopeSchema(transferListItemSchema).extend({
  /** May the viewer create a transfer (access key transfers.create). */
  addable: z.boolean(),
});

/** The form's choices; `users` are the people matching `search` (2+ characters, at most 30). */
export const transferFieldsSchema = z.object({
  transfer_types: z.array(z.object({ code: z.enum(TRANSFER_TYPES), label: z.string() })),
  companies: z.array(refSchema),
  offices: z.array(refSchema.extend({ region_id: z.number().int().nullable() })),
  regions: z.array(refSchema),
  departments: z.array(refSchema.extend({ level: z.number().int() })),
  users: z.array(
    personSchema.extend({ work_position: z.string().nullable(), department: z.string().nullable() }),
  ),
});
export type TransferFields = z.infer<typeof transferFieldsSchema>;

export const TRANSFER_SEARCH_MIN_LENGTH = 2;
export const TRANSFER_SEARCH_LIMIT = 30;

export const transferFieldsQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  /** People to include whatever the search (the form's chosen ones, for their names). */
  ids: z.string().max(2000).optional(),
});

/** The transfer's fields as the history names their changes. */
export const TRANSFER_FIELD_LABELS: Readonly<Record<string, string>> = {
  type: 'Тип перевода',
  approver_id: 'Согласующий',
  date_of_admission: 'Дата перевода',
  comment: 'Комментарий',
  users: 'Сотрудники',
  title: 'Тема',
};
