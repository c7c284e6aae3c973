import { ArrowLeftOutlined, CloudUploadOutlined, DragOutlined } from '@ant-design/icons';
import { GALLERY_IMAGE_PAGE_SIZE, type Album } from '@intranet/contracts';
import { App, Button, Empty, Pagination, Result, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { EditDeleteActions } from '../../../ui/EditDeleteActions.tsx';
import { formatDate } from '../../../ui/date-format.ts';
import { useDocumentTitle } from '../../../ui/PageTitle.tsx';
import { countRu } from '../../../ui/plural.ts';
import { QueryState } from '../../../ui/QueryState.tsx';
import { CommentsSection } from '../../social/components/CommentsSection.tsx';
import { LikeButton } from '../../social/components/LikeButton.tsx';
import { AlbumEditorModal } from '../components/AlbumEditorModal.tsx';
import { PHOTO_FORMS } from '../components/AlbumCard.tsx';
import { ImageGrid } from '../components/ImageGrid.tsx';
import { ImageViewer } from '../components/ImageViewer.tsx';
import { UploadImagesModal } from '../components/UploadImagesModal.tsx';
import {
  useAlbum,
  useAlbumImages,
  useDeleteAlbum,
  useDeleteImage,
  useMoveImage,
  usePatchAlbum,
} from '../gallery.api.ts';
import { indexOf, pageOfIndex, parsePhotoParam, positivePage, sequenceAt } from '../gallery-viewer.ts';
import '../gallery.css';

/** The album's pictures, page by page, with the viewer kept in the address (`?page=2&photo=41`). */
function AlbumImages({ album }: { album: Album }) {
  const [params, setParams] = useSearchParams();
  const { message } = App.useApp();
  const page = positivePage(params.get('page'));
  const images = useAlbumImages(album.id, page);
  const requested = parsePhotoParam(params.get('photo'), undefined);
  // A photo number past the end (the last pictures were deleted) shows the last one.
  const viewing =
    requested === null || album.image_count === 0 ? null : Math.min(requested, album.image_count - 1);
  const [sorting, setSorting] = useState(false);
  const [uploading, setUploading] = useState(false);
  const move = useMoveImage(album.id, page);
  const patch = usePatchAlbum(album.id);
  const removeImage = useDeleteImage(album.id);
  const manage = album.abilities.update;

  // Built from the index alone, never from this render's parameters: the router renders a new address
  // later (a transition), and a key pressed meanwhile must not bring back an old page.
  const show = (index: number, options: { replace?: boolean; viewer?: boolean } = {}) => {
    const shownPage = pageOfIndex(index);
    setParams(
      {
        ...(shownPage > 1 ? { page: String(shownPage) } : {}),
        ...(options.viewer === false ? {} : { photo: String(index + 1) }),
      },
      { replace: options.replace },
    );
  };

  const tools = manage ? (
    <Space wrap className="album-page__image-tools">
      <Button type="primary" icon={<CloudUploadOutlined />} onClick={() => setUploading(true)}>
        Загрузить фото
      </Button>
      {album.image_count > 1 ? (
        <Button
          icon={<DragOutlined />}
          aria-pressed={sorting}
          type={sorting ? 'primary' : 'default'}
          ghost={sorting}
          onClick={() => setSorting((value) => !value)}
        >
          {sorting ? 'Готово' : 'Изменить порядок'}
        </Button>
      ) : null}
    </Space>
  ) : null;

  return (
    <section aria-label="Фотографии альбома">
      {tools}
      {sorting ? (
        <Typography.Paragraph type="secondary" className="album-page__hint">
          Перетащите фотографию на новое место; с клавиатуры — пробел, стрелки и снова пробел.
        </Typography.Paragraph>
      ) : null}
      {album.image_count === 0 ? (
        <Empty description="В альбоме пока нет фотографий" />
      ) : (
        <QueryState query={images} rows={6}>
          {(body) => (
            <>
              <ImageGrid
                images={body.data}
                total={album.image_count}
                sortable={sorting}
                onOpen={(position) => show(indexOf(page, position))}
                onMove={(image, position, reordered) =>
                  move.mutate({ imageId: image.id, sequence: sequenceAt(page, position), reordered })
                }
              />
              {body.meta.last_page > 1 ? (
                <Pagination
                  className="gallery-pagination"
                  current={page}
                  pageSize={GALLERY_IMAGE_PAGE_SIZE}
                  total={album.image_count}
                  showSizeChanger={false}
                  onChange={(next) =>
                    setParams(next > 1 ? { page: String(next) } : {}, { preventScrollReset: false })
                  }
                />
              ) : null}
            </>
          )}
        </QueryState>
      )}
      {viewing !== null ? (
        <ImageViewer
          albumId={album.id}
          total={album.image_count}
          initialIndex={viewing}
          onIndexChange={(index) => show(index, { replace: true })}
          onClose={(last) => show(last, { viewer: false })}
          manage={
            manage
              ? {
                  coverImageId: album.cover?.image_id ?? null,
                  onSetCover: (imageId) =>
                    patch.mutate(
                      { cover_image_id: imageId },
                      { onSuccess: () => void message.success('Обложка альбома изменена') },
                    ),
                  onDelete: (imageId) => removeImage.mutateAsync(imageId),
                }
              : undefined
          }
        />
      ) : null}
      {uploading ? <UploadImagesModal albumId={album.id} open onClose={() => setUploading(false)} /> : null}
    </section>
  );
}

/** /gallery/album/{id}: the album's title, pictures by pages of 40, the viewer, likes and comments. */
export default function AlbumPage() {
  const id = Number(useParams().id);
  const query = useAlbum(id);
  const remove = useDeleteAlbum();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  useDocumentTitle(query.data?.title ?? 'Альбом');

  if (query.error instanceof ApiError && query.error.status === 404)
    return (
      <Result
        status="404"
        title="Альбом не найден"
        subTitle="Его могли удалить или ссылка неверна."
        extra={<Link to="/gallery">Ко всем альбомам</Link>}
      />
    );

  return (
    <div className="album-page">
      <Link to="/gallery" className="album-page__back">
        <ArrowLeftOutlined /> Все альбомы
      </Link>
      <QueryState query={query} rows={8}>
        {(album) => (
          <>
            <header className="album-page__head">
              <div className="album-page__heading">
                <Typography.Title level={1} className="album-page__title">
                  {album.title}
                </Typography.Title>
                {album.description ? (
                  <Typography.Paragraph className="album-page__description">
                    {album.description}
                  </Typography.Paragraph>
                ) : null}
                <div className="album-page__meta">
                  <Typography.Text type="secondary">
                    {countRu(album.image_count, PHOTO_FORMS)} · обновлен {formatDate(album.updated_at)} ·{' '}
                    {album.author.full_name}
                  </Typography.Text>
                  <LikeButton
                    entityType="album"
                    entityId={album.id}
                    likes={album.likes}
                    myLikeId={album.my_like_id}
                  />
                </div>
              </div>
              <EditDeleteActions
                abilities={album.abilities}
                onEdit={() => setEditing(true)}
                deleteTitle="Удалить альбом со всеми фотографиями?"
                onDelete={() => remove.mutateAsync(album.id).then(() => navigate('/gallery'))}
              />
            </header>
            <AlbumImages album={album} />
            <div id="comments" className="album-page__comments">
              <CommentsSection entityType="album" entityId={album.id} />
            </div>
            {editing ? (
              <AlbumEditorModal
                open
                album={album}
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
