import { PlusOutlined } from '@ant-design/icons';
import { ALBUM_SORT_LABELS, ALBUM_SORTS, type AlbumSort } from '@intranet/contracts';
import { Button, Pagination, Select } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { AlbumCard } from '../components/AlbumCard.tsx';
import { AlbumEditorModal } from '../components/AlbumEditorModal.tsx';
import { useAlbums } from '../gallery.api.ts';
import { positivePage } from '../gallery-viewer.ts';
import '../gallery.css';

function sortOf(value: string | null): AlbumSort {
  return (ALBUM_SORTS as readonly string[]).includes(value ?? '') ? (value as AlbumSort) : '-updated_at';
}

/** /gallery: albums by page (recently updated first), «Новый альбом» for moderators. */
export default function GalleryPage() {
  const [params, setParams] = useSearchParams();
  const page = positivePage(params.get('page'));
  const sort = sortOf(params.get('sort'));
  const query = useAlbums(page, sort);
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);

  const change = (next: { page?: number; sort?: AlbumSort }) => {
    const values = { page: next.page ?? page, sort: next.sort ?? sort };
    setParams({
      ...(values.page > 1 ? { page: String(values.page) } : {}),
      ...(values.sort !== '-updated_at' ? { sort: values.sort } : {}),
    });
  };

  return (
    <div className="gallery-page">
      <PageTitle
        title="Галерея"
        extra={
          <div className="gallery-page__tools">
            <Select
              aria-label="Порядок альбомов"
              value={sort}
              onChange={(value) => change({ sort: value, page: 1 })}
              options={ALBUM_SORTS.map((value) => ({ value, label: ALBUM_SORT_LABELS[value] }))}
              className="gallery-page__sort"
            />
            {query.data?.meta.can_create ? (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
                Новый альбом
              </Button>
            ) : null}
          </div>
        }
      />
      <QueryState query={query} empty="Альбомов пока нет" rows={8}>
        {(list) => (
          <>
            <div className="album-grid">
              {list.data.map((album) => (
                <AlbumCard key={album.id} album={album} />
              ))}
            </div>
            {list.meta.last_page > 1 ? (
              <Pagination
                className="gallery-pagination"
                current={list.meta.current_page}
                pageSize={list.meta.per_page}
                total={list.meta.total}
                showSizeChanger={false}
                onChange={(next) => change({ page: next })}
              />
            ) : null}
          </>
        )}
      </QueryState>
      {creating ? (
        <AlbumEditorModal
          open
          onClose={() => setCreating(false)}
          onSaved={(album) => {
            setCreating(false);
            void navigate(`/gallery/album/${album.id}`);
          }}
        />
      ) : null}
    </div>
  );
}
