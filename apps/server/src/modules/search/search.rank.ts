// The order of people found: how well each typed word matches a word of the name (surname first) or of the
// other fields. Pure: the database finds the candidates, this decides who comes first.
import type { Reading, Slot } from './search.readings.ts';
import { nominativeGuesses, wordsOf } from './search.text.ts';

/** Points of one typed word against one word of a document. */
export const MATCH_POINTS = {
  exact: 100,
  /** The nominative the typed form most likely comes from («ситниковой» → ситникова); less for later guesses. */
  nominative: 95,
  /** The start of the word; minus a point per missing letter, at most 10. */
  prefix: 80,
  /** Another form of the same stem. */
  form: 75,
  typo1: 60,
  typo2: 40,
} as const;

/** Added for a match in the surname, the name, the patronymic; a match outside the name loses 40. */
const NAME_BONUS = [10, 5, 2];
const OTHER_FIELD = -40;
/** A reading in the other keyboard layout counts a little less than the query as typed. */
const LAYOUT_FACTOR = 0.95;
/** An exact identifier (e-mail, login, phone) beats any word match; the start of one beats most. */
export const KEY_POINTS = { exact: 1000, prefix: 90 } as const;

export function wordPoints(slot: Slot, word: string): number {
  if (word === slot.query) return MATCH_POINTS.exact;
  if (slot.forms.includes(word)) {
    // The first guess is the likelier one («ситникову»: Ситников before Ситникова).
    const guess = nominativeGuesses(slot.query).indexOf(word);
    return guess >= 0 ? MATCH_POINTS.nominative - Math.min(guess, 5) : MATCH_POINTS.form;
  }
  const typo = slot.typos.find((item) => item.word === word);
  if (typo) return typo.distance === 1 ? MATCH_POINTS.typo1 : MATCH_POINTS.typo2;
  if (slot.prefix && word.startsWith(slot.query))
    return MATCH_POINTS.prefix - Math.min(10, word.length - slot.query.length);
  return 0;
}

export interface RankedDocument {
  id: number;
  title: string;
  subtitle: string | null;
  body: string | null;
  /** Found by an identifier key: exactly or by its start. */
  key?: 'exact' | 'prefix';
}

/** Points of a document for one reading: every slot must match some word, else 0. */
function readingPoints(reading: Reading, titleWords: string[], otherWords: string[]): number {
  let total = 0;
  for (const slot of reading.slots) {
    let best = 0;
    titleWords.forEach((word, index) => {
      const points = wordPoints(slot, word);
      if (points > 0) best = Math.max(best, points + (NAME_BONUS[index] ?? 0));
    });
    for (const word of otherWords) {
      const points = wordPoints(slot, word);
      if (points > 0) best = Math.max(best, Math.max(1, points + OTHER_FIELD));
    }
    if (best === 0) return 0;
    total += best;
  }
  return reading.layout ? total * LAYOUT_FACTOR : total;
}

/** How well a document matches the query (0: not at all). */
export function documentPoints(doc: RankedDocument, readings: Reading[]): number {
  if (doc.key === 'exact') return KEY_POINTS.exact;
  const titleWords = wordsOf(doc.title);
  const otherWords = wordsOf(`${doc.subtitle ?? ''} ${(doc.body ?? '').replace(/[@.]/g, ' ')}`);
  const words = Math.max(0, ...readings.map((reading) => readingPoints(reading, titleWords, otherWords)));
  return doc.key === 'prefix' ? Math.max(words, KEY_POINTS.prefix) : words;
}

const collator = new Intl.Collator('ru');

/** Documents that match, best first; equal points in name order, then by id (a stable order). */
export function rankDocuments<T extends RankedDocument>(
  docs: T[],
  readings: Reading[],
): (T & { rank: number })[] {
  return docs
    .map((doc) => ({ ...doc, rank: documentPoints(doc, readings) }))
    .filter((doc) => doc.rank > 0)
    .sort((a, b) => b.rank - a.rank || collator.compare(a.title, b.title) || a.id - b.id);
}
