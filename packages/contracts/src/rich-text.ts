import { z } from 'zod';
import { textSchema } from './primitives.ts';

/**
 * Rich text travels as HTML: the web's editor writes it, the server sanitises it (`sanitizeRichText` in
 * apps/server/src/platform/text/rich-text.ts) before storing, the web shows it through DOMPurify.
 */

/** The tags rich text may hold: the server's sanitiser and the web's DOMPurify use this one list. */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'del',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;

/** The attributes each tag may keep (the rest are dropped). */
export const RICH_TEXT_ATTRIBUTES = {
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  ol: ['start'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
} as const;

/** The longest rich text accepted, in characters of HTML (about 30 printed pages with their markup). */
export const RICH_TEXT_MAX_LENGTH = 200_000;
export const RICH_TEXT_TOO_LONG_MESSAGE = 'Текст слишком длинный: не больше 200 000 символов с разметкой';
export const RICH_TEXT_EMPTY_MESSAGE = 'Введите текст';

/** True when the HTML shows nothing: no words and no image (the editor's empty document is `<p></p>`). */
export function isRichTextEmpty(html: string): boolean {
  if (/<img\s/i.test(html)) return false;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|\u00a0/g, ' ')
    .trim();
  return text.length === 0;
}

/**
 * A rich-text field of a request: HTML up to `max` characters without control characters; `required`
 * refuses an editor that shows nothing, with `emptyMessage`.
 */
export function richTextSchema(
  options: { max?: number; required?: boolean; emptyMessage?: string; tooLongMessage?: string } = {},
) {
  const max = options.max ?? RICH_TEXT_MAX_LENGTH;
  const tooLong = options.tooLongMessage ?? RICH_TEXT_TOO_LONG_MESSAGE;
  const base = z
    .string()
    .max(max, tooLong)
    .pipe(textSchema(max, { multiline: true }));
  if (!options.required) return base;
  return base.refine((html) => !isRichTextEmpty(html), options.emptyMessage ?? RICH_TEXT_EMPTY_MESSAGE);
}
