import {
  canTransition,
  groupStatus,
  type Customer,
  type TsAction,
  type TsStatus,
  type TsWrite,
} from '@intranet/contracts';

/** One employee's writes on one project in the period: a row of the approval table. */
export interface EmployeeRow {
  key: string;
  customerId: number;
  user: { id: number; full_name: string };
  writes: TsWrite[];
  byDate: Map<string, TsWrite[]>;
  total: number;
  status: TsStatus | null;
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

/** Approvable projects with their employees (by name); projects without writes keep an empty list. */
export function buildApproveGroups(
  projects: readonly Customer[],
  writes: readonly TsWrite[],
): ProjectGroup[] {
  const rowsByKey = new Map<string, EmployeeRow>();
  for (const write of writes) {
    const key = employeeRowKey(write.customer.id, write.user.id);
    let row = rowsByKey.get(key);
    if (!row) {
      row = {
        key,
        customerId: write.customer.id,
        user: write.user,
        writes: [],
        byDate: new Map(),
        total: 0,
        status: null,
      };
      rowsByKey.set(key, row);
    }
    row.writes.push(write);
    row.byDate.set(write.date, [...(row.byDate.get(write.date) ?? []), write]);
    row.total += write.time;
  }
  for (const row of rowsByKey.values()) row.status = groupStatus(statusesOf(row.writes));
  return projects.map((project) => {
    const rows = [...rowsByKey.values()]
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

export function statusesOf(writes: readonly TsWrite[]): TsStatus[] {
  return writes.map((write) => write.status.id as TsStatus);
}

/** The ids of the writes an action applies to: those whose status allows it. */
export function idsForAction(action: TsAction, rows: readonly EmployeeRow[]): number[] {
  return rows.flatMap((row) =>
    row.writes.filter((write) => canTransition(action, write.status.id as TsStatus)).map((write) => write.id),
  );
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
