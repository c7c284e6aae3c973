import type { RoleName } from '../roles.ts';
import { EVERYONE, type AccessTable } from './audience.ts';

const VACATION_ADMINS: readonly RoleName[] = ['admin', 'vacation_system_admin'];

/** Vacation tabs 0-7 and the audiences of the vacation reports (timesheet §2 "Vacation"). */
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
} as const satisfies AccessTable;
