// The pure text rules of search: words, keyboard layouts, edit variants and distances, nominative guesses of
// Russian word forms, identifier keys, highlighted snippets. No database here: unit-tested on their own.

/** Lower case, ё read as е (the index does the same), spaces trimmed. */
export function normalise(text: string): string {
  return text.toLowerCase().replace(/ё/g, 'е').trim();
}

/** Letters and digits the index splits words on (the same for documents and queries). */
const NOT_WORD = /[^a-z0-9а-я]+/;
const HAS_LETTER = /[a-zа-я]/;

/** The words of a text as the index sees them, in order (duplicates kept). */
export function wordsOf(text: string): string[] {
  return normalise(text)
    .split(NOT_WORD)
    .filter((word) => word.length > 0);
}

/** Longest word kept in the vocabulary (longer runs are identifiers or noise). */
export const MAX_WORD_LENGTH = 40;

/** The distinct words of a text worth correcting typos against: 3+ characters, at least one letter. */
export function vocabularyOf(text: string): string[] {
  return [
    ...new Set(
      wordsOf(text).filter(
        (word) => word.length >= 3 && word.length <= MAX_WORD_LENGTH && HAS_LETTER.test(word),
      ),
    ),
  ];
}

// ---------------------------------------------------------------------------------------------------------
// Keyboard layouts: the same keys in the Russian ЙЦУКЕН and the Latin QWERTY layout.

const LATIN_KEYS = "qwertyuiop[]asdfghjkl;'zxcvbnm,./`" + '{}:"<>~@#$^&?';
const RUSSIAN_KEYS = 'йцукенгшщзхъфывапролджэячсмитьбю.ё' + 'хъжэбюё"№;:?,';

const toRussian = new Map<string, string>();
const toLatin = new Map<string, string>();
[...LATIN_KEYS].forEach((latin, index) => {
  const russian = RUSSIAN_KEYS[index]!;
  if (!toRussian.has(latin)) toRussian.set(latin, russian);
  if (!toLatin.has(russian)) toLatin.set(russian, latin);
});

const LATIN_LETTER = /[a-z]/;
const RUSSIAN_LETTER = /[а-яё]/;

/**
 * The text as it was meant when typed in the other layout: «Cbnybrjdf» → «ситникова», «ьюшмфтщмф"учфьздуюеуые» →
 * «m.ivanova@example.test». Null when the text mixes both alphabets (then it was typed as meant) or has no
 * letters of either, or nothing changes.
 */
export function switchLayout(text: string): string | null {
  const lower = text.toLowerCase();
  const latin = LATIN_LETTER.test(lower);
  const russian = RUSSIAN_LETTER.test(lower);
  if (latin === russian) return null;
  const map = latin ? toRussian : toLatin;
  const switched = [...lower].map((char) => map.get(char) ?? char).join('');
  return switched === lower ? null : switched;
}

// ---------------------------------------------------------------------------------------------------------
// Typos.

const RUSSIAN_ALPHABET = [...'абвгдежзийклмнопрстуфхцчшщъыьэюя'];
const LATIN_ALPHABET = [...'abcdefghijklmnopqrstuvwxyz'];

/** Up to this length every one-edit variant is generated (trigrams are weak on short words). */
export const SHORT_WORD = 5;

/**
 * Words one edit away from `word` that trigram similarity may miss, to look up exactly: every adjacent swap
 * («андерева» → «андреева») and every deletion; for short words also every substitution and insertion.
 * Bounded: a 5-letter word gives at most 4 + 5 + 5·32 + 6·33 variants.
 */
export function editVariants(word: string): string[] {
  const variants = new Set<string>();
  const chars = [...word];
  for (let i = 0; i + 1 < chars.length; i += 1) {
    const swapped = [...chars];
    [swapped[i], swapped[i + 1]] = [swapped[i + 1]!, swapped[i]!];
    variants.add(swapped.join(''));
  }
  if (chars.length > 3)
    for (let i = 0; i < chars.length; i += 1) variants.add(word.slice(0, i) + word.slice(i + 1));
  if (chars.length <= SHORT_WORD && chars.length >= 3) {
    const alphabet = RUSSIAN_LETTER.test(word) ? RUSSIAN_ALPHABET : LATIN_ALPHABET;
    for (let i = 0; i <= chars.length; i += 1) {
      for (const letter of alphabet) {
        variants.add(word.slice(0, i) + letter + word.slice(i));
        if (i < chars.length && chars[i] !== letter)
          variants.add(word.slice(0, i) + letter + word.slice(i + 1));
      }
    }
  }
  variants.delete(word);
  return [...variants];
}

/**
 * Damerau–Levenshtein distance (optimal string alignment): insertions, deletions, substitutions and adjacent
 * transpositions cost 1 each. «андерева»–«андреева» is 1 (fuzzystrmatch's levenshtein would say 2).
 */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** How many edits a typo may have: one, two in words of 7+ letters (ranked below one). */
export const maxTypos = (word: string) => (word.length >= 7 ? 2 : 1);

// ---------------------------------------------------------------------------------------------------------
// Russian word forms of names: which nominative a declined form most likely comes from.

