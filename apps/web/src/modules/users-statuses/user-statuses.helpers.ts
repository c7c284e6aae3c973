import {
  STATUS_TYPES,
  WORKING_STATUS_LABEL,
  type Department,
  type UserStatus,
  type UserStatusRow,
} from '@intranet/contracts';
import type { FieldErrors } from '../../api/api-error.ts';
import { formatDate } from '../../ui/date-format.ts';

/** «с 18.11.2026 по 23.11.2026» (dates dd.MM.yyyy). */
export function formatStatusPeriod(status: Pick<UserStatus, 'date_start' | 'date_end'>): string {
  return `с ${formatDate(status.date_start)} по ${formatDate(status.date_end)}`;
}

/** What the status column says: the active status and its period, or «Работает». */
export function describeCurrentStatus(row: Pick<UserStatusRow, 'current'>): {
  name: string;
  period: string | null;
} {
  if (!row.current) return { name: WORKING_STATUS_LABEL, period: null };
  return { name: row.current.name, period: formatStatusPeriod(row.current) };
}

/** Status filter: «Работает» (0, no active status) first, then every status type. */
export const STATUS_FILTER_OPTIONS: { value: number; label: string }[] = [
  { value: 0, label: WORKING_STATUS_LABEL },
  ...STATUS_TYPES.map((type) => ({ value: type.id, label: type.name })),
];

export interface DepartmentTreeNode {
  value: number;
  title: string;
  children?: DepartmentTreeNode[];
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'ru');

/**
 * Blocks (parent_id null) with their practices under them, sorted the Russian way. A department whose
 * parent is not in the list is shown at the top level rather than lost.
 */
export function buildDepartmentTree(departments: readonly Department[]): DepartmentTreeNode[] {
  const ids = new Set(departments.map((department) => department.id));
  const childrenOf = new Map<number, Department[]>();
  const roots: Department[] = [];
  for (const department of departments) {
    if (department.parent_id === null || !ids.has(department.parent_id)) roots.push(department);
    else childrenOf.set(department.parent_id, [...(childrenOf.get(department.parent_id) ?? []), department]);
  }
  const toNode = (department: Department, seen: Set<number>): DepartmentTreeNode => {
    const next = new Set(seen).add(department.id);
    const children = (childrenOf.get(department.id) ?? [])
      .filter((child) => !next.has(child.id))
      .sort(byName)
      .map((child) => toNode(child, next));
    return {
      value: department.id,
      title: department.name,
      ...(children.length > 0 ? { children } : {}),
    };
  };
  return [...roots].sort(byName).map((root) => toNode(root, new Set()));
}

/** Statuses of a person, the latest period first. */
export function sortStatusesByPeriod(statuses: readonly UserStatus[]): UserStatus[] {
  return [...statuses].sort(
    (a, b) => b.date_start.localeCompare(a.date_start) || b.date_end.localeCompare(a.date_end),
  );
}

export const STATUS_FORM_FIELDS = ['user_id', 'status_type_id', 'period', 'comment'] as const;
export type StatusFormField = (typeof STATUS_FORM_FIELDS)[number];

const isStatusFormField = (name: string): name is StatusFormField =>
  (STATUS_FORM_FIELDS as readonly string[]).includes(name);

/**
 * Field errors (the contract's or the server's) split into those shown under the form's fields and the
 * rest, shown above the form. The wire names of the period map onto the one RangePicker field.
 */
export function splitStatusErrors(errors: FieldErrors): {
  fields: Map<StatusFormField, string[]>;
  rest: string[];
} {
  const fields = new Map<StatusFormField, string[]>();
  const rest: string[] = [];
  for (const [field, messages] of Object.entries(errors)) {
    const name = field === 'date_start' || field === 'date_end' ? 'period' : field;
    if (!isStatusFormField(name)) {
      rest.push(...messages);
      continue;
    }
    fields.set(name, [...new Set([...(fields.get(name) ?? []), ...messages])]);
  }
  return { fields, rest };
}
