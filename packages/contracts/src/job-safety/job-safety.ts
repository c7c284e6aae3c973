import { z } from 'zod';
import { idField, idSchema, intSchema, textSchema } from '../primitives.ts';
import { richTextSchema } from '../rich-text.ts';

/** Охрана труда (docs/modules/job-safety.md): chapters, articles, tickets, tests, evaluations, protocols. */

const personSchema = z.object({ id: z.number().int(), full_name: z.string() });

export const jobSafetyArticleLinkSchema = z.object({ id: z.number().int(), title: z.string() });

export const jobSafetyChapterSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Months after which a passed test must be taken again. */
  period_months: z.number().int(),
  articles: z.array(jobSafetyArticleLinkSchema),
  tickets: z.array(z.object({ id: z.number().int(), title: z.string(), question_count: z.number().int() })),
});
export type JobSafetyChapter = z.infer<typeof jobSafetyChapterSchema>;

export const jobSafetyArticleSchema = z.object({
  id: z.number().int(),
  chapter_id: z.number().int(),
  chapter_title: z.string(),
  title: z.string(),
  /** Sanitised HTML. */
  body: z.string(),
  version: z.number().int(),
  updated_at: z.string(),
  updated_by: personSchema.nullable(),
  abilities: z.object({ edit: z.boolean() }),
});
export type JobSafetyArticle = z.infer<typeof jobSafetyArticleSchema>;

export const JOB_SAFETY_STALE_MESSAGE = 'Статью изменил другой пользователь, обновите страницу';

export const jobSafetyArticleCreateSchema = z.object({
  chapter_id: idSchema,
  title: textSchema(300).min(1, 'Введите заголовок'),
});
export type JobSafetyArticleCreate = z.infer<typeof jobSafetyArticleCreateSchema>;

export const jobSafetyArticleSaveSchema = z.object({
  title: textSchema(300).min(1, 'Введите заголовок'),
  body: richTextSchema(),
  /** The version the editor started from: a save over a newer one is a 409. */
  version: intSchema(1),
});
export type JobSafetyArticleSave = z.infer<typeof jobSafetyArticleSaveSchema>;

export const jobSafetyArticleVersionSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  title: z.string(),
  body: z.string(),
  created_at: z.string(),
  author: personSchema.nullable(),
});
export type JobSafetyArticleVersion = z.infer<typeof jobSafetyArticleVersionSchema>;

export const jobSafetyAnswerSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  /** Present only where the answer may be seen: the editors' ticket and education mode, never a test. */
  correct: z.boolean().optional(),
});

export const jobSafetyQuestionSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  /** Several answers may be right: the test then asks for all of them. */
  multiple: z.boolean(),
  article: jobSafetyArticleLinkSchema.nullable(),
  answers: z.array(jobSafetyAnswerSchema),
});
export type JobSafetyQuestion = z.infer<typeof jobSafetyQuestionSchema>;

export const jobSafetyTicketSchema = z.object({
  id: z.number().int(),
  chapter_id: z.number().int(),
  title: z.string(),
  questions: z.array(jobSafetyQuestionSchema),
});
export type JobSafetyTicket = z.infer<typeof jobSafetyTicketSchema>;

export const JOB_SAFETY_NO_CORRECT_MESSAGE = 'Отметьте хотя бы один правильный ответ';

export const jobSafetyTicketSaveSchema = z.object({
  chapter_id: idSchema,
  title: textSchema(300).min(1, 'Введите название билета'),
  questions: z
    .array(
      z.object({
        text: textSchema(2000, { multiline: true }).min(1, 'Введите вопрос'),
        article_id: idSchema.nullable(),
        answers: z
          .array(z.object({ text: textSchema(1000).min(1, 'Введите ответ'), correct: z.boolean() }))
          .min(2, 'Нужно не меньше двух ответов')
          .max(10, 'Не больше 10 ответов')
          .refine((answers) => answers.some((answer) => answer.correct), JOB_SAFETY_NO_CORRECT_MESSAGE),
      }),
    )
    .min(1, 'Добавьте хотя бы один вопрос')
    .max(100, 'Не больше 100 вопросов'),
});
export type JobSafetyTicketSave = z.infer<typeof jobSafetyTicketSaveSchema>;