/** [ending of the declined form, ending of the nominative], longest first within a group. */
const NOMINATIVE_ENDINGS: [string, string][] = [
  // Surnames in -ов/-ев/-ин/-ын, feminine -ова/-ева/-ина.
  ['овой', 'ова'],
  ['евой', 'ева'],
  ['иной', 'ина'],
  ['ыной', 'ына'],
  ['овым', 'ов'],
  ['евым', 'ев'],
  ['иным', 'ин'],
  ['ыным', 'ын'],
  ['ову', 'ов'],
  ['еву', 'ев'],
  ['ину', 'ин'],
  ['ову', 'ова'],
  ['еву', 'ева'],
  ['ину', 'ина'],
  ['ове', 'ов'],
  ['еве', 'ев'],
  ['ине', 'ин'],
  ['ова', 'ов'],
  ['ева', 'ев'],
  ['ина', 'ин'],
  // Adjective surnames -ский/-ская, -цкий/-цкая.
  ['ского', 'ский'],
  ['скому', 'ский'],
  ['ским', 'ский'],
  ['ском', 'ский'],
  ['ской', 'ская'],
  ['скую', 'ская'],
  ['цкого', 'цкий'],
  ['цкому', 'цкий'],
  ['цким', 'цкий'],
  ['цкой', 'цкая'],
  // First names and patronymics.
  ['ем', 'й'],
  ['ея', 'ей'],
  ['ею', 'ей'],
  ['ой', 'а'],
  ['ей', 'я'],
  ['ом', ''],
  ['ем', 'ь'],
  ['ы', 'а'],
  ['и', 'я'],
  ['и', 'а'],
  ['е', 'а'],
  ['е', 'я'],
  ['у', 'а'],
  ['ю', 'я'],
  ['а', ''],
  ['я', 'й'],
  ['я', 'ь'],
];

/** Nominatives a declined name may come from, most likely first: «ситниковой» → [«ситникова»]. */
export function nominativeGuesses(word: string): string[] {
  const guesses: string[] = [];
  for (const [ending, nominative] of NOMINATIVE_ENDINGS) {
    if (word.length - ending.length < 2 || !word.endsWith(ending)) continue;
    const guess = word.slice(0, word.length - ending.length) + nominative;
    if (!guesses.includes(guess)) guesses.push(guess);
  }
  return guesses;
}

// ---------------------------------------------------------------------------------------------------------
// Identifiers.

const PHONE = /^[\d\s()+\-.,]*\d[\d\s()+\-.,]*(?:(?:доб|ext)\.?\s*\d+)?$/i;

/**
 * The keys a phone is found by: its digits in the usual ways (+7…, 8…, the 10 digits, the 7-digit local
 * number) and an extension on its own; a shared office number with an extension is keyed with it.
 */
export function phoneKeys(phone: string): string[] {
  const [main = '', extension] = phone.split(/доб\.?|ext\.?/i);
  const digits = main.replace(/\D/g, '');
  const ext = extension?.replace(/\D/g, '') ?? '';
  const keys = new Set<string>();
  if (ext) {
    keys.add(ext);
    if (digits) keys.add(`${digits}${ext}`);
  } else if (digits.length >= 4) {
    keys.add(digits);
    if (digits.length === 11 && /^[78]/.test(digits)) {
      keys.add(`7${digits.slice(1)}`);
      keys.add(digits.slice(1));
    }
    if (digits.length >= 10) keys.add(digits.slice(-7));
  }
  return [...keys];
}

/** A person's identifier keys: e-mail, its local part, login, phones. */
export function personKeys(person: {
  email?: string | null;
  login?: string | null;
  phones?: (string | null | undefined)[];
}): string[] {
  const keys = new Set<string>();
  const email = person.email ? normalise(person.email) : '';
  if (email) {
    keys.add(email);
    const local = email.split('@')[0];
    if (local) keys.add(local);
  }
  if (person.login) keys.add(normalise(person.login));
  for (const phone of person.phones ?? []) if (phone) for (const key of phoneKeys(phone)) keys.add(key);
  return [...keys];
}

/** The keys a query is looked up by: itself (one word) and, when it reads as a phone number, the phone's keys. */
export function queryKeys(query: string): string[] {
  const text = normalise(query);
  if (PHONE.test(text)) return [...new Set([text, ...phoneKeys(text)])];
  return text && !/\s/.test(text) ? [text] : [];
}

// ---------------------------------------------------------------------------------------------------------
// Snippets.

/** Marks ts_headline puts around a found word; control characters the stored text never holds. */
export const HIGHLIGHT_START = '\u0001';
export const HIGHLIGHT_STOP = '\u0002';

export interface Snippet {
  text: string;
  highlights: { start: number; end: number }[];
}

/** ts_headline's output with our marks → plain text and the ranges to highlight (never HTML). */
export function parseHeadline(marked: string): Snippet {
  const source = marked.trim();
  let text = '';
  const highlights: Snippet['highlights'] = [];
  let start = -1;
  for (const char of source) {
    if (char === HIGHLIGHT_START) start = text.length;
    else if (char === HIGHLIGHT_STOP) {
      if (start >= 0 && text.length > start) highlights.push({ start, end: text.length });
      start = -1;
    } else text += char;
  }
  return { text, highlights };
}

/**
 * What the index stores as a document's body: plain text. Tags of rich text become spaces, the usual entities
 * are decoded, control characters (our highlight marks among them) dropped.
 */
export function plainText(text: string | null | undefined): string | null {
  if (!text) return null;
  const plain = text
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b-\u001f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain || null;
}
