import { describe, expect, it } from 'vitest';
import { dayTypeConflict, isDayOff, normHours, parseWorkCalendarCsv } from './rules.ts';

describe('work calendar rules', () => {
  it('treats weekends, holidays and moved days as days off, working weekends as working', () => {
    expect(isDayOff('2024-11-23', null)).toBe(true); // Saturday
    expect(isDayOff('2024-11-02', 2)).toBe(false); // working Saturday
    expect(isDayOff('2024-11-04', 1)).toBe(true); // holiday on a Monday
    expect(isDayOff('2024-12-30', 3)).toBe(true);
    expect(isDayOff('2024-11-21', null)).toBe(false);
  });

  it('gives norm hours 8, 7 on a short day, 0 off', () => {
    expect(normHours('2024-11-21', null)).toBe(8);
    expect(normHours('2024-11-01', 4)).toBe(7);
    expect(normHours('2024-11-24', null)).toBe(0);
  });

  it('refuses types that cannot stand on the date', () => {
    expect(dayTypeConflict('2024-11-21', 2)).toMatch(/суббота или воскресенье/);
    expect(dayTypeConflict('2024-11-23', 3)).toMatch(/будний/);
    expect(dayTypeConflict('2024-11-23', 4)).toMatch(/будний/);
    expect(dayTypeConflict('2024-11-23', 1)).toBeNull();
  });
});

describe('parseWorkCalendarCsv', () => {
  it('reads both date formats, codes and numbers, names, a header and blank lines', () => {
    const result = parseWorkCalendarCsv(
      'date,type,name\n2025-01-01,1,Новый год\n\n08.03.2025;holiday;Международный женский день\n2025-11-01,working_weekend\n',
      2025,
    );
    expect(result.errors).toEqual([]);
    expect(result.rows).toEqual([
      { line: 2, date: '2025-01-01', type: 1, name: 'Новый год' },
      { line: 4, date: '2025-03-08', type: 1, name: 'Международный женский день' },
      { line: 5, date: '2025-11-01', type: 2, name: null },
    ]);
  });

  it('reports every bad line with its number and keeps going', () => {
    const result = parseWorkCalendarCsv(
      [
        '2025-02-30,1',
        '2024-12-31,1',
        '2025-05-01,9',
        '2025-05-05,working_weekend',
        '2025-05-01,1',
        '2025-05-01,1',
        'только текст',
      ].join('\n'),
      2025,
    );
    expect(result.rows.map((row) => row.line)).toEqual([5]);
    expect(result.errors.map((error) => [error.line, error.message])).toEqual([
      [1, 'Неверная дата «2025-02-30»: нужен формат ГГГГ-ММ-ДД или ДД.ММ.ГГГГ'],
      [2, 'Дата 2024-12-31 не относится к 2025 году'],
      [3, expect.stringContaining('Неизвестный тип дня «9»')],
      [4, '2025-05-05: Рабочим выходным может быть только суббота или воскресенье'],
      [6, 'Дата 2025-05-01 уже указана в строке 5'],
      [7, 'Ожидается «дата,тип» через запятую или точку с запятой'],
    ]);
  });

  it('accepts an empty file as no rows', () => {
    expect(parseWorkCalendarCsv('', 2025)).toEqual({ rows: [], errors: [] });
  });
});
