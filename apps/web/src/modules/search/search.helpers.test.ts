import { describe, expect, it } from 'vitest';
import { personMetaOf, phoneHref, snippetParts, userIdFromParam } from './search.helpers.ts';

describe('personMetaOf', () => {
  it('reads the text fields and drops the rest', () => {
    expect(
      personMetaOf({ meta: { email: 'a@b.ru', phone_corp: 42, department: ' Финансы ', office: '' } }),
    ).toEqual({
      work_position: null,
      department: 'Финансы',
      office: null,
      email: 'a@b.ru',
      phone_corp: null,
      phone_personal: null,
    });
    expect(personMetaOf({ meta: null }).email).toBeNull();
  });
});

describe('phoneHref', () => {
  it('keeps digits and the extension', () => {
    expect(phoneHref('+7 (495) 120-00-00 доб. 3172')).toBe('tel:+74951200000,3172');
    expect(phoneHref('+7 (925) 522-12-47')).toBe('tel:+79255221247');
  });
});

describe('userIdFromParam', () => {
  it('accepts positive integers only', () => {
    expect(userIdFromParam('25')).toBe(25);
    expect(userIdFromParam('0')).toBeNull();
    expect(userIdFromParam('abc')).toBeNull();
    expect(userIdFromParam(null)).toBeNull();
  });
});

describe('snippetParts', () => {
  it('splits the text at the highlight ranges', () => {
    expect(
      snippetParts({
        text: 'Подарки партнёрам согласуются',
        highlights: [
          { start: 8, end: 17 },
          { start: 0, end: 7 },
        ],
      }),
    ).toEqual([
      { text: 'Подарки', marked: true },
      { text: ' ', marked: false },
      { text: 'партнёрам', marked: true },
      { text: ' согласуются', marked: false },
    ]);
  });

  it('ignores overlapping and out-of-range ranges, keeps markup as text', () => {
    expect(
      snippetParts({
        text: '<b>x</b> abc',
        highlights: [
          { start: 9, end: 40 },
          { start: 10, end: 11 },
        ],
      }),
    ).toEqual([
      { text: '<b>x</b> ', marked: false },
      { text: 'abc', marked: true },
    ]);
    expect(snippetParts({ text: 'abc', highlights: [] })).toEqual([{ text: 'abc', marked: false }]);
  });
});
