import { CalendarOutlined, CommentOutlined } from '@ant-design/icons';
import type { EventItem } from '@intranet/contracts';
import { Card, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { ProtectedImage } from '../../../ui/ProtectedImage.tsx';
import { LikeButton } from '../../social/components/LikeButton.tsx';
import { EventFacts, EventLabels, MyStatusTag } from './EventBits.tsx';

/** An event in the list and in my plans: its picture, name, facts, labels and likes. */
export function EventCard({ event }: { event: EventItem }) {
  const link = `/events/${event.id}`;
  return (
    <Card className={event.past ? 'event-card event-card--past' : 'event-card'} size="small">
      <article aria-labelledby={`event-${event.id}-title`} className="event-card__body">
        <Link to={link} tabIndex={-1} aria-hidden="true" className="event-card__cover">
          {event.image ? (
            <ProtectedImage src={event.image.thumb_url} alt="" className="event-card__image" />
          ) : (
            <div className="event-card__image event-card__image--none">
              <CalendarOutlined />
            </div>
          )}
        </Link>
        <div className="event-card__main">
          <div className="event-card__status">
            <MyStatusTag status={event.my_status} />
            {event.past ? <Tag>Прошло</Tag> : null}
          </div>
          <Typography.Title level={3} className="event-card__title" id={`event-${event.id}-title`}>
            <Link to={link}>{event.name}</Link>
          </Typography.Title>
          <EventFacts event={event} />
          <EventLabels event={event} />
          <div className="event-card__actions">
            <LikeButton
              entityType="event"
              entityId={event.id}
              likes={event.likes}
              myLikeId={event.my_like_id}
              size="small"
            />
            <Link to={`${link}#comments`} className="event-card__comments">
              <CommentOutlined /> {event.comments > 0 ? event.comments : 'Обсудить'}
            </Link>
          </div>
        </div>
      </article>
    </Card>
  );
}
