import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../../platform/auth/guard.ts';
import { canFillFor, canViewPeriodOf } from './timesheet.policy.ts';

const actor = (id: number, roles: string[]): AuthUser => ({
  id,
  login: `u${id}`,
  fullName: `User ${id}`,
  roles,
  sessionId: 's',
  impersonatorUserId: null,
});

describe('canFillFor', () => {
  const person = { id: 2, blockId: 10 };

  it('lets a person fill their own time and an administrator anyone’s', () => {
    expect(canFillFor(actor(2, []), person, 99)).toBe(true);
    expect(canFillFor(actor(1, ['ts_admin']), person, 99)).toBe(true);
    expect(canFillFor(actor(1, ['admin']), person, null)).toBe(true);
  });

  it('keeps an assistant to their own block; one outside any block fills for everyone', () => {
    expect(canFillFor(actor(1, ['assistant']), person, 10)).toBe(true);
    expect(canFillFor(actor(1, ['assistant']), person, 11)).toBe(false);
    expect(canFillFor(actor(1, ['assistant']), { id: 3, blockId: null }, 11)).toBe(false);
    expect(canFillFor(actor(1, ['assistant']), person, null)).toBe(true);
  });

  it('refuses everyone else, managers included', () => {
    expect(canFillFor(actor(1, ['manager', 'ts_approver']), person, 10)).toBe(false);
  });
});

describe('canViewPeriodOf', () => {
  it('opens the period to the filler, the manager and an approver of their projects only', () => {
    const person = { id: 2, managerId: 5 };
    expect(canViewPeriodOf(actor(1, []), person, true, false)).toBe(true);
    expect(canViewPeriodOf(actor(5, []), person, false, false)).toBe(true);
    expect(canViewPeriodOf(actor(1, []), person, false, true)).toBe(true);
    expect(canViewPeriodOf(actor(1, []), person, false, false)).toBe(false);
  });
});
