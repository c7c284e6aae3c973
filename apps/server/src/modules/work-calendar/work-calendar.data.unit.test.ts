import { describe, expect, it } from 'vitest';
import {
  WORK_CALENDAR_FIRST_YEAR,
  WORK_CALENDAR_LAST_YEAR,
  WORK_CALENDAR_SOURCES,
  WORK_CALENDAR_TRANSFER_YEARS,
  buildWorkCalendarSeed,
  dayOfWeek,
  isWeekend,
  orthodoxEaster,
  radunitsa,
  workCalendarTransferPairs,
  type WorkCalendarSeedDay,
} from './work-calendar.data.ts';

const seed = buildWorkCalendarSeed();
const byKey = new Map(seed.map((day) => [`${day.countryId}:${day.date}`, day]));
const typeOf = (countryId: number, date: string): number | undefined =>
  byKey.get(`${countryId}:${date}`)?.type;
const years = Array.from(
  { length: WORK_CALENDAR_LAST_YEAR - WORK_CALENDAR_FIRST_YEAR + 1 },
  (_, index) => WORK_CALENDAR_FIRST_YEAR + index,
);
const ofType = (countryId: number, type: number): WorkCalendarSeedDay[] =>
  seed.filter((day) => day.countryId === countryId && day.type === type);

