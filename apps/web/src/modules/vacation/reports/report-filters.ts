import type { VAC_WORK_YEAR_CONDITIONS } from '@intranet/contracts';
import { VACATION_STATUS_NAMES, type VacReportParams, type VacReportType } from '@intranet/contracts';
import type { PersonOption } from '../../../ui/people-search.ts';

/** What the filter panel holds; only the report's own filters (`type.filters`) go to the server. */
export interface VacFilterValues {
  companies: number[];
  users: PersonOption[];
  blocks: number[];
  practices: number[];
  projects: number[];
  manager: PersonOption | null;
  statuses: number[];
  conditionWorkYear: (typeof VAC_WORK_YEAR_CONDITIONS)[number];
  assistants: number[];
  period: [string, string] | null;
  date: string | null;
  balance_date: string | null;
  deleted: boolean;
}

/** The panel's first values: the current month, today, and 31 December of this year for the balance. */
export function initialFilters(today: string): VacFilterValues {
  const month = today.slice(0, 7);
  const [year, monthNumber] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return {
    companies: [],
    users: [],
    blocks: [],
    practices: [],
    projects: [],
    manager: null,
    statuses: [],
    conditionWorkYear: 'all',
    assistants: [],
    period: [`${month}-01`, `${month}-${String(lastDay).padStart(2, '0')}`],
    date: today,
    balance_date: `${year}-12-31`,
    deleted: false,
  };
}

/** The params of a run: the report's filters only; null when a required day is missing. */
export function toParams(type: VacReportType, values: VacFilterValues): VacReportParams | null {
  const has = (filter: VacReportType['filters'][number]) => type.filters.includes(filter);
  const params: VacReportParams = {};
  if (has('companies')) params.companies = values.companies;
  if (has('users')) params.users = values.users.map((person) => person.value);
  if (has('blocks')) params.blocks = values.blocks;
  if (has('practices')) params.practices = values.practices;
  if (has('projects')) params.projects = values.projects;
  if (has('manager') && values.manager) params.manager = values.manager.value;
  if (has('statuses')) params.statuses = values.statuses as NonNullable<VacReportParams['statuses']>;
  if (has('conditionWorkYear')) params.conditionWorkYear = values.conditionWorkYear;
  if (has('assistants')) params.assistants = values.assistants;
  if (has('deleted')) params.deleted = values.deleted;
  if (has('period')) {
    if (!values.period) return null;
    [params.date_start, params.date_end] = values.period;
  }
  if (has('date')) {
    if (!values.date) return null;
    params.date = values.date;
  }
  if (has('balance_date')) {
    if (!values.balance_date) return null;
    params.balance_date = values.balance_date;
  }
  return params;
}

/** The statuses a report filters by: the live ones, and the deleted ones where deleted days are shown. */
export function statusOptions(withDeleted: boolean) {
  return Object.entries(VACATION_STATUS_NAMES)
    .filter(([id]) => withDeleted || Number(id) < 10)
    .map(([id, label]) => ({ value: Number(id), label }));
}
