import { z } from 'zod';
import { listEnvelopeSchema, pageQuerySchema } from '../common.ts';
import { idField, idParamSchema, idSchema, isoDateSchema, textSchema } from '../primitives.ts';
import { fileSchema } from '../support/support.ts';

/**
 * Увольнение сотрудников (docs/modules/dismissal.md): an application is a request of the engine's process
 * `dismissal` with its own fields (bp_dismissals), a checklist per checking direction and attachments.
 */

export * from './rules.ts';

/** The process every application walks (migrations 0027, 0030): on approval → in progress → done. */
export const DISMISSAL_PROCESS_CODE = 'dismissal';

/** At most this many attachments on one application (spec: dismissal max 10 files). */
export const DISMISSAL_MAX_FILES = 10;
/** The page sizes of the lists. */
export const DISMISSAL_PAGE_SIZES = [1, 20, 100] as const;
/** People search: at most this many, from 2 characters. */
export const DISMISSAL_SEARCH_LIMIT = 30;
export const DISMISSAL_SEARCH_MIN_LENGTH = 2;

export const DISMISSAL_TEXTS = {
  notFound: 'Заявление на увольнение не найдено',
  doneLocked: 'Заявление выполнено: изменить его уже нельзя',
  closedLocked: 'Заявление закрыто: изменить его уже нельзя',
  editDenied: 'Изменять заявление могут автор, отдел кадров и администраторы увольнений',
  waitingSubjects: 'Нельзя завершить увольнение: в чек-листах есть пункты, ожидающие решения',
  otherDepartment: 'Этот чек-лист ведёт другой отдел',
  checkListNotFound: 'Чек-лист не найден',
  subjectNotFound: 'Пункт чек-листа не найден',
  userNotFound: 'Сотрудник не найден',
  companyNotFound: 'Юридическое лицо не найдено',
  notAPractice: 'Выберите практику из списка',
  notABlock: 'Выберите блок из списка',
  managerIsEmployee: 'Согласующий руководитель не может быть самим сотрудником',
  activeExists: 'У сотрудника уже есть незавершённое заявление на увольнение',
  fileNotYours: 'Файл не найден: загрузите его заново',
  tooManyFiles: `Не больше 10 файлов`,
  fileType: 'Допустимые файлы: .jpeg, .jpg, .png, .doc, .docx, .pdf',
  sendingDateRequired: 'Укажите дату отправки документов',
  statusNotAllowed: 'Такой переход статуса недоступен',
  saved: 'Сохранено',
  saveFailed: 'Ошибка сохранения',
  failedTitle: 'Что-то пошло не так при создании заявки',
  retry: 'Попробуйте снова.',
} as const;

/** How the leaver's employment record is kept. */
export const EMPLOYMENT_RECORDS = ['paper', 'electronic'] as const;
export type EmploymentRecord = (typeof EMPLOYMENT_RECORDS)[number];
export const EMPLOYMENT_RECORD_LABELS: Record<EmploymentRecord, string> = {
  paper: 'Бумажная трудовая книжка',
  electronic: 'Электронная трудовая книжка',
};

/** Whether the leaver's documents were sent (1 not sent, 2 sent on a date). */
export const DOCUMENT_STATUSES = [1, 2] as const;
export const DOCUMENT_STATUS_LABELS: Record<(typeof DOCUMENT_STATUSES)[number], string> = {
  1: 'Не отправлены',
  2: 'Отправлены',
};

const optionalText = (max: number) => textSchema(max, { multiline: true }).trim().nullish();

export const dismissalBodySchema = z
  .object({
    employee_id: idField('Выберите сотрудника'),
    default_legal_entity_id: idField('Выберите основное юридическое лицо'),
    secondary_legal_entity_ids: z.array(idSchema).max(20).default([]),
    manager_id: idField('Выберите руководителя'),
    assistant_id: idSchema.nullish(),
    practice_id: idSchema.nullish(),
    block_id: idSchema.nullish(),
    additional_information: optionalText(2000),
    vacation_compensation: z
      .number({ error: 'Число дней' })
      .int('Число дней')
      .min(0, 'Не меньше 0 дней')
      .max(366, 'Не больше 366 дней')
      .nullish(),
    reason_for_leaving: optionalText(2000),
    distribution: optionalText(2000),
    feedback: optionalText(2000),
    document_status: z
      .union([z.literal(1), z.literal(2)], { error: 'Статус документов: 1 или 2' })
      .default(1),
    document_sending_date: isoDateSchema.nullish(),
    employment_record: z.enum(EMPLOYMENT_RECORDS, { error: 'Выберите вид трудовой книжки' }).nullish(),
    return_documents_from_regions: z.boolean().default(false),
    comment: optionalText(2000),
    fire_date: z
      .string({ error: 'Укажите дату увольнения' })
      .min(1, 'Укажите дату увольнения')
      .pipe(isoDateSchema),
    details: optionalText(4000),
    /** Uploads of POST /upload/partitions/employee-dismissal/files. */
    file_ids: z.array(idSchema).max(10, DISMISSAL_TEXTS.tooManyFiles).default([]),
  })
  .refine((body) => body.document_status !== 2 || !!body.document_sending_date, {
    message: DISMISSAL_TEXTS.sendingDateRequired,
    path: ['document_sending_date'],
  });
