import { describe, expect, it } from 'vitest';
import { ACCESS, ACCESS_KEYS } from '../access.ts';
import {
  PERMISSIONS_ACCESS,
  PLATFORM_ACCESS,
  SUPPORT_ACCESS,
  WORK_CALENDAR_ACCESS,
} from './administration.ts';
import { COMMUNITY_ACCESS } from './community.ts';
import { USERS_STATUSES_ACCESS, WORK_CONDITIONS_ACCESS } from './people.ts';
import { TIMESHEET_ACCESS } from './timesheet.ts';
import { VACATION_ACCESS } from './vacation.ts';
import { PORTFOLIO_ACCESS } from './portfolio.ts';

const TABLES = [
  TIMESHEET_ACCESS,
  WORK_CONDITIONS_ACCESS,
  USERS_STATUSES_ACCESS,
  VACATION_ACCESS,
  WORK_CALENDAR_ACCESS,
  PERMISSIONS_ACCESS,
  SUPPORT_ACCESS,
  PORTFOLIO_ACCESS,
  COMMUNITY_ACCESS,
  PLATFORM_ACCESS,
];

describe('per-module access tables', () => {
  it('give every key to exactly one module, so the merge overrides nothing', () => {
    const keys = TABLES.flatMap((table) => Object.keys(table));
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual([...ACCESS_KEYS].sort());
  });

  it('keep each module audience as it is in the merged table', () => {
    for (const table of TABLES) {
      for (const [key, audience] of Object.entries(table)) {
        expect(ACCESS[key as keyof typeof ACCESS]).toBe(audience);
      }
    }
  });
});
