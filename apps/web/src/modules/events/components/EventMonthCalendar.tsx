import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { EVENT_LIMITS, EVENTS_CALENDAR_DAY_LIMIT, type EventItem } from '@intranet/contracts';
import { Alert, Button, Empty, Skeleton, Typography } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { dayjs } from '../../../ui/dayjs-setup.ts';
import {
  eventsByDay,
  formatEventWhen,
  monthGrid,
  monthOf,
  monthTitle,
  shiftMonth,
  timeOnDay,
} from '../event-dates.ts';
import { useEvents, type EventFilterValues } from '../events.api.ts';
import { MyStatusTag } from './EventBits.tsx';

const WEEKDAYS = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'];

interface EventMonthCalendarProps {
  month: string;
  selectedDay: string | null;
  filters: EventFilterValues;
  onMonthChange: (month: string) => void;
  onSelectDay: (day: string) => void;
}

/**
 * The month view: weeks from Monday, each day listing its first events (the events' constant 2, docs/modules/events.md) and «ещё N»;
 * a day chosen (a click, or the keyboard on its button) lists all of its events below the grid. On a phone
 * the days show dots only.
 */
export function EventMonthCalendar({
  month,
  selectedDay,
  filters,
  onMonthChange,
  onSelectDay,
}: EventMonthCalendarProps) {
  const days = useMemo(() => monthGrid(month), [month]);
  const query = useEvents({
    ...filters,
    date_start: days[0],
    date_end: days.at(-1),
    per_page: EVENT_LIMITS.perPage,
  });
  const byDay = useMemo(() => eventsByDay(query.data?.data ?? [], days), [query.data, days]);
  const today = dayjs().format('YYYY-MM-DD');
  const chosen = selectedDay && byDay.has(selectedDay) ? selectedDay : null;
  const truncated = (query.data?.meta.total ?? 0) > EVENT_LIMITS.perPage;

  return (
    <section className="events-calendar" aria-label="Календарь событий">
      <div className="events-calendar__bar">
        <Button
          icon={<LeftOutlined />}
          aria-label="Предыдущий месяц"
          onClick={() => onMonthChange(shiftMonth(month, -1))}
        />
        <Typography.Title level={2} className="events-calendar__month" aria-live="polite">
          {monthTitle(month)}
        </Typography.Title>
        <Button
          icon={<RightOutlined />}
          aria-label="Следующий месяц"
          onClick={() => onMonthChange(shiftMonth(month, 1))}
        />
        {month !== monthOf(dayjs()) ? (
          <Button type="link" onClick={() => onMonthChange(monthOf(dayjs()))}>
            Сегодня
          </Button>
        ) : null}
      </div>
      {truncated ? (
        <Alert type="info" showIcon message="Событий в этом месяце слишком много: уточните фильтры." />
      ) : null}
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <div className="events-calendar__grid" role="grid" aria-busy={query.isFetching}>
          <div className="events-calendar__week" role="row">
            {WEEKDAYS.map((name) => (
              <div key={name} className="events-calendar__weekday" role="columnheader">
                {name}
              </div>
            ))}
          </div>
          {Array.from({ length: days.length / 7 }, (_, week) => (
            <div key={week} className="events-calendar__week" role="row">
              {days.slice(week * 7, week * 7 + 7).map((day) => {
                const events = byDay.get(day) ?? [];
                const outside = !day.startsWith(month);
                const classes = [
                  'events-calendar__day',
                  outside ? 'events-calendar__day--outside' : '',
                  day === today ? 'events-calendar__day--today' : '',
                  day === chosen ? 'events-calendar__day--selected' : '',
                  events.length ? 'events-calendar__day--busy' : '',
                ];
                const hidden = events.length - EVENTS_CALENDAR_DAY_LIMIT;
                return (
                  <div key={day} role="gridcell" className={classes.join(' ')} aria-selected={day === chosen}>
                    <button
                      type="button"
                      className="events-calendar__date"
                      onClick={() => onSelectDay(day)}
                      aria-label={`${dayjs(day).format('D MMMM')}: событий ${events.length}`}
                    >
                      {dayjs(day).date()}
                      {events.length ? <span className="events-calendar__dot" aria-hidden="true" /> : null}
                    </button>
                    <ul className="events-calendar__events">
                      {events.slice(0, EVENTS_CALENDAR_DAY_LIMIT).map((event) => (
                        <li key={event.id}>
                          <Link
                            to={`/events/${event.id}`}
                            className={`events-calendar__event${event.my_status === 'registered' ? ' events-calendar__event--mine' : ''}`}
                            title={event.name}
                          >
                            <span className="events-calendar__time">{timeOnDay(event.starts_at, day)}</span>{' '}
                            {event.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                    {hidden > 0 ? (
                      <button
                        type="button"
                        className="events-calendar__more"
                        onClick={() => onSelectDay(day)}
                      >
                        ещё {hidden}
                      </button>
                    ) : null}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      )}
      <DayEvents day={chosen} events={chosen ? (byDay.get(chosen) ?? []) : []} />
    </section>
  );
}

/** The chosen day's events in full under the grid. */
function DayEvents({ day, events }: { day: string | null; events: EventItem[] }) {
  if (!day)
    return (
      <Typography.Paragraph type="secondary" className="events-calendar__hint">
        Выберите день, чтобы увидеть все его события.
      </Typography.Paragraph>
    );
  return (
    <section className="events-day" aria-label={`События ${dayjs(day).format('D MMMM')}`}>
      <Typography.Title level={3} className="events-day__title">
        {dayjs(day).format('dddd, D MMMM')}
      </Typography.Title>
      {events.length === 0 ? (
        <Empty description="В этот день событий нет" image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <ul className="events-day__list">
          {events.map((event) => (
            <li key={event.id} className="events-day__item">
              <Link to={`/events/${event.id}`} className="events-day__name">
                {event.name}
              </Link>
              <span className="events-day__when">{formatEventWhen(event.starts_at, event.ends_at)}</span>
              <span className="events-day__where">{event.address}</span>
              <MyStatusTag status={event.my_status} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
