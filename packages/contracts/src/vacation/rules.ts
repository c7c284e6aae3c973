import { addDays, isSaturdayOrSunday, periodDays } from '../rules/dates.ts';
import { defineWorkflowTable } from '../rules/workflow.ts';

/**
 * Vacation planning rules (docs/modules/vacation.md), shared by the server, which enforces them, and the web,
 * which shows them live. Dates are ISO days (`yyyy-MM-dd`).
 */

export const VACATION_TYPE = { indivisible: 1, divisible: 2, study: 3, unpaid: 4, separated: 5 } as const;
export type VacationTypeId = (typeof VACATION_TYPE)[keyof typeof VACATION_TYPE];
export const VACATION_STATUS = {
  new: 1,
  approved: 2,
  rejected: 3,
  newDeleted: 11,
  approvedDeleted: 22,
  rejectedDeleted: 33,
} as const;
export type VacationStatusId = (typeof VACATION_STATUS)[keyof typeof VACATION_STATUS];

export const VACATION_TEXTS = {
  available: 'Доступно для планирования:',
  clickDay: 'Нажмите на день для удаления или переноса',
  holiday: 'Планирование отпуска в праздничный день недоступно',
  weekendOnly: 'Планирование в выходной доступно только вместе с будними днями',
  workingWeekend: 'Рабочий выходной',
  blockedPeriod: 'Период заблокирован для внесения изменений',
  workYearStart: 'Дата начала рабочего года',
  locked: 'Отпуск заблокирован для изменений',
  discuss: 'Обсудите дату и продолжительность отпуска с руководителем',
  cancelStudy: 'Вы не можете отменить учебный отпуск',
  cancelUnpaid: 'Вы не можете отменить отпуск за счет собственных средств',
  cancelMovedIndivisible: 'Вы не можете отменить перенесенный неделимый отпуск',
  indivisibleLimit: 'Неделимого отпуска в рабочем году — не больше 14 дней',
  divisibleWeekend: 'Часть делимого отпуска, примыкающая к выходным, должна включать и эти выходные',
  tooEarly: 'Изменить отпуск можно не раньше',
  notEnough: 'Недостаточно дней для планирования',
  nextYearClosed: 'Планирование следующего рабочего года пока закрыто',
} as const;

/** What a deleted vacation day says on the calendar. */
export const DELETED_VACATION_TEXTS: Partial<Record<VacationStatusId, string>> = {
  11: 'Отпуск на согласовании был перенесен',
  22: 'Согласованный отпуск был перенесен',
  33: 'Отпуск был отклонен',
};

export const VACATION_STATUS_NAMES: Readonly<Record<VacationStatusId, string>> = {
  1: 'Ожидает согласования',
  2: 'Согласован',
  3: 'Отклонен',
  11: 'Удален (ожидал согласования)',
  22: 'Удален (согласован)',
  33: 'Удален (отклонен)',
};

export type VacationAction = 'approve' | 'reject' | 'return' | 'delete';

/**
 * The vacation workflow (docs/decisions.md, "Vacation planner"): a new day is approved or rejected; an
 * approved or rejected day goes back to «Ожидает согласования» only by the explicit return, never straight
 * from one decision to the other; deleting (or moving) keeps the day in the deleted variant of its status.
 */
export const VACATION_WORKFLOW = defineWorkflowTable<VacationStatusId, VacationAction>({
  statuses: VACATION_STATUS_NAMES,
  actions: {
    approve: { label: 'Согласовать', from: [VACATION_STATUS.new], to: VACATION_STATUS.approved },
    reject: { label: 'Отклонить', from: [VACATION_STATUS.new], to: VACATION_STATUS.rejected },
    return: {
      label: 'Вернуть на согласование',
      from: [VACATION_STATUS.approved, VACATION_STATUS.rejected],
      to: VACATION_STATUS.new,
    },
    delete: {
      label: 'Удалить',
      from: [VACATION_STATUS.new, VACATION_STATUS.approved, VACATION_STATUS.rejected],
      to: {
        [VACATION_STATUS.new]: VACATION_STATUS.newDeleted,
        [VACATION_STATUS.approved]: VACATION_STATUS.approvedDeleted,
        [VACATION_STATUS.rejected]: VACATION_STATUS.rejectedDeleted,
      },
    },
  },
});

/** PUT dba/vacations names the target status; the action that leads there. */
export const VACATION_ACTION_BY_STATUS: Readonly<Record<number, VacationAction>> = {
  [VACATION_STATUS.approved]: 'approve',
  [VACATION_STATUS.rejected]: 'reject',
  [VACATION_STATUS.new]: 'return',
};

/** The deleted variant of a status: 1 → 11, 2 → 22, 3 → 33. */
export function deletedStatus(status: VacationStatusId): VacationStatusId {
  return status >= 10 ? status : ((status * 11) as VacationStatusId);
}

export const VACATION_LIMITS = {
  /** Lead time of a change for normal users and partners: today + 16 days + 1. */
  leadDays: 16,
  /** Days shown after the work year on the calendar. */
  workYearTail: 7,
  /** Indivisible days in one work year. */
  indivisibleLimit: 14,
  /** Unused days that carry into the next year. */
  carryOver: 14,
  /** Paid days a year (Russian labour code, art. 115). */
  annualDays: 28,
} as const;

