import { describe, expect, it } from 'vitest';
import {
  TS_DISTRIBUTION_MESSAGES,
  tsTableAbilities,
  type TsDistribution,
  type TsStatus,
  type TsWrite,
} from '@intranet/contracts';
import {
  buildDistributionRows,
  distributedFrom,
  distributionIdsFor,
  excelRowErrors,
  formatPercent,
  markedMessages,
  sourceOptions,
} from './services-rows.ts';

let nextId = 1;
function write(customerId: number, name: string, date: string, time: number): TsWrite {
  return {
    id: nextId++,
    date,
    time,
    customer: { id: customerId, name },
    user: { id: 7, full_name: 'Иванов Иван' },
    status: { id: 1, name: 'Новый' },
    comment: null,
    reject_comment: null,
    checked: false,
    automatic: false,
    created_at: '2026-11-02T10:00:00Z',
    created_by: 7,
    updated_at: '2026-11-02T10:00:00Z',
    updated_by: 7,
    charge_coded: false,
    abilities: tsTableAbilities(1),
  };
}

function distribution(
  from: number,
  date: string,
  time: number,
  statusId = 1,
  sourceTime = 0,
): TsDistribution {
  return {
    id: nextId++,
    date,
    time,
    customer_from: { id: from, name: `Проект ${from}` },
    customer_to: { id: 90, name: 'Сервис-деск' },
    user: { id: 7, full_name: 'Иванов Иван' },
    status: { id: statusId, name: '' },
    comment: null,
    reject_comment: null,
    ent_counter: null,
    source_time: sourceTime,
    user_position_id: null,
    created_by: 7,
    updated_at: '2026-11-02T10:00:00Z',
    abilities: tsTableAbilities(statusId as TsStatus),
  };
}

describe('markedMessages', () => {
  it('puts the part after ### in bold', () => {
    expect(
      markedMessages(`${TS_DISTRIBUTION_MESSAGES.overSource}###Проект X, 2026-11-02`, {
        time: [`${TS_DISTRIBUTION_MESSAGES.overSource}###Проект X, 2026-11-02`],
      }),
    ).toEqual([{ text: 'Распределено больше, чем списано на проект', bold: 'Проект X, 2026-11-02' }]);
  });

  it('keeps a message without ### whole and drops empty ones', () => {
    expect(markedMessages('Этот сервис недоступен', { customer_to: ['Выберите сервис', ''] })).toEqual([
      { text: 'Этот сервис недоступен', bold: null },
      { text: 'Выберите сервис', bold: null },
    ]);
    expect(markedMessages(undefined)).toEqual([]);
    expect(markedMessages('Текст###')).toEqual([{ text: 'Текст', bold: null }]);
  });
});

describe('distribution rows', () => {
  const writes = [
    write(1, 'Альфа', '2026-11-02', 360),
    write(2, 'Бета', '2026-11-02', 120),
    write(1, 'Альфа', '2026-11-03', 480),
  ];

  it('computes the percent of the source hours of that day', () => {
    const rows = buildDistributionRows([
      distribution(1, '2026-11-02', 120, 1, 360),
      distribution(2, '2026-11-03', 60),
    ]);
    expect(rows.map((row) => [row.sourceTime, row.percent])).toEqual([
      [360, 33.33],
      [0, 0],
    ]);
    expect(formatPercent(33.33)).toBe('33,33 %');
    expect(formatPercent(50)).toBe('50 %');
  });

  it('offers the projects written on the day as sources, by name', () => {
    expect(sourceOptions(writes, '2026-11-02')).toEqual([
      { id: 1, name: 'Альфа', time: 360 },
      { id: 2, name: 'Бета', time: 120 },
    ]);
    expect(sourceOptions(writes, '2026-11-04')).toEqual([]);
    expect(sourceOptions(writes, null)).toEqual([]);
  });

  it('sums what is already distributed from a source, leaving out the edited record', () => {
    const first = distribution(1, '2026-11-02', 120);
    const second = distribution(1, '2026-11-02', 60);
    const list = [first, second, distribution(2, '2026-11-02', 30)];
    expect(distributedFrom(list, '2026-11-02', 1)).toBe(180);
    expect(distributedFrom(list, '2026-11-02', 1, first.id)).toBe(60);
  });

  it('takes the ids an action applies to from the workflow table', () => {
    const rows = buildDistributionRows([
      distribution(1, '2026-11-02', 60, 1),
      distribution(1, '2026-11-02', 60, 2),
      distribution(1, '2026-11-02', 60, 3),
    ]);
    const [fresh, waiting, approved] = rows.map((row) => row.record.id);
    expect(distributionIdsFor('approve', rows)).toEqual([waiting]);
    expect(distributionIdsFor('reject', rows)).toEqual([fresh, waiting]);
    expect(distributionIdsFor('unapprove', rows)).toEqual([approved]);
  });
});

describe('excelRowErrors', () => {
  it('lists the rows in the order of the file', () => {
    expect(
      excelRowErrors({
        'Строка 12': ['Нет такого сервиса'],
        'Строка 3': ['Неверная дата', 'Не указаны часы'],
        file: ['Общая ошибка'],
      }),
    ).toEqual([
      { row: 'Строка 3', messages: ['Неверная дата', 'Не указаны часы'] },
      { row: 'Строка 12', messages: ['Нет такого сервиса'] },
      { row: 'file', messages: ['Общая ошибка'] },
    ]);
    expect(excelRowErrors(undefined)).toEqual([]);
  });
});
