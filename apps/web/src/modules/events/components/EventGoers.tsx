import { pluralRu, type EventDetail } from '@intranet/contracts';
import { Typography } from 'antd';
import { UserAvatar } from '../../../ui/UserAvatar.tsx';
import { MemberStatusTag } from './EventBits.tsx';

/**
 * «Кто идёт» on an event's page: the first members, registered and then the waiting list, each with their
 * status; those on the waiting list are marked.
 */
export function EventGoers({ event }: { event: EventDetail }) {
  if (event.members.length === 0) return null;
  const more = event.registered + event.requested - event.members.length;
  return (
    <section className="event-page__going" aria-label="Кто идёт">
      <Typography.Title level={2} className="event-page__subtitle">
        Идут {event.registered} {pluralRu(event.registered, ['человек', 'человека', 'человек'])}
        {event.requested > 0 ? `, в листе ожидания ${event.requested}` : ''}
      </Typography.Title>
      <ul className="event-page__people">
        {event.members.map((person) => (
          <li key={person.id}>
            <UserAvatar id={person.id} fullName={person.full_name} size="small" />
            <span>{person.full_name}</span>
            {person.event_member_status === 'registered' ? null : (
              <MemberStatusTag status={person.event_member_status} />
            )}
          </li>
        ))}
        {more > 0 ? <li className="event-page__more">и ещё {more}</li> : null}
      </ul>
    </section>
  );
}
