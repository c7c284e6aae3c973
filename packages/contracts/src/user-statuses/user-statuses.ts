import { z } from 'zod';
import { idField, idParamSchema } from '../primitives.ts';
import { isoDateSchema, pageQuerySchema } from '../common.ts';

export const WORKING_STATUS_LABEL = 'Работает';
/** The three popups of the users statuses page (docs/modules/user-statuses.md). */
export const USER_STATUS_ERRORS = {
  load: 'Что-то пошло не так при загрузке статусов',
  save: 'Что-то пошло не так при сохранении статусов',
  delete: 'Что-то пошло не так при удалении статусов',
} as const;
export const STATUS_OVERLAP_MESSAGE = 'У сотрудника уже есть статус на часть этого периода';

/** Kinds of non-working status; ids are stable. */
export const STATUS_TYPES = [
  { id: 1, name: 'Больничный' },
  { id: 2, name: 'Отпуск' },
  { id: 3, name: 'Отпуск за свой счет' },
  { id: 4, name: 'Учебный отпуск' },
  { id: 5, name: 'Командировка' },
  { id: 6, name: 'Декретный отпуск' },
  { id: 7, name: 'Отпуск по уходу за ребенком' },
] as const;

export const userStatusSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  status_type_id: z.number().int(),
  date_start: z.string(),
  date_end: z.string(),
  comment: z.string().nullable(),
  /** True when today is inside the period. */
  active: z.boolean(),
  updated_at: z.string(),
});
export type UserStatus = z.infer<typeof userStatusSchema>;

export const userStatusRowSchema = z.object({
  user: z.object({
    id: z.number().int(),
    full_name: z.string(),
    work_position: z.string().nullable(),
    department: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  }),
  /** The status active today, if any; the screen then shows «с … по …», else «Работает». */
  current: userStatusSchema.nullable(),
  statuses: z.array(userStatusSchema),
});
export type UserStatusRow = z.infer<typeof userStatusRowSchema>;

export const userStatusesQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  department_id: idParamSchema.optional(),
  /** A status type id, or 0 for «Работает» (no active status). */
  status_type_id: z.coerce.number().int().min(0).optional(),
});

export const userStatusBodySchema = z
  .object({
    user_id: idField('Выберите сотрудника'),
    status_type_id: idField('Выберите статус'),
    date_start: isoDateSchema,
    date_end: isoDateSchema,
    comment: z.string().trim().max(500, 'Комментарий не длиннее 500 символов').nullish(),
    /** For edits: the updated_at the editor saw; a newer one on the server is a 409. */
    updated_at: z.string().optional(),
  })
  .refine((body) => body.date_end >= body.date_start, {
    message: 'Дата окончания раньше даты начала',
    path: ['date_end'],
  });
export type UserStatusBody = z.infer<typeof userStatusBodySchema>;
