import { pluralRu } from '@intranet/contracts';

export { pluralRu };

/** «5 дней», «21 день». */
export function countRu(count: number, forms: readonly [string, string, string]): string {
  return `${formatNumber(count)} ${pluralRu(count, forms)}`;
}

const numberFormat = new Intl.NumberFormat('ru-RU');

/** Russian digit grouping (antd's Statistic would use commas). */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}
