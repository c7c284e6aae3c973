// What a query may mean, word by word: the words as typed and, when typed in the other keyboard layout, as
// meant; for each word the vocabulary words it may stand for (its forms, its typo corrections). Pure: the
// service asks the vocabulary (search.queries.ts) and hands the answer here.
import {
  editDistance,
  editVariants,
  maxTypos,
  nominativeGuesses,
  switchLayout,
  wordsOf,
} from './search.text.ts';

/** Words of a query that count; the rest is ignored (a query is a name, not a paragraph). */
export const MAX_QUERY_WORDS = 6;

/** One typed word and the vocabulary words it may mean. */
export interface Slot {
  query: string;
  /** The typed word is itself a word of the index. */
  exact: boolean;
  /** The typed word may be the start of a longer word (a word of the index starts with it). */
  prefix: boolean;
  /** Same Russian stem («ситниковой» → ситникова, ситников). */
  forms: string[];
  /** Within a typo or two, with the distance (only when the word is neither known nor a known form). */
  typos: { word: string; distance: number }[];
}

/** The query read one way: as typed, or switched to the other keyboard layout. */
export interface Reading {
  layout: boolean;
  slots: Slot[];
}

/** A word to look up in the vocabulary: which reading and slot it belongs to. */
export interface LookupWord {
  reading: number;
  slot: number;
  word: string;
}

/** The words of each reading of a query: as typed, then as switched layout when it reads differently. */
export function readingWords(query: string): { layout: boolean; words: string[] }[] {
  const readings = [{ layout: false, words: wordsOf(query).slice(0, MAX_QUERY_WORDS) }];
  const switched = switchLayout(query);
  if (switched) readings.push({ layout: true, words: wordsOf(switched).slice(0, MAX_QUERY_WORDS) });
  return readings.filter((reading) => reading.words.length > 0);
}

/** Vocabulary answers about one lookup word (see search.queries.ts vocabularySql). */
export interface VocabularyRow {
  /** Index into the lookup words. */
  lookup: number;
  word: string;
  via: 'exact' | 'prefix' | 'stem' | 'near';
}

const DIGITS = /^\d+$/;

/**
 * Lookup words of every reading; each word's edit variants to check exactly (trigrams miss some), and the
 * nominatives its ending suggests (the stemmer cuts «андреев» and «андреевым» differently).
 */
export function lookupsOf(readings: { words: string[] }[]): {
  words: LookupWord[];
  variants: string[][];
  guesses: string[][];
} {
  const words = readings.flatMap((reading, readingIndex) =>
    reading.words.map((word, slot) => ({ reading: readingIndex, slot, word })),
  );
  const fuzzy = (word: string) => word.length >= 3 && !DIGITS.test(word);
  return {
    words,
    // Typos are corrected in the query as typed only (a typo in the wrong layout too is asking a lot).
    variants: words.map(({ word, reading }) => (reading === 0 && fuzzy(word) ? editVariants(word) : [])),
    guesses: words.map(({ word }) => (fuzzy(word) ? nominativeGuesses(word) : [])),
  };
}

/**
 * The readings with their slots filled from the vocabulary. A word the index knows (or starts) is taken as
 * typed plus its forms; an unknown word as its forms, else its typo corrections (closest first). Unknown words
 * with nothing near are dropped when the reading has other words; a reading with no word left is dropped.
 */
export function buildReadings(
  readings: { layout: boolean; words: string[] }[],
  lookups: LookupWord[],
  rows: VocabularyRow[],
): Reading[] {
  const byLookup = new Map<number, VocabularyRow[]>();
  for (const row of rows) byLookup.set(row.lookup, [...(byLookup.get(row.lookup) ?? []), row]);
  const result: Reading[] = [];
  readings.forEach((reading, readingIndex) => {
    const slots: Slot[] = [];
    reading.words.forEach((word, slotIndex) => {
      const lookup = lookups.findIndex((item) => item.reading === readingIndex && item.slot === slotIndex);
      const found = byLookup.get(lookup) ?? [];
      const exact = found.some((row) => row.via === 'exact');
      const known = exact || found.some((row) => row.via === 'prefix');
      const forms = [...new Set(found.filter((row) => row.via === 'stem').map((row) => row.word))].filter(
        (form) => form !== word,
      );
      let typos: Slot['typos'] = [];
      if (!known && forms.length === 0) {
        const limit = maxTypos(word);
        typos = [...new Set(found.filter((row) => row.via === 'near').map((row) => row.word))]
          .map((candidate) => ({ word: candidate, distance: editDistance(word, candidate) }))
          .filter((typo) => typo.distance > 0 && typo.distance <= limit)
          .sort((a, b) => a.distance - b.distance || a.word.localeCompare(b.word));
      }
      // Digits and very short words are never in the vocabulary: taken as prefixes (an extension, an initial).
      const prefix = known || DIGITS.test(word) || word.length < 3;
      if (prefix || forms.length > 0 || typos.length > 0)
        slots.push({ query: word, exact, prefix, forms, typos });
    });
    // A word nothing is near is dropped from the query as typed; but the other layout is a reading only when
    // every word means something in it (else «офис в Минске» read as Latin keeps only «d»: «Day», «DELETE»).
    const complete = slots.length === reading.words.length;
    if (slots.length > 0 && (complete || !reading.layout)) result.push({ layout: reading.layout, slots });
  });
  return result;
}

/** Terms of one slot in a `simple` tsquery: the exact words it may mean, and the typed word as a prefix. */
function slotTerms(slot: Slot, withPrefix: boolean): string[] {
  const terms = [...(slot.exact ? [slot.query] : []), ...slot.forms, ...slot.typos.map((typo) => typo.word)];
  if (withPrefix && slot.prefix) terms.push(`${slot.query}:*`);
  return [...new Set(terms)];
}

/**
 * A tsquery text (words are only letters and digits, so nothing needs quoting): each reading is every slot
 * (AND) matching any of its terms (OR); readings are alternatives (OR). `exactOnly` leaves prefixes out and
 * drops readings with a slot that only had a prefix. Null when nothing is left.
 */
export function tsqueryOf(readings: Reading[], exactOnly: boolean): string | null {
  const parts: string[] = [];
  for (const reading of readings) {
    const slots = reading.slots.map((slot) => slotTerms(slot, !exactOnly));
    if (slots.some((terms) => terms.length === 0)) continue;
    parts.push(slots.map((terms) => `(${terms.join(' | ')})`).join(' & '));
  }
  return parts.length ? parts.map((part) => `(${part})`).join(' | ') : null;
}

/** Every term of every reading, OR-ed: what a snippet highlights. */
export function highlightQueryOf(readings: Reading[]): string | null {
  const terms = new Set(
    readings.flatMap((reading) => reading.slots.flatMap((slot) => slotTerms(slot, true))),
  );
  return terms.size ? [...terms].join(' | ') : null;
}

/**
 * The query as it was understood, when that differs from what was typed: the other keyboard layout, typos
 * corrected (the closest word each). Null when the words were taken as typed (or as their forms).
 */
export function meantText(readings: Reading[]): string | null {
  const [first] = readings;
  if (!first) return null;
  const corrected = (slot: Slot) =>
    !slot.exact && !slot.prefix && slot.forms.length === 0 && slot.typos.length > 0;
  if (!first.layout && !first.slots.some(corrected)) return null;
  return first.slots.map((slot) => (corrected(slot) ? slot.typos[0]!.word : slot.query)).join(' ');
}
