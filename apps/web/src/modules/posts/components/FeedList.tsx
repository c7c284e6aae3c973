import { Button, Empty, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { QueryState } from '../../../ui/QueryState.tsx';
import { useFeed, type FeedFilter } from '../posts.api.ts';
import { PostCard } from './PostCard.tsx';

/** The feed with infinite scroll: the next page loads when the end of the list comes into view. */
export function FeedList({ filter }: { filter: FeedFilter }) {
  const query = useFeed(filter);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '400px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <QueryState query={query} rows={8} isEmpty={() => false}>
      {(data) => {
        const items = data.pages.flatMap((page) => page.data);
        if (items.length === 0)
          return (
            <Empty
              description={filter.tag ? `Публикаций с тегом #${filter.tag} нет` : 'Публикаций пока нет'}
            />
          );
        return (
          <div className="feed" aria-live="polite">
            {items.map((item) => (
              <PostCard key={item.id} item={item} />
            ))}
            <div ref={sentinel} />
            {hasNextPage ? (
              <Button block onClick={() => void fetchNextPage()} loading={isFetchingNextPage}>
                Показать ещё
              </Button>
            ) : (
              <Typography.Text type="secondary" className="feed__end">
                Это все публикации
              </Typography.Text>
            )}
          </div>
        );
      }}
    </QueryState>
  );
}
