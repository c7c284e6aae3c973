/**
 * Russian → Latin transliteration by ICAO Doc 9303 (Part 3, section 6), the table of Russian international
 * passports since 2014 (the FMS order № 320 of 15.10.2012): «Щ» → SHCH, «Ц» → TS, «Ю» → IU, «Я» → IA,
 * «Ъ» → IE, «Й» → I, «Ё» → E, «Х» → KH, «Ь» is dropped. Anything that is not a Russian letter (hyphens,
 * spaces, Latin letters, digits) passes as it is.
 */
const ICAO_RUSSIAN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: 'ie',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'iu',
  я: 'ia',
};

const isLetter = (char: string | undefined) =>
  char !== undefined && char.toLowerCase() !== char.toUpperCase();
const isUpper = (char: string | undefined) => isLetter(char) && char === char!.toUpperCase();

/**
 * A capital Russian letter becomes a capitalised Latin group («Щукин» → «Shchukin») unless its word is in
 * capitals («ЩУКИН» → «SHCHUKIN»): the next letter decides, or, at a word's end, the one before.
 */
export function transliterate(text: string): string {
  const chars = [...text];
  return chars
    .map((char, index) => {
      const lower = char.toLowerCase();
      const latin = ICAO_RUSSIAN[lower];
      if (latin === undefined) return char;
      if (char === lower || latin === '') return latin;
      const next = chars[index + 1];
      const allCaps = isLetter(next) ? isUpper(next) : isUpper(chars[index - 1]);
      return allCaps ? latin.toUpperCase() : latin.charAt(0).toUpperCase() + latin.slice(1);
    })
    .join('');
}
