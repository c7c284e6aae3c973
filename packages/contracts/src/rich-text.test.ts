import { describe, expect, it } from 'vitest';
import { isRichTextEmpty, richTextSchema } from './rich-text.ts';

describe('isRichTextEmpty', () => {
  it('sees the editor empty document and whitespace as empty', () => {
    expect(isRichTextEmpty('')).toBe(true);
    expect(isRichTextEmpty('<p></p>')).toBe(true);
    expect(isRichTextEmpty('<p>&nbsp; </p><p><br></p>')).toBe(true);
  });

  it('sees words or an image as content', () => {
    expect(isRichTextEmpty('<p>а</p>')).toBe(false);
    expect(isRichTextEmpty('<p><img src="/api/files/1"></p>')).toBe(false);
  });
});

describe('richTextSchema', () => {
  it('refuses too long, control characters and, when required, an empty document', () => {
    const schema = richTextSchema({ max: 10, required: true, emptyMessage: 'Введите текст новости' });
    expect(schema.safeParse('<p>ок</p>').success).toBe(true);
    expect(schema.safeParse('<p>слишком длинно</p>').error?.issues[0]?.message).toMatch(/слишком длинный/);
    expect(schema.safeParse('<p>\u0000</p>').success).toBe(false);
    expect(schema.safeParse('<p></p>').error?.issues[0]?.message).toBe('Введите текст новости');
    expect(richTextSchema().safeParse('<p></p>').success).toBe(true);
  });
});
