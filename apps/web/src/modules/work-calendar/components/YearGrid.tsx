import type { WorkCalendarDay } from '@intranet/contracts';
import { WORK_DAY_TYPE_LABELS } from '@intranet/contracts';
import { memo } from 'react';
import { dayjs } from '../../../ui/dayjs-setup.ts';
import {
  MONTH_NAMES,
  WEEKDAY_SHORT_NAMES,
  buildMonthGrid,
  dayKindOf,
  isWorkDayType,
} from '../calendar-grid.ts';

interface YearGridProps {
  year: number;
  daysByDate: Map<string, WorkCalendarDay>;
  today: string;
  onDayClick: (date: string) => void;
}

function dayLabel(date: string, day: WorkCalendarDay | undefined): string {
  const parts = [dayjs(date).format('D MMMM YYYY, dd')];
  if (day && isWorkDayType(day.type)) parts.push(WORK_DAY_TYPE_LABELS[day.type]);
  if (day?.name) parts.push(day.name);
  return parts.join(' — ');
}

function MonthTable({
  year,
  monthIndex,
  daysByDate,
  today,
  onDayClick,
}: YearGridProps & { monthIndex: number }) {
  const weeks = buildMonthGrid(year, monthIndex);
  return (
    <table className="calendar-month">
      <caption className="calendar-month__name">{MONTH_NAMES[monthIndex]}</caption>
      <thead>
        <tr>
          {WEEKDAY_SHORT_NAMES.map((name, index) => (
            <th key={name} scope="col" className={index >= 5 ? 'calendar-month__weekend-head' : undefined}>
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
              const day = daysByDate.get(date);
              const kind = dayKindOf(date, day?.type);
              const label = dayLabel(date, day);
              const classes = ['calendar-day', `calendar-day--${kind}`];
              if (date === today) classes.push('calendar-day--today');
              return (
                <td key={date}>
                  <button
                    type="button"
                    className={classes.join(' ')}
                    title={label}
                    aria-label={label}
                    data-date={date}
                    data-kind={kind}
                    onClick={() => onDayClick(date)}
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

/** Twelve months of one year, Monday first, each day coloured by its kind; a click edits the day. */
export const YearGrid = memo(function YearGrid(props: YearGridProps) {
  return (
    <div className="calendar-year">
      {MONTH_NAMES.map((name, monthIndex) => (
        <MonthTable key={name} {...props} monthIndex={monthIndex} />
      ))}
    </div>
  );
});
