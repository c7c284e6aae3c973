import { describe, expect, it } from 'vitest';
import {
  chatMaxLength,
  chatQuerySchema,
  chatSendSchema,
  chatTextProblem,
  normaliseChatText,
} from './chat.ts';

describe('chat text', () => {
  it('trims and unifies line breaks', () => {
    expect(normaliseChatText('  Привет\r\nмир\r  ')).toBe('Привет\nмир');
  });

  it.each([
    ['', 0, 'Введите сообщение'],
    [' \n\t ', 0, 'Введите сообщение'],
    ['', 1, null],
    ['Да', 0, null],
    ['12345', 0, null],
    ['123456', 0, 'Сообщение не длиннее 5 символов'],
    ['  12345  ', 0, null],
  ])('«%s» with %i files: %s', (text, files, problem) => {
    expect(chatTextProblem(text, 5, files)).toBe(problem);
  });

  it('falls back to the default for a mistyped limit', () => {
    expect(chatMaxLength('2000', 4000)).toBe(2000);
    expect(chatMaxLength('abc', 4000)).toBe(4000);
    expect(chatMaxLength('0', 4000)).toBe(4000);
    expect(chatMaxLength(undefined, 4000)).toBe(4000);
  });
});

describe('chat requests', () => {
  it('needs a room or a person, not both', () => {
    expect(chatSendSchema.safeParse({ message: 'x' }).success).toBe(false);
    expect(chatSendSchema.safeParse({ room_id: 1, user_id: 2, message: 'x' }).success).toBe(false);
    expect(chatSendSchema.parse({ user_id: 2, message: 'x' })).toEqual({
      user_id: 2,
      message: 'x',
      attachments: [],
    });
  });

  it('takes one cursor at a time', () => {
    expect(chatQuerySchema.safeParse({ room_id: '1', before: '5' }).success).toBe(true);
    expect(chatQuerySchema.safeParse({ room_id: '1', before: '5', after: '3' }).success).toBe(false);
  });
});
