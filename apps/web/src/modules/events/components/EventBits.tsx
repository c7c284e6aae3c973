import { CalendarOutlined, EnvironmentOutlined, TeamOutlined, WalletOutlined } from '@ant-design/icons';
import {
  EVENT_GROUP_LABELS,
  EVENT_MEMBER_STATUS_LABELS,
  formatEventPrice,
  pluralRu,
  type EventItem,
  type EventMemberStatus,
} from '@intranet/contracts';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { formatEventWhen } from '../event-dates.ts';

const STATUS_COLOURS: Record<EventMemberStatus, string> = {
  registered: 'green',
  requested: 'gold',
  uninteresting: 'default',
  back: 'default',
  deleted: 'red',
};

/** The caller's status as a coloured tag («Вы записаны», «В листе ожидания»…). */
export function MyStatusTag({ status }: { status: EventMemberStatus | null }) {
  if (!status) return null;
  const label = status === 'registered' ? 'Вы записаны' : EVENT_MEMBER_STATUS_LABELS[status];
  return <Tag color={STATUS_COLOURS[status]}>{label}</Tag>;
}

/** Someone else's status as a coloured tag («Записан», «В листе ожидания»…). */
export function MemberStatusTag({ status }: { status: EventMemberStatus }) {
  return <Tag color={STATUS_COLOURS[status]}>{EVENT_MEMBER_STATUS_LABELS[status]}</Tag>;
}

/** «Свободно 12 мест из 40», «Мест нет, в листе ожидания 3», «Без ограничения мест». */
export function seatsText(
  event: Pick<EventItem, 'capacity' | 'registered' | 'requested' | 'free_places'>,
): string {
  if (event.capacity === null)
    return event.registered
      ? `Записались ${event.registered} ${pluralRu(event.registered, ['человек', 'человека', 'человек'])}`
      : 'Без ограничения мест';
  if (event.free_places === 0)
    return event.requested
      ? `Мест нет, в листе ожидания ${event.requested}`
      : `Мест нет (${event.capacity} из ${event.capacity})`;
  return `Свободно ${event.free_places} ${pluralRu(event.free_places ?? 0, ['место', 'места', 'мест'])} из ${event.capacity}`;
}

/** When, where, price and seats of an event, one line each with an icon. */
export function EventFacts({ event }: { event: EventItem }) {
  return (
    <ul className="event-facts">
      <li>
        <CalendarOutlined aria-hidden="true" /> {formatEventWhen(event.starts_at, event.ends_at)}
      </li>
      <li>
        <EnvironmentOutlined aria-hidden="true" /> {event.address}
      </li>
      <li className={event.price === null ? 'event-facts__unknown' : undefined}>
        <WalletOutlined aria-hidden="true" /> {formatEventPrice(event.price)}
      </li>
      <li>
        <TeamOutlined aria-hidden="true" /> {seatsText(event)}
      </li>
    </ul>
  );
}

/** Type, audiences and tags (each tag a link to the events of that tag). */
export function EventLabels({ event }: { event: EventItem }) {
  return (
    <div className="event-labels">
      <Tag color="geekblue">{event.type}</Tag>
      {event.groups.map((group) => (
        <Tag key={group}>{EVENT_GROUP_LABELS[group]}</Tag>
      ))}
      {event.tags.map((tag) => (
        <Link key={tag.id} to={`/events?tag=${encodeURIComponent(tag.name)}#list`}>
          <Tag color="blue">#{tag.name}</Tag>
        </Link>
      ))}
    </div>
  );
}
