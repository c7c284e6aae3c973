import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../../platform/auth/guard.ts';
import { CHARGE_LOCK_MESSAGE, DEFAULT_COUNTRY_ID, TS_STATUS, type TsAction } from '@intranet/contracts';
import {
  canFillFor,
  canViewPeriodOf,
  isChargeCoded,
  mayActOnTimesheetRow,
  type TimesheetRowFacts,
} from './timesheet.policy.ts';

const actor = (id: number, roles: string[]): AuthUser => ({
  id,
  login: `u${id}`,
  fullName: `User ${id}`,
  roles,
  sessionId: 's',
  impersonatorUserId: null,
  permissions: [],
});

describe('isChargeCoded', () => {
  it('holds for a default-country person with a charge code, also when the country is not set', () => {
    expect(isChargeCoded({ countryId: DEFAULT_COUNTRY_ID, chargeCode: 'CC-1' })).toBe(true);
    expect(isChargeCoded({ countryId: null, chargeCode: 'CC-1' })).toBe(true);
  });

  it('does not hold without a charge code or in another country', () => {
    expect(isChargeCoded({ countryId: DEFAULT_COUNTRY_ID, chargeCode: null })).toBe(false);
    expect(isChargeCoded({ countryId: DEFAULT_COUNTRY_ID + 1, chargeCode: 'CC-1' })).toBe(false);
  });
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

describe('mayActOnTimesheetRow', () => {
  const none = {
    approves: false,
    fills: false,
    chargeLocked: false,
    deletesOthers: false,
    ownDeletes: 'drafts',
  } as const;
  const may = (status: number, action: TsAction, facts: Partial<TimesheetRowFacts>) =>
    mayActOnTimesheetRow(actor(1, []), { status }, action, { ...none, ...facts }) === true;

  it('lets whoever fills or the approver send; owners alone approve, reject and unapprove', () => {
    expect(may(1, 'send', { fills: true })).toBe(true);
    expect(may(4, 'send', { approves: true })).toBe(true);
    expect(may(1, 'send', {})).toBe(false);
    for (const action of ['approve', 'reject', 'unapprove'] as const) {
      expect(may(2, action, { approves: true })).toBe(true);
      expect(may(2, action, { fills: true })).toBe(false);
      expect(
        mayActOnTimesheetRow(actor(1, []), { status: 2 }, action, {
          ...none,
          approves: true,
          chargeLocked: true,
        }),
      ).toBe(CHARGE_LOCK_MESSAGE);
    }
  });

  it('lets a filler delete new drafts of writes but anything of distributions', () => {
    expect(may(TS_STATUS.new, 'delete', { fills: true })).toBe(true);
    for (const status of [TS_STATUS.forApproving, TS_STATUS.rejected])
      expect(may(status, 'delete', { fills: true })).toBe(false);
    for (const status of [TS_STATUS.new, TS_STATUS.forApproving, TS_STATUS.rejected])
      expect(may(status, 'delete', { fills: true, ownDeletes: 'any' })).toBe(true);
  });

  it('lets an owner delete others’ time only with the right and not past the charge-code lock', () => {
    expect(may(2, 'delete', { approves: true })).toBe(false);
    expect(may(2, 'delete', { deletesOthers: true })).toBe(false);
    expect(may(2, 'delete', { approves: true, deletesOthers: true })).toBe(true);
    expect(may(2, 'delete', { approves: true, deletesOthers: true, chargeLocked: true })).toBe(false);
    // A filler's own draft is theirs to delete even when an approval would be charge-locked.
    expect(may(1, 'delete', { fills: true, chargeLocked: true })).toBe(true);
  });
});
