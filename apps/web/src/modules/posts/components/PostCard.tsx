import { CommentOutlined } from '@ant-design/icons';
import { POST_KIND_LABELS, type FeedItem } from '@intranet/contracts';
import { Card, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { formatDateTime } from '../../../ui/date-format.ts';
import { ProtectedImage } from '../../../ui/ProtectedImage.tsx';
import { UserAvatar } from '../../../ui/UserAvatar.tsx';
import { LikeButton } from '../../social/components/LikeButton.tsx';

/** The tags of a post, each a link to the feed of that tag. */
export function PostTags({ tags }: { tags: FeedItem['tags'] }) {
  if (tags.length === 0) return null;
  return (
    <div className="post-tags">
      {tags.map((tag) => (
        <Link key={tag.id} to={`/dashboard/${encodeURIComponent(tag.name)}`}>
          <Tag color="blue">#{tag.name}</Tag>
        </Link>
      ))}
    </div>
  );
}

/** Who wrote a post and when. */
export function PostByline({ item }: { item: FeedItem }) {
  return (
    <div className="post-byline">
      <UserAvatar id={item.author.id} fullName={item.author.full_name} size="small" />
      <Typography.Text>{item.author.full_name}</Typography.Text>
      <Typography.Text type="secondary">{formatDateTime(item.created_at)}</Typography.Text>
      {item.kind === 'news' ? <Tag color="gold">{POST_KIND_LABELS.news}</Tag> : null}
    </div>
  );
}

/** A feed item: cover, title, excerpt, tags, likes and a link to its comments. */
export function PostCard({ item }: { item: FeedItem }) {
  const link = `/posts/${item.id}`;
  return (
    <Card className="post-card" size="small">
      <article aria-labelledby={`post-${item.id}-title`}>
        {item.image ? (
          <Link to={link} tabIndex={-1} aria-hidden="true">
            <ProtectedImage src={item.image.preview_url} alt="" className="post-card__image" />
          </Link>
        ) : null}
        <PostByline item={item} />
        <Typography.Title level={3} className="post-card__title" id={`post-${item.id}-title`}>
          <Link to={link}>{item.title ?? item.excerpt.slice(0, 80)}</Link>
        </Typography.Title>
        {item.title ? (
          <Typography.Paragraph className="post-card__excerpt">{item.excerpt}</Typography.Paragraph>
        ) : null}
        <PostTags tags={item.tags} />
        <div className="post-card__actions">
          <LikeButton entityType="post" entityId={item.id} likes={item.likes} myLikeId={item.my_like_id} />
          <Link to={`${link}#comments`} className="post-card__comments">
            <CommentOutlined /> {item.comments > 0 ? item.comments : 'Комментировать'}
          </Link>
        </div>
      </article>
    </Card>
  );
}
