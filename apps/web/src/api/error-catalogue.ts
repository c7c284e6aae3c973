import { messageOf } from './api-error.ts';

/** Exact texts of the error catalogue (docs/decisions.md, "Web shell"). */
export const ERROR_TEXTS = {
  forbiddenTitle: 'Доступ запрещен',
  forbiddenContent: 'У вас нет прав на это действие',
  genericTitle: 'Что-то пошло не так',
  genericContent: 'Попробуйте позже или обратитесь в техподдержку',
  conflictTitle: 'Ошибка',
  motivationTitle: 'Сервис недоступен',
  motivationContent: 'Сервис нематериальной мотивации сейчас недоступен. Попробуйте позже.',
} as const;

export interface ErrorDialog {
  title: string;
  content: string;
  /** Append the support e-mail and phone from the settings. */
  withSupportContact: boolean;
}

/** «Что-то пошло не так» with the common text and the support contact (400, 401, 500 and failed actions). */
export const GENERIC_ERROR_DIALOG: ErrorDialog = {
  title: ERROR_TEXTS.genericTitle,
  content: ERROR_TEXTS.genericContent,
  withSupportContact: true,
};

export interface ErrorContext {
  status: number;
  body: unknown;
  /** `location.pathname` when the response came: job-safety pages show no generic dialog. */
  pathname: string;
}

export function isJobSafetyPath(pathname: string): boolean {
  return pathname === '/job-safety' || pathname.startsWith('/job-safety/');
}

function hasErrorField(body: unknown): boolean {
  return !!body && typeof body === 'object' && !Array.isArray(body) && 'error' in body;
}

/**
 * Which global dialog an error response opens, or null when the screen handles it itself.
 * 5xx other than 500 (a proxy's 502/503/504) are treated as 500: the user's next step is the same.
 */
export function dialogForError({ status, body, pathname }: ErrorContext): ErrorDialog | null {
  if (status === 403) {
    // A body with an `error` field carries a reason the screen shows itself.
    if (hasErrorField(body)) return null;
    return {
      title: ERROR_TEXTS.forbiddenTitle,
      content: ERROR_TEXTS.forbiddenContent,
      withSupportContact: false,
    };
  }
  if (status === 409) {
    return {
      title: ERROR_TEXTS.conflictTitle,
      content: messageOf(body) ?? ERROR_TEXTS.genericContent,
      withSupportContact: false,
    };
  }
  if (status === 499) {
    return {
      title: ERROR_TEXTS.motivationTitle,
      content: ERROR_TEXTS.motivationContent,
      withSupportContact: false,
    };
  }
  if (status === 400 || status === 401 || status >= 500) {
    if (isJobSafetyPath(pathname)) return null;
    return GENERIC_ERROR_DIALOG;
  }
  return null;
}

export type BodyMessages = { kind: 'errors'; messages: string[] } | { kind: 'validation'; body: unknown };

/**
 * An array body goes to the error messages, any other body to the validation messages.
 * Strings inside the array are kept; objects contribute their `message`.
 */
export function messagesForBody(body: unknown): BodyMessages | null {
  if (body === undefined || body === null || body === '') return null;
  if (Array.isArray(body)) {
    const messages = body
      .map((item) => (typeof item === 'string' ? item : messageOf(item)))
      .filter((m): m is string => !!m);
    return { kind: 'errors', messages };
  }
  return { kind: 'validation', body };
}
