import { PlusOutlined } from '@ant-design/icons';
import { Button, Pagination } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { BoardCard } from '../components/BoardCard.tsx';
import { BoardFormModal } from '../components/BoardFormModal.tsx';
import { boardPath } from '../forum-labels.ts';
import { useBoards, useForumLiveRefresh } from '../forum.api.ts';
import '../forum.css';

/** /forum: the boards, favourites first; moderators add boards. The page number is kept in the URL. */
export default function ForumPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useBoards(page);
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  useForumLiveRefresh();
  const canCreate = query.data?.meta.abilities.create ?? false;

  return (
    <div className="forum-page">
      <PageTitle
        title="Форум"
        extra={
          canCreate ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              Новый раздел
            </Button>
          ) : null
        }
      />
      <QueryState query={query} rows={8} empty="Разделов пока нет">
        {(data) => (
          <>
            <div className="forum-boards">
              {data.data.map((board) => (
                <BoardCard key={board.id} board={board} />
              ))}
            </div>
            {data.meta.last_page > 1 ? (
              <Pagination
                className="forum-pagination"
                current={data.meta.current_page}
                total={data.meta.total}
                pageSize={data.meta.per_page}
                showSizeChanger={false}
                onChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
              />
            ) : null}
          </>
        )}
      </QueryState>
      {creating ? (
        <BoardFormModal
          onClose={() => setCreating(false)}
          onSaved={(board) => {
            setCreating(false);
            void navigate(boardPath(board.id));
          }}
        />
      ) : null}
    </div>
  );
}
