import { ArrowLeftOutlined, DownloadOutlined } from '@ant-design/icons';
import { EVENT_META_LABELS } from '@intranet/contracts';
import { App, Button, Card, Descriptions, Result, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { EditDeleteActions } from '../../../ui/EditDeleteActions.tsx';
import { useDocumentTitle } from '../../../ui/PageTitle.tsx';
import { ProtectedImage } from '../../../ui/ProtectedImage.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { RichTextView } from '../../../ui/rich-text/RichTextView.tsx';
import { CommentsSection } from '../../social/components/CommentsSection.tsx';
import { LikeButton } from '../../social/components/LikeButton.tsx';
import { EventFacts, EventLabels, MyStatusTag } from '../components/EventBits.tsx';
import { EventEditorModal } from '../components/EventEditorModal.tsx';
import { EventGoers } from '../components/EventGoers.tsx';
import { EventMembersSection } from '../components/EventMembersSection.tsx';
import { SubscribeButtons } from '../components/SubscribeButtons.tsx';
import { downloadEventIcs, useDeleteEvent, useEvent } from '../events.api.ts';
import '../events.css';

/** A link shown as a link only when it is a web address. */
function MetaValue({ value }: { value: string }) {
  return /^https?:\/\//.test(value) ? (
    <a href={value} target="_blank" rel="noreferrer noopener">
      {value}
    </a>
  ) : (
    <>{value}</>
  );
}

/** /events/{id}: the event, registration, the .ics file, likes and comments; organisers edit and see members. */
export default function EventPage() {
  const id = Number(useParams().id);
  const query = useEvent(id);
  const remove = useDeleteEvent();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [editing, setEditing] = useState(false);
  useDocumentTitle(query.data?.name ?? 'Событие');

  useEffect(() => {
    if (query.data && window.location.hash === '#comments')
      document.getElementById('comments')?.scrollIntoView({ block: 'start' });
  }, [query.data]);

  if ((query.error instanceof ApiError && query.error.status === 404) || !Number.isInteger(id) || id < 1)
    return (
      <Result
        status="404"
        title="Событие не найдено"
        subTitle="Его могли отменить или ссылка неверна."
        extra={<Link to="/events">Ко всем событиям</Link>}
      />
    );

  async function handleIcs() {
    try {
      await downloadEventIcs(id);
    } catch {
      void message.error('Не удалось скачать файл календаря');
    }
  }

  return (
    <div className="event-page">
      <Link to="/events" className="event-page__back">
        <ArrowLeftOutlined /> Все события
      </Link>
      <QueryState query={query} rows={12}>
        {(event) => (
          <>
            <Card className="event-page__card">
              <article aria-labelledby="event-title">
                {event.image ? (
                  <ProtectedImage src={event.image.preview_url} alt="" className="event-page__image" />
                ) : null}
                <div className="event-page__head">
                  <Typography.Title level={1} id="event-title" className="event-page__title">
                    {event.name}
                  </Typography.Title>
                  <MyStatusTag status={event.my_status} />
                </div>
                <EventLabels event={event} />
                <div className="event-page__columns">
                  <div className="event-page__info">
                    <EventFacts event={event} />
                    {event.meta.length ? (
                      <Descriptions
                        size="small"
                        column={1}
                        className="event-page__meta"
                        items={event.meta.map((item) => ({
                          key: item.slug,
                          label: EVENT_META_LABELS[item.slug],
                          children: <MetaValue value={item.value} />,
                        }))}
                      />
                    ) : null}
                  </div>
                  <div className="event-page__actions">
                    <SubscribeButtons event={event} />
                    <Button icon={<DownloadOutlined />} onClick={() => void handleIcs()}>
                      Добавить в календарь (.ics)
                    </Button>
                  </div>
                </div>
                {event.description ? <RichTextView html={event.description} /> : null}
                <EventGoers event={event} />
                <div className="event-page__footer">
                  <LikeButton
                    entityType="event"
                    entityId={event.id}
                    likes={event.likes}
                    myLikeId={event.my_like_id}
                  />
                  <Typography.Text type="secondary">Организатор: {event.author.full_name}</Typography.Text>
                  <EditDeleteActions
                    className="event-page__manage"
                    abilities={event.abilities}
                    onEdit={() => setEditing(true)}
                    deleteTitle="Удалить событие?"
                    deleteDescription="Записавшиеся получат уведомление об отмене."
                    onDelete={() => remove.mutateAsync(event.id).then(() => navigate('/events'))}
                  />
                </div>
              </article>
            </Card>
            {event.abilities.members ? <EventMembersSection eventId={event.id} /> : null}
            <div id="comments">
              <CommentsSection entityType="event" entityId={event.id} />
            </div>
            {editing ? (
              <EventEditorModal
                event={event}
                onClose={() => setEditing(false)}
                onSaved={() => setEditing(false)}
              />
            ) : null}
          </>
        )}
      </QueryState>
    </div>
  );
}
