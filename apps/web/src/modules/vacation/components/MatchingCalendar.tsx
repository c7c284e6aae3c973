import { VACATION_STATUS_LABELS, VACATION_TYPE_LABELS } from '@intranet/contracts';
import type { KeyboardEvent } from 'react';
import { formatDate } from '../../../ui/date-format.ts';
import { dayjs } from '../../../ui/dayjs-setup.ts';
import { cellModifiers, overallLabel, type MatchingDay, type MatchingPerson } from '../matching-grid.ts';

interface MatchingCalendarProps {
  people: readonly MatchingPerson[];
  dates: readonly string[];
  /** Days off of the period (weekends, holidays), from the work calendar. */
  daysOff: ReadonlySet<string>;
  counts: ReadonlyMap<string, number>;
  selectedIds: ReadonlySet<number>;
  onToggleBlock: (person: MatchingPerson, day: MatchingDay) => void;
}

interface MonthSpan {
  key: string;
  label: string;
  span: number;
}

function monthSpans(dates: readonly string[]): MonthSpan[] {
  const spans: MonthSpan[] = [];
  for (const date of dates) {
    const key = date.slice(0, 7);
    const last = spans[spans.length - 1];
    if (last?.key === key) last.span += 1;
    else spans.push({ key, label: dayjs(`${key}-01`).format('MMMM YYYY'), span: 1 });
  }
  return spans;
}

export function dayTitle(day: MatchingDay): string {
  const parts = [
    formatDate(day.date),
    VACATION_TYPE_LABELS[day.type_id] ?? String(day.type_id),
    VACATION_STATUS_LABELS[day.status_id] ?? String(day.status_id),
  ];
  if (day.status_comment) parts.push(day.status_comment);
  if (day.comment) parts.push(day.comment);
  return parts.join(' · ');
}

/**
 * The team calendar: a row per person, a column per day; vacation cells coloured by type (fill) and status
 * (solid approved, hatched waiting, red-edged rejected). Scrolls sideways inside itself; names stay in view.
 */
export function MatchingCalendar({
  people,
  dates,
  daysOff,
  counts,
  selectedIds,
  onToggleBlock,
}: MatchingCalendarProps) {
  const months = monthSpans(dates);
  const todayIso = dayjs().format('YYYY-MM-DD');

  function handleKey(event: KeyboardEvent, person: MatchingPerson, day: MatchingDay) {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onToggleBlock(person, day);
    }
  }

  function dayClass(date: string) {
    return [daysOff.has(date) ? 'vac-match__off' : '', date === todayIso ? 'vac-match__today' : '']
      .filter(Boolean)
      .join(' ');
  }

  return (
    <div className="vac-match__scroll" role="region" aria-label="Календарь отпусков команды" tabIndex={0}>
      {/* A grid: its day cells are selectable (aria-selected), which a plain table cell may not be. */}
      <table className="vac-match__grid" role="grid">
        <thead>
          <tr className="vac-match__months">
            <th className="vac-match__name" scope="col" rowSpan={2}>
              Сотрудник
            </th>
            {months.map((month) => (
              <th key={month.key} colSpan={month.span} scope="colgroup" className="vac-match__month">
                <span className="vac-match__month-label">{month.label}</span>
              </th>
            ))}
          </tr>
          <tr>
            {dates.map((date) => (
              <th
                key={date}
                scope="col"
                className={`vac-match__day ${dayClass(date)}`}
                title={dayjs(date).format('dd, D MMMM YYYY')}
              >
                <span className="vac-match__day-num">{Number(date.slice(8))}</span>
                <span className="vac-match__day-wd">{dayjs(date).format('dd')}</span>
              </th>
            ))}
          </tr>
          <tr className="vac-match__counts">
            <th scope="row" className="vac-match__name">
              Отсутствуют
            </th>
            {dates.map((date) => {
              const count = counts.get(date) ?? 0;
              return (
                <td
                  key={date}
                  className={`${dayClass(date)} ${count > 1 ? 'vac-match__count--many' : ''}`}
                  title={`${formatDate(date)} — отсутствуют: ${count}`}
                  aria-label={`${formatDate(date)}, отсутствуют: ${count}`}
                  data-date={date}
                >
                  {count > 0 ? count : ''}
                </td>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {people.map((person) => {
            const byDate = new Map(person.vacations.map((day) => [day.date, day]));
            // Days are selected for approval only in the rows of people the caller decides for (server policy).
            const selectable = person.can_approve;
            return (
              <tr key={person.id} data-user-id={person.id}>
                <th scope="row" className="vac-match__name">
                  <span className="vac-match__person">
                    <span
                      className={`vac-match__dot vac-match__dot--${person.overall}`}
                      role="img"
                      aria-label={overallLabel(person.overall)}
                      title={overallLabel(person.overall)}
                    />
                    <span className="vac-match__person-text">
                      <span className="vac-match__person-name">{person.label}</span>
                      {person.position ? (
                        <span className="vac-match__person-position">{person.position}</span>
                      ) : null}
                    </span>
                  </span>
                </th>
                {dates.map((date) => {
                  const day = byDate.get(date);
                  if (!day) return <td key={date} className={dayClass(date)} />;
                  const selected = selectedIds.has(day.id);
                  const title = dayTitle(day);
                  return (
                    <td
                      key={date}
                      className={`vac-match__cell ${cellModifiers(day)} ${dayClass(date)} ${
                        selected ? 'vac-match__cell--selected' : ''
                      }`}
                      title={title}
                      aria-label={`${person.label}: ${title}`}
                      aria-selected={selectable ? selected : undefined}
                      data-vacation-id={day.id}
                      data-status={day.status_id}
                      tabIndex={selectable ? 0 : undefined}
                      onClick={selectable ? () => onToggleBlock(person, day) : undefined}
                      onKeyDown={selectable ? (event) => handleKey(event, person, day) : undefined}
                    />
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
