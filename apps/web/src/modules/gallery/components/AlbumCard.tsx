import { CommentOutlined, HeartOutlined, PictureOutlined } from '@ant-design/icons';
import type { Album } from '@intranet/contracts';
import { Card, Typography } from 'antd';
import { Link } from 'react-router';
import { formatDate } from '../../../ui/date-format.ts';
import { countRu } from '../../../ui/plural.ts';
import { ProtectedImage } from '../../../ui/ProtectedImage.tsx';

export const PHOTO_FORMS = ['фотография', 'фотографии', 'фотографий'] as const;

/** An album in the list: its cover, title, how many pictures and when it was last updated. */
export function AlbumCard({ album }: { album: Album }) {
  return (
    <Card className="album-card" hoverable>
      <Link to={`/gallery/album/${album.id}`} className="album-card__link">
        {album.cover ? (
          <ProtectedImage src={album.cover.thumbnail_url} alt="" className="album-card__cover" />
        ) : (
          <div className="album-card__cover album-card__cover--empty" aria-hidden="true">
            <PictureOutlined />
          </div>
        )}
        <Typography.Title level={2} className="album-card__title">
          {album.title}
        </Typography.Title>
      </Link>
      <div className="album-card__meta">
        <Typography.Text type="secondary">
          {countRu(album.image_count, PHOTO_FORMS)} · {formatDate(album.updated_at)}
        </Typography.Text>
        <span
          className="album-card__social"
          aria-label={`Отметок «нравится»: ${album.likes}, комментариев: ${album.comments}`}
        >
          <HeartOutlined /> {album.likes}
          <CommentOutlined /> {album.comments}
        </span>
      </div>
    </Card>
  );
}
