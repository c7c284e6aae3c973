import { describe, expect, it } from 'vitest';
import { findVacReportType, type VacReportResponse } from '@intranet/contracts';
import { accumulateRows, compareCells, groupColumns } from './report-rows.ts';
import { initialFilters, toParams } from './report-filters.ts';

const page = (current: number, data: (string | number | null)[][]): VacReportResponse => ({
  columns: [],
  rows: [['Группа'], ['Столбец'], ...data],
  links: { first: null, last: null, prev: null, next: null },
  meta: { current_page: current, last_page: 3, per_page: 2, total: 5 },
});

describe('vacation report rows', () => {
  it('page 1 replaces, later pages append after the two header rows, answers under 3 rows are not kept', () => {
    expect(accumulateRows([page(1, [['a'], ['b']]), page(2, [['c']])])).toEqual([
      ['Группа'],
      ['Столбец'],
      ['a'],
      ['b'],
      ['c'],
    ]);
    expect(accumulateRows([page(1, [])])).toEqual([]);
    expect(accumulateRows([page(1, [['a']]), page(2, [])])).toHaveLength(3);
  });

  it('sorts numbers by value, text in Russian order, empty cells last', () => {
    expect([3, null, 10].sort((a, b) => compareCells('number', a, b))).toEqual([3, 10, null]);
    // Ё sorts with Е (code points would put it after Я).
    expect(['Яшин', 'Ершов', 'Ёлкин', 'Акулов'].sort((a, b) => compareCells('text', a, b))).toEqual([
      'Акулов',
      'Ёлкин',
      'Ершов',
      'Яшин',
    ]);
  });

  it('groups consecutive columns under their header', () => {
    const type = findVacReportType('PERIOD')!;
    expect(groupColumns(type.columns).map((group) => [group.group, group.columns.length])).toEqual([
      ['Сотрудник', 4],
      ['Отпуск', 5],
    ]);
  });

  it('sends only the report’s filters, and no run without its day', () => {
    const values = initialFilters('2026-03-15');
    expect(values.period).toEqual(['2026-03-01', '2026-03-31']);
    expect(toParams(findVacReportType('BALANCE')!, values)).toMatchObject({ balance_date: '2026-12-31' });
    expect(toParams(findVacReportType('BALANCE')!, values)).not.toHaveProperty('date_start');
    expect(toParams(findVacReportType('STATUS')!, { ...values, date: null })).toBeNull();
  });
});
