import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import type { LikeableType } from '@intranet/contracts';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useToggleLike } from '../social.api.ts';

interface LikeButtonProps {
  entityType: LikeableType;
  entityId: number;
  likes: number;
  myLikeId: number | null;
  size?: 'small' | 'middle';
}

/** The id of a like still on its way: the button is busy until the server's answer replaces it. */
const PENDING_LIKE = 0;

/** «Нравится» with its count: one like per person; pressing again takes it back. */
export function LikeButton({ entityType, entityId, likes, myLikeId, size = 'middle' }: LikeButtonProps) {
  const [state, setState] = useState({ likes, myLikeId });
  // A refetched list brings the server's numbers.
  useEffect(() => setState({ likes, myLikeId }), [likes, myLikeId]);
  const toggle = useToggleLike();
  const liked = state.myLikeId !== null;

  // Shown at once; a failure (popup from the http client) puts the button back as it was.
  const handleClick = () => {
    const before = state;
    setState(
      liked
        ? { likes: Math.max(0, before.likes - 1), myLikeId: null }
        : { likes: before.likes + 1, myLikeId: PENDING_LIKE },
    );
    toggle.mutate(
      { entityType, entityId, myLikeId: before.myLikeId },
      { onSuccess: (result) => setState(result), onError: () => setState(before) },
    );
  };
  return (
    <Button
      type="text"
      size={size}
      className={liked ? 'like-button like-button--on' : 'like-button'}
      icon={liked ? <HeartFilled /> : <HeartOutlined />}
      aria-pressed={liked}
      aria-label={liked ? `Не нравится (отметок: ${state.likes})` : `Нравится (отметок: ${state.likes})`}
      loading={toggle.isPending}
      onClick={handleClick}
    >
      {state.likes > 0 ? state.likes : null}
    </Button>
  );
}
