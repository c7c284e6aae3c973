import { BellFilled, BellOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useToggleFavorite, useToggleSubscription } from '../forum.api.ts';

interface SubscribeButtonProps {
  kind: 'boards' | 'topics';
  id: number;
  subscribed: boolean;
  size?: 'small' | 'middle';
}

/** Subscribes to a board (new topics) or a topic (new comments); pressed again, unsubscribes. */
export function SubscribeButton({ kind, id, subscribed, size }: SubscribeButtonProps) {
  const toggle = useToggleSubscription(kind);
  const hint =
    kind === 'boards' ? 'Уведомлять о новых темах раздела' : 'Уведомлять о новых комментариях в теме';
  return (
    <Tooltip title={subscribed ? undefined : hint}>
      <Button
        size={size}
        type={subscribed ? 'default' : 'primary'}
        ghost={!subscribed}
        icon={subscribed ? <BellFilled /> : <BellOutlined />}
        aria-pressed={subscribed}
        loading={toggle.isPending}
        onClick={() => toggle.mutate({ id, subscribe: !subscribed })}
      >
        {subscribed ? 'Вы подписаны' : 'Подписаться'}
      </Button>
    </Tooltip>
  );
}

/** A board in or out of the caller's favourites (favourites come first in the list). */
export function FavoriteButton({ id, favorite }: { id: number; favorite: boolean }) {
  const toggle = useToggleFavorite();
  const label = favorite ? 'Убрать из избранного' : 'Добавить в избранное';
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        className={favorite ? 'forum-favorite forum-favorite--on' : 'forum-favorite'}
        icon={favorite ? <StarFilled /> : <StarOutlined />}
        aria-label={label}
        aria-pressed={favorite}
        loading={toggle.isPending}
        onClick={() => toggle.mutate({ id, favorite: !favorite })}
      />
    </Tooltip>
  );
}
