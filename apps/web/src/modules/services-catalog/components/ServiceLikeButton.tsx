import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useToggleServiceLike } from '../services-catalog.api.ts';

interface ServiceLikeButtonProps {
  serviceId: number;
  serviceName: string;
  liked: boolean;
  likes: number;
}

/**
 * The heart of a service: «Избранное» is a like (one per person), pressed again it is taken back. Shown at
 * once; a failure (the popup comes from the http client) puts the heart back as it was.
 */
export function ServiceLikeButton({ serviceId, serviceName, liked, likes }: ServiceLikeButtonProps) {
  const [state, setState] = useState({ liked, likes });
  // A refetched list brings the server's numbers.
  useEffect(() => setState({ liked, likes }), [liked, likes]);
  const toggle = useToggleServiceLike();

  const handleClick = () => {
    const before = state;
    setState({ liked: !before.liked, likes: Math.max(0, before.likes + (before.liked ? -1 : 1)) });
    toggle.mutate(
      { id: serviceId, liked: before.liked },
      {
        onSuccess: (result) => setState({ liked: result.is_liked, likes: result.likes_count }),
        onError: () => setState(before),
      },
    );
  };

  const label = state.liked
    ? `Убрать «${serviceName}» из избранного (отметок: ${state.likes})`
    : `Добавить «${serviceName}» в избранное (отметок: ${state.likes})`;
  return (
    <Button
      type="text"
      size="small"
      className={state.liked ? 'catalog-like catalog-like--on' : 'catalog-like'}
      icon={state.liked ? <HeartFilled /> : <HeartOutlined />}
      aria-pressed={state.liked}
      aria-label={label}
      title={state.liked ? 'Убрать из избранного' : 'В избранное'}
      disabled={toggle.isPending}
      onClick={handleClick}
    >
      {state.likes}
    </Button>
  );
}
