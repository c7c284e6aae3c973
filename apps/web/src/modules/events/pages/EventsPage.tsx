import { PlusOutlined } from '@ant-design/icons';
import type { EventWhen } from '@intranet/contracts';
import { Button, Tabs } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { dayjs } from '../../../ui/dayjs-setup.ts';
import { CalendarFeedCard } from '../components/CalendarFeedCard.tsx';
import { EventEditorModal } from '../components/EventEditorModal.tsx';
import { EventFiltersBar } from '../components/EventFiltersBar.tsx';
import { EventListView } from '../components/EventListView.tsx';
import { EventMonthCalendar } from '../components/EventMonthCalendar.tsx';
import { isMonth, monthOf } from '../event-dates.ts';
import { readFilters, writeFilters } from '../event-filters.ts';
import { useEventFilters } from '../events.api.ts';
import '../events.css';

/** The tabs and the hashes that open them: the «Запланированные» menu entry is /events#my-plans. */
const TABS = [
  { key: 'calendar', hash: '', label: 'Календарь' },
  { key: 'list', hash: '#list', label: 'Список' },
  { key: 'my-plans', hash: '#my-plans', label: 'Запланированные' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

function tabOf(hash: string): TabKey {
  return TABS.find((tab) => tab.hash && tab.hash === hash)?.key ?? 'calendar';
}

const WHENS: readonly EventWhen[] = ['upcoming', 'past', 'all'];

/** /events: the month calendar, the list and my plans, with one set of filters kept in the address. */
export default function EventsPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const abilities = useEventFilters().data?.abilities;
  const tab = tabOf(location.hash);
  const filters = readFilters(params);
  const month = isMonth(params.get('month')) ? params.get('month')! : monthOf(dayjs());
  const whenParam = params.get('when') as EventWhen | null;
  const when: EventWhen = whenParam && WHENS.includes(whenParam) ? whenParam : 'upcoming';
  const page = Math.max(1, Number(params.get('page')) || 1);

  /** Changes some query parameters, keeping the tab (the hash) and the history short. */
  const update = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value === undefined) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const handleTab = (key: string) => {
    const target = TABS.find((item) => item.key === key)!;
    void navigate({ search: params.toString() ? `?${params.toString()}` : '', hash: target.hash });
  };
  const listProps = {
    when,
    page,
    onWhenChange: (next: EventWhen) =>
      update({ when: next === 'upcoming' ? undefined : next, page: undefined }),
    onPageChange: (next: number) => update({ page: next > 1 ? String(next) : undefined }),
  };

  return (
    <div className="events-page">
      <PageTitle
        title="События"
        extra={
          abilities?.create ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              Новое событие
            </Button>
          ) : null
        }
      />
      <EventFiltersBar
        value={filters}
        showMine={tab !== 'my-plans'}
        onChange={(next) =>
          setParams(writeFilters(params, next), { replace: true, preventScrollReset: true })
        }
      />
      <Tabs
        activeKey={tab}
        onChange={handleTab}
        items={TABS.map((item) => ({ key: item.key, label: item.label }))}
        className="events-page__tabs"
      />
      {tab === 'calendar' ? (
        <EventMonthCalendar
          month={month}
          selectedDay={params.get('day')}
          filters={filters}
          onMonthChange={(next) => update({ month: next, day: undefined })}
          onSelectDay={(day) => update({ day })}
        />
      ) : null}
      {tab === 'list' ? (
        <EventListView {...listProps} filters={filters} label="Список событий" empty="Событий не найдено" />
      ) : null}
      {tab === 'my-plans' ? (
        <div id="my-plans" className="events-plans">
          <EventListView
            {...listProps}
            filters={{ ...filters, mine: true }}
            label="Запланированные события"
            empty={
              when === 'upcoming'
                ? 'Вы пока никуда не записаны: выберите событие в календаре'
                : 'Здесь ничего нет'
            }
          />
          <CalendarFeedCard />
        </div>
      ) : null}
      {creating ? (
        <EventEditorModal
          onClose={() => setCreating(false)}
          onSaved={(event) => {
            setCreating(false);
            void navigate(`/events/${event.id}`);
          }}
        />
      ) : null}
    </div>
  );
}
