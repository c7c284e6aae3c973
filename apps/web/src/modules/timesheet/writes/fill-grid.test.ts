import { describe, expect, it } from 'vitest';
import {
  HOURS_FORMAT_MESSAGE,
  HOURS_OVERFLOW_MESSAGE,
  tsTableAbilities,
  type TsStatus,
  type TsWrite,
} from '@intranet/contracts';
import {
  buildDayColumns,
  buildFillRows,
  cellErrors,
  cellKey,
  changedCells,
  dayTotals,
  invalidCellsText,
  rejectedCells,
  rowTotal,
} from './fill-grid.ts';

let nextId = 1;
function write(overrides: Partial<TsWrite> & { customerId?: number; statusId?: number } = {}): TsWrite {
  const { customerId = 7, statusId = 1, ...rest } = overrides;
  return {
    id: nextId++,
    date: '2026-11-16',
    time: 480,
    customer: { id: customerId, name: customerId === 7 ? 'Биллинг связи' : 'Аналитика продаж' },
    user: { id: 17, full_name: 'Логинова Елизавета Антоновна' },
    status: { id: statusId, name: '' },
    comment: null,
    reject_comment: null,
    checked: false,
    automatic: false,
    charge_coded: false,
    created_at: '2026-11-16T10:00:00Z',
    created_by: 17,
    updated_at: '2026-11-16T10:00:00Z',
    updated_by: 17,
    abilities: tsTableAbilities(statusId as TsStatus),
    ...rest,
  };
}

describe('buildDayColumns', () => {
  it('marks weekends, holidays and short days from the calendar', () => {
    const days = buildDayColumns(
      ['2026-11-03', '2026-11-04', '2026-11-05', '2026-11-07'],
      [
        { date: '2026-11-03', is_weekend: false, type: 4, hours: 7 },
        { date: '2026-11-04', is_weekend: true, type: 1, hours: 0 },
      ],
    );
    expect(days.map((day) => [day.weekday, day.label, day.off, day.short, day.normMinutes])).toEqual([
      ['вт', '03.11', false, true, 420],
      ['ср', '04.11', true, false, 0],
      ['чт', '05.11', false, false, 480],
      ['сб', '07.11', true, false, 0],
    ]);
  });
});

describe('buildFillRows', () => {
  it('makes one row per project with writes, by name, then the added rows once', () => {
    const rows = buildFillRows(
      [
        write({ customerId: 7 }),
        write({ customerId: 16, date: '2026-11-17' }),
        write({ customerId: 7, date: '2026-11-17' }),
      ],
      [
        { id: 7, name: 'Биллинг связи' },
        { id: 25, name: 'Сервис-деск' },
        { id: 25, name: 'Сервис-деск' },
      ],
    );
    expect(rows.map((row) => row.project.name)).toEqual(['Аналитика продаж', 'Биллинг связи', 'Сервис-деск']);
    expect(rows[1]!.writes.size).toBe(2);
    expect(rows[2]!.writes.size).toBe(0);
  });
});

describe('changedCells', () => {
  const saved = write({ customerId: 7, date: '2026-11-16', time: 480, comment: 'Разработка' });
  const approved = write({ customerId: 7, date: '2026-11-17', time: 480, statusId: 3 });
  const rows = buildFillRows([saved, approved], [{ id: 25, name: 'Сервис-деск' }]);

  it('sends only cells that differ, existing ones with their updated_at', () => {
    const result = changedCells(rows, {
      [cellKey(7, '2026-11-16')]: { text: '7,5' },
      [cellKey(25, '2026-11-16')]: { text: '0.5' },
      [cellKey(25, '2026-11-18')]: { text: '' },
    });
    expect(result.invalid).toEqual([]);
    expect(result.writes).toEqual([
      { customer_id: 7, date: '2026-11-16', time: 450, comment: 'Разработка', updated_at: saved.updated_at },
      { customer_id: 25, date: '2026-11-16', time: 30, comment: null },
    ]);
    expect(result.keys).toEqual([cellKey(7, '2026-11-16'), cellKey(25, '2026-11-16')]);
  });

  it('ignores unchanged drafts and approved cells, and sends a cleared cell as 0', () => {
    expect(
      changedCells(rows, {
        [cellKey(7, '2026-11-16')]: { text: '8' },
        [cellKey(7, '2026-11-17')]: { text: '4' },
      }).writes,
    ).toEqual([]);
    expect(changedCells(rows, { [cellKey(7, '2026-11-16')]: { text: '' } }).writes[0]).toMatchObject({
      time: 0,
    });
  });

  it('sends a changed comment alone', () => {
    const result = changedCells(rows, { [cellKey(7, '2026-11-16')]: { comment: 'Созвоны' } });
    expect(result.writes).toEqual([
      { customer_id: 7, date: '2026-11-16', time: 480, comment: 'Созвоны', updated_at: saved.updated_at },
    ]);
  });

  it('reports cells that are not hours', () => {
    expect(changedCells(rows, { [cellKey(25, '2026-11-16')]: { text: 'восемь' } }).invalid).toEqual([
      cellKey(25, '2026-11-16'),
    ]);
  });

  it('says why a cell is refused, in one text naming the cell', () => {
    const tooMuch = changedCells(rows, { [cellKey(25, '2026-11-16')]: { text: '25' } });
    expect(tooMuch.reasons).toEqual({ [cellKey(25, '2026-11-16')]: HOURS_OVERFLOW_MESSAGE });
    expect(invalidCellsText(rows, tooMuch)).toBe(
      `Не сохранено: «Сервис-деск», 16.11.2026: ${HOURS_OVERFLOW_MESSAGE}`,
    );
    const two = changedCells(rows, {
      [cellKey(25, '2026-11-16')]: { text: 'восемь' },
      [cellKey(25, '2026-11-17')]: { text: '30' },
    });
    expect(invalidCellsText(rows, two)).toBe(
      `Не сохранено: неверные значения в 2 ячейках (выделены красным). «Сервис-деск», 16.11.2026: ${HOURS_FORMAT_MESSAGE}`,
    );
  });
});

describe('totals', () => {
  it('adds drafts to the saved time per day and per row', () => {
    const rows = buildFillRows(
      [write({ customerId: 7, time: 300 }), write({ customerId: 16, time: 120 })],
      [{ id: 25, name: 'Сервис-деск' }],
    );
    const drafts = {
      [cellKey(25, '2026-11-16')]: { text: '1,5' },
      [cellKey(7, '2026-11-17')]: { text: 'x' },
    };
    expect(dayTotals(rows, drafts).get('2026-11-16')).toBe(300 + 120 + 90);
    expect(dayTotals(rows, drafts).get('2026-11-17')).toBe(0);
    expect(rowTotal(rows[2]!, ['2026-11-16', '2026-11-17'], drafts)).toBe(90);
  });
});

describe('rejected cells and server errors', () => {
  it('lists rejected cells with the reason', () => {
    const rows = buildFillRows([write({ statusId: 4, reject_comment: 'Уточните работы' })], []);
    expect(rejectedCells(rows)).toEqual([
      { project: 'Биллинг связи', date: '2026-11-16', comment: 'Уточните работы' },
    ]);
  });

  it('puts writes.N errors on the N-th changed cell', () => {
    expect(cellErrors({ 'writes.1.time': ['Много'], date_start: ['Плохо'] }, ['a', 'b'])).toEqual({
      byCell: { b: ['Много'] },
      rest: ['Плохо'],
    });
  });
});
