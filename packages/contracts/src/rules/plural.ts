/**
 * Russian plural form: `pluralRu(5, ['день', 'дня', 'дней'])` -> 'дней'.
 * Forms are [one, few, many] as in «1 день», «2 дня», «5 дней»; the sign and fractions are ignored
 * the way people read them («-1 день», «1,5 дня» is rare enough to take the integer part).
 */
export function pluralRu(count: number, forms: readonly [one: string, few: string, many: string]): string {
  const n = Math.abs(Math.trunc(count));
  const lastTwo = n % 100;
  const last = n % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return forms[2];
  if (last === 1) return forms[0];
  if (last >= 2 && last <= 4) return forms[1];
  return forms[2];
}
