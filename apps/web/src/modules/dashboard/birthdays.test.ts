import dayjs from 'dayjs';
import 'dayjs/locale/ru';
import { describe, expect, it } from 'vitest';
import { birthdayLabel } from './birthdays.ts';

describe('birthdayLabel', () => {
  const at = (date: string) => dayjs(date).locale('ru');
  it.each([
    ['1990-11-23', '2026-11-23', 'Сегодня'],
    ['1985-11-24', '2026-11-23', 'Завтра'],
    ['1979-11-28', '2026-11-23', '28 ноября'],
    // Across New Year: the birthday is next year's.
    ['1992-01-02', '2026-12-30', '2 января'],
    // The 31st of a month does not push a short month's date over.
    ['1988-02-05', '2027-01-31', '5 февраля'],
  ])('born %s, today %s -> %s', (birthday, today, label) => {
    expect(birthdayLabel(birthday, at(today))).toBe(label);
  });
});
