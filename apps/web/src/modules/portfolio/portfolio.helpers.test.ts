import { describe, expect, it } from 'vitest';
import { formatProjectYears } from '@intranet/contracts';
import {
  activeFilterCount,
  changeFilter,
  departmentTree,
  filterToParams,
  hasFilters,
  parseFilter,
  toApiQuery,
} from './portfolio.helpers.ts';

describe('portfolio filter in the URL', () => {
  it('reads every filter and keeps a link reproducible', () => {
    const filter = parseFilter(
      new URLSearchParams(
        'technologies=3,1&technologies=7&customer=5&sector=2&department=9&year=2024&q= банк &page=3',
      ),
    );
    expect(filter).toEqual({
      technologies: [3, 1, 7],
      customer: 5,
      sector: 2,
      department: 9,
      year: 2024,
      q: 'банк',
      page: 3,
    });
    expect(filterToParams(filter)).toEqual({
      technologies: '3,1,7',
      customer: '5',
      sector: '2',
      department: '9',
      year: '2024',
      q: 'банк',
      page: '3',
    });
    expect(parseFilter(new URLSearchParams(filterToParams(filter)))).toEqual(filter);
  });

  it('drops values the API would refuse instead of sending them', () => {
    expect(parseFilter(new URLSearchParams('technologies=a,0,-1,2&customer=x&year=1800&page=0'))).toEqual({
      technologies: [2],
      customer: undefined,
      sector: undefined,
      department: undefined,
      year: undefined,
      q: undefined,
      page: 1,
    });
  });

  it('leaves page 1 and empty filters out of the URL, and starts again from page 1 on a change', () => {
    const bare = parseFilter(new URLSearchParams(''));
    expect(filterToParams(bare)).toEqual({});
    expect(hasFilters(bare)).toBe(false);
    const moved = { ...bare, page: 4 };
    const narrowed = changeFilter(moved, { year: 2023 });
    expect(narrowed).toMatchObject({ year: 2023, page: 1 });
    expect(hasFilters(narrowed)).toBe(true);
    expect(activeFilterCount(narrowed)).toBe(1);
    expect(activeFilterCount({ ...narrowed, technologies: [1, 2], q: 'банк' })).toBe(3);
    expect(toApiQuery(narrowed)).toEqual({ year: '2023', page: 1, per_page: 12 });
  });
});

describe('departmentTree', () => {
  it('nests practices under their blocks, with counts when given', () => {
    expect(
      departmentTree([
        { id: 1, name: 'Блок разработки', parent_id: null, count: 5 },
        { id: 2, name: 'Практика Java', parent_id: 1, count: 3 },
        { id: 3, name: 'Практика .NET', parent_id: 1, count: 2 },
        { id: 4, name: 'Блок консалтинга', parent_id: null, count: 1 },
      ]),
    ).toEqual([
      {
        value: 1,
        title: 'Блок разработки (5)',
        children: [
          { value: 2, title: 'Практика Java (3)' },
          { value: 3, title: 'Практика .NET (2)' },
        ],
      },
      { value: 4, title: 'Блок консалтинга (1)' },
    ]);
  });
});

describe('formatProjectYears', () => {
  it('shows one year, a span, or an ongoing project', () => {
    expect(formatProjectYears(2024, 2024)).toBe('2024');
    expect(formatProjectYears(2021, 2023)).toBe('2021–2023');
    expect(formatProjectYears(2025, null)).toBe('с 2025 по н. в.');
  });
});
