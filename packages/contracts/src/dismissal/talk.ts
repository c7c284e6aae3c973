import { z } from 'zod';
import { CHAT_MAX_ATTACHMENTS, CHAT_TEXTS, chatMessageSchema, chatMessagesPageSchema } from '../chat/chat.ts';
import { idParamSchema, idSchema } from '../primitives.ts';

/**
 * The exit poll, the survey and the chat of a dismissal application (docs/modules/dismissal.md, «Poll,
 * survey and chat»). The chat is a room of the chat module of kind 'dismissal' bound to the application.
 */

/** The chat module's room kind of an application's chat. */
export const DISMISSAL_ROOM_KIND = 'dismissal';

/** Step progress of an application's poll. */
export const DISMISSAL_POLL_PROGRESS = ['default', 'in_progress', 'done'] as const;
export type DismissalPollProgress = (typeof DISMISSAL_POLL_PROGRESS)[number];
export const DISMISSAL_POLL_PROGRESS_LABELS: Record<DismissalPollProgress, string> = {
  default: 'Не начат',
  in_progress: 'В процессе',
  done: 'Пройден',
};

export const DISMISSAL_POLL_ANSWER_TYPES = ['text', 'checkbox'] as const;

/** The survey summary never shows a group (a department, a reason) of fewer people than this. */
export const DISMISSAL_SURVEY_MIN_GROUP = 5;
/** The longest text answer. */
export const DISMISSAL_POLL_TEXT_MAX = 2000;
/** Pages of the chat: the spec's dismissal page sizes are 1, 20 and 100. */
export const DISMISSAL_CHAT_PAGE_SIZE = 20;
/** Types an application's chat accepts, checked by content (the spec's .jpeg .jpg .png .doc .docx .pdf). */
export const DISMISSAL_ATTACHMENT_MIMES = [
  'image/jpeg',
  'image/png',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
export const DISMISSAL_ATTACHMENT_ACCEPT = '.jpeg,.jpg,.png,.doc,.docx,.pdf';

export const DISMISSAL_TALK_TEXTS = {
  saved: 'Сохранено',
  saveFailed: 'Ошибка сохранения',
  sent: 'Отправлено',
  sendFailed: 'Ошибка отправки комментария',
  retry: 'Попробуйте снова.',
  notFound: 'Заявление на увольнение не найдено',
  notParticipant: 'Вы не участник этого заявления',
  pollLeaverOnly: 'Отвечать на опрос может только увольняющийся сотрудник',
  pollHidden: 'Ответы на опрос видят только сотрудник и отдел кадров',
  pollClosed: 'Заявление закрыто: опрос больше не принимает ответы',
  groupNotFound: 'Такого вопроса в опросе нет',
  answerNotInGroup: 'Ответ не относится к этому вопросу',
  answerRequired: 'Выберите вариант или напишите ответ',
  messageNotHere: 'Сообщение не из этого заявления',
  textTooLong: `Ответ не длиннее 2000 символов`,
  attachmentType: 'Допустимые файлы: .jpeg, .jpg, .png, .doc, .docx, .pdf',
  tooManyAttachments: CHAT_TEXTS.tooManyAttachments,
  otherDepartments: 'Другие подразделения',
  otherReasons: 'Другие причины',
  hiddenGroup: `Группы меньше 5 человек не показываются`,
} as const;

export const dismissalApplicationParamsSchema = z.object({ id: idParamSchema });

// ---- The poll ----

export const dismissalPollAnswerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.enum(DISMISSAL_POLL_ANSWER_TYPES),
  /** A checkbox the leaver ticked. */
  checked: z.boolean(),
  /** A text the leaver wrote. */
  value: z.string().nullable(),
});

export const dismissalPollGroupSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Its ticked answers are the reasons for leaving in the survey summary. */
  is_reason: z.boolean(),
  /** The survey direction the group asks about (finance-legal, 1C, TimeSheet, HR documents), if any. */
  direction: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  answers: z.array(dismissalPollAnswerSchema),
});
export type DismissalPollGroup = z.infer<typeof dismissalPollGroupSchema>;

export const dismissalPollSchema = z.object({
  application_id: z.number().int(),
  leaver: z.object({ id: z.number().int(), full_name: z.string() }),
  progress: z.enum(DISMISSAL_POLL_PROGRESS),
  /** Groups answered so far: the next step to show. */
  step: z.number().int(),
  updated_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  groups: z.array(dismissalPollGroupSchema),
  abilities: z.object({ answer: z.boolean() }),
});
export type DismissalPoll = z.infer<typeof dismissalPollSchema>;

/** POST …/poll: the answers of one step (group). The last step done makes the poll «done». */
export const dismissalPollBodySchema = z.object({
  group_id: idSchema,
  answers: z
    .array(
      z.object({
        answer_id: idSchema,
        checked: z.boolean().default(false),
        value: z
          .string()
          .max(DISMISSAL_POLL_TEXT_MAX, DISMISSAL_TALK_TEXTS.textTooLong)
          .nullable()
          .default(null),
      }),
      { error: DISMISSAL_TALK_TEXTS.answerRequired },
    )
    .max(100),
});
export type DismissalPollBody = z.input<typeof dismissalPollBodySchema>;
export type DismissalPollInput = z.output<typeof dismissalPollBodySchema>;