describe('work calendar seed', () => {
  it('is the same on every run', () => {
    expect(buildWorkCalendarSeed()).toEqual(seed);
  });

  it('has valid yyyy-MM-dd dates within 2013–2028, known countries and types', () => {
    for (const day of seed) {
      expect(day.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${day.date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(day.date);
      const year = Number(day.date.slice(0, 4));
      expect(year).toBeGreaterThanOrEqual(WORK_CALENDAR_FIRST_YEAR);
      expect(year).toBeLessThanOrEqual(WORK_CALENDAR_LAST_YEAR);
      expect([1, 2, 3, 4]).toContain(day.countryId);
      expect([1, 2, 3, 4]).toContain(day.type);
      if (day.type === 1) expect(day.name).toBeTruthy();
    }
  });

  it('has no duplicate (countryId, date)', () => {
    expect(byKey.size).toBe(seed.length);
  });

  it('gives Russia 12 June and 4 November as holidays in every year', () => {
    for (const year of years) {
      expect(byKey.get(`1:${year}-06-12`)).toMatchObject({ type: 1, name: 'День России' });
      expect(byKey.get(`1:${year}-11-04`)).toMatchObject({ type: 1, name: 'День народного единства' });
      for (let day = 1; day <= 8; day += 1) expect(typeOf(1, `${year}-01-0${day}`)).toBe(1);
    }
  });

  it('puts working days only on weekends and moved or short days only on weekdays, in every country', () => {
    for (const day of seed) {
      if (day.type === 2) expect(isWeekend(day.date), `${day.countryId}:${day.date}`).toBe(true);
      if (day.type === 3 || day.type === 4)
        expect(isWeekend(day.date), `${day.countryId}:${day.date}`).toBe(false);
    }
  });

  it('pairs every decreed day off with the weekend day or holiday it replaced', () => {
    for (const countryId of [1, 2, 3, 4] as const) {
      const pairs = workCalendarTransferPairs(countryId);
      const froms = new Set(pairs.map(({ from }) => from));
      for (const { date, from } of pairs) {
        expect(typeOf(countryId, date)).toBe(3);
        // A replaced weekend day is either a holiday that fell on it or a day worked instead.
        if (isWeekend(from) && Number(from.slice(0, 4)) >= WORK_CALENDAR_FIRST_YEAR) {
          expect([1, 2], `${countryId}: ${date} <- ${from}`).toContain(typeOf(countryId, from));
        }
      }
      for (const working of ofType(countryId, 2)) expect(froms.has(working.date), working.date).toBe(true);
    }
  });

  it('has Russian transfers for 2013–2026 only (no decree for 2027–2028 yet)', () => {
    expect(WORK_CALENDAR_TRANSFER_YEARS[1]).toEqual(years.filter((year) => year <= 2026));
    for (const year of [2027, 2028]) {
      const transfers = seed.filter(
        (day) => day.countryId === 1 && day.date.startsWith(`${year}`) && day.type !== 1,
      );
      expect(transfers).toEqual([]);
    }
  });

  it('documents a source for every country', () => {
    for (const countryId of [1, 2, 3, 4]) {
      expect(WORK_CALENDAR_SOURCES.some((source) => source.countryId === countryId)).toBe(true);
    }
  });
});

describe('movable holidays', () => {
  it('computes Orthodox Easter', () => {
    expect(orthodoxEaster(2024)).toBe('2024-05-05');
    expect(orthodoxEaster(2025)).toBe('2025-04-20');
    expect(orthodoxEaster(2013)).toBe('2013-05-05');
    expect(orthodoxEaster(2016)).toBe('2016-05-01');
    expect(orthodoxEaster(2021)).toBe('2021-05-02');
    for (const year of years) expect(dayOfWeek(orthodoxEaster(year))).toBe(0);
  });

  it('puts Radunitsa on the Tuesday nine days after Easter', () => {
    expect(radunitsa(2024)).toBe('2024-05-14');
    expect(radunitsa(2025)).toBe('2025-04-29');
    for (const year of years) {
      expect(dayOfWeek(radunitsa(year))).toBe(2);
      expect(byKey.get(`4:${radunitsa(year)}`)).toMatchObject({ type: 1, name: 'Радуница' });
    }
  });

  it('gives Ukraine the Monday after Easter and Trinity before martial law', () => {
    expect(byKey.get('2:2021-05-03')).toMatchObject({ type: 1, name: 'Пасха (Воскресение Христово)' });
    expect(byKey.get('2:2021-06-21')).toMatchObject({ type: 1, name: 'Троица' });
    // 2016: Easter Monday fell on the 2 May holiday; one row keeps both names.
    expect(byKey.get('2:2016-05-02')?.name).toContain('Пасха');
  });
});

describe('known decree facts', () => {
  it('Russia 2024: working Saturdays, moved days off and short days', () => {
    for (const date of ['2024-04-27', '2024-11-02', '2024-12-28']) expect(typeOf(1, date)).toBe(2);
    for (const date of ['2024-04-29', '2024-04-30', '2024-05-10', '2024-12-30', '2024-12-31']) {
      expect(typeOf(1, date)).toBe(3);
    }
    expect(
      ofType(1, 4)
        .filter((day) => day.date.startsWith('2024'))
        .map((day) => day.date),
    ).toEqual(['2024-02-22', '2024-03-07', '2024-05-08', '2024-06-11']);
    expect(byKey.get('1:2024-11-02')?.name).toContain('сокращённый');
  });

  it('Russia 2025 and 2026', () => {
    for (const date of ['2025-05-02', '2025-05-08', '2025-06-13', '2025-11-03', '2025-12-31']) {
      expect(typeOf(1, date)).toBe(3);
    }
    expect(typeOf(1, '2025-11-01')).toBe(2);
    for (const date of ['2026-01-09', '2026-03-09', '2026-05-11', '2026-12-31'])
      expect(typeOf(1, date)).toBe(3);
    expect(ofType(1, 2).filter((day) => day.date.startsWith('2026'))).toEqual([]);
  });

  it('Russia: the number of working days per year matches the production calendar', () => {
    const expected: Record<number, number> = {
      2013: 247,
      2016: 247,
      2018: 247,
      2020: 248,
      2024: 248,
      2025: 247,
    };
    for (const [year, count] of Object.entries(expected)) {
      let working = 0;
      for (let date = `${year}-01-01`; date.startsWith(year);) {
        const type = typeOf(1, date);
        if (type === undefined ? !isWeekend(date) : type === 2 || type === 4) working += 1;
        const next = new Date(`${date}T00:00:00Z`);
        next.setUTCDate(next.getUTCDate() + 1);
        date = next.toISOString().slice(0, 10);
      }
      expect(working, year).toBe(count);
    }
  });

  it('Belarus 2024 and Kazakhstan 2024', () => {
    expect([
      typeOf(4, '2024-05-13'),
      typeOf(4, '2024-05-18'),
      typeOf(4, '2024-11-08'),
      typeOf(4, '2024-11-16'),
    ]).toEqual([3, 2, 3, 2]);
    expect([typeOf(3, '2024-05-08'), typeOf(3, '2024-05-04'), typeOf(3, '2024-06-16')]).toEqual([3, 2, 1]);
  });

  it('follows the law changes of Belarus, Kazakhstan and Ukraine', () => {
    expect(typeOf(4, '2019-01-02')).toBeUndefined();
    expect(typeOf(4, '2020-01-02')).toBe(1);
    expect(typeOf(3, '2021-12-01')).toBe(1);
    expect(typeOf(3, '2022-12-01')).toBeUndefined();
    expect(typeOf(3, '2022-10-25')).toBe(1);
    expect(typeOf(3, '2026-06-06')).toBeUndefined();
    expect(typeOf(2, '2017-05-02')).toBe(1);
    expect(typeOf(2, '2018-05-02')).toBeUndefined();
    expect(typeOf(2, '2014-10-14')).toBeUndefined();
    expect(typeOf(2, '2015-10-14')).toBe(1);
    expect(typeOf(2, '2017-12-25')).toBe(1);
    // Martial law: no Ukrainian holidays as days off from 24 March 2022.
    expect(typeOf(2, '2022-03-08')).toBe(1);
    expect(seed.filter((day) => day.countryId === 2 && day.date >= '2022-03-24')).toEqual([]);
  });
});
