import { EditOutlined } from '@ant-design/icons';
import type { PostKind } from '@intranet/contracts';
import { Button, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../ui/PageTitle.tsx';
import { FeedList } from '../components/FeedList.tsx';
import { PostEditorModal } from '../components/PostEditorModal.tsx';
import { usePostAbilities } from '../posts.api.ts';
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
  const abilities = usePostAbilities();
  const [writing, setWriting] = useState(false);
  const navigate = useNavigate();
  const mayWrite = abilities.data && (abilities.data.news || abilities.data.post);

  return (
    <div className="posts-page">
      <div className="posts-page__head">
        <Typography.Title level={1}>Публикации</Typography.Title>
        {mayWrite ? (
          <Button type="primary" icon={<EditOutlined />} onClick={() => setWriting(true)}>
            Новая публикация
          </Button>
        ) : null}
      </div>
      <Segmented
        options={KIND_FILTERS.map((item) => ({ ...item }))}
        value={kind ?? 'all'}
        onChange={(value) => setParams(value === 'all' ? {} : { kind: String(value) })}
        className="posts-page__filter"
      />
      <FeedList filter={{ kind }} />
      {abilities.data && writing ? (
        <PostEditorModal
          open
          abilities={abilities.data}
          onClose={() => setWriting(false)}
          onSaved={(post) => {
            setWriting(false);
            void navigate(`/posts/${post.id}`);
          }}
        />
      ) : null}
    </div>
  );
}
