import {
  CloseOutlined,
  DeleteOutlined,
  DownloadOutlined,
  LeftOutlined,
  PictureOutlined,
  RightOutlined,
} from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { GALLERY_IMAGE_PAGE_SIZE } from '@intranet/contracts';
import { Button, Popconfirm, Spin } from 'antd';
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { downloadFile } from '../../../api/download.ts';
import { ProtectedImage } from '../../../ui/ProtectedImage.tsx';
import { loadImageUrl } from '../../../ui/rich-text/protected-images.ts';
import { prefetchImagePage, useAlbumImages } from '../gallery.api.ts';
import { indexInPage, pageOfIndex, positionLabel, stepIndex, swipeStep } from '../gallery-viewer.ts';

interface ImageViewerProps {
  albumId: number;
  /** Images in the album (the viewer walks all of them, page after page). */
  total: number;
  /** The image shown first, 0-based over the whole album; then the viewer walks on its own. */
  initialIndex: number;
  /** Told of every image shown (the page keeps it in its address). */
  onIndexChange: (index: number) => void;
  /** Closes the viewer on the image shown last (the page shows that image's page of 40). */
  onClose: (lastIndex: number) => void;
  /** Moderators: make the shown image the cover, delete it. */
  manage?: {
    coverImageId: number | null;
    onSetCover: (imageId: number) => void;
    onDelete: (imageId: number) => Promise<unknown>;
  };
}

/** Images this close to a page's edge load the neighbouring page ahead. */
const PREFETCH_MARGIN = 5;

/**
 * The full-screen viewer: the 1280 px preview of one image with its place «12 из 57»; ←/→ and swipes move
 * through the whole album across pages of 40 (the next page loads as it nears), Esc closes it.
 */
export function ImageViewer({
  albumId,
  total,
  initialIndex,
  onIndexChange,
  onClose,
  manage,
}: ImageViewerProps) {
  const queryClient = useQueryClient();
  // The viewer owns its place: steps queue as state updates, so keys pressed faster than the address
  // changes are all counted, and the address's own late echoes never move it back.
  const [index, setIndex] = useState(initialIndex);
  const report = useRef(onIndexChange);
  report.current = onIndexChange;
  const close = useRef(onClose);
  close.current = onClose;
  const shown = useRef(index);
  shown.current = index;
  const page = pageOfIndex(index);
  const query = useAlbumImages(albumId, page);
  const current = query.data?.meta.current_page === page ? query.data : undefined;
  const image = current?.data[indexInPage(index)];
  const dialog = useRef<HTMLDivElement>(null);
  const swipe = useRef<{ id: number; x: number; y: number } | null>(null);
  const go = useCallback(
    (delta: number) => setIndex((current) => stepIndex(current, delta, total) ?? current),
    [total],
  );

  useEffect(() => report.current(index), [index]);

  // A deleted picture: the next one takes its place, or the one before when it was the last.
  useEffect(() => {
    if (total === 0) close.current(0);
    else setIndex((current) => Math.min(current, total - 1));
  }, [total]);

  useEffect(() => {
    const handleKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      // A confirmation popup inside the viewer handles its own keys.
      if (document.querySelector('.ant-popover:not(.ant-popover-hidden)')) return;
      if (event.key === 'ArrowRight') go(1);
      else if (event.key === 'ArrowLeft') go(-1);
      else if (event.key === 'Escape') close.current(shown.current);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, [go]);

  // Focus moves into the viewer and back where it was; the page behind does not scroll.
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    dialog.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, []);

  // The neighbouring page near a page's edge, and the next and previous pictures themselves.
  useEffect(() => {
    const position = indexInPage(index);
    const lastPage = Math.ceil(total / GALLERY_IMAGE_PAGE_SIZE);
    if (position >= GALLERY_IMAGE_PAGE_SIZE - PREFETCH_MARGIN && page < lastPage)
      void prefetchImagePage(queryClient, albumId, page + 1);
    if (position < PREFETCH_MARGIN && page > 1) void prefetchImagePage(queryClient, albumId, page - 1);
    for (const neighbour of [current?.data[position + 1], current?.data[position - 1]])
      if (neighbour) loadImageUrl(neighbour.preview_url).catch(() => undefined);
  }, [albumId, current, index, page, queryClient, total]);

  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    swipe.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const handlePointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || start.id !== event.pointerId) return;
    const step = swipeStep(event.clientX - start.x, event.clientY - start.y);
    if (step !== 0) go(step);
  };

  const first = index === 0;
  const last = index >= total - 1;
  return createPortal(
    <div
      ref={dialog}
      className="gallery-viewer"
      role="dialog"
      aria-modal="true"
      aria-label="Просмотр изображения"
      tabIndex={-1}
    >
      <div className="gallery-viewer__bar">
        <span className="gallery-viewer__position" aria-live="polite">
          {positionLabel(index, total)}
        </span>
        <span className="gallery-viewer__name">{image?.name}</span>
        <div className="gallery-viewer__actions">
          {manage && image ? (
            <>
              <Button
                type="text"
                icon={<PictureOutlined />}
                disabled={manage.coverImageId === image.id}
                onClick={() => manage.onSetCover(image.id)}
              >
                <span className="gallery-viewer__label">
                  {manage.coverImageId === image.id ? 'Обложка альбома' : 'Сделать обложкой'}
                </span>
              </Button>
              <Popconfirm
                title="Удалить фотографию?"
                okText="Удалить"
                cancelText="Отмена"
                onConfirm={() => manage.onDelete(image.id)}
              >
                <Button type="text" icon={<DeleteOutlined />} aria-label="Удалить фотографию" />
              </Popconfirm>
            </>
          ) : null}
          {image ? (
            <Button
              type="text"
              icon={<DownloadOutlined />}
              onClick={() => void downloadFile(image.url, image.name)}
            >
              <span className="gallery-viewer__label">Скачать оригинал</span>
            </Button>
          ) : null}
          <Button
            type="text"
            icon={<CloseOutlined />}
            aria-label="Закрыть просмотр"
            onClick={() => close.current(index)}
          />
        </div>
      </div>
      <div
        className="gallery-viewer__stage"
        onPointerDown={handlePointerDown}
        onPointerUp={handlePointerUp}
        onPointerCancel={() => (swipe.current = null)}
      >
        {image ? (
          <ProtectedImage
            key={image.id}
            src={image.preview_url}
            alt={`Фотография ${positionLabel(index, total)}`}
            className="gallery-viewer__image"
          />
        ) : (
          <Spin size="large" aria-label="Загрузка" />
        )}
        <Button
          className="gallery-viewer__nav gallery-viewer__nav--prev"
          shape="circle"
          size="large"
          icon={<LeftOutlined />}
          aria-label="Предыдущее изображение"
          disabled={first}
          onClick={() => go(-1)}
        />
        <Button
          className="gallery-viewer__nav gallery-viewer__nav--next"
          shape="circle"
          size="large"
          icon={<RightOutlined />}
          aria-label="Следующее изображение"
          disabled={last}
          onClick={() => go(1)}
        />
      </div>
    </div>,
    document.body,
  );
}
