import {
  jobSafetyTicketSaveSchema,
  type JobSafetyTicket,
  type JobSafetyTicketSave,
} from '@intranet/contracts/job-safety/job-safety';
import type { FormInstance } from 'antd';
import type { FieldErrors } from '../../../api/api-error.ts';
import { validateWithSchema } from '../../../ui/form-validation.ts';

/** The editor's form: the body of POST /tickets, with the fields antd leaves undefined while untouched. */
export interface TicketFormValues {
  chapter_id?: number;
  title?: string;
  questions?: {
    text?: string;
    article_id?: number | null;
    answers?: { text?: string; correct?: boolean }[];
  }[];
}

export const MIN_ANSWERS = 2;
export const MAX_ANSWERS = 10;

export const emptyAnswer = () => ({ text: '', correct: false });
export const emptyQuestion = () => ({
  text: '',
  article_id: null,
  answers: [emptyAnswer(), emptyAnswer()],
});

export function ticketToForm(ticket: JobSafetyTicket): TicketFormValues {
  return {
    chapter_id: ticket.chapter_id,
    title: ticket.title,
    questions: ticket.questions.map((question) => ({
      text: question.text,
      article_id: question.article?.id ?? null,
      answers: question.answers.map((answer) => ({ text: answer.text, correct: answer.correct === true })),
    })),
  };
}

/** The form's values as the contract's body: untouched fields become what the contract calls empty. */
export function formToBody(values: TicketFormValues): unknown {
  return {
    chapter_id: values.chapter_id,
    title: values.title ?? '',
    questions: (values.questions ?? []).map((question) => ({
      text: question.text ?? '',
      article_id: question.article_id ?? null,
      answers: (question.answers ?? []).map((answer) => ({
        text: answer.text ?? '',
        correct: answer.correct === true,
      })),
    })),
  };
}

/**
 * Checks the ticket with the contract's own schema before sending, so a question without a right answer is
 * refused on screen with the text the server would send.
 */
export function checkTicket(
  values: TicketFormValues,
): { ok: true; data: JobSafetyTicketSave } | { ok: false; errors: FieldErrors } {
  return validateWithSchema(jobSafetyTicketSaveSchema, formToBody(values));
}

type FieldName = (string | number)[];
type Fields = Parameters<FormInstance<TicketFormValues>['setFields']>[0];

/** `questions.0.answers.1.text` as the form's name path ['questions', 0, 'answers', 1, 'text']. */
const namePath = (field: string): FieldName =>
  field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * Puts an `errors` map (the server's 400 or checkTicket's) under the fields; a list's own error (too few
 * answers, no right answer) goes under the list. Returns the names it marked, to clear them before the next
 * check, and the messages no field shows (`_`), for a summary above the form.
 */
export function applyTicketErrors(
  form: FormInstance<TicketFormValues>,
  errors: FieldErrors,
): { names: FieldName[]; rest: string[] } {
  const rest: string[] = [];
  const fields: { name: FieldName; errors: string[] }[] = [];
  for (const [field, messages] of Object.entries(errors)) {
    if (field === '_' || field === '') rest.push(...messages);
    else fields.push({ name: namePath(field), errors: messages });
  }
  form.setFields(fields as unknown as Fields);
  return { names: fields.map((field) => field.name), rest };
}

/** Clears the errors applyTicketErrors put under these fields. */
export function clearTicketErrors(form: FormInstance<TicketFormValues>, names: FieldName[]): void {
  form.setFields(names.map((name) => ({ name, errors: [] })) as unknown as Fields);
}
