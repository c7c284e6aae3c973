import { MessageOutlined } from '@ant-design/icons';
import type { Board } from '@intranet/contracts';
import { Card, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { formatDateTime } from '../../../ui/date-format.ts';
import { ProtectedImage } from '../../../ui/ProtectedImage.tsx';
import { boardPath, boardStats, boardUnreadLabel } from '../forum-labels.ts';
import { FavoriteButton, SubscribeButton } from './ForumButtons.tsx';

/** A board in the list: its picture, words, counts, unread topics, favourite star and subscription. */
export function BoardCard({ board }: { board: Board }) {
  const unread = boardUnreadLabel(board.unread_topics);
  return (
    <Card className={`forum-board-card${board.favorite ? ' forum-board-card--favorite' : ''}`}>
      <div className="forum-board-card__body">
        <Link to={boardPath(board.id)} className="forum-board-card__picture" tabIndex={-1} aria-hidden="true">
          {board.thumbnail ? (
            <ProtectedImage src={board.thumbnail.preview_url} alt="" className="forum-board-card__image" />
          ) : (
            <div className="forum-board-card__image forum-board-card__image--empty">
              <MessageOutlined />
            </div>
          )}
        </Link>
        <div className="forum-board-card__main">
          <div className="forum-board-card__head">
            <Link to={boardPath(board.id)} className="forum-board-card__title">
              {board.title}
            </Link>
            <FavoriteButton id={board.id} favorite={board.favorite} />
          </div>
          {board.description ? (
            <Typography.Paragraph
              type="secondary"
              ellipsis={{ rows: 2 }}
              className="forum-board-card__description"
            >
              {board.description}
            </Typography.Paragraph>
          ) : null}
          <div className="forum-board-card__meta">
            <Typography.Text type="secondary">{boardStats(board)}</Typography.Text>
            {unread ? <Tag color="blue">{unread}</Tag> : null}
          </div>
          <div className="forum-board-card__footer">
            <Typography.Text type="secondary" className="forum-board-card__activity">
              Активность: {formatDateTime(board.updated_at)}
            </Typography.Text>
            <SubscribeButton kind="boards" id={board.id} subscribed={board.subscribed} size="small" />
          </div>
        </div>
      </div>
    </Card>
  );
}
