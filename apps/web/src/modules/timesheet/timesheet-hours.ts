import { formatHours } from '@intranet/contracts';

export type HoursParse = { ok: true; minutes: number } | { ok: false; message: string };

export const HOURS_FORMAT_MESSAGE = 'Введите часы, например 7,5';
export const HOURS_OVERFLOW_MESSAGE = 'В сутках только 24 часа';

const DECIMAL = /^(\d{0,2})(?:[.,](\d{0,2}))?$/;
const CLOCK = /^(\d{1,2}):(\d{2})$/;

/**
 * What a person typed into an hours cell, as minutes: «7,5» and «7.5» are 450, «7:30» too; empty is 0
 * (the cell is removed on save). Hours are rounded to whole minutes, the unit of the wire.
 */
export function parseHours(text: string): HoursParse {
  const value = text.trim().replace(/\s+/g, '');
  if (value === '') return { ok: true, minutes: 0 };
  let minutes: number;
  const clock = CLOCK.exec(value);
  const decimal = DECIMAL.exec(value);
  if (clock) {
    const part = Number(clock[2]);
    if (part >= 60) return { ok: false, message: HOURS_FORMAT_MESSAGE };
    minutes = Number(clock[1]) * 60 + part;
  } else if (decimal && /\d/.test(value)) {
    minutes = Math.round(Number(`${decimal[1] || '0'}.${decimal[2] || '0'}`) * 60);
  } else {
    return { ok: false, message: HOURS_FORMAT_MESSAGE };
  }
  if (minutes > 24 * 60) return { ok: false, message: HOURS_OVERFLOW_MESSAGE };
  return { ok: true, minutes };
}

/** Minutes as the text of a cell: 450 -> «7,5»; nothing written -> empty. */
export function minutesToInput(minutes: number | undefined | null): string {
  return minutes ? formatHours(minutes) : '';
}

/** «7,5 ч» for totals. */
export function hoursLabel(minutes: number): string {
  return `${formatHours(minutes)} ч`;
}
