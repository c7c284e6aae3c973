import { ArrowLeftOutlined } from '@ant-design/icons';
import { Card, Result, Typography } from 'antd';
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
import { PostByline, PostTags } from '../components/PostCard.tsx';
import { PostEditorModal } from '../components/PostEditorModal.tsx';
import { useDeletePost, usePost, usePostAbilities } from '../posts.api.ts';
import '../posts.css';

/** /posts/{id}: the whole post with its comments; the author (or a moderator) edits and deletes it. */
export default function PostPage() {
  const id = Number(useParams().id);
  const query = usePost(id);
  const abilities = usePostAbilities();
  const remove = useDeletePost();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  useDocumentTitle(query.data?.title ?? 'Публикация');

  // A link to #comments scrolls once the comments are on the page.
  useEffect(() => {
    if (query.data && window.location.hash === '#comments')
      document.getElementById('comments')?.scrollIntoView({ block: 'start' });
  }, [query.data]);

  if (query.error instanceof ApiError && query.error.status === 404)
    return (
      <Result
        status="404"
        title="Публикация не найдена"
        subTitle="Её могли удалить или ссылка неверна."
        extra={<Link to="/posts">Ко всем публикациям</Link>}
      />
    );

  return (
    <div className="post-page">
      <Link to="/posts" className="post-page__back">
        <ArrowLeftOutlined /> Все публикации
      </Link>
      <QueryState query={query} rows={10}>
        {(post) => (
          <>
            <Card className="post-page__card">
              <article>
                {post.image ? (
                  <ProtectedImage src={post.image.url} alt="" className="post-page__image" />
                ) : null}
                <PostByline item={post} />
                {post.title ? <Typography.Title level={1}>{post.title}</Typography.Title> : null}
                <RichTextView html={post.body} />
                <PostTags tags={post.tags} />
                <div className="post-card__actions">
                  <LikeButton
                    entityType="post"
                    entityId={post.id}
                    likes={post.likes}
                    myLikeId={post.my_like_id}
                  />
                  <EditDeleteActions
                    abilities={post.abilities}
                    onEdit={() => setEditing(true)}
                    deleteTitle="Удалить публикацию?"
                    onDelete={() =>
                      // A failure has its popup from the http client: stay on the post.
                      remove
                        .mutateAsync(post.id)
                        .then(() => navigate('/posts'))
                        .catch(() => undefined)
                    }
                  />
                </div>
              </article>
            </Card>
            <div id="comments">
              <CommentsSection entityType="post" entityId={post.id} />
            </div>
            {editing && abilities.data ? (
              <PostEditorModal
                open
                post={post}
                abilities={abilities.data}
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
