import { Breadcrumb, Card, Result, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { formatDateTime } from '../../../ui/date-format.ts';
import { useDocumentTitle } from '../../../ui/PageTitle.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { RichTextView } from '../../../ui/rich-text/RichTextView.tsx';
import { UserAvatar } from '../../../ui/UserAvatar.tsx';
import { CommentsSection } from '../../social/components/CommentsSection.tsx';
import { LikeButton } from '../../social/components/LikeButton.tsx';
import { SubscribeButton } from '../components/ForumButtons.tsx';
import { MoveTopicModal } from '../components/MoveTopicModal.tsx';
import { TopicActions } from '../components/TopicActions.tsx';
import { TopicFormModal } from '../components/TopicFormModal.tsx';
import { boardPath, topicPath } from '../forum-labels.ts';
import { useForumLiveRefresh, useTopic } from '../forum.api.ts';
import '../forum.css';

/**
 * /forum/topic/{boardId}/{topicId}: the topic and its discussion (comments with quotes and likes). Opening it
 * marks it read. A link with another board (the topic was moved) goes to the right address.
 */
export default function TopicPage() {
  const params = useParams();
  const boardId = Number(params.boardId);
  const topicId = Number(params.topicId);
  const query = useTopic(topicId);
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'edit' | 'move' | null>(null);
  useForumLiveRefresh();
  useDocumentTitle(query.data?.title ?? 'Тема форума');

  if (query.error instanceof ApiError && query.error.status === 404)
    return (
      <Result
        status="404"
        title="Тема не найдена"
        subTitle="Её могли удалить или ссылка неверна."
        extra={<Link to={Number.isInteger(boardId) ? boardPath(boardId) : '/forum'}>К разделу</Link>}
      />
    );
  if (query.data && query.data.board_id !== boardId)
    return <Navigate to={topicPath(query.data.board_id, query.data.id)} replace />;

  return (
    <div className="forum-page">
      <QueryState query={query} rows={10}>
        {(topic) => (
          <>
            <Breadcrumb
              className="forum-breadcrumb"
              items={[
                { title: <Link to="/forum">Форум</Link> },
                { title: <Link to={boardPath(topic.board.id)}>{topic.board.title}</Link> },
              ]}
            />
            <Card className="forum-topic">
              <article>
                <div className="forum-topic__marks">
                  {topic.pinned ? <Tag color="gold">Закреплена</Tag> : null}
                  {topic.closed ? <Tag color="red">Закрыта</Tag> : null}
                </div>
                <Typography.Title level={1} className="forum-topic__title">
                  {topic.title}
                </Typography.Title>
                <div className="forum-topic__byline">
                  <UserAvatar id={topic.author.id} fullName={topic.author.full_name} size="small" />
                  <Typography.Text strong>{topic.author.full_name}</Typography.Text>
                  <Typography.Text type="secondary">{formatDateTime(topic.created_at)}</Typography.Text>
                </div>
                <RichTextView html={topic.description} />
                <div className="forum-topic__actions">
                  <LikeButton
                    entityType="topic"
                    entityId={topic.id}
                    likes={topic.likes}
                    myLikeId={topic.my_like_id}
                  />
                  <SubscribeButton kind="topics" id={topic.id} subscribed={topic.subscribed} />
                  <TopicActions
                    topic={topic}
                    onEdit={() => setDialog('edit')}
                    onMove={() => setDialog('move')}
                    onDeleted={() => navigate(boardPath(topic.board_id))}
                  />
                </div>
              </article>
            </Card>
            <div id="comments">
              <CommentsSection
                entityType="topic"
                entityId={topic.id}
                closedNotice={
                  topic.abilities.comment ? undefined : 'Тема закрыта: новые комментарии не принимаются'
                }
              />
            </div>
            {dialog === 'edit' ? (
              <TopicFormModal
                boardId={topic.board_id}
                boardTitle={topic.board.title}
                topic={topic}
                onClose={() => setDialog(null)}
                onSaved={() => setDialog(null)}
              />
            ) : null}
            {dialog === 'move' ? (
              <MoveTopicModal
                topic={topic}
                onClose={() => setDialog(null)}
                onMoved={(moved) => {
                  setDialog(null);
                  void navigate(topicPath(moved.board_id, moved.id), { replace: true });
                }}
              />
            ) : null}
          </>
        )}
      </QueryState>
    </div>
  );
}
