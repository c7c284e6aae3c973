import { describe, expect, it } from 'vitest';
import { accessListFor, canAccess } from './access.ts';
import { isSupportTotalAllowed, SUPPORT_MAX_TOTAL_BYTES } from './support/support.ts';

describe('access tables', () => {
  it('gives an employee without roles only the everyone screens', () => {
    const list = accessListFor([]);
    expect(list).toEqual([
      'vacation.planning',
      'vacation.matching',
      'vacation.docs',
      'vacation.notice',
      'vacation.faq',
      'requests',
      'transfers',
      'education',
      'cards',
      'dismissal',
      'job-safety',
      'points',
      'gift-shop',
      'services-catalog',
    ]);
  });

  it('opens the timesheet tabs of the spec table to ts_admin, but not vacation settings', () => {
    const list = accessListFor(['ts_admin']);
    for (const key of [
      'timesheet.fill',
      'timesheet.approve',
      'timesheet.reports',
      'timesheet.settings',
      'timesheet.services',
      'timesheet.faq',
      'timesheet.exemption',
      'work-conditions',
      'users-statuses',
    ]) {
      expect(list).toContain(key);
    }
    expect(list).not.toContain('vacation.settings');
    expect(list).not.toContain('admin');
  });

  it('follows single rows of the tables', () => {
    expect(canAccess(['ts_filling'], 'timesheet.fill')).toBe(true);
    expect(canAccess(['ts_filling'], 'timesheet.approve')).toBe(false);
    expect(canAccess(['ts_filling'], 'timesheet.faq')).toBe(true);
    expect(canAccess(['wc_assistant'], 'timesheet.settings')).toBe(true);
    expect(canAccess(['user_statuses'], 'users-statuses')).toBe(true);
    expect(canAccess(['partner'], 'vacation.reports')).toBe(true);
    expect(canAccess(['partner'], 'vacation.report.PERIOD')).toBe(false);
    expect(canAccess(['vacation_system_admin'], 'vacation.remaining-days')).toBe(true);
  });

  it('shows the admin link only with an admin role and an access role together', () => {
    expect(accessListFor(['admin'])).not.toContain('admin');
    expect(accessListFor(['admin_access'])).not.toContain('admin');
    expect(accessListFor(['admin', 'admin_access'])).toContain('admin');
    expect(accessListFor(['admin_director', 'admin_access'])).toContain('admin');
  });
});

describe('support size rule', () => {
  it('allows totals strictly under 20,000,000 bytes', () => {
    expect(isSupportTotalAllowed(0)).toBe(true);
    expect(isSupportTotalAllowed(SUPPORT_MAX_TOTAL_BYTES - 1)).toBe(true);
    expect(isSupportTotalAllowed(SUPPORT_MAX_TOTAL_BYTES)).toBe(false);
    expect(isSupportTotalAllowed(SUPPORT_MAX_TOTAL_BYTES + 1)).toBe(false);
  });
});
