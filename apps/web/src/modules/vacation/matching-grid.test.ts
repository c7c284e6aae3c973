import { describe, expect, it } from 'vitest';
import {
  tableAbilities,
  VACATION_WORKFLOW,
  type VacationStatusId,
  type VacationUser,
} from '@intranet/contracts';
import {
  absentCounts,
  blockDayIds,
  daysBetween,
  daysForAction,
  isWeekendDate,
  isWholeMonth,
  monthPeriod,
  normalizePeriod,
  periodDates,
  shiftMonth,
  sourceFromParam,
  sourceQuery,
  sourceToParam,
  unpackMatchingPeople,
  type MatchingDay,
  type MatchingPerson,
} from './matching-grid.ts';

function day(id: number, date: string, status = 1, blockId: number = id): MatchingDay {
  return {
    id,
    date,
    user_id: 1,
    type_id: 1,
    status_id: status,
    block_id: blockId,
    comment: null,
    status_comment: null,
    updated_at: '2026-01-01T00:00:00.000Z',
    // As the server answers the person's manager: whatever the vacation table allows from the status.
    abilities: tableAbilities(VACATION_WORKFLOW, status as VacationStatusId),
  };
}

describe('unpacking the compact answer', () => {
  it('turns tuples and words by day id into days', () => {
    const person = {
      id: 7,
      label: 'Иванов Иван',
      last_name: 'Иванов',
      name: 'Иван',
      patronymic: null,
      position: null,
      email: 'i@example.test',
      phone_corp: null,
      manager_id: null,
      practice_id: null,
      lists_ids: [],
      is_colleague: false,
      can_approve: true,
      overall: 'pending',
      days: [
        [10, '2026-03-02', 1, 1, 10, 1 | 2 | 8, Date.UTC(2026, 0, 2, 3, 4, 5, 678)],
        [11, '2026-03-03', 1, 2, 10, 4, Date.UTC(2026, 0, 2)],
      ],
      notes: { '11': { status_comment: 'Согласовано', comment: null } },
    } satisfies VacationUser;
    const [unpacked] = unpackMatchingPeople([person]);
    expect(unpacked!.vacations[0]).toEqual({
      id: 10,
      date: '2026-03-02',
      user_id: 7,
      type_id: 1,
      status_id: 1,
      block_id: 10,
      abilities: { approve: true, reject: true, return: false, delete: true },
      updated_at: '2026-01-02T03:04:05.678Z',
      comment: null,
      status_comment: null,
    });
    expect(unpacked!.vacations[1]).toMatchObject({
      block_id: 10,
      abilities: { approve: false, reject: false, return: true, delete: false },
      status_comment: 'Согласовано',
    });
    expect(unpacked).not.toHaveProperty('days');
  });
});

describe('periods', () => {
  it('finds the month of a date, including February of a leap year', () => {
    expect(monthPeriod('2026-03-15')).toEqual({ start: '2026-03-01', end: '2026-03-31' });
    expect(monthPeriod('2028-02-10')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
  });

  it('moves by months across years', () => {
    expect(shiftMonth('2026-12-05', 1)).toEqual({ start: '2027-01-01', end: '2027-01-31' });
    expect(shiftMonth('2026-01-31', -1)).toEqual({ start: '2025-12-01', end: '2025-12-31' });
  });

  it('tells a whole month from a custom range', () => {
    expect(isWholeMonth({ start: '2026-04-01', end: '2026-04-30' })).toBe(true);
    expect(isWholeMonth({ start: '2026-04-01', end: '2026-04-29' })).toBe(false);
  });

  it('accepts ranges up to a year and refuses reversed, too long or malformed ones', () => {
    expect(normalizePeriod('2026-01-01', '2026-12-31')).toEqual({ start: '2026-01-01', end: '2026-12-31' });
    expect(normalizePeriod('2026-01-01', '2027-01-02')).toBeNull();
    expect(normalizePeriod('2026-02-01', '2026-01-01')).toBeNull();
    expect(normalizePeriod('2026-1-1', '2026-01-05')).toBeNull();
    expect(normalizePeriod(null, '2026-01-05')).toBeNull();
  });

  it('lists the days and spots weekends', () => {
    expect(periodDates({ start: '2026-02-27', end: '2026-03-02' })).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(daysBetween('2026-01-01', '2026-01-01')).toBe(1);
    expect(isWeekendDate('2026-02-28')).toBe(true);
    expect(isWeekendDate('2026-03-02')).toBe(false);
  });
});

describe('blocks and counts', () => {
  const person = {
    id: 1,
    vacations: [day(10, '2026-03-02'), day(11, '2026-03-03', 1, 10), day(20, '2026-03-10', 2)],
  } as MatchingPerson;

  it('selects the whole block of a day', () => {
    expect(blockDayIds(person, person.vacations[1]!)).toEqual([10, 11]);
    expect(blockDayIds(person, person.vacations[2]!)).toEqual([20]);
  });

  it('counts people absent per day, ignoring deleted and rejected days', () => {
    const other = {
      id: 2,
      vacations: [day(30, '2026-03-02'), day(31, '2026-03-03', 11), day(32, '2026-03-10', 3)],
    } as MatchingPerson;
    const dates = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-10'];
    const counts = absentCounts([person, other], dates);
    expect(Object.fromEntries(counts)).toEqual({
      '2026-03-02': 2,
      '2026-03-03': 1,
      '2026-03-04': 0,
      '2026-03-10': 1,
    });
  });
});

describe('daysForAction', () => {
  const selected = [day(1, '2026-03-02', 1), day(2, '2026-03-03', 2), day(3, '2026-03-04', 3)];

  it('changes the days the vacation table allows (approved and rejected only return to «new»)', () => {
    expect(daysForAction('approve', selected).map((item) => item.id)).toEqual([1]);
    expect(daysForAction('reject', selected).map((item) => item.id)).toEqual([1]);
    expect(daysForAction('reset', selected).map((item) => item.id)).toEqual([2, 3]);
  });

  it('never touches deleted days nor days the server refuses this viewer', () => {
    expect(daysForAction('approve', [day(4, '2026-03-05', 11)])).toEqual([]);
    const foreign = {
      ...day(5, '2026-03-06', 1),
      abilities: { ...day(5, '2026-03-06', 1).abilities, approve: false },
    };
    expect(daysForAction('approve', [foreign])).toEqual([]);
  });
});

describe('sources', () => {
  it('round-trips through the address bar and maps to the query', () => {
    for (const source of [
      { kind: 'team' } as const,
      { kind: 'list', id: 5 } as const,
      { kind: 'structure', id: 12 } as const,
    ])
      expect(sourceFromParam(sourceToParam(source))).toEqual(source);
    expect(sourceFromParam('junk')).toEqual({ kind: 'team' });
    expect(sourceQuery({ kind: 'list', id: 5 })).toEqual({ list_id: 5 });
    expect(sourceQuery({ kind: 'structure', id: 7 })).toEqual({ structure_id: 7 });
    expect(sourceQuery({ kind: 'team' })).toEqual({});
  });
});
