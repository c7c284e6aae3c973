import { GALLERY_IMAGE_PAGE_SIZE, type GalleryImage } from '@intranet/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImageViewer } from './ImageViewer.tsx';

const TOTAL = 57;
const get = vi.fn((path: string, options?: { query?: { page?: number } }) => {
  // Picture bytes never arrive in this test: the viewer shows its placeholder meanwhile.
  if (!path.startsWith('/albums/')) return new Promise(() => undefined);
  const page = options?.query?.page ?? 1;
  const first = (page - 1) * GALLERY_IMAGE_PAGE_SIZE;
  const data: GalleryImage[] = Array.from(
    { length: Math.max(0, Math.min(GALLERY_IMAGE_PAGE_SIZE, TOTAL - first)) },
    (_, i) => {
      const sequence = first + i + 1;
      return {
        id: 1000 + sequence,
        album_id: 1,
        sequence,
        name: `IMG_${sequence}.jpg`,
        mime: 'image/jpeg',
        size: 1000,
        width: 1200,
        height: 800,
        url: `/api/files/${sequence}`,
        thumbnail_url: `/api/files/${sequence}/preview/320`,
        preview_url: `/api/files/${sequence}/preview/1280`,
        created_at: '2026-03-02T10:00:00Z',
      };
    },
  );
  return Promise.resolve({
    data,
    links: { first: null, last: null, prev: null, next: null },
    meta: { current_page: page, last_page: 2, per_page: 40, total: TOTAL },
  });
});
vi.mock('../../../api/http-client.ts', () => ({
  http: { get: (...args: unknown[]) => get(...(args as [string])) },
}));

afterEach(() => {
  cleanup();
  get.mockClear();
});

function Harness({ start, onClose }: { start: number; onClose: () => void }) {
  const [, setShown] = useState(start);
  return (
    <ImageViewer albumId={1} total={TOTAL} initialIndex={start} onIndexChange={setShown} onClose={onClose} />
  );
}

function renderViewer(start: number) {
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <App>
        <Harness start={start} onClose={onClose} />
      </App>
    </QueryClientProvider>,
  );
  return { onClose };
}

const pagesAsked = () =>
  get.mock.calls
    .filter(([path]) => path === '/albums/1/images')
    .map(([, options]) => (options as { query: { page: number } }).query.page);

describe('ImageViewer', () => {
  it('pages with the arrow keys across the 40-image boundary, showing «N из 57»', async () => {
    const { onClose } = renderViewer(38);
    const dialog = await screen.findByRole('dialog', { name: 'Просмотр изображения' });
    expect(dialog.textContent).toContain('39 из 57');
    await screen.findByText('IMG_39.jpg');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await screen.findByText('IMG_40.jpg');
    // Near the page's end the next page is asked for ahead of time.
    await waitFor(() => expect(pagesAsked()).toContain(2));
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await screen.findByText('IMG_41.jpg');
    expect(dialog.textContent).toContain('41 из 57');
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    await screen.findByText('IMG_40.jpg');
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('counts every key of a quick run, even before the screen caught up', async () => {
    renderViewer(37);
    await screen.findByText('IMG_38.jpg');
    for (let i = 0; i < 4; i += 1) fireEvent.keyDown(window, { key: 'ArrowRight' });
    await screen.findByText('IMG_42.jpg');
    expect(screen.getByRole('dialog').textContent).toContain('42 из 57');
  });

  it('stops at the last image and disables «Следующее изображение»', async () => {
    renderViewer(TOTAL - 1);
    await screen.findByText('IMG_57.jpg');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByRole('dialog').textContent).toContain('57 из 57');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Следующее изображение' }).disabled).toBe(
      true,
    );
  });

  it('goes to the next image on a swipe left and back on a swipe right', async () => {
    renderViewer(0);
    await screen.findByText('IMG_1.jpg');
    const stage = document.querySelector('.gallery-viewer__stage')!;
    act(() => {
      fireEvent.pointerDown(stage, { pointerId: 1, clientX: 300, clientY: 200 });
      fireEvent.pointerUp(stage, { pointerId: 1, clientX: 150, clientY: 210 });
    });
    await screen.findByText('IMG_2.jpg');
    act(() => {
      fireEvent.pointerDown(stage, { pointerId: 2, clientX: 100, clientY: 200 });
      fireEvent.pointerUp(stage, { pointerId: 2, clientX: 260, clientY: 190 });
    });
    await screen.findByText('IMG_1.jpg');
  });
});
