import { z } from 'zod';
import { idSchema } from '../primitives.ts';
import { pageQuerySchema } from '../common.ts';
import { fileSchema } from '../support/support.ts';

/**
 * Contracts of the vacation tabs run by administrators (Документы и шаблоны, Настройки, Остатки отпусков).
 * The paths are ours (docs/decisions.md, "Vacation documents, settings and remaining days").
 */

/** «Документы и шаблоны»: a file an admin uploaded for everyone to download. */
export const vacationDocumentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  file: fileSchema,
  created_by: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
  created_at: z.string(),
});
export type VacationDocument = z.infer<typeof vacationDocumentSchema>;

/** The text fields of the upload form (multipart: title, description, file). */
export const vacationDocumentFieldsSchema = z.object({
  title: z.string().trim().min(1, 'Укажите название документа').max(200, 'Не длиннее 200 символов'),
  description: z.string().trim().max(1000, 'Не длиннее 1000 символов').optional(),
});
/** One document file must stay strictly below this many bytes. */
export const VACATION_DOCUMENT_MAX_BYTES = 20_000_000;
export const VACATION_DOCUMENT_TOO_LARGE = 'Файл документа не должен превышать 20 МБ';

/**
 * «Настройки»: the business constants of the planner (values the screens do not show, and the fixed next-year
 * list).
 */
export const vacationSettingsSchema = z.object({
  vacation_lead_days: z.coerce
    .number()
    .int('Целое число дней')
    .min(0, 'Не меньше 0 дней')
    .max(365, 'Не больше 365 дней'),
  /** Empty: no override date. */
  vacation_override_date: z.union([
    z.literal(''),
    z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Дата в формате ГГГГ-ММ-ДД'),
  ]),
  vacation_next_year_opens: z
    .string()
    .regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'Укажите месяц и день в формате ММ-ДД'),
  vacation_next_year_users: z.array(idSchema).max(500, 'Не больше 500 сотрудников'),
  vacation_annual_days: z.coerce
    .number()
    .int('Целое число дней')
    .min(1, 'Не меньше 1 дня')
    .max(100, 'Не больше 100 дней'),
});
export type VacationSettings = z.infer<typeof vacationSettingsSchema>;
/** The answer also names the people of the fixed list, so the form shows them. */
export const vacationSettingsViewSchema = vacationSettingsSchema.extend({
  next_year_people: z.array(z.object({ id: z.number().int(), full_name: z.string() })),
});
export type VacationSettingsView = z.infer<typeof vacationSettingsViewSchema>;

/** «Остатки отпусков»: one person's balance for a year. */
export const remainingDaysRowSchema = z.object({
  user: z.object({ id: z.number().int(), full_name: z.string(), position: z.string().nullable() }),
  hire_date: z.string().nullable(),
  year: z.number().int(),
  /** Days carried into the year (set by a correction). */
  accumulated: z.number(),
  /** Paid days planned in the year (rejected and deleted days left out). */
  planned: z.number().int(),
  /** Available on 31 December of the year. */
  available: z.number().int(),
  comment: z.string().nullable(),
  updated_at: z.string().nullable(),
  updated_by: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
});
export type RemainingDaysRow = z.infer<typeof remainingDaysRowSchema>;
export const remainingDaysQuerySchema = pageQuerySchema.extend({
  year: z.coerce.number().int().min(2013, 'Год не раньше 2013').max(2100, 'Год не позже 2100'),
  search: z.string().trim().max(100).optional(),
});
