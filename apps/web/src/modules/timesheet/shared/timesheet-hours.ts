import { formatHours } from '@intranet/contracts';

// The parser is shared with the server's Excel upload of distributions.
export {
  HOURS_FORMAT_MESSAGE,
  HOURS_OVERFLOW_MESSAGE,
  parseHours,
  type HoursParse,
} from '@intranet/contracts';

/** Minutes as the text of a cell: 450 -> «7,5»; nothing written -> empty. */
export function minutesToInput(minutes: number | undefined | null): string {
  return minutes ? formatHours(minutes) : '';
}

/** «7,5 ч» for totals. */
export function hoursLabel(minutes: number): string {
  return `${formatHours(minutes)} ч`;
}
