import type { PostKind } from '@intranet/contracts';
import { Segmented, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../ui/PageTitle.tsx';
import { FeedList } from '../components/FeedList.tsx';
import { NewPostButton } from '../components/NewPostButton.tsx';
import '../posts.css';

const KIND_FILTERS = [
  { value: 'all', label: 'Все' },
  { value: 'news', label: 'Новости' },
  { value: 'post', label: 'Посты' },
] as const;

/** /posts: news and posts, filtered by kind (kept in the URL), with «Написать» for those who may. */
export default function PostsPage() {
  useDocumentTitle('Публикации');
  const [params, setParams] = useSearchParams();
  const kindParam = params.get('kind');
  const kind: PostKind | undefined = kindParam === 'news' || kindParam === 'post' ? kindParam : undefined;

  return (
    <div className="posts-page">
      <div className="posts-page__head">
        <Typography.Title level={1}>Публикации</Typography.Title>
        <NewPostButton />
      </div>
      <Segmented
        options={KIND_FILTERS.map((item) => ({ ...item }))}
        value={kind ?? 'all'}
        onChange={(value) => setParams(value === 'all' ? {} : { kind: String(value) })}
        className="posts-page__filter"
      />
      <FeedList filter={{ kind }} />
    </div>
  );
}