export const jobSafetyEvaluateSchema = z.object({
  id: z.number().int(),
  chapter_id: z.number().int(),
  chapter_title: z.string(),
  start: z.string(),
  end: z.string(),
  /** The last day the test counts with the year-end rule (rules.ts effectiveEnd). */
  effective_end: z.string(),
});
export type JobSafetyEvaluate = z.infer<typeof jobSafetyEvaluateSchema>;

export const jobSafetyAttemptSummarySchema = z.object({
  id: z.number().int(),
  evaluate_id: z.number().int(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  passed: z.boolean().nullable(),
  result_percent: z.number().int().nullable(),
  protocol_id: z.number().int().nullable(),
});
export type JobSafetyAttemptSummary = z.infer<typeof jobSafetyAttemptSummarySchema>;

/** GET /evaluates/user: the start page's state. */
export const jobSafetyUserStateSchema = z.object({
  evaluate: jobSafetyEvaluateSchema.nullable(),
  /** No current window: the test is not required now. */
  not_required: z.boolean(),
  /** The current window has a passed attempt. */
  passed: z.boolean(),
  /** The current window has a finished attempt (passed or not). */
  finished: z.boolean(),
  /** Days to the current window's last day, that day included. */
  days_left: z.number().int().nullable(),
  /** An attempt still running (its time not out): the test page resumes it. */
  open_attempt_id: z.number().int().nullable(),
  pass_percent: z.number().int(),
  attempt_minutes: z.number().int(),
  attempts: z.array(jobSafetyAttemptSummarySchema),
});
export type JobSafetyUserState = z.infer<typeof jobSafetyUserStateSchema>;

export const jobSafetyAttemptStartSchema = z.object({ evaluate_id: idSchema });

/** A running or finished attempt as its taker sees it: never the right answers. */
export const jobSafetyAttemptSchema = z.object({
  id: z.number().int(),
  evaluate_id: z.number().int(),
  ticket_id: z.number().int(),
  ticket_title: z.string(),
  started_at: z.string(),
  deadline_at: z.string(),
  finished_at: z.string().nullable(),
  index: z.number().int(),
  total: z.number().int(),
  questions: z.array(jobSafetyQuestionSchema),
  /** The chosen answers by question id. */
  answers: z.record(z.string(), z.array(z.number().int())),
  passed: z.boolean().nullable(),
  correct_count: z.number().int().nullable(),
  result_percent: z.number().int().nullable(),
  pass_percent: z.number().int(),
  protocol_id: z.number().int().nullable(),
});
export type JobSafetyAttempt = z.infer<typeof jobSafetyAttemptSchema>;

export const JOB_SAFETY_TIME_OUT_MESSAGE = 'Время на тест истекло: ответы больше не принимаются';
export const JOB_SAFETY_FINISHED_MESSAGE = 'Тест уже завершён: ответы больше не принимаются';
export const JOB_SAFETY_INDEX_MESSAGE = 'Такого вопроса в билете нет';

/** POST /evaluates/question: answer the question at `index` (if `answer_ids`), move there, or finish. */
export const jobSafetyQuestionBodySchema = z.object({
  attempt_id: idSchema,
  index: intSchema(-1000, 1000),
  answer_ids: z.array(idSchema).max(10).optional(),
  finish: z.boolean().optional(),
});
export type JobSafetyQuestionBody = z.infer<typeof jobSafetyQuestionBodySchema>;

/** GET /educations: every question of the person's chapters with the right answers, missed ones first. */
export const jobSafetyEducationItemSchema = jobSafetyQuestionSchema.extend({
  chapter_title: z.string(),
  /** The person answered it wrong in an earlier test. */
  missed: z.boolean(),
});
export type JobSafetyEducationItem = z.infer<typeof jobSafetyEducationItemSchema>;

export const JOB_SAFETY_LIGADOC_STATUSES = {
  pending: 'В очереди',
  sent: 'Отправлен',
  failed: 'Ошибка',
} as const;
export type JobSafetyLigadocStatus = keyof typeof JOB_SAFETY_LIGADOC_STATUSES;

export const jobSafetyProtocolSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  issued_on: z.string(),
  chapter_title: z.string(),
  result_percent: z.number().int(),
  verify_url: z.string(),
  ligadoc_status: z.enum(['pending', 'sent', 'failed']).nullable(),
});
export type JobSafetyProtocol = z.infer<typeof jobSafetyProtocolSchema>;

