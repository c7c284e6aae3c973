const oneDecimal = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 });

/**
 * «512 Б», «12 КБ», «1,5 МБ»: decimal units (1 КБ = 1000 Б), the way upload limits such as «20 МБ» are
 * counted, so a file shown as «20 МБ» is the one refused.
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} Б`;
  const units = ['КБ', 'МБ', 'ГБ'];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${oneDecimal.format(value >= 10 ? Math.round(value) : value)} ${units[unit]}`;
}
