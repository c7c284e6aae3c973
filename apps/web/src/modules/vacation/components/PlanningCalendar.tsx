import { DELETED_VACATION_TEXTS, VACATION_TEXTS, type VacationStatusId } from '@intranet/contracts';
import { memo, useRef, useState, type KeyboardEvent } from 'react';
import { dayjs } from '../../../ui/dayjs-setup.ts';
import { MONTH_NAMES, WEEKDAY_SHORT_NAMES, buildMonthGrid } from '../../work-calendar/calendar-grid.ts';
import {
  dateForKey,
  dayState,
  monthsOf,
  type DayStateContext,
  type PlanningDayState,
} from '../planning-calendar.ts';

const KIND_LABELS: Partial<Record<PlanningDayState['kind'], string>> = {
  holiday: 'Праздничный день',
  moved_holiday: 'Перенесенный выходной',
  working_weekend: VACATION_TEXTS.workingWeekend,
  short_work_day: 'Сокращенный день',
  weekend: 'Выходной',
};

function deletedText(day: PlanningDayState['deleted'][number]): string {
  return day.deleted_text ?? DELETED_VACATION_TEXTS[day.status.id as VacationStatusId] ?? day.status.name;
}

/** What a day says to a screen reader and on hover. */
export function dayTitle(state: PlanningDayState): string {
  const parts = [dayjs(state.date).format('D MMMM YYYY, dd')];
  const kind = KIND_LABELS[state.kind];
  if (kind) parts.push(state.holidayName ? `${kind} (${state.holidayName})` : kind);
  if (state.workYearStart) parts.push(VACATION_TEXTS.workYearStart);
  if (state.tail) parts.push('После окончания рабочего года');
  if (state.vacation)
    parts.push(`Отпуск: ${state.vacation.type.name}, ${state.vacation.status.name.toLowerCase()}`);
  for (const deleted of state.deleted) parts.push(deletedText(deleted));
  if (state.blocked) parts.push(VACATION_TEXTS.blockedPeriod);
  if (state.locked && state.vacation) parts.push(VACATION_TEXTS.locked);
  if (state.lockReason) parts.push(state.lockReason);
  return parts.join(' — ');
}

function dayClasses(state: PlanningDayState, selected: boolean, anchor: boolean): string {
  const classes = ['vac-plan-day', `vac-plan-day--${state.kind}`];
  if (state.vacation)
    classes.push(
      'vac-plan-day--vacation',
      `vac-plan-day--type-${state.vacation.type.id}`,
      `vac-plan-day--status-${state.vacation.status.id}`,
    );
  if (state.deleted.length && !state.vacation) classes.push('vac-plan-day--deleted');
  if (state.blocked) classes.push('vac-plan-day--blocked');
  if (state.locked) classes.push('vac-plan-day--locked');
  if (state.tail) classes.push('vac-plan-day--tail');
  if (state.workYearStart) classes.push('vac-plan-day--year-start');
  if (selected) classes.push('vac-plan-day--selected');
  if (anchor) classes.push('vac-plan-day--anchor');
  return classes.join(' ');
}

interface PlanningCalendarProps {
  context: DayStateContext;
  /** The range being chosen: its first click, and the second once given. */
  selection: { start: string; end: string | null } | null;
  onDayClick: (state: PlanningDayState) => void;
}

function MonthTable({
  activeDate,
  year,
  monthIndex,
  context,
  selection,
  onDayClick,
}: PlanningCalendarProps & { year: number; monthIndex: number; activeDate: string }) {
  const weeks = buildMonthGrid(year, monthIndex);
  const selStart = selection?.start ?? null;
  const selEnd = selection?.end ?? selection?.start ?? null;
  return (
    <table className="vac-plan-month">
      <caption className="vac-plan-month__name">
        {MONTH_NAMES[monthIndex]} {year}
      </caption>
      <thead>
        <tr>
          {WEEKDAY_SHORT_NAMES.map((name, index) => (
            <th key={name} scope="col" className={index >= 5 ? 'vac-plan-month__weekend-head' : undefined}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, weekIndex) => (
          <tr key={weekIndex}>
            {week.map((date, index) => {
              if (!date) return <td key={`empty-${index}`} />;
              const state = dayState(date, context);
              if (state.outside)
                return (
                  <td key={date}>
                    <span className="vac-plan-day vac-plan-day--outside" aria-hidden="true">
                      {Number(date.slice(8))}
                    </span>
                  </td>
                );
              const selected = selStart !== null && selEnd !== null && date >= selStart && date <= selEnd;
              const title = dayTitle(state);
              return (
                <td key={date}>
                  <button
                    type="button"
                    className={dayClasses(state, selected, date === selStart)}
                    title={title}
                    aria-label={title}
                    aria-pressed={selected}
                    aria-disabled={state.lockReason ? true : undefined}
                    data-date={date}
                    tabIndex={date === activeDate ? 0 : -1}
                    onClick={() => onDayClick(state)}
                  >
                    {Number(date.slice(8))}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The shown work year, month by month (Monday first). One tab stop (roving tabindex): the arrow keys move between days,
 * Enter or Space presses one (first press starts a range, the second ends it).
 */
export const PlanningCalendar = memo(function PlanningCalendar(props: PlanningCalendarProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const { range, minDate } = props.context;
  const [active, setActive] = useState<string | null>(null);
  const fallback =
    props.selection?.start ?? (minDate > range.start && minDate <= range.end ? minDate : range.start);
  const activeDate = active && active >= range.start && active <= range.end ? active : fallback;

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = (event.target as HTMLElement).dataset.date;
    if (!current) return;
    const next = dateForKey(current, event.key);
    if (!next) return;
    const button = rootRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${next}"]`);
    if (!button) return;
    event.preventDefault();
    setActive(next);
    button.focus();
  }

  return (
    <div
      ref={rootRef}
      className="vac-plan-year"
      role="group"
      aria-label="Календарь рабочего года: стрелки — переход по дням, Enter — выбор дня"
      onKeyDown={handleKeyDown}
    >
      {monthsOf(range.start, range.end).map(({ year, monthIndex }) => (
        <MonthTable
          key={`${year}-${monthIndex}`}
          {...props}
          onDayClick={(state) => {
            setActive(state.date);
            props.onDayClick(state);
          }}
          year={year}
          monthIndex={monthIndex}
          activeDate={activeDate}
        />
      ))}
    </div>
  );
});
