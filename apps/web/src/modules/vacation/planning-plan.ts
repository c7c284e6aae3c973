import {
  addDays,
  balanceShortfall,
  checkPlan,
  VACATION_LIMITS,
  VACATION_TYPE,
  vacationDay,
  workYearOf,
  type BlockedPeriod,
  type Vacation,
  type VacationInfo,
  type VacationTypeId,
  type WorkCalendarDay,
} from '@intranet/contracts';
import { indivisibleInRange, isPaidType, vacationDaysOf } from './planning-calendar.ts';

export interface PlanVerdictContext {
  info: VacationInfo;
  specialDays: ReadonlyMap<string, WorkCalendarDay>;
  /** The person's days on the shown calendar: the indivisible limit counts them. */
  vacations: readonly Vacation[];
  blocked: readonly BlockedPeriod[];
  /** Days being moved: they leave the indivisible count and return to the balance. */
  replaces: readonly Vacation[];
}

export type PlanVerdict =
  { ok: true; dates: string[]; warning: string | null } | { ok: false; message: string } | null;

/** The live verdict of the shared rules (checkPlan) on what the form holds, before anything is sent. */
export function planVerdict(
  values: { start: string | null; end: string | null; typeId: number | undefined },
  props: PlanVerdictContext,
): PlanVerdict {
  const { start, end, typeId } = values;
  if (!start || !end || !typeId) return null;
  if (end < start) return { ok: false, message: 'Дата окончания раньше даты начала' };
  const hire = props.info.hire_date ?? props.info.current_work_year.start_date;
  const replacedIds = props.replaces.map((item) => item.id);
  const result = checkPlan({
    days: vacationDaysOf(start, end, props.specialDays),
    type: typeId as VacationTypeId,
    minDate: props.info.min_date,
    blocked: props.blocked,
    indivisibleInWorkYear: indivisibleInRange(props.vacations, workYearOf(start, hire), replacedIds),
    before: vacationDay(addDays(start, -1), props.specialDays.get(addDays(start, -1))?.type ?? null),
    after: vacationDay(addDays(end, 1), props.specialDays.get(addDays(end, 1))?.type ?? null),
  });
  if (!result.ok) return result;
  let warning: string | null = null;
  if (isPaidType(typeId)) {
    // Each calendar year pays its own part (the server's split): the moved days return to their year.
    const short = balanceShortfall(result.dates, (year) => {
      const balance = props.info.balances[year];
      if (!balance) return undefined;
      const returned = props.replaces.filter(
        (item) => item.date.startsWith(`${year}-`) && isPaidType(item.type.id),
      ).length;
      return balance.availables.all + returned;
    });
    warning = short?.message ?? null;
  }
  return { ...result, warning };
}

/**
 * The type the plan dialog starts with: a transfer keeps its type; otherwise «Неделимый» while the work year of
 * the chosen start (or the current one) still has indivisible days left, else «Делимый», which can be planned.
 */
export function defaultPlanType(
  draft: { start: string | null; typeId?: number },
  info: Pick<VacationInfo, 'hire_date' | 'current_work_year'>,
  vacations: readonly Vacation[],
): number {
  if (draft.typeId) return draft.typeId;
  const hire = info.hire_date ?? info.current_work_year.start_date;
  const workYear = draft.start ? workYearOf(draft.start, hire) : info.current_work_year;
  return indivisibleInRange(vacations, workYear) >= VACATION_LIMITS.indivisibleLimit
    ? VACATION_TYPE.divisible
    : VACATION_TYPE.indivisible;
}
