import { describe, expect, it } from 'vitest';
import type { TsShadowWrite } from '@intranet/contracts';
import { buildShadowRows, withShadowTotals } from './shadow-rows.ts';

function shadow(date: string, reason: [number, string], userId = 17, time = 480): TsShadowWrite {
  return {
    date,
    time,
    user: { id: userId, full_name: 'Логинова Елизавета Антоновна' },
    reason: { id: reason[0], name: reason[1] },
    status: { id: 3, name: 'Согласован' },
  };
}

const SICK: [number, string] = [1, 'Больничный'];
const VACATION: [number, string] = [2, 'Отпуск'];

describe('buildShadowRows', () => {
  const writes = [
    shadow('2026-11-16', VACATION),
    shadow('2026-11-05', SICK),
    shadow('2026-11-06', SICK, 17, 420),
    shadow('2026-11-06', SICK, 18),
  ];

  it('makes one row per reason, by name, labelled as automatic, with minutes per day and a total', () => {
    const rows = buildShadowRows(writes, 17);
    expect(rows.map((row) => [row.label, row.total, [...row.byDate]])).toEqual([
      [
        'Больничный (автоматически)',
        900,
        [
          ['2026-11-05', 480],
          ['2026-11-06', 420],
        ],
      ],
      ['Отпуск (автоматически)', 480, [['2026-11-16', 480]]],
    ]);
  });

  it('keeps everyone without a person, and nothing without writes', () => {
    expect(buildShadowRows(writes)[0]!.total).toBe(1380);
    expect(buildShadowRows([], 17)).toEqual([]);
  });
});

describe('withShadowTotals', () => {
  it('adds the shadow minutes to the day totals without changing them', () => {
    const totals = new Map([['2026-11-05', 60]]);
    const rows = buildShadowRows([shadow('2026-11-05', SICK), shadow('2026-11-06', SICK)]);
    expect([...withShadowTotals(totals, rows)]).toEqual([
      ['2026-11-05', 540],
      ['2026-11-06', 480],
    ]);
    expect([...totals]).toEqual([['2026-11-05', 60]]);
  });
});
