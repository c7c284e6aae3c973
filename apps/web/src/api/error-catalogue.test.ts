import { describe, expect, it } from 'vitest';
import { dialogForError, messagesForBody } from './error-catalogue.ts';

const at = (status: number, body: unknown = { message: 'x' }, pathname = '/dashboard') =>
  dialogForError({ status, body, pathname });

describe('dialogForError', () => {
  it('403 without an error field -> «Доступ запрещен»', () => {
    expect(at(403)).toEqual({
      title: 'Доступ запрещен',
      content: 'У вас нет прав на это действие',
      withSupportContact: false,
    });
  });

  it('403 with an error field is left to the screen', () => {
    expect(at(403, { message: 'x', error: 'quota' })).toBeNull();
  });

  it.each([400, 401, 500, 503])('%i -> «Что-то пошло не так» with the support contact', (status) => {
    expect(at(status)).toEqual({
      title: 'Что-то пошло не так',
      content: 'Попробуйте позже или обратитесь в техподдержку',
      withSupportContact: true,
    });
  });

  it.each(['/job-safety', '/job-safety/test', '/job-safety/articles/3'])(
    'no generic dialog on %s',
    (path) => {
      expect(at(500, {}, path)).toBeNull();
      expect(at(400, {}, path)).toBeNull();
      // 403 is still shown there: only 400/401/500 are excluded.
      expect(at(403, {}, path)?.title).toBe('Доступ запрещен');
    },
  );

  it('does not treat /job-safetyx as a job-safety page', () => {
    expect(at(500, {}, '/job-safetyx')).not.toBeNull();
  });

  it('409 -> «Ошибка» with the response text', () => {
    expect(at(409, { message: 'Уже существует' })).toEqual({
      title: 'Ошибка',
      content: 'Уже существует',
      withSupportContact: false,
    });
    expect(at(409, 'Текст ответа')?.content).toBe('Текст ответа');
  });

  it('499 -> the non-material motivation service dialog', () => {
    expect(at(499)?.content).toContain('нематериальной мотивации');
  });

  it.each([404, 413, 429])('%i is left to the screen', (status) => {
    expect(at(status)).toBeNull();
  });
});

describe('messagesForBody', () => {
  it('array bodies become error messages', () => {
    expect(messagesForBody(['a', { message: 'b' }, 3])).toEqual({ kind: 'errors', messages: ['a', 'b'] });
  });

  it('other bodies become validation messages', () => {
    expect(messagesForBody({ message: 'm' })).toEqual({ kind: 'validation', body: { message: 'm' } });
  });

  it('empty bodies give nothing', () => {
    expect(messagesForBody(undefined)).toBeNull();
    expect(messagesForBody('')).toBeNull();
  });
});
