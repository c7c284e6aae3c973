import {
  groupStatus,
  TS_ACTIONS,
  type Customer,
  type TsAbilities,
  type TsAction,
  type TsApproveWrites,
  type TsStatus,
  type TsWrite,
} from '@intranet/contracts';

/**
 * What a row needs of a write: a whole write of GET /timesheet/writes (the employee view), or a cell of the
 * approve screen's compact answer (GET /timesheet/approve_writes).
 */
export interface RowWrite {
  id: number;
  date: string;
  /** Minutes. */
  time: number;
  status: { id: number };
  comment: string | null;
  abilities: TsAbilities;
}

/** One employee's writes on one project in the period: a row of the approval table. */
export interface EmployeeRow {
  key: string;
  customerId: number;
  customerName: string;
  user: { id: number; full_name: string };
  writes: RowWrite[];
  byDate: Map<string, RowWrite[]>;
  total: number;
  status: TsStatus | null;
  /** Some of the writes are of a Russian-country employee with a charge code. */
  chargeCoded: boolean;
}

export interface ProjectGroup {
  project: Customer;
  rows: EmployeeRow[];
  total: number;
  status: TsStatus | null;
}

export function employeeRowKey(customerId: number, userId: number): string {
  return `${customerId}:${userId}`;
}

/** Rows per project and person, in the order first met; each with its total, status and charge-code flag. */
export function buildEmployeeRows(writes: readonly TsWrite[]): EmployeeRow[] {
  const rowsByKey = new Map<string, EmployeeRow>();
  for (const write of writes) {
    const key = employeeRowKey(write.customer.id, write.user.id);
    let row = rowsByKey.get(key);
    if (!row) {
      row = {
        key,
        customerId: write.customer.id,
        customerName: write.customer.name,
        user: write.user,
        writes: [],
        byDate: new Map(),
        total: 0,
        status: null,
        chargeCoded: false,
      };
      rowsByKey.set(key, row);
    }
    row.writes.push(write);
    row.byDate.set(write.date, [...(row.byDate.get(write.date) ?? []), write]);
    row.total += write.time;
    if (write.charge_coded) row.chargeCoded = true;
  }
  for (const row of rowsByKey.values()) row.status = groupStatus(statusesOf(row.writes));
  return [...rowsByKey.values()];
}

/** Approvable projects with their employees (by name); projects without writes keep an empty list. */
export function buildApproveGroups(
  projects: readonly Customer[],
  writes: readonly TsWrite[],
): ProjectGroup[] {
  return groupByProject(projects, buildEmployeeRows(writes));
}

/**
 * The same groups from the approve screen's compact answer: a row per project and person with the written
 * days as parallel arrays (`days` index the period from the answer's `date_start`), the people in a dictionary.
 */
export function buildApproveGroupsFromGrid(
  projects: readonly Customer[],
  grid: TsApproveWrites,
  dates: readonly string[],
): ProjectGroup[] {
  const people = new Map(grid.users.map((person) => [person.id, person]));
  const names = new Map(projects.map((project) => [project.id, project.name]));
  const rows = grid.rows.map((item): EmployeeRow => {
    const person = people.get(item.user_id);
    const user = { id: item.user_id, full_name: person?.full_name ?? '' };
    const writes: RowWrite[] = [];
    const byDate = new Map<string, RowWrite[]>();
    let total = 0;
    item.days.forEach((day, at) => {
      const status = item.status[at]!;
      const write: RowWrite = {
        id: item.ids[at]!,
        date: dates[day]!,
        time: item.time[at]!,
        status: { id: status },
        comment: item.comments[String(day)] ?? null,
        abilities: item.abilities[String(status)]!,
      };
      writes.push(write);
      byDate.set(write.date, [write]);
      total += write.time;
    });
    return {
      key: employeeRowKey(item.customer_id, item.user_id),
      customerId: item.customer_id,
      customerName: names.get(item.customer_id) ?? '',
      user,
      writes,
      byDate,
      total,
      status: groupStatus(statusesOf(writes)),
      chargeCoded: person?.charge_coded ?? false,
    };
  });
  return groupByProject(projects, rows);
}