export type DismissalBody = z.output<typeof dismissalBodySchema>;
export type DismissalBodyInput = z.input<typeof dismissalBodySchema>;

/** PUT /employee_dismissal/applications: the application's id and the version the form read. */
export const dismissalEditBodySchema = dismissalBodySchema.and(
  z.object({ id: idField('Неверный идентификатор'), updated_at: z.string().max(40) }),
);
export type DismissalEditBody = z.output<typeof dismissalEditBodySchema>;
export type DismissalEditBodyInput = z.input<typeof dismissalEditBodySchema>;

const personSchema = z.object({ id: z.number().int(), full_name: z.string() });
const refSchema = z.object({ id: z.number().int(), name: z.string() });

export const dismissalStatusSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The buttons the viewer may press now (child statuses). */
  children: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      label: z.string(),
      comment_required: z.boolean(),
    }),
  ),
});

export const dismissalSubjectSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  check: z.number().int(),
  /** What the intranet knew when the checklist was made. */
  note: z.string().nullable(),
  updated_at: z.string(),
});
export type DismissalSubject = z.infer<typeof dismissalSubjectSchema>;

export const dismissalCheckListSchema = z.object({
  id: z.number().int(),
  direction: z.object({ id: z.number().int(), code: z.string(), title: z.string() }),
  comment: z.string().nullable(),
  /** The viewer belongs to this checklist's department and the application is open. */
  can_edit: z.boolean(),
  subjects: z.array(dismissalSubjectSchema),
});
export type DismissalCheckList = z.infer<typeof dismissalCheckListSchema>;

/** What the intranet already knows about the leaver (dismissal.facts.ts). */
export const dismissalFactsSchema = z.object({
  /** Unused vacation days on the fire date (null when the viewer may not see the balance). */
  vacation_days: z.number().nullable(),
  projects: z.array(z.object({ id: z.number().int(), title: z.string() })),
  /** TimeSheet entries of the leaver's people waiting for the leaver's approval. */
  timesheet_waiting: z.number().int(),
  /** Own TimeSheet entries not yet approved. */
  timesheet_unapproved: z.number().int(),
  /** Requests of the engine waiting for the leaver. */
  requests_waiting: z.number().int(),
  days_left: z.number().int(),
});
export type DismissalFacts = z.infer<typeof dismissalFactsSchema>;

/** A row of the lists. */
export const dismissalListItemSchema = z.object({
  id: z.number().int(),
  status: dismissalStatusSchema.omit({ children: true }),
  employee: personSchema.extend({ work_position: z.string().nullable() }),
  manager: personSchema,
  default_legal_entity: refSchema.nullable(),
  practice: refSchema.nullable(),
  fire_date: z.string(),
  created_at: z.string(),
  author: personSchema,
  /** Checklist subjects decided / in all. */
  progress: z.object({ decided: z.number().int(), total: z.number().int() }),
  has_poll: z.boolean(),
  unread_messages_count: z.number().int(),
});
export type DismissalListItem = z.infer<typeof dismissalListItemSchema>;

export const dismissalSchema = dismissalListItemSchema.extend({
  status: dismissalStatusSchema,
  title: z.string(),
  secondary_legal_entities: z.array(refSchema),
  assistant: personSchema.nullable(),
  block: refSchema.nullable(),
  additional_information: z.string().nullable(),
  vacation_compensation: z.number().int().nullable(),
  reason_for_leaving: z.string().nullable(),
  distribution: z.string().nullable(),
  feedback: z.string().nullable(),
  document_status: z.number().int(),
  document_sending_date: z.string().nullable(),
  employment_record: z.enum(EMPLOYMENT_RECORDS).nullable(),
  return_documents_from_regions: z.boolean(),
  comment: z.string().nullable(),
  details: z.string().nullable(),
  updated_at: z.string(),
  files: z.array(fileSchema),
  check_lists: z.array(dismissalCheckListSchema),
  facts: dismissalFactsSchema,
  /** May the viewer change the fields (PUT). */
  can_edit: z.boolean(),
});
export type Dismissal = z.infer<typeof dismissalSchema>;