/** Work-calendar facts the rules need about a day. */
export interface VacationDay {
  date: string;
  /** Public holiday: never a vacation day. */
  holiday: boolean;
  /** A day off (weekend, moved holiday), unless a working weekend. */
  dayOff: boolean;
}

/** A day from the calendar type (1 holiday, 2 working weekend, 3 moved holiday; null ordinary). */
export function vacationDay(date: string, calendarType: number | null | undefined): VacationDay {
  const holiday = calendarType === 1;
  const dayOff = holiday || calendarType === 3 || (calendarType !== 2 && isSaturdayOrSunday(date));
  return { date, holiday, dayOff };
}

function anniversary(hireDate: string, year: number): string {
  const [, month, day] = hireDate.split('-');
  // 29 February in a common year: the work year starts on 1 March (the day after 28 February).
  if (month === '02' && day === '29' && !isLeapYear(year)) return `${year}-03-01`;
  return `${year}-${month}-${day}`;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** The work year containing `date`: from an anniversary of the hire date to the day before the next one. */
export function workYearOf(date: string, hireDate: string): { start_date: string; end_date: string } {
  const year = Number(date.slice(0, 4));
  let start = anniversary(hireDate, year);
  if (start > date) start = anniversary(hireDate, year - 1);
  if (start < hireDate) start = hireDate;
  const next = anniversary(hireDate, Number(start.slice(0, 4)) + 1);
  return { start_date: start, end_date: addDays(next, -1) };
}

/**
 * The last day a person may plan: the end of the current work year with its 7-day tail, or of the next work
 * year once next-year planning is open.
 */
export function maxPlanDate(input: { today: string; hireDate: string; nextYearOpen: boolean }): string {
  let year = workYearOf(input.today, input.hireDate);
  if (input.nextYearOpen) year = workYearOf(addDays(year.end_date, 1), input.hireDate);
  return addDays(year.end_date, VACATION_LIMITS.workYearTail);
}

/** Dates split by a key (a calendar or work year), each part in the given order. */
export function splitDates(dates: readonly string[], keyOf: (date: string) => string): Map<string, string[]> {
  const parts = new Map<string, string[]>();
  for (const date of dates) {
    const key = keyOf(date);
    parts.set(key, [...(parts.get(key) ?? []), date]);
  }
  return parts;
}

/** The paid days of a block per calendar year: a block over New Year is paid from both years' balances. */
export function paidDaysByYear(dates: readonly string[]): Map<string, number> {
  return new Map(
    [...splitDates(dates, (date) => date.slice(0, 4))].map(([year, part]) => [year, part.length]),
  );
}

/**
 * The first calendar year whose balance cannot pay its part of a block, or null. `availableIn` answers the days
 * left in a year (undefined: not known here, the server checks it). The server (authoritative) and the web's
 * live preview both call this, so they split a block over New Year the same way.
 */
export function balanceShortfall(
  dates: readonly string[],
  availableIn: (year: string) => number | undefined,
): { year: string; days: number; left: number; message: string } | null {
  const parts = paidDaysByYear(dates);
  for (const [year, days] of parts) {
    const left = availableIn(year);
    if (left === undefined || left >= days) continue;
    const where = parts.size > 1 ? ` в ${year} году` : '';
    return { year, days, left, message: `${VACATION_TEXTS.notEnough}: доступно ${left}${where}` };
  }
  return null;
}

export interface MinChangeInput {
  today: string;
  /** Vacation-system admins change from the start of the year. */
  isVacationAdmin: boolean;
  /** A setting: while still in the future, it is the minimum date for everyone else. */
  overrideDate: string | null;
  leadDays?: number;
}

/** The first day whose vacation may be planned or changed. */
export function minChangeDate(input: MinChangeInput): string {
  if (input.isVacationAdmin) return `${input.today.slice(0, 4)}-01-01`;
  if (input.overrideDate && input.overrideDate > input.today) return input.overrideDate;
  return addDays(input.today, (input.leadDays ?? VACATION_LIMITS.leadDays) + 1);
}

export interface BlockedPeriod {
  date_start: string;
  date_end: string;
}

export interface PlanCheckInput {
  days: VacationDay[];
  type: VacationTypeId;
  minDate: string;
  blocked: readonly BlockedPeriod[];
  /** Indivisible days already planned in the work year of the block (without the ones being replaced). */
  indivisibleInWorkYear?: number;
  /** Days off just before and after the block, for the divisible-adjacency check. */
  before?: VacationDay | null;
  after?: VacationDay | null;
}

/**
 * Checks a block of consecutive days to plan and returns the days that become vacation days (holidays are
 * skipped: they are not vacation days) or the first broken rule's text.
 */
export function checkPlan(
  input: PlanCheckInput,
): { ok: true; dates: string[] } | { ok: false; message: string } {
  const { days } = input;
  if (days.length === 0) return { ok: false, message: VACATION_TEXTS.notEnough };
  if (days.some((day) => day.date < input.minDate))
    return {
      ok: false,
      message: `${VACATION_TEXTS.tooEarly} ${input.minDate.split('-').reverse().join('.')}`,
    };
  if (
    days.some((day) =>
      input.blocked.some((period) => period.date_start <= day.date && period.date_end >= day.date),
    )
  )
    return { ok: false, message: VACATION_TEXTS.blockedPeriod };
  const planned = days.filter((day) => !day.holiday);
  if (planned.length === 0) return { ok: false, message: VACATION_TEXTS.holiday };
  if (planned.every((day) => day.dayOff)) return { ok: false, message: VACATION_TEXTS.weekendOnly };
  if (input.type === VACATION_TYPE.divisible) {
    const first = days[0]!;
    const last = days[days.length - 1]!;
    const startsAfterWeekend = input.before?.dayOff && !input.before.holiday && !first.dayOff;
    const endsBeforeWeekend = input.after?.dayOff && !input.after.holiday && !last.dayOff;
    if (startsAfterWeekend || endsBeforeWeekend)
      return { ok: false, message: VACATION_TEXTS.divisibleWeekend };
  }
  if (
    input.type === VACATION_TYPE.indivisible &&
    (input.indivisibleInWorkYear ?? 0) + planned.length > VACATION_LIMITS.indivisibleLimit
  )
    return { ok: false, message: VACATION_TEXTS.indivisibleLimit };
  return { ok: true, dates: planned.map((day) => day.date) };
}

/** Ordinary users cannot cancel study, unpaid or moved indivisible vacations. */
export function cancelRefusal(
  vacation: { type: VacationTypeId; moved: boolean },
  isOrdinaryUser: boolean,
): string | null {
  if (!isOrdinaryUser) return null;
  if (vacation.type === VACATION_TYPE.study) return VACATION_TEXTS.cancelStudy;
  if (vacation.type === VACATION_TYPE.unpaid) return VACATION_TEXTS.cancelUnpaid;
  if (vacation.type === VACATION_TYPE.indivisible && vacation.moved)
    return VACATION_TEXTS.cancelMovedIndivisible;
  return null;
}

/** A vacation day before the minimum change date is locked. */
export function isVacationLocked(date: string, minDate: string): boolean {
  return date < minDate;
}

export interface BalanceInput {
  /** The day the balance is read for. */
  date: string;
  /** Days carried in at the start of the calendar year (admin corrections included). */
  accumulated: number;
  hireDate: string | null;
  /** Paid vacation days planned in the year, deleted (moved) days excluded. */
  plannedDays: number;
  annualDays?: number;
  carryOver?: number;
}

/**
 * Days available to plan on a date (docs/decisions.md, "Vacation planner"):
 *   min(accumulated, carry-over 14) + annual days × (days from 1 January, or the hire date in the same year,
 *   to the date inclusive) / days in the year − planned days; rounded down to whole days, never below 0.
 */
export function availableDays(input: BalanceInput): number {
  const year = Number(input.date.slice(0, 4));
  const yearStart = `${year}-01-01`;
  const from = input.hireDate && input.hireDate > yearStart ? input.hireDate : yearStart;
  const daysInYear = isLeapYear(year) ? 366 : 365;
  const worked = input.date < from ? 0 : periodDays(from, input.date);
  const accrued = ((input.annualDays ?? VACATION_LIMITS.annualDays) * worked) / daysInYear;
  const carried = Math.min(Math.max(input.accumulated, 0), input.carryOver ?? VACATION_LIMITS.carryOver);
  return Math.max(0, Math.floor(carried + accrued - input.plannedDays + 1e-9));
}

export interface NextYearInput {
  now: string;
  userId: number;
  /** A setting: people who always plan next year. */
  specialUserIds: readonly number[];
  hasTogglePermission: boolean;
  /** A setting: month-day from which next year opens, «11-01». */
  opensOn?: string;
}

/** Next-year planning: special list, toggle permission, or from 1 November. */
export function nextYearOpen(input: NextYearInput): boolean {
  if (input.specialUserIds.includes(input.userId) || input.hasTogglePermission) return true;
  return input.now.slice(5, 10) >= (input.opensOn ?? '11-01');
}

export type OverallColour = 'notPlanned' | 'pending' | 'accepted';

/**
 * An employee's overall colour: no planned indivisible vacation — not planned (red); any new or
 * rejected vacation — pending or declined (light orange); otherwise accepted (green).
 */
export function overallColour(vacations: readonly { type: number; status: number }[]): OverallColour {
  const live = vacations.filter((vacation) => vacation.status < 10);
  if (!live.some((vacation) => vacation.type === VACATION_TYPE.indivisible)) return 'notPlanned';
  if (
    live.some(
      (vacation) => vacation.status === VACATION_STATUS.new || vacation.status === VACATION_STATUS.rejected,
    )
  )
    return 'pending';
  return 'accepted';
}

export const STATUS_REPORT_LABELS = {
  accepted: 'Все согласовано',
  notPlanned: 'Не запланирован',
  pending: 'Есть несогласованные или отклоненные части',
} as const satisfies Record<OverallColour, string>;
