import type { EventWhen } from '@intranet/contracts';
import { Pagination, Segmented } from 'antd';
import { QueryState } from '../../../ui/QueryState.tsx';
import { useEvents, type EventFilterValues } from '../events.api.ts';
import { EventCard } from './EventCard.tsx';

const WHEN_OPTIONS: { value: EventWhen; label: string }[] = [
  { value: 'upcoming', label: 'Предстоящие' },
  { value: 'past', label: 'Прошедшие' },
  { value: 'all', label: 'Все' },
];

export const EVENTS_PAGE_SIZE = 12;

interface EventListViewProps {
  filters: EventFilterValues;
  when: EventWhen;
  page: number;
  onWhenChange: (when: EventWhen) => void;
  onPageChange: (page: number) => void;
  /** The empty state's words (the list and my plans say different things). */
  empty: string;
  label: string;
}

/** Events as cards, a page at a time, upcoming first (or past ones, newest first). */
export function EventListView({
  filters,
  when,
  page,
  onWhenChange,
  onPageChange,
  empty,
  label,
}: EventListViewProps) {
  const query = useEvents({ ...filters, when, page, per_page: EVENTS_PAGE_SIZE });
  return (
    <section aria-label={label} className="events-list">
      <Segmented
        options={WHEN_OPTIONS}
        value={when}
        onChange={(value) => onWhenChange(value)}
        className="events-list__when"
      />
      <QueryState query={query} rows={8} empty={empty}>
        {(result) => (
          <>
            <div className="events-list__cards">
              {result.data.map((event) => (
                <EventCard key={event.id} event={event} />
              ))}
            </div>
            {result.meta.last_page > 1 ? (
              <Pagination
                className="events-list__pages"
                current={result.meta.current_page}
                total={result.meta.total}
                pageSize={EVENTS_PAGE_SIZE}
                showSizeChanger={false}
                onChange={(next) => {
                  onPageChange(next);
                  window.scrollTo({ top: 0, behavior: 'smooth' });
                }}
              />
            ) : null}
          </>
        )}
      </QueryState>
    </section>
  );
}
