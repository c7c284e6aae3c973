import type { Department, UserStatus } from '@intranet/contracts';
import { describe, expect, it } from 'vitest';
import {
  STATUS_FILTER_OPTIONS,
  buildDepartmentTree,
  describeCurrentStatus,
  formatStatusPeriod,
  sortStatusesByPeriod,
  splitStatusErrors,
} from './user-statuses.helpers.ts';

function status(overrides: Partial<UserStatus>): UserStatus {
  return {
    id: 1,
    user_id: 7,
    name: 'Отпуск',
    status_type_id: 2,
    date_start: '2026-11-18',
    date_end: '2026-11-23',
    comment: null,
    active: true,
    updated_at: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

describe('status period text', () => {
  it('reads «с dd.MM.yyyy по dd.MM.yyyy»', () => {
    expect(formatStatusPeriod({ date_start: '2026-01-05', date_end: '2026-02-28' })).toBe(
      'с 05.01.2026 по 28.02.2026',
    );
  });

  it('names the active status with its period', () => {
    expect(describeCurrentStatus({ current: status({ name: 'Больничный' }) })).toEqual({
      name: 'Больничный',
      period: 'с 18.11.2026 по 23.11.2026',
    });
  });

  it('says «Работает» without an active status', () => {
    expect(describeCurrentStatus({ current: null })).toEqual({ name: 'Работает', period: null });
  });
});

describe('status filter', () => {
  it('offers «Работает» as 0 before the status types', () => {
    expect(STATUS_FILTER_OPTIONS[0]).toEqual({ value: 0, label: 'Работает' });
    expect(STATUS_FILTER_OPTIONS.map((option) => option.label)).toContain('Больничный');
  });
});

describe('department tree', () => {
  const department = (id: number, name: string, parentId: number | null): Department => ({
    id,
    name,
    parent_id: parentId,
    entity_type: parentId === null ? 1 : 2,
  });

  it('puts practices under their blocks, sorted by Russian name', () => {
    const tree = buildDepartmentTree([
      department(3, 'Практика Java', 2),
      department(2, 'Блок разработки', null),
      department(4, 'Практика Go', 2),
      department(1, 'Административный блок', null),
    ]);
    expect(tree).toEqual([
      { value: 1, title: 'Административный блок' },
      {
        value: 2,
        title: 'Блок разработки',
        children: [
          { value: 4, title: 'Практика Go' },
          { value: 3, title: 'Практика Java' },
        ],
      },
    ]);
  });

  it('keeps a department whose parent is missing at the top', () => {
    expect(buildDepartmentTree([department(5, 'Сироты', 99)])).toEqual([{ value: 5, title: 'Сироты' }]);
  });
});

describe('sortStatusesByPeriod', () => {
  it('shows the latest period first', () => {
    const sorted = sortStatusesByPeriod([
      status({ id: 1, date_start: '2026-01-01', date_end: '2026-01-10' }),
      status({ id: 2, date_start: '2026-12-01', date_end: '2026-12-10' }),
    ]);
    expect(sorted.map((item) => item.id)).toEqual([2, 1]);
  });
});

describe('splitStatusErrors', () => {
  it('puts the period errors on the range field and the unknown ones above the form', () => {
    const { fields, rest } = splitStatusErrors({
      date_start: ['Дата в формате ГГГГ-ММ-ДД'],
      date_end: ['Дата в формате ГГГГ-ММ-ДД', 'Дата окончания раньше даты начала'],
      user_id: ['Выберите сотрудника'],
      updated_at: ['Запись изменилась'],
    });
    expect(fields.get('period')).toEqual(['Дата в формате ГГГГ-ММ-ДД', 'Дата окончания раньше даты начала']);
    expect(fields.get('user_id')).toEqual(['Выберите сотрудника']);
    expect(rest).toEqual(['Запись изменилась']);
  });
});
