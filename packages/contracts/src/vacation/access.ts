import type { RoleName } from '../roles.ts';
import { EVERYONE, type AccessTable } from '../access/audience.ts';

const VACATION_ADMINS: readonly RoleName[] = ['admin', 'vacation_system_admin'];

/** Vacation tabs 0-7 and the audiences of the vacation reports (docs/modules/vacation.md). */
export const VACATION_ACCESS = {
  'vacation.planning': EVERYONE,
  'vacation.matching': EVERYONE,
  'vacation.docs': EVERYONE,
  'vacation.notice': EVERYONE,
  'vacation.reports': [
    'admin',
    'vacation_system_admin',
    'assistant',
    'vacation_approver',
    'manager',
    'partner',
    'older_partner',
  ],
  'vacation.faq': EVERYONE,
  'vacation.settings': VACATION_ADMINS,
  'vacation.remaining-days': VACATION_ADMINS,
  'vacation.report.UNIFIED': VACATION_ADMINS,
  'vacation.report.PERIOD': ['vacation_approver', 'assistant', 'vacation_system_admin', 'admin'],
  'vacation.report.STATUS': ['vacation_approver', 'assistant', 'vacation_system_admin', 'admin'],
  'vacation.report.BALANCE': ['vacation_approver', 'assistant', 'vacation_system_admin', 'admin'],
  'vacation.report.CHANGES': VACATION_ADMINS,
  'vacation.report.ASSISTANT': ['admin', 'assistant', 'vacation_system_admin'],
  /** Plans from the start of the year, sees, plans and approves for everyone. */
  'vacation.admin': VACATION_ADMINS,
  /** Sees anyone's plan (besides the person, their manager and the vacation admins). */
  'vacation.view-others': ['assistant', 'vacation_approver', 'partner', 'older_partner'],
  /** Plans for anyone; sees the people of their block in reports. */
  'vacation.plan-for-others': ['assistant'],
  /** Approves anyone's vacation (besides the manager and the vacation admins). */
  'vacation.approve-others': ['vacation_approver'],
  /** Vacation reports over everyone. */
  'vacation.reports.all': VACATION_ADMINS,
  /** Vacation reports over the people reporting to them (outside 'vacation.reports.all'). */
  'vacation.reports.subordinates': ['vacation_approver', 'manager'],
} as const satisfies AccessTable;
