import { describe, expect, it } from 'vitest';
import {
  editDistance,
  editVariants,
  nominativeGuesses,
  parseHeadline,
  personKeys,
  phoneKeys,
  plainText,
  queryKeys,
  switchLayout,
  vocabularyOf,
  wordsOf,
} from './search.text.ts';

describe('switchLayout', () => {
  it.each([
    ['Cbnybrjdf', 'ситникова'],
    ['Fylhttdf', 'андреева'],
    ['<jhbcjd', 'борисов'],
    [',jhbcjd', 'борисов'],
    ['Jkmuf Fylhttdf', 'ольга андреева'],
    ['ьюшмфтщмф"ыумуксщвуюкг', 'm.ivanova@severcode.ru'],
    ['шюфтвкуум', 'i.andreev'],
    ['уьздщнуу', 'employee'],
  ])('%s → %s', (typed, meant) => {
    expect(switchLayout(typed)).toBe(meant);
  });

  it('leaves mixed alphabets, digits and punctuation alone', () => {
    expect(switchLayout('DevOps инженер')).toBeNull();
    expect(switchLayout('3141')).toBeNull();
    expect(switchLayout('')).toBeNull();
  });
});

describe('editDistance (Damerau: a transposition is one edit)', () => {
  it.each([
    ['андерева', 'андреева', 1],
    ['сытникова', 'ситникова', 1],
    ['сытникова', 'мельникова', 4],
    ['иваонв', 'иванов', 1],
    ['зев', 'зуев', 1],
    ['ситниккова', 'ситникова', 1],
    ['андерева', 'андреев', 2],
    ['same', 'same', 0],
  ])('%s ~ %s = %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
    expect(editDistance(b, a)).toBe(distance);
  });
});

describe('editVariants', () => {
  it('has every adjacent swap and deletion of a long word, and only those', () => {
    const variants = editVariants('андерева');
    expect(variants).toContain('андреева');
    expect(variants).toContain('андрева');
    expect(variants).toHaveLength(7 + 8); // 7 swaps, 8 deletions
    expect(variants.every((variant) => editDistance(variant, 'андерева') === 1)).toBe(true);
  });

  it('has insertions and substitutions of a short word, in its own alphabet, bounded', () => {
    expect(editVariants('зев')).toContain('зуев');
    expect(editVariants('кии')).toContain('ким');
    expect(editVariants('ivan')).toContain('iwan');
    expect(editVariants('ivan').some((variant) => /[а-я]/.test(variant))).toBe(false);
    expect(editVariants('зуева').length).toBeLessThan(400);
  });
});

describe('nominativeGuesses', () => {
  it.each([
    ['ситниковой', 'ситникова'],
    ['андреевым', 'андреев'],
    ['ситникову', 'ситников'],
    ['андреевой', 'андреева'],
    ['ольгой', 'ольга'],
    ['сергеем', 'сергей'],
    ['ивана', 'иван'],
    ['достоевского', 'достоевский'],
  ])('%s → %s first', (form, nominative) => {
    expect(nominativeGuesses(form)[0]).toBe(nominative);
  });

  it('keeps at least two letters of the stem', () => {
    expect(nominativeGuesses('ом')).toEqual([]);
  });
});

describe('words', () => {
  it('reads ё as е, splits e-mails and hyphens, keeps digits', () => {
    expect(wordsOf('Семёнов, DevOps-инженер; a.b@c.ru 3141')).toEqual([
      'семенов',
      'devops',
      'инженер',
      'a',
      'b',
      'c',
      'ru',
      '3141',
    ]);
  });

  it('keeps vocabulary words of 3+ characters with a letter, once', () => {
    expect(vocabularyOf('Иванов Иванов ИП 3141 user1 Ёлкин')).toEqual(['иванов', 'user1', 'елкин']);
  });
});

describe('keys', () => {
  it('keys a phone by its usual spellings and an extension alone', () => {
    expect(phoneKeys('+7 (916) 111-22-33').sort()).toEqual(['1112233', '79161112233', '9161112233']);
    expect(phoneKeys('8 916 111 22 33')).toContain('79161112233');
    expect(phoneKeys('+7 (495) 120-00-00 доб. 3141').sort()).toEqual(['3141', '749512000003141']);
  });

  it('keys a person by e-mail, its local part, login and phones', () => {
    expect(personKeys({ email: 'M.Ivanova@Example.test', login: 'mivanova', phones: [null] })).toEqual([
      'm.ivanova@example.test',
      'm.ivanova',
      'mivanova',
    ]);
  });

  it('looks a query up as itself, as a phone when it is one, never with spaces', () => {
    expect(queryKeys('M.Ivanova@example.test')).toEqual(['m.ivanova@example.test']);
    expect(queryKeys('8 (916) 111-22-33')).toContain('79161112233');
    expect(queryKeys('Иванов Сергей')).toEqual([]);
  });
});

describe('snippets', () => {
  it('turns ts_headline marks into plain text and ranges', () => {
    expect(parseHeadline(' Спасибо \u0001Иванову\u0002 за <b>релиз</b> ')).toEqual({
      text: 'Спасибо Иванову за <b>релиз</b>',
      highlights: [{ start: 8, end: 15 }],
    });
  });

  it('stores rich text as plain text without scripts or marks', () => {
    expect(plainText('<p>Привет,&nbsp;<b>мир</b><script>alert(1)</script> &lt;3\u0001</p>')).toBe(
      'Привет, мир <3',
    );
    expect(plainText('  ')).toBeNull();
  });
});
