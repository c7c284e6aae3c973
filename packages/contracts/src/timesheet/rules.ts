import {
  TS_ACTION_LABELS,
  TS_STATUS,
  TS_STATUS_LABELS,
  type TapeState,
  type TsAction,
  type TsStatus,
} from './timesheet.ts';
import { defineWorkflowTable, tableAbilities } from '../rules/workflow.ts';

/**
 * The workflow as a table: action -> statuses it may start from -> status it leads to (null: the write is
 * deleted). Buttons and the server's checks both read this table.
 */
export const TS_TRANSITIONS: Record<TsAction, { from: readonly TsStatus[]; to: TsStatus | null }> = {
  send: { from: [TS_STATUS.new, TS_STATUS.rejected], to: TS_STATUS.forApproving },
  approve: { from: [TS_STATUS.forApproving], to: TS_STATUS.approved },
  reject: { from: [TS_STATUS.new, TS_STATUS.forApproving], to: TS_STATUS.rejected },
  unapprove: { from: [TS_STATUS.approved], to: TS_STATUS.forApproving },
  delete: { from: [TS_STATUS.new, TS_STATUS.forApproving, TS_STATUS.rejected], to: null },
};

/** The same table for the workflow engine: writes and distributions share it. */
export const TS_WORKFLOW = defineWorkflowTable<TsStatus, TsAction>({
  statuses: TS_STATUS_LABELS,
  actions: Object.fromEntries(
    (Object.keys(TS_TRANSITIONS) as TsAction[]).map((action) => [
      action,
      { label: TS_ACTION_LABELS[action], ...TS_TRANSITIONS[action] },
    ]),
  ) as Record<TsAction, { label: string; from: readonly TsStatus[]; to: TsStatus | null }>,
});

export function canTransition(action: TsAction, status: TsStatus): boolean {
  return TS_TRANSITIONS[action].from.includes(status);
}

/** The status an action leads to, or an error when the action cannot start from this status. */
export function nextStatus(
  action: TsAction,
  status: TsStatus,
): { ok: true; to: TsStatus | null } | { ok: false } {
  return canTransition(action, status) ? { ok: true, to: TS_TRANSITIONS[action].to } : { ok: false };
}

/** What the workflow table alone allows from a status: the abilities of a viewer with every right. */
export function tsTableAbilities(status: TsStatus): Record<TsAction, boolean> {
  return tableAbilities(TS_WORKFLOW, status);
}

export interface ButtonState {
  shown: boolean;
  disabled: boolean;
}

/**
 * The buttons on an employee row (docs/modules/timesheet.md): approve when forApproving; unapprove when
 * approved; send when rejected; reject and delete always shown. Which are enabled comes from the row's
 * abilities (the server's policy: project owners, the delete permission, the charge-code lock, the workflow
 * table).
 */
export function employeeRowButtons(
  status: TsStatus,
  allowed: Readonly<Record<TsAction, boolean>>,
): Record<TsAction, ButtonState> {
  const button = (action: TsAction, shown: boolean): ButtonState => ({ shown, disabled: !allowed[action] });
  return {
    approve: button('approve', status === TS_STATUS.forApproving),
    unapprove: button('unapprove', status === TS_STATUS.approved),
    send: button('send', status === TS_STATUS.rejected),
    reject: button('reject', true),
    delete: button('delete', true),
  };
}

/**
 * The status of a group (a project's employees, a person's period) from its members: empty when there
 * are none; rejected if any is rejected (it needs attention first); forApproving if any waits; approved
 * when all are approved; otherwise new.
 */
export function groupStatus(members: readonly TsStatus[]): TsStatus | null {
  if (members.length === 0) return null;
  if (members.includes(TS_STATUS.rejected)) return TS_STATUS.rejected;
  if (members.includes(TS_STATUS.forApproving)) return TS_STATUS.forApproving;
  if (members.every((status) => status === TS_STATUS.approved)) return TS_STATUS.approved;
  return TS_STATUS.new;
}

/** The tape highlight of a day: blocked outside editable periods, else by the group status. */
export function tapeState(members: readonly TsStatus[], blocked: boolean): TapeState {
  if (blocked) return 'blocked';
  const status = groupStatus(members);
  if (status === TS_STATUS.approved) return 'approved';
  if (status === TS_STATUS.rejected) return 'rejected';
  if (status === TS_STATUS.forApproving) return 'forApproving';
  return 'empty';
}

/** Approvable projects: no end date, or an end date not before the active period's start. */
export function isApprovableProject(
  project: { date_end: string | null },
  activePeriodStart: string,
): boolean {
  return project.date_end === null || project.date_end >= activePeriodStart;
}

/** Service targets: selectable, FLOW or DISCRETE, and ending after the cut-off (or not at all). */
export function isDistributionTarget(
  project: { selectable: boolean; utility_type: string | null; date_end: string | null },
  cutOff: string,
): boolean {
  return (
    project.selectable &&
    (project.utility_type === 'FLOW' || project.utility_type === 'DISCRETE') &&
    (project.date_end === null || project.date_end > cutOff)
  );
}

/** Distribution percent = time / source written-off time × 100, rounded to 2 decimals; 0 without a source. */
export function distributionPercent(minutes: number, sourceMinutes: number): number {
  if (sourceMinutes <= 0) return 0;
  return Math.round((minutes / sourceMinutes) * 100 * 100) / 100;
}

/** What goes to the practice's «не занят» project for a day: the norm minus what was filled, never negative. */
export function notBusyRemainder(normMinutes: number, filledMinutes: number): number {
  return Math.max(0, normMinutes - filledMinutes);
}

/** Server distribution errors may carry `###`: the part after it is shown in bold. */
export function splitMarkedError(message: string): { text: string; bold: string | null } {
  const index = message.indexOf('###');
  if (index < 0) return { text: message, bold: null };
  return { text: message.slice(0, index), bold: message.slice(index + 3) };
}

/** Minutes as hours for display: 450 -> "7,5". */
export function formatHours(minutes: number): string {
  const hours = Math.round((minutes / 60) * 100) / 100;
  return String(hours).replace('.', ',');
}

export type HoursParse = { ok: true; minutes: number } | { ok: false; message: string };

export const HOURS_FORMAT_MESSAGE = 'Введите часы, например 7,5';
export const HOURS_OVERFLOW_MESSAGE = 'В сутках только 24 часа';

const DECIMAL = /^(\d{0,2})(?:[.,](\d{0,2}))?$/;
const CLOCK = /^(\d{1,2}):(\d{2})$/;

/**
 * What a person typed into an hours cell, as minutes: «7,5» and «7.5» are 450, «7:30» too; empty is 0
 * (the cell is removed on save). Hours are rounded to whole minutes, the unit of the wire.
 */
export function parseHours(text: string): HoursParse {
  const value = text.trim().replace(/\s+/g, '');
  if (value === '') return { ok: true, minutes: 0 };
  let minutes: number;
  const clock = CLOCK.exec(value);
  const decimal = DECIMAL.exec(value);
  if (clock) {
    const part = Number(clock[2]);
    if (part >= 60) return { ok: false, message: HOURS_FORMAT_MESSAGE };
    minutes = Number(clock[1]) * 60 + part;
  } else if (decimal && /\d/.test(value)) {
    minutes = Math.round(Number(`${decimal[1] || '0'}.${decimal[2] || '0'}`) * 60);
  } else {
    return { ok: false, message: HOURS_FORMAT_MESSAGE };
  }
  if (minutes > 24 * 60) return { ok: false, message: HOURS_OVERFLOW_MESSAGE };
  return { ok: true, minutes };
}
