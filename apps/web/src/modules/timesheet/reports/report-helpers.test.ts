import { describe, expect, it } from 'vitest';
import type { Department, TsReportRow } from '@intranet/contracts';
import {
  chartBars,
  clampColumnWidth,
  excelFileName,
  formatCell,
  REPORT_CHARTS,
  rowKey,
  structureTree,
  tableWidth,
} from './report-helpers.ts';

describe('report cells', () => {
  it('shows dates as dd.MM.yyyy', () => {
    expect(formatCell('date', '2026-03-08')).toBe('08.03.2026');
    expect(formatCell('date', null)).toBe('');
  });

  it('shows numbers in Russian notation with at most two decimals', () => {
    expect(formatCell('number', 1234.5)).toBe('1\u00a0234,5');
    expect(formatCell('number', 7.456)).toBe('7,46');
    expect(formatCell('number', 0)).toBe('0');
    expect(formatCell('number', '')).toBe('');
  });

  it('keeps text as it is', () => {
    expect(formatCell('text', 'Иванов Иван')).toBe('Иванов Иван');
    expect(formatCell('text', undefined)).toBe('');
  });

  it('keeps column widths within 50–300 px and sums them for the scroll', () => {
    expect(clampColumnWidth(10)).toBe(50);
    expect(clampColumnWidth(900)).toBe(300);
    expect(clampColumnWidth(120)).toBe(120);
    expect(
      tableWidth([
        { key: 'a', title: 'A', type: 'text', width: 400 },
        { key: 'b', title: 'B', type: 'number', width: 100 },
      ]),
    ).toBe(400);
  });

  it('keys a row by its id, else by its place on the page', () => {
    expect(rowKey({ id: 5 }, 0, 1)).toBe('id-5');
    expect(rowKey({ user_id: 3 }, 4, 2)).toBe('2-4');
  });
});

describe('chart bars', () => {
  const spec = REPORT_CHARTS.project_time!;

  it('sums the value by category, the largest first', () => {
    const rows: TsReportRow[] = [
      { customer: 'Альфа', time: 10.5 },
      { customer: 'Бета', time: 30 },
      { customer: 'Альфа', time: 4.25 },
      { customer: null, time: 1 },
    ];
    expect(chartBars(rows, spec)).toEqual([
      { name: 'Бета', value: 30 },
      { name: 'Альфа', value: 14.75 },
      { name: 'Не указано', value: 1 },
    ]);
  });

  it('folds what is past the top into «Прочие»', () => {
    const rows = Array.from({ length: 6 }, (_, index) => ({ customer: `П${index}`, time: 10 - index }));
    expect(chartBars(rows, spec, 4)).toEqual([
      { name: 'П0', value: 10 },
      { name: 'П1', value: 9 },
      { name: 'П2', value: 8 },
      { name: 'Прочие', value: 7 + 6 + 5 },
    ]);
  });

  it('charts hours by project, by practice and unfilled hours by department', () => {
    expect(Object.keys(REPORT_CHARTS).sort()).toEqual(['practice_time', 'project_time', 'unfilled']);
    expect(REPORT_CHARTS.unfilled!.category).toBe('department');
  });
});

describe('export file name', () => {
  it('is the label and the period in dd.MM.yyyy', () => {
    expect(excelFileName('Часы по проектам', '2026-03-01', '2026-03-31')).toBe(
      'Часы по проектам 01.03.2026-31.03.2026.xlsx',
    );
    expect(excelFileName('А/Б: В', '2026-01-01', '2026-01-02')).toBe('А Б В 01.01.2026-02.01.2026.xlsx');
  });
});

describe('structure tree', () => {
  it('nests practices under blocks, sorted by name', () => {
    const departments: Department[] = [
      { id: 2, name: 'Практика Б', parent_id: 1, entity_type: 2 },
      { id: 1, name: 'Блок', parent_id: null, entity_type: 1 },
      { id: 3, name: 'Практика А', parent_id: 1, entity_type: 2 },
      { id: 4, name: 'Сирота', parent_id: 99, entity_type: 2 },
    ];
    expect(structureTree(departments)).toEqual([
      {
        value: 1,
        title: 'Блок',
        children: [
          { value: 3, title: 'Практика А' },
          { value: 2, title: 'Практика Б' },
        ],
      },
      { value: 4, title: 'Сирота' },
    ]);
  });
});
