import { LockOutlined, MessageOutlined, PushpinFilled } from '@ant-design/icons';
import type { TopicListItem } from '@intranet/contracts';
import { Tag, Tooltip, Typography } from 'antd';
import { Link } from 'react-router';
import { formatDateTime } from '../../../ui/date-format.ts';
import { formatNumber } from '../../../ui/plural.ts';
import { UserAvatar } from '../../../ui/UserAvatar.tsx';
import { topicBadge, topicPath } from '../forum-labels.ts';

/** One topic in a board's list: marks, title with the unread badge, author, comments, last answer. */
export function TopicRow({ topic }: { topic: TopicListItem }) {
  const badge = topicBadge(topic);
  return (
    <li className={`forum-topic-row${topic.unread ? ' forum-topic-row--unread' : ''}`}>
      <UserAvatar
        id={topic.author.id}
        fullName={topic.author.full_name}
        className="forum-topic-row__avatar"
      />
      <div className="forum-topic-row__main">
        <div className="forum-topic-row__title-line">
          {topic.pinned ? (
            <Tooltip title="Закреплена">
              <PushpinFilled className="forum-topic-row__mark" aria-label="Закреплена" />
            </Tooltip>
          ) : null}
          {topic.closed ? (
            <Tooltip title="Закрыта">
              <LockOutlined className="forum-topic-row__mark" aria-label="Закрыта" />
            </Tooltip>
          ) : null}
          <Link to={topicPath(topic.board_id, topic.id)} className="forum-topic-row__title">
            {topic.title}
          </Link>
          {badge ? (
            <Tag
              color={badge.text === 'Новая' ? 'green' : 'blue'}
              aria-label={badge.label}
              className="forum-topic-row__badge"
            >
              {badge.text}
            </Tag>
          ) : null}
        </div>
        {topic.excerpt ? (
          <Typography.Text type="secondary" ellipsis className="forum-topic-row__excerpt">
            {topic.excerpt}
          </Typography.Text>
        ) : null}
        <div className="forum-topic-row__meta">
          <span>{topic.author.full_name}</span>
          <span>{formatDateTime(topic.created_at)}</span>
          {topic.last_comment ? (
            <span className="forum-topic-row__last">
              последний ответ: {topic.last_comment.author.full_name},{' '}
              {formatDateTime(topic.last_comment.created_at)}
            </span>
          ) : null}
        </div>
      </div>
      <div className="forum-topic-row__count" role="group" aria-label={`Комментариев: ${topic.comments}`}>
        <MessageOutlined /> {formatNumber(topic.comments)}
      </div>
    </li>
  );
}