export const dismissalListQuerySchema = pageQuerySchema.extend({
  /** One of the shown statuses (rejected and cancelled are hidden). */
  status: z.coerce
    .number()
    .int()
    .refine((value) => value === 1 || value === 2 || value === 5, 'Статус: 1, 2 или 5')
    .optional(),
  search: z.string().trim().max(100).optional(),
});
export type DismissalListQuery = z.infer<typeof dismissalListQuerySchema>;

export const dismissalListSchema = listEnvelopeSchema(dismissalListItemSchema);

/** POST …/applications/{id}/statuses: the status to move to (a button of `status.children`). */
export const dismissalStatusBodySchema = z.object({
  status: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)], {
    error: 'Статус: число от 1 до 5',
  }),
  comment: textSchema(2000, { multiline: true }).trim().nullish(),
  updated_at: z.string().max(40).optional(),
});
export type DismissalStatusBody = z.infer<typeof dismissalStatusBodySchema>;

export const dismissalSubjectValueBodySchema = z.object({
  check: z.union([z.literal(1), z.literal(2), z.literal(3)], {
    error: 'Значение: 1 — ожидает решения, 2 — действий не требуется, 3 — требуется действие',
  }),
});
export const dismissalCheckListCommentBodySchema = z.object({
  comment: textSchema(2000, { multiline: true }).trim().nullable(),
});

/** GET …/create_fields: the form's choices and the dates the picker disables. */
export const dismissalCreateFieldsSchema = z.object({
  legal_entities: z.array(refSchema),
  practices: z.array(refSchema),
  blocks: z.array(refSchema),
  employment_records: z.array(z.object({ code: z.enum(EMPLOYMENT_RECORDS), label: z.string() })),
  document_statuses: z.array(z.object({ id: z.number().int(), label: z.string() })),
  directions: z.array(z.object({ id: z.number().int(), code: z.string(), title: z.string() })),
  /** The first date the picker allows (today) and the days off of the next year it disables. */
  fire_date_min: z.string(),
  days_off: z.array(z.string()),
  max_files: z.number().int(),
});
export type DismissalCreateFields = z.infer<typeof dismissalCreateFieldsSchema>;

/** GET …/responsibilities: what the viewer may see and do in the module. */
export const dismissalResponsibilitiesSchema = z.object({
  reports: z.object({ can_show: z.boolean() }),
  me_bypass_sheet: z.object({ can_show: z.boolean(), id: z.number().int().nullable() }),
  applications: z.object({ can_show: z.boolean(), can_create: z.boolean() }),
  /** The checking directions the viewer's departments handle. */
  directions: z.array(z.number().int()),
});
export type DismissalResponsibilities = z.infer<typeof dismissalResponsibilitiesSchema>;

export const dismissalUserSearchQuerySchema = z.object({
  search: z.string().trim().max(100).default(''),
});

/** A person the search finds, with what the form fills in from them. */
export const dismissalUserSchema = personSchema.extend({
  work_position: z.string().nullable(),
  department: z.string().nullable(),
  manager_id: z.number().int().nullable(),
  practice_id: z.number().int().nullable(),
  block_id: z.number().int().nullable(),
});
export type DismissalUser = z.infer<typeof dismissalUserSchema>;

export const dismissalCheckListParamsSchema = z.object({ id: idParamSchema });

/** The application's fields as the history names their changes. */
export const DISMISSAL_FIELD_LABELS: Readonly<Record<string, string>> = {
  employee_id: 'Сотрудник',
  default_legal_entity_id: 'Основное юридическое лицо',
  secondary_legal_entity_ids: 'Дополнительные юридические лица',
  manager_id: 'Руководитель',
  assistant_id: 'Ассистент',
  practice_id: 'Практика',
  block_id: 'Блок',
  additional_information: 'Дополнительная информация',
  vacation_compensation: 'Компенсация отпуска, дней',
  reason_for_leaving: 'Причина увольнения',
  distribution: 'Распределение',
  feedback: 'Обратная связь',
  document_status: 'Статус документов',
  document_sending_date: 'Дата отправки документов',
  employment_record: 'Трудовая книжка',
  return_documents_from_regions: 'Возврат документов из регионов',
  comment: 'Комментарий',
  fire_date: 'Дата увольнения',
  details: 'Подробности',
  file_ids: 'Файлы',
};

/** Attachments an application accepts, by the type read from the file's content (.doc may read as x-cfb). */
export const DISMISSAL_FILE_MIMES = [
  'application/pdf',
  'application/msword',
  'application/x-cfb',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'image/jpeg',
  'image/png',
] as const;
export const DISMISSAL_FILE_ACCEPT = '.jpeg,.jpg,.png,.doc,.docx,.pdf';
/** Attachments of an application in bp_request_files. */
export const DISMISSAL_FILE_PURPOSE = 'dismissal';

/** How long a dismissal notice («Сохранено», «Отправлено»…) stays on screen, ms. */
export const DISMISSAL_NOTICE_MS = 2500;
