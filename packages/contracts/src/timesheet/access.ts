import type { RoleName } from '../roles.ts';
import type { AccessTable } from '../access/audience.ts';

const TS_FILL: readonly RoleName[] = ['ts_filling', 'manager', 'assistant', 'ts_admin', 'admin'];
const TS_APPROVE: readonly RoleName[] = ['assistant', 'ts_approver', 'project_manager', 'ts_admin', 'admin'];
const TS_REPORTS: readonly RoleName[] = [
  'manager',
  'assistant',
  'ts_approver',
  'project_manager',
  'ts_admin',
  'ts_reporter',
  'admin',
];
const TS_SETTINGS: readonly RoleName[] = ['ts_admin', 'admin', 'wc_assistant'];
const TS_SERVICES: readonly RoleName[] = ['assistant', 'ts_approver', 'project_manager', 'ts_admin', 'admin'];
const TS_EXEMPTION: readonly RoleName[] = ['ts_admin', 'admin', 'ts_exemption'];
/**
 * "FAQ (5): all main timesheet roles" — the union of the other tabs, plus team_lead, whom the FAQ's
 * team-lead instruction addresses.
 */
const TS_ALL: readonly RoleName[] = [
  ...new Set([
    ...TS_FILL,
    ...TS_APPROVE,
    ...TS_REPORTS,
    ...TS_SETTINGS,
    ...TS_SERVICES,
    ...TS_EXEMPTION,
    'team_lead' as const,
  ]),
];

/** TimeSheet tabs 0-6 and the actions behind them (docs/modules/timesheet.md). */
export const TIMESHEET_ACCESS = {
  'timesheet.fill': TS_FILL,
  'timesheet.approve': TS_APPROVE,
  'timesheet.reports': TS_REPORTS,
  'timesheet.settings': TS_SETTINGS,
  'timesheet.services': TS_SERVICES,
  'timesheet.faq': TS_ALL,
  'timesheet.exemption': TS_EXEMPTION,
  'timesheet.team-lead-instruction': ['assistant', 'team_lead', 'ts_admin', 'ts_approver'],
  /** The services cut-off on the TimeSheet settings tab (a business constant). */
  'timesheet.service-cutoff': ['ts_admin', 'admin'],
  /** People's work statuses for the timesheet (the work-statuses report is restricted). */
  'timesheet.work-statuses.view': ['ts_admin', 'admin', 'assistant', 'ts_reporter', 'manager'],
  'timesheet.work-statuses.edit': ['ts_admin', 'admin'],
  /** Finding and mending «не занят» after late changes (GET, POST /timesheet/correct). */
  'timesheet.correct': ['ts_admin', 'admin'],
  /** Sees and changes everyone's time, outside the editable periods too. */
  'timesheet.admin': ['ts_admin', 'admin'],
  /** Fills and sends the time of the people of their own block (everyone's without a block). */
  'timesheet.fill-for-block': ['assistant'],
  /** Reports over everyone (others see their block or their subordinates). */
  'timesheet.reports.all': ['ts_admin', 'admin', 'ts_reporter'],
} as const satisfies AccessTable;
