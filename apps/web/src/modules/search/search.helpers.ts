import type { SearchHit, SearchSnippet } from '@intranet/contracts';

export interface PersonMeta {
  work_position: string | null;
  department: string | null;
  office: string | null;
  email: string | null;
  phone_corp: string | null;
  phone_personal: string | null;
}

const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

/** The search index keeps a person's details in `meta`; anything missing or not text reads as null. */
export function personMetaOf(hit: Pick<SearchHit, 'meta'>): PersonMeta {
  const meta = hit.meta ?? {};
  return {
    work_position: textOf(meta.work_position),
    department: textOf(meta.department),
    office: textOf(meta.office),
    email: textOf(meta.email),
    phone_corp: textOf(meta.phone_corp),
    phone_personal: textOf(meta.phone_personal),
  };
}

/** `tel:` link of a phone as people write it: «+7 (495) 120-00-00 доб. 3172» -> `tel:+74951200000,3172`. */
export function phoneHref(phone: string): string {
  const [main = '', extension] = phone.split(/доб\.?|ext\.?/i);
  const digits = main.replace(/[^\d+]/g, '');
  const ext = extension?.replace(/\D/g, '');
  return `tel:${digits}${ext ? `,${ext}` : ''}`;
}

/** `?user=ID` of the search page, or null when absent or not a positive integer. */
export function userIdFromParam(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** A piece of a snippet: plain text, highlighted or not. */
export interface SnippetPart {
  text: string;
  marked: boolean;
}

/**
 * A snippet split at its highlight ranges (sorted, overlaps and out-of-range ends ignored). The parts are
 * rendered as React text, so nothing in a document can become markup.
 */
export function snippetParts(snippet: SearchSnippet): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let at = 0;
  const ranges = [...snippet.highlights].sort((a, b) => a.start - b.start);
  for (const { start, end } of ranges) {
    const from = Math.max(start, at);
    const to = Math.min(end, snippet.text.length);
    if (to <= from) continue;
    if (from > at) parts.push({ text: snippet.text.slice(at, from), marked: false });
    parts.push({ text: snippet.text.slice(from, to), marked: true });
    at = to;
  }
  if (at < snippet.text.length) parts.push({ text: snippet.text.slice(at), marked: false });
  return parts;
}
