import { formatNumber } from '../../ui/plural.ts';

export const POINT_FORMS = ['балл', 'балла', 'баллов'] as const;

/** «1 250» in Russian grouping; `signed` puts «+» before credits; debits carry a real minus sign. */
export function formatPoints(amount: number, signed = false): string {
  const digits = formatNumber(Math.abs(amount));
  if (amount < 0) return `−${digits}`;
  return signed ? `+${digits}` : digits;
}

/** A fresh key for one grant form: a retried send of the same form grants nothing twice. */
export function newRequestKey(): string {
  return globalThis.crypto.randomUUID();
}