export const jobSafetyLigadocBodySchema = z.object({
  protocol_ids: z.array(idSchema).min(1, 'Выберите протоколы').max(1000),
});

/** The public check a protocol's QR code opens. */
export const jobSafetyVerifyParamsSchema = z.object({
  token: z.string().regex(/^[0-9a-f-]{36}$/, 'Неверный код проверки'),
});

export const JOB_SAFETY_STANDING_LABELS = {
  passed: 'Сдан',
  due: 'Нужно сдать',
  overdue: 'Просрочен',
  not_required: 'Не требуется',
} as const;

/** A person in the reports and the manager's list. */
export const jobSafetyStandingRowSchema = z.object({
  user: personSchema,
  position: z.string().nullable(),
  department: z.string().nullable(),
  office: z.string().nullable(),
  standing: z.enum(['passed', 'due', 'overdue', 'not_required']),
  /** The window the standing is about: its last day with the year-end rule. */
  until: z.string().nullable(),
  passed_on: z.string().nullable(),
});
export type JobSafetyStandingRow = z.infer<typeof jobSafetyStandingRowSchema>;

export const jobSafetyReportQuerySchema = z.object({
  standing: z.enum(['passed', 'due', 'overdue', 'not_required']).optional(),
  department_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  office_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export type JobSafetyReportQuery = z.infer<typeof jobSafetyReportQuerySchema>;

/** A rule of who must pass a chapter (docs/modules/job-safety.md, «Assignments»). */
export const jobSafetyAssignmentSchema = z.object({
  id: z.number().int(),
  chapter_id: z.number().int(),
  chapter_title: z.string(),
  period_months: z.number().int(),
  office: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  work_position: z.string().nullable(),
  window_days: z.number().int(),
});
export type JobSafetyAssignment = z.infer<typeof jobSafetyAssignmentSchema>;

export const JOB_SAFETY_WINDOW_DAYS_DEFAULT = 30;
export const JOB_SAFETY_DUPLICATE_RULE_MESSAGE = 'Такое правило назначения уже есть';
const WINDOW_DAYS_MESSAGE = 'Срок на прохождение — от 1 до 366 дней';

export const jobSafetyAssignmentCreateSchema = z.object({
  chapter_id: idField('Выберите главу'),
  /** None: every office. */
  office_id: idSchema.nullable().optional(),
  /** None or blank: every position. */
  work_position: textSchema(255)
    .transform((value) => value.trim().replace(/\s+/g, ' ') || null)
    .nullable()
    .optional(),
  window_days: z
    .number({ error: WINDOW_DAYS_MESSAGE })
    .int(WINDOW_DAYS_MESSAGE)
    .min(1, WINDOW_DAYS_MESSAGE)
    .max(366, WINDOW_DAYS_MESSAGE)
    .default(JOB_SAFETY_WINDOW_DAYS_DEFAULT),
});
export type JobSafetyAssignmentCreate = z.input<typeof jobSafetyAssignmentCreateSchema>;
