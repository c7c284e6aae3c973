import type { TsReportName } from '@intranet/contracts';
import {
  employeesReport,
  notBusyReport,
  overtimeReport,
  periodReport,
  unfilledReport,
  type ReportQuery,
} from './reports-people.queries.ts';
import {
  approvalLagReport,
  changesAfterApprovalReport,
  customerMonthReport,
  educationReport,
  practiceTimeReport,
  projectCompanyReport,
  projectTimeDetailReport,
  projectTimeReport,
  servicesReport,
  unapprovedReport,
  weekendsReport,
} from './reports-time.queries.ts';
import type { ReportContext } from './reports.scope.ts';

/** The SQL of each report type of the catalogue (contracts TS_REPORT_TYPES), by its url name. */
export const REPORT_QUERIES: Record<TsReportName, (ctx: ReportContext) => ReportQuery> = {
  unfilled: unfilledReport,
  unapproved: unapprovedReport,
  employees: employeesReport,
  practice_time: practiceTimeReport,
  project_time: projectTimeReport,
  project_company: projectCompanyReport,
  project_time_detail: projectTimeDetailReport,
  period: periodReport,
  education: educationReport,
  weekends: weekendsReport,
  overtime: overtimeReport,
  customer_month: customerMonthReport,
  approval_lag: approvalLagReport,
  not_busy: notBusyReport,
  services: servicesReport,
  changes_after_approval: changesAfterApprovalReport,
};
