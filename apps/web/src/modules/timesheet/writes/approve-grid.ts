import {
  groupStatus,
  TS_ACTIONS,
  type Customer,
  type TsAction,
  type TsStatus,
  type TsWrite,
} from '@intranet/contracts';

/** One employee's writes on one project in the period: a row of the approval table. */
export interface EmployeeRow {
  key: string;
  customerId: number;
  customerName: string;
  user: { id: number; full_name: string };
  writes: TsWrite[];
  byDate: Map<string, TsWrite[]>;
  total: number;
  status: TsStatus | null;
  /** Some of the writes are of a Russian-country employee with a charge code (spec 001 §4). */
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
  const all = buildEmployeeRows(writes);
  return projects.map((project) => {
    const rows = all
      .filter((row) => row.customerId === project.id)
      .sort((a, b) => a.user.full_name.localeCompare(b.user.full_name, 'ru'));
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
 * The charge-code lock (spec 001 §4): a row of a Russian-country employee with a charge code is only for
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

export function statusesOf(writes: readonly TsWrite[]): TsStatus[] {
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
 * Rows whose employee name contains the text and whose status matches; a filter hides projects left
 * without rows, no filter keeps them all.
 */
export function filterGroups(
  groups: readonly ProjectGroup[],
  search: string,
  status: TsStatus | null,
): ProjectGroup[] {
  const text = search.trim().toLocaleLowerCase('ru');
  if (!text && status === null) return [...groups];
  return groups
    .map((group) => ({
      ...group,
      rows: group.rows.filter(
        (row) =>
          (!text || row.user.full_name.toLocaleLowerCase('ru').includes(text)) &&
          (status === null || row.status === status),
      ),
    }))
    .filter((group) => group.rows.length > 0);
}
