import { z } from 'zod';
import { pageQuerySchema } from '../common.ts';
import { idParamSchema, idSchema, isoDateSchema, textSchema } from '../primitives.ts';
import { WORK_FORMATS } from '../organisation/organisation.ts';
import { bpAssigneeSchema, bpActionSchema, bpStatusSchema } from '../requests/requests.ts';

/**
 * Education requests (docs/modules/education.md): requests of the request engine (process kind `education`)
 * with their own fields in `bp_educations`; facilities and the training department's edicts.
 */

/** The kinds of education a request asks for (`type_id`): fixed codes with their Russian names. */
export const EDUCATION_TYPES = [
  { id: 'course', name: 'Курс' },
  { id: 'conference', name: 'Конференция' },
  { id: 'certification', name: 'Сертификация' },
  { id: 'training', name: 'Тренинг' },
] as const;
export type EducationTypeId = (typeof EDUCATION_TYPES)[number]['id'];
export const EDUCATION_TYPE_IDS = EDUCATION_TYPES.map((type) => type.id) as [
  EducationTypeId,
  ...EducationTypeId[],
];

export function educationTypeName(id: string): string {
  return EDUCATION_TYPES.find((type) => type.id === id)?.name ?? id;
}

/** The bp_departments code of the training department («Учебный центр»). */
export const TRAINING_DEPARTMENT = 'training';

export const EDUCATION_TEXTS = {
  /** The specification's failure of a creation (error catalogue): title and text. */
  createFailedTitle: 'Что-то пошло не так при создании заявки',
  createFailedText: 'Попробуйте снова.',
  emailDenied: 'Адрес e-mail может изменить только согласующий текущего этапа',
  adminInfoDenied: 'Комментарий учебного центра пишет только учебный центр',
  fieldsDenied: 'Поля заявки может изменить автор, пока она не отправлена, или учебный центр',
  deleteDenied: 'Удалить заявку может автор, пока она зарегистрирована, или администратор',
  facilityNotFound: 'Учебное заведение не найдено',
  facilityInUse: 'Учебное заведение указано в заявках на обучение: удалить его нельзя',
  edictNotFound: 'Приказ не найден',
  userNotFound: 'Сотрудник не найден',
  chargeNotFound: 'Код затрат не найден',
  companyNotFound: 'Компания не найдена',
  periodOrder: 'Дата окончания раньше даты начала',
  reportFileName: 'Заявки на обучение',
} as const;

const person = z.object({ id: z.number().int(), full_name: z.string() });
const named = z.object({ id: z.number().int(), name: z.string() });

export const eduFacilitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  legal_name: z.string().nullable(),
  address: z.string().nullable(),
  client_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  info: z.string().nullable(),
  updated_at: z.string(),
});
export type EduFacility = z.infer<typeof eduFacilitySchema>;

const optionalText = (max: number, multiline = false) =>
  textSchema(max, { multiline })
    .trim()
    .nullish()
    .transform((value) => value || null);
const emailField = z
  .union([z.literal(''), z.email('Неверный адрес e-mail').max(200)])
  .nullish()
  .transform((value) => value || null);

export const eduFacilityBodySchema = z.object({
  name: textSchema(200).trim().min(1, 'Укажите название учебного заведения'),
  legal_name: optionalText(300),
  address: optionalText(500),
  client_name: optionalText(200),
  email: emailField,
  phone: optionalText(50),
  info: optionalText(2000, true),
});
export type EduFacilityBody = z.input<typeof eduFacilityBodySchema>;
export const eduFacilityPatchSchema = eduFacilityBodySchema.partial();

export const eduEdictSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  position: z.number().int(),
  updated_at: z.string(),
});
export type EduEdict = z.infer<typeof eduEdictSchema>;
export const eduEdictPatchSchema = z.object({
  title: textSchema(200).trim().min(1, 'Укажите заголовок приказа'),
  body: textSchema(20_000, { multiline: true }),
});

export const educationPeriodSchema = z
  .object({ date_start: isoDateSchema, date_end: isoDateSchema })
  .refine((value) => value.date_end >= value.date_start, {
    message: EDUCATION_TEXTS.periodOrder,
    path: ['date_end'],
  });