const BY_NAME = new Intl.Collator('ru');

/** Rows under their projects, by name within each; projects without rows keep an empty list. */
function groupByProject(projects: readonly Customer[], all: readonly EmployeeRow[]): ProjectGroup[] {
  const byProject = new Map<number, EmployeeRow[]>();
  for (const row of all) {
    const list = byProject.get(row.customerId);
    if (list) list.push(row);
    else byProject.set(row.customerId, [row]);
  }
  return projects.map((project) => {
    const rows = (byProject.get(project.id) ?? []).sort((a, b) =>
      BY_NAME.compare(a.user.full_name, b.user.full_name),
    );
    return {
      project,
      rows,
      total: rows.reduce((sum, row) => sum + row.total, 0),
      status: groupStatus(rows.flatMap((row) => statusesOf(row.writes))),
    };
  });
}

/** The employee view: one row per project of one person's period, by project name. */
export function buildPersonRows(writes: readonly TsWrite[], userId: number): EmployeeRow[] {
  return buildEmployeeRows(writes.filter((write) => write.user.id === userId)).sort((a, b) =>
    a.customerName.localeCompare(b.customerName, 'ru'),
  );
}

/** Minutes per date over rows (the employee view's day totals, before the shadow rows). */
export function rowsDayTotals(rows: readonly EmployeeRow[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const row of rows)
    for (const write of row.writes) totals.set(write.date, (totals.get(write.date) ?? 0) + write.time);
  return totals;
}

/**
 * The charge-code lock: a row of a Russian-country employee with a charge code is only for
 * holders of the permission `timesheet.override_charge_codes`.
 */
export function isLockedByChargeCodes(row: EmployeeRow, canOverride: boolean): boolean {
  return row.chargeCoded && !canOverride;
}

/** Splits rows for a bulk action: those it may touch, and the locked ones it skips. */
export function splitLockedRows(
  rows: readonly EmployeeRow[],
  canOverride: boolean,
): { actionable: EmployeeRow[]; locked: EmployeeRow[] } {
  const actionable: EmployeeRow[] = [];
  const locked: EmployeeRow[] = [];
  for (const row of rows) (isLockedByChargeCodes(row, canOverride) ? locked : actionable).push(row);
  return { actionable, locked };
}

export function statusesOf(writes: readonly RowWrite[]): TsStatus[] {
  return writes.map((write) => write.status.id as TsStatus);
}

/** The ids of the writes an action applies to: those whose abilities (the server's policy) allow it. */
export function idsForAction(action: TsAction, rows: readonly EmployeeRow[]): number[] {
  return rows.flatMap((row) =>
    row.writes.filter((write) => write.abilities[action]).map((write) => write.id),
  );
}

/** What a row of several writes offers: an action any of its writes allows. */
export function rowAbilities(row: EmployeeRow): Record<TsAction, boolean> {
  return Object.fromEntries(
    TS_ACTIONS.map((action) => [action, row.writes.some((write) => write.abilities[action])]),
  ) as Record<TsAction, boolean>;
}

/**
 * Rows whose employee name contains the text and whose status matches, each project's total and status
 * recounted over them; a filter hides projects left without rows, no filter keeps them all.
 */
export function filterGroups(
  groups: readonly ProjectGroup[],
  search: string,
  status: TsStatus | null,
): ProjectGroup[] {
  const text = search.trim().toLocaleLowerCase('ru');
  if (!text && status === null) return [...groups];
  return groups
    .map((group) => {
      const rows = group.rows.filter(
        (row) =>
          (!text || row.user.full_name.toLocaleLowerCase('ru').includes(text)) &&
          (status === null || row.status === status),
      );
      // The card's header speaks of the rows it shows: their total and their group status.
      return {
        ...group,
        rows,
        total: rows.reduce((sum, row) => sum + row.total, 0),
        status: groupStatus(rows.flatMap((row) => statusesOf(row.writes))),
      };
    })
    .filter((group) => group.rows.length > 0);
}