// ---- The survey page ----

export const dismissalSurveyQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

/** A row of a summary table: a department or a reason, with how many leavers it counts. */
export const surveyGroupSchema = z.object({
  id: z.number().int().nullable(),
  title: z.string(),
  count: z.number().int(),
});
export type SurveyGroup = z.infer<typeof surveyGroupSchema>;

export const dismissalSurveySummarySchema = z.object({
  /** Leavers who finished the poll (null below the minimum group: nothing is shown then). */
  respondents: z.number().int().nullable(),
  progress: z.object({ default: z.number().int(), in_progress: z.number().int(), done: z.number().int() }),
  /** Finished polls by the leaver's department; small departments fold into «Другие подразделения». */
  departments: z.array(surveyGroupSchema),
  /** Ticked reasons for leaving; rare reasons fold into «Другие причины». */
  reasons: z.array(surveyGroupSchema),
  min_group: z.number().int(),
});
export type DismissalSurveySummary = z.infer<typeof dismissalSurveySummarySchema>;

export const dismissalSurveyApplicationSchema = z.object({
  application_id: z.number().int(),
  employee_full_name: z.string(),
  department: z.string().nullable(),
  progress: z.enum(DISMISSAL_POLL_PROGRESS),
  updated_at: z.string().nullable(),
});

/** GET /employee_dismissal/survey: the actor's own polls, and for the desk the summary and every poll. */
export const dismissalSurveySchema = z.object({
  mine: z.array(dismissalSurveyApplicationSchema),
  summary: dismissalSurveySummarySchema.nullable(),
  applications: z
    .object({
      data: z.array(dismissalSurveyApplicationSchema),
      meta: z.object({
        current_page: z.number().int(),
        last_page: z.number().int(),
        per_page: z.number().int(),
        total: z.number().int(),
      }),
    })
    .nullable(),
});
export type DismissalSurvey = z.infer<typeof dismissalSurveySchema>;

// ---- The chat ----

export const dismissalChatListQuerySchema = z
  .object({
    per_page: z.coerce.number().int().min(1).max(100).default(DISMISSAL_CHAT_PAGE_SIZE),
    before: idParamSchema.optional(),
    after: idParamSchema.optional(),
  })
  .refine((query) => query.before === undefined || query.after === undefined, {
    message: 'Укажите что-то одно: before или after',
    path: ['after'],
  });

export const dismissalChatPageSchema = chatMessagesPageSchema;
export type DismissalChatPage = z.infer<typeof dismissalChatPageSchema>;

export const dismissalChatSendSchema = z.object({
  message: z.string({ error: CHAT_TEXTS.empty }).max(100_000, CHAT_TEXTS.tooLong(100_000)).default(''),
  attachments: z
    .array(idSchema)
    .max(CHAT_MAX_ATTACHMENTS, DISMISSAL_TALK_TEXTS.tooManyAttachments)
    .default([]),
});
export type DismissalChatSendBody = z.input<typeof dismissalChatSendSchema>;

export const dismissalChatSentSchema = z.object({ data: chatMessageSchema });

export const dismissalChatUnreadSchema = z.object({
  data: z.object({ unread: z.number().int(), room_id: z.number().int().nullable() }),
});
export type DismissalChatUnread = z.infer<typeof dismissalChatUnreadSchema>;

/** POST …/chat/saw: everything up to this message is seen (the newest when omitted). */
export type DismissalChatListQuery = z.output<typeof dismissalChatListQuerySchema>;
export type DismissalSurveyQuery = z.output<typeof dismissalSurveyQuerySchema>;

export const dismissalChatSawSchema = z.object({ message_id: idSchema.optional() });

// ---- Pure rules ----

/**
 * Status messages of the engine's actions that raise nobody's unread counter: an approval, a rejection, a
 * withdrawal or annulment (the application is cancelled) and the completion are not news to wait for.
 * Anything else (the creation, sending to approval, an action a later route adds) counts.
 */
export const DISMISSAL_SILENT_ACTIONS: ReadonlySet<string> = new Set([
  'approve',
  'reject',
  'cancel',
  'annul',
  'complete',
]);

export function statusMessageCountsAsUnread(action: string): boolean {
  return !DISMISSAL_SILENT_ACTIONS.has(action);
}

/**
 * k-anonymity of the survey summary: a group (a department, a reason) of fewer than `min` people is never
 * shown on its own. Small groups fold into one «other» row, shown only when it reaches `min` itself;
 * otherwise its people are left out. Rows keep their order by count (largest first), then title.
 */
export function foldSmallGroups(
  groups: readonly SurveyGroup[],
  min: number,
  otherTitle: string,
): SurveyGroup[] {
  const shown = groups.filter((group) => group.count >= min);
  const other = groups.filter((group) => group.count < min).reduce((sum, group) => sum + group.count, 0);
  const sorted = [...shown].sort((a, b) => b.count - a.count || a.title.localeCompare(b.title, 'ru'));
  return other >= min ? [...sorted, { id: null, title: otherTitle, count: other }] : sorted;
}

/** A total shown only when it reaches the minimum group (null: too few to show). */
export function anonymousTotal(count: number, min: number): number | null {
  return count >= min ? count : null;
}
