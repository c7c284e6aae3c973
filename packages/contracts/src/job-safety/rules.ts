/**
 * Pure rules of the job-safety tests (docs/modules/job-safety.md), shared by the server (authoritative) and the
 * web (the start page's flags and days).
 */

/** Passed when the share of right answers reaches the threshold: correct / total ≥ percent / 100. */
export function isPassed(correct: number, total: number, passPercent: number): boolean {
  if (total <= 0) return false;
  // Whole numbers on both sides: no float rounding at the boundary (8 of 10 at 80 % passes).
  return correct * 100 >= passPercent * total;
}

/** The result in whole per cent, rounded down (what a protocol prints). */
export function resultPercent(correct: number, total: number): number {
  return total <= 0 ? 0 : Math.floor((correct * 100) / total);
}

/** A question index a test may move to: 0 … total − 1. */
export function indexInBounds(index: number, total: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < total;
}

/** An answer is right when exactly the right options are chosen (one or several). */
export function answerIsCorrect(correctIds: readonly number[], chosenIds: readonly number[]): boolean {
  const chosen = new Set(chosenIds);
  return chosen.size === correctIds.length && correctIds.every((id) => chosen.has(id));
}

/** The moment an attempt ends: its start plus the time limit. */
export function attemptDeadline(startedAt: Date, minutes: number): Date {
  return new Date(startedAt.getTime() + minutes * 60_000);
}

/** The time is out once now reaches the deadline. */
export function attemptExpired(deadline: Date, now: Date): boolean {
  return now.getTime() >= deadline.getTime();
}

export interface EvaluateWindow {
  id: number;
  /** yyyy-MM-dd */
  start: string;
  /** yyyy-MM-dd */
  end: string;
}

/**
 * The window's last day as the test counts it. The spec: "year end is used when start and end fall in the
 * current year": a window inside this year stays open until 31 December of it.
 */
export function effectiveEnd(window: Pick<EvaluateWindow, 'start' | 'end'>, today: string): string {
  const year = today.slice(0, 4);
  return window.start.slice(0, 4) === year && window.end.slice(0, 4) === year ? `${year}-12-31` : window.end;
}

/**
 * The current evaluate: the last one (by start, then id) whose window, with the year-end rule, contains today;
 * null means the test is not required now.
 */
export function currentEvaluate<T extends EvaluateWindow>(windows: readonly T[], today: string): T | null {
  const open = windows.filter((window) => window.start <= today && today <= effectiveEnd(window, today));
  open.sort((a, b) => (a.start === b.start ? a.id - b.id : a.start < b.start ? -1 : 1));
  return open.at(-1) ?? null;
}

/** Whole days from today to the last day, that day included (0 once it is past). */
export function daysLeft(today: string, lastDay: string): number {
  const ms = Date.parse(`${lastDay}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`);
  return Math.max(0, Math.floor(ms / 86_400_000) + 1);
}

export type JobSafetyStanding = 'passed' | 'due' | 'overdue' | 'not_required';

/**
 * Where a person stands (reports, reminders): passed or due in the current window; with none, overdue when the
 * latest window that started has ended without a pass, else not required.
 */
export function standingOf<T extends EvaluateWindow>(
  windows: readonly T[],
  passedIds: ReadonlySet<number>,
  today: string,
): { standing: JobSafetyStanding; window: T | null } {
  const current = currentEvaluate(windows, today);
  if (current) return { standing: passedIds.has(current.id) ? 'passed' : 'due', window: current };
  const started = windows.filter((window) => window.start <= today);
  started.sort((a, b) => (a.start === b.start ? a.id - b.id : a.start < b.start ? -1 : 1));
  const latest = started.at(-1);
  if (latest && !passedIds.has(latest.id)) return { standing: 'overdue', window: latest };
  return { standing: 'not_required', window: null };
}

/** The same day `months` later; a day the month lacks becomes its last day (31 January + 1 → 28/29 February). */
export function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(targetYear).padStart(4, '0')}-${pad(targetMonth + 1)}-${pad(Math.min(day, lastDay))}`;
}

export interface AssignmentRule {
  chapterId: number;
  /** null: any office. */
  officeId: number | null;
  /** null: any position; compared case-insensitively. */
  workPosition: string | null;
  windowDays: number;
}

export interface AssignablePerson {
  officeId: number | null;
  workPosition: string | null;
}

const normalPosition = (value: string) => value.trim().replace(/\s+/g, ' ').toLocaleLowerCase('ru');

/** A rule holds a person when its office (if any) is theirs and its position (if any) is theirs. */
export function ruleMatches(
  rule: Omit<AssignmentRule, 'chapterId' | 'windowDays'>,
  person: AssignablePerson,
) {
  if (rule.officeId !== null && rule.officeId !== person.officeId) return false;
  if (rule.workPosition === null) return true;
  return (
    person.workPosition !== null && normalPosition(rule.workPosition) === normalPosition(person.workPosition)
  );
}

/**
 * A new window is due when the person has none of the chapter, or the latest started `periodMonths` or more
 * ago (exactly the period after the last start is due; a day before is not).
 */
export function windowDue(latestStart: string | null, periodMonths: number, today: string): boolean {
  return latestStart === null || addMonths(latestStart, periodMonths) <= today;
}

/**
 * The windows the daily assignment opens today: one per person and matching chapter that is due, starting
 * today and lasting the longest window of the matching rules (`latestStarts` keyed `userId:chapterId`).
 */
export function windowsToAssign(input: {
  rules: readonly AssignmentRule[];
  people: readonly (AssignablePerson & { id: number })[];
  periodMonths: ReadonlyMap<number, number>;
  latestStarts: ReadonlyMap<string, string>;
  today: string;
}): { userId: number; chapterId: number; start: string; end: string }[] {
  const out: { userId: number; chapterId: number; start: string; end: string }[] = [];
  for (const person of input.people) {
    const days = new Map<number, number>();
    for (const rule of input.rules)
      if (ruleMatches(rule, person))
        days.set(rule.chapterId, Math.max(days.get(rule.chapterId) ?? 0, rule.windowDays));
    for (const [chapterId, windowDays] of days) {
      const latest = input.latestStarts.get(`${person.id}:${chapterId}`) ?? null;
      if (!windowDue(latest, input.periodMonths.get(chapterId) ?? 12, input.today)) continue;
      const end = new Date(`${input.today}T00:00:00Z`);
      end.setUTCDate(end.getUTCDate() + windowDays - 1);
      out.push({ userId: person.id, chapterId, start: input.today, end: end.toISOString().slice(0, 10) });
    }
  }
  return out;
}
