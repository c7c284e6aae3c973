import { describe, expect, it } from 'vitest';
import { documentPoints, KEY_POINTS, rankDocuments, wordPoints } from './search.rank.ts';
import {
  buildReadings,
  highlightQueryOf,
  lookupsOf,
  meantText,
  readingWords,
  tsqueryOf,
  type Slot,
} from './search.readings.ts';

const slot = (values: Partial<Slot> & { query: string }): Slot => ({
  exact: false,
  prefix: false,
  forms: [],
  typos: [],
  ...values,
});

const person = (id: number, title: string, subtitle: string | null = null) => ({
  id,
  title,
  subtitle,
  body: null,
});

describe('wordPoints', () => {
  it('orders exact > nominative > prefix > other form > one typo > two typos', () => {
    const typed = slot({ query: 'андреева', exact: true, prefix: true, forms: ['андреев'] });
    expect(wordPoints(typed, 'андреева')).toBeGreaterThan(wordPoints(typed, 'андреев'));
    const form = slot({ query: 'ситниковой', forms: ['ситникова', 'ситников'] });
    expect(wordPoints(form, 'ситникова')).toBeGreaterThan(wordPoints(form, 'ситников'));
    const typo = slot({
      query: 'андерева',
      typos: [
        { word: 'андреева', distance: 1 },
        { word: 'андреев', distance: 2 },
      ],
    });
    expect(wordPoints(typo, 'андреева')).toBeGreaterThan(wordPoints(typo, 'андреев'));
    expect(wordPoints(typo, 'мельникова')).toBe(0);
    const prefix = slot({ query: 'ситн', prefix: true });
    expect(wordPoints(prefix, 'ситников')).toBeGreaterThan(wordPoints(prefix, 'ситникова'));
  });
});

describe('rankDocuments', () => {
  const readings = [{ layout: false, slots: [slot({ query: 'иван', exact: true, prefix: true })] }];

  it('puts a surname before a first name, a name before another field, and drops what does not match', () => {
    const ranked = rankDocuments(
      [
        person(1, 'Петров Иван Сергеевич'),
        person(2, 'Иван Олег Петрович'),
        person(3, 'Сидоров Олег Иванович'),
        person(4, 'Козлов Олег Петрович', 'Иван-чай, закупщик'),
        person(5, 'Никто Никак Никакович'),
      ],
      readings,
    );
    expect(ranked.map((doc) => doc.id)).toEqual([2, 1, 3, 4]);
  });

  it('needs every word; the words may come in any order', () => {
    const twoWords = [
      {
        layout: false,
        slots: [
          slot({ query: 'ольга', exact: true, prefix: true }),
          slot({ query: 'андреева', exact: true }),
        ],
      },
    ];
    const docs = [person(1, 'Андреева Ольга Игоревна'), person(2, 'Андреева Мария Олеговна')];
    expect(rankDocuments(docs, twoWords).map((doc) => doc.id)).toEqual([1]);
  });

  it('counts the other keyboard layout a little less, and an exact key above anything', () => {
    const typed = { layout: false, slots: [slot({ query: 'иванов', exact: true })] };
    const switched = { layout: true, slots: [slot({ query: 'иванов', exact: true })] };
    const doc = person(1, 'Иванов Иван Иванович');
    expect(documentPoints(doc, [switched])).toBeLessThan(documentPoints(doc, [typed]));
    expect(documentPoints({ ...doc, key: 'exact' }, [])).toBe(KEY_POINTS.exact);
  });

  it('orders equal points by name', () => {
    const ranked = rankDocuments(
      [person(2, 'Иванов Пётр'), person(1, 'Иванов Андрей')],
      [{ layout: false, slots: [slot({ query: 'иванов', exact: true })] }],
    );
    expect(ranked.map((doc) => doc.title)).toEqual(['Иванов Андрей', 'Иванов Пётр']);
  });
});

describe('readings', () => {
  it('reads a Latin query in the Russian layout too', () => {
    expect(readingWords('Cbnybrjdf')).toEqual([
      { layout: false, words: ['cbnybrjdf'] },
      { layout: true, words: ['ситникова'] },
    ]);
  });

  it('corrects only words the vocabulary does not know, within the allowed typos, closest first', () => {
    const readings = readingWords('Андерева Ольга');
    const lookups = lookupsOf(readings);
    expect(lookups.variants[0]).toContain('андреева');
    const built = buildReadings(readings, lookups.words, [
      { lookup: 0, word: 'андреев', via: 'near' },
      { lookup: 0, word: 'андреева', via: 'near' },
      { lookup: 0, word: 'мельникова', via: 'near' },
      { lookup: 1, word: 'ольга', via: 'exact' },
      { lookup: 1, word: 'ольгин', via: 'near' },
    ]);
    expect(built[0]!.slots[0]!.typos).toEqual([
      { word: 'андреева', distance: 1 },
      { word: 'андреев', distance: 2 },
    ]);
    expect(built[0]!.slots[1]).toMatchObject({ exact: true, prefix: true, typos: [] });
    expect(tsqueryOf(built, true)).toBe('((андреева | андреев) & (ольга))');
    expect(tsqueryOf(built, false)).toBe('((андреева | андреев) & (ольга | ольга:*))');
    expect(highlightQueryOf(built)).toBe('андреева | андреев | ольга | ольга:*');
  });

  it('drops a word nothing is near, unless it is the only one', () => {
    const readings = readingWords('Андреева щщщщщ');
    const lookups = lookupsOf(readings);
    const built = buildReadings(readings, lookups.words, [{ lookup: 0, word: 'андреева', via: 'exact' }]);
    expect(built[0]!.slots.map((item) => item.query)).toEqual(['андреева']);
    expect(buildReadings(readingWords('щщщщщ'), lookupsOf(readingWords('щщщщщ')).words, [])).toEqual([]);
  });

  it('takes the other layout only when every word means something in it', () => {
    const readings = readingWords('офис в Минске');
    expect(readings[1]).toEqual({ layout: true, words: ['jabc', 'd', 'vbycrt'] });
    const lookups = lookupsOf(readings);
    const known = (word: string) => lookups.words.findIndex((item) => item.word === word);
    const built = buildReadings(readings, lookups.words, [
      { lookup: known('офис'), word: 'офис', via: 'exact' },
      { lookup: known('минске'), word: 'минске', via: 'exact' },
    ]);
    expect(built.map((reading) => reading.layout)).toEqual([false]);
  });
});

describe('meantText', () => {
  it('is the corrected query, or null when taken as typed', () => {
    const typo = slot({ query: 'андерева', typos: [{ word: 'андреева', distance: 1 }] });
    const name = slot({ query: 'ольга', exact: true, prefix: true });
    expect(meantText([{ layout: false, slots: [name, typo] }])).toBe('ольга андреева');
    expect(meantText([{ layout: false, slots: [name] }])).toBeNull();
    expect(meantText([{ layout: true, slots: [slot({ query: 'ситникова', exact: true })] }])).toBe(
      'ситникова',
    );
    expect(meantText([])).toBeNull();
  });
});
