/**
 * The pure rules of dismissal applications (docs/modules/dismissal.md), shared by the server (authoritative)
 * and the web (the buttons, the date picker, the countdown).
 */

/** The spec's numbers of an application's statuses. */
export const DISMISSAL_STATUS = {
  onApproval: 1,
  inProgress: 2,
  rejected: 3,
  cancelled: 4,
  done: 5,
} as const;
export type DismissalStatus = (typeof DISMISSAL_STATUS)[keyof typeof DISMISSAL_STATUS];
export const DISMISSAL_STATUSES = [1, 2, 3, 4, 5] as const satisfies readonly DismissalStatus[];

export const DISMISSAL_STATUS_LABELS: Record<DismissalStatus, string> = {
  1: 'На согласовании',
  2: 'В работе',
  3: 'Отклонено',
  4: 'Отменено',
  5: 'Выполнено',
};

/**
 * The engine's status codes (migration 0027, route adapted by 0030) → the spec's numbers. `registered` never
 * holds an application since 0030, but an old row would read as «on approval»; `cancel` (the author's
 * withdrawal) and `cancelled` (the desk's annulment) are both «cancelled».
 */
const BY_ENGINE_CODE: Record<string, DismissalStatus> = {
  registered: 1,
  on_approval: 1,
  in_progress: 2,
  rejected: 3,
  cancel: 4,
  cancelled: 4,
  completed: 5,
};

export function dismissalStatusOf(engineCode: string): DismissalStatus {
  const status = BY_ENGINE_CODE[engineCode];
  if (status === undefined) throw new Error(`Unknown dismissal status code ${engineCode}`);
  return status;
}

/** The engine codes of a spec status (the list filters by them). */
export function engineCodesOf(status: DismissalStatus): string[] {
  return Object.entries(BY_ENGINE_CODE)
    .filter(([, value]) => value === status)
    .map(([code]) => code);
}

/** Rejected and cancelled applications are hidden from the lists. */
export function isHiddenStatus(status: DismissalStatus): boolean {
  return status === DISMISSAL_STATUS.rejected || status === DISMISSAL_STATUS.cancelled;
}

/** Nothing of a done (or rejected, cancelled) application changes any more: fields, checklists, files. */
export function isLockedStatus(status: DismissalStatus): boolean {
  return status === DISMISSAL_STATUS.done || isHiddenStatus(status);
}

/** A subject's value: waiting for decision, no action needed, action required. */
export const DISMISSAL_CHECK = { waiting: 1, noAction: 2, actionRequired: 3 } as const;
export type DismissalCheck = (typeof DISMISSAL_CHECK)[keyof typeof DISMISSAL_CHECK];
export const DISMISSAL_CHECKS = [1, 2, 3] as const satisfies readonly DismissalCheck[];
export const DISMISSAL_CHECK_LABELS: Record<DismissalCheck, string> = {
  1: 'Ожидает решения',
  2: 'Действий не требуется',
  3: 'Требуется действие',
};

/** The subjects still waiting for a decision; an application is done only when none are. */
export function waitingSubjects<T extends { check: number }>(subjects: readonly T[]): T[] {
  return subjects.filter((subject) => subject.check === DISMISSAL_CHECK.waiting);
}

/**
 * Why a fire date is refused (null: accepted). The date picker disables the same days: before today (a
 * dismissal is filed ahead, never back-dated) and the days off of the production calendar (a last working
 * day is a working day). `daysOff` holds the calendar's non-working dates around the date.
 */
export function fireDateRefusal(date: string, today: string, daysOff: ReadonlySet<string>): string | null {
  if (date < today) return 'Дата увольнения не может быть в прошлом';
  if (daysOff.has(date)) return 'Дата увольнения должна быть рабочим днём';
  return null;
}

/** Whole days from `today` to the fire date (0 on the day, negative after it). */
export function daysUntil(fireDate: string, today: string): number {
  return Math.round((Date.parse(`${fireDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** «Осталось 3 дня», «Последний день сегодня», «Уволен 2 дня назад». */
export function countdownText(days: number): string {
  const plural = (n: number) => {
    const mod10 = n % 10;
    const mod100 = n % 100;
    if (mod10 === 1 && mod100 !== 11) return 'день';
    if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return 'дня';
    return 'дней';
  };
  if (days === 0) return 'Последний день сегодня';
  if (days > 0) return `До последнего дня: ${days} ${plural(days)}`;
  return `Последний день прошёл ${-days} ${plural(-days)} назад`;
}