/** A row of the lists. */
export const educationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type_id: z.enum(EDUCATION_TYPE_IDS),
  type_name: z.string(),
  bp_type_id: z.number().int(),
  status: bpStatusSchema,
  author: person,
  course: z.string(),
  edu_facility: named.nullable(),
  price: z.number().nullable(),
  period_date: z.object({ date_start: z.string(), date_end: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Education = z.infer<typeof educationSchema>;

/** One request: every field, whom it waits for, the engine's buttons and what this user may edit. */
export const educationDetailsSchema = educationSchema.extend({
  bp_type_name: z.string(),
  student_agreement: z.boolean(),
  charge_id: z.number().int().nullable(),
  format: z.number().int().nullable(),
  url: z.string().nullable(),
  info: z.string().nullable(),
  admin_info: z.string().nullable(),
  email: z.string().nullable(),
  users: z.array(person),
  responsible_user: person.nullable(),
  billing_company_id: z.number().int().nullable(),
  assignees: z.array(bpAssigneeSchema),
  abilities: z.record(z.string(), z.boolean()),
  actions: z.array(bpActionSchema),
  /** The author's fields (the author in the first status, an administrator). */
  can_edit: z.boolean(),
  /** `email`: false in a final status or when the user is not whom the current status waits for. */
  email_editable: z.boolean(),
  /** `admin_info`, price and billing company: the training department until the request is final. */
  admin_editable: z.boolean(),
  /** The author while registered, or an administrator. */
  can_delete: z.boolean(),
});
export type EducationDetails = z.infer<typeof educationDetailsSchema>;

const fields = {
  type_id: z.enum(EDUCATION_TYPE_IDS, { error: 'Выберите вид обучения' }),
  edu_facility_id: idSchema.nullish(),
  course: textSchema(300).trim().min(1, 'Укажите курс или мероприятие'),
  student_agreement: z.boolean().default(false),
  charge_id: idSchema.nullish(),
  format: z
    .number()
    .int()
    .refine((id) => WORK_FORMATS.some((format) => format.id === id), 'Неизвестный формат работы')
    .nullish(),
  price: z.number().min(0, 'Стоимость не может быть отрицательной').max(9_999_999_999).nullish(),
  url: z
    .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'Неверная ссылка' }).max(1000)])
    .nullish()
    .transform((value) => value || null),
  info: optionalText(5000, true),
  period_date: educationPeriodSchema.nullish(),
  users: z.array(idSchema).max(50, 'Не больше 50 обучающихся').optional(),
  responsible_user_id: idSchema.nullish(),
  billing_company_id: idSchema.nullish(),
  email: emailField,
};

export const educationCreateBodySchema = z.object({ bp_type_id: idSchema, ...fields });
export type EducationCreateBody = z.input<typeof educationCreateBodySchema>;

/** PUT: the fields sent are compared with the request; each changed one must be the user's to change. */
export const educationEditBodySchema = z
  .object({ ...fields, admin_info: optionalText(5000, true) })
  .partial()
  .extend({ updated_at: z.string().max(40) });
export type EducationEditBody = z.input<typeof educationEditBodySchema>;

export const educationListQuerySchema = pageQuerySchema.extend({
  status_id: idParamSchema.optional(),
  type_id: z.enum(EDUCATION_TYPE_IDS).optional(),
  bp_type_id: idParamSchema.optional(),
});
export type EducationListQuery = z.input<typeof educationListQuerySchema>;
export const educationReportQuerySchema = educationListQuerySchema.omit({
  page: true,
  per_page: true,
  after: true,
});

export const educationWhichTypeSchema = z.object({
  education_types: z.array(z.object({ id: z.enum(EDUCATION_TYPE_IDS), name: z.string() })),
  bp_types: z.array(named),
});

/** The request's fields as the history names their changes. */
export const EDUCATION_FIELD_LABELS: Readonly<Record<string, string>> = {
  type_id: 'Вид обучения',
  edu_facility_id: 'Учебное заведение',
  course: 'Курс или мероприятие',
  student_agreement: 'Ученический договор',
  charge_id: 'Код затрат',
  format: 'Формат',
  price: 'Стоимость',
  url: 'Программа',
  info: 'Зачем нужно обучение',
  admin_info: 'Комментарий учебного центра',
  period_date: 'Период',
  users: 'Обучающиеся',
  responsible_user_id: 'Ответственный',
  billing_company_id: 'Компания-плательщик',
  email: 'E-mail для документов',
};
