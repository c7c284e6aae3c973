import { ArrowLeftOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Pagination, Popconfirm, Result, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { useDocumentTitle } from '../../../ui/PageTitle.tsx';
import { ProtectedImage } from '../../../ui/ProtectedImage.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { BoardFormModal } from '../components/BoardFormModal.tsx';
import { FavoriteButton, SubscribeButton } from '../components/ForumButtons.tsx';
import { TopicFormModal } from '../components/TopicFormModal.tsx';
import { TopicRow } from '../components/TopicRow.tsx';
import { boardStats, topicPath } from '../forum-labels.ts';
import { useBoard, useDeleteBoard, useForumLiveRefresh, useTopics } from '../forum.api.ts';
import '../forum.css';

/** /forum/topic/{id}: a board's banner, its topics (pinned first, unread marked) and «Новая тема». */
export default function BoardPage() {
  const id = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const board = useBoard(id);
  const topics = useTopics(id, page);
  const remove = useDeleteBoard();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'topic' | 'board' | null>(null);
  useForumLiveRefresh();
  useDocumentTitle(board.data?.title ?? 'Раздел форума');

  if (board.error instanceof ApiError && board.error.status === 404)
    return (
      <Result
        status="404"
        title="Раздел не найден"
        subTitle="Его могли удалить или ссылка неверна."
        extra={<Link to="/forum">Ко всем разделам</Link>}
      />
    );

  return (
    <div className="forum-page">
      <Link to="/forum" className="forum-back">
        <ArrowLeftOutlined /> Все разделы
      </Link>
      <QueryState query={board} rows={3}>
        {(data) => (
          <header className="forum-board-head">
            {data.banner ? (
              <ProtectedImage src={data.banner.preview_url} alt="" className="forum-board-head__banner" />
            ) : null}
            <div className="forum-board-head__row">
              <div className="forum-board-head__words">
                <Typography.Title level={1} className="forum-board-head__title">
                  {data.title}
                </Typography.Title>
                {data.description ? (
                  <Typography.Paragraph type="secondary">{data.description}</Typography.Paragraph>
                ) : null}
                <Typography.Text type="secondary">{boardStats(data)}</Typography.Text>
              </div>
              <Space wrap className="forum-board-head__actions">
                <FavoriteButton id={data.id} favorite={data.favorite} />
                <SubscribeButton kind="boards" id={data.id} subscribed={data.subscribed} />
                {data.abilities.update ? (
                  <Button icon={<EditOutlined />} onClick={() => setDialog('board')}>
                    Изменить
                  </Button>
                ) : null}
                {data.abilities.delete ? (
                  <Popconfirm
                    title="Удалить раздел вместе с темами?"
                    okText="Удалить"
                    cancelText="Отмена"
                    onConfirm={() => remove.mutateAsync(data.id).then(() => navigate('/forum'))}
                  >
                    <Button danger icon={<DeleteOutlined />}>
                      Удалить
                    </Button>
                  </Popconfirm>
                ) : null}
                {data.abilities.create_topic ? (
                  <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog('topic')}>
                    Новая тема
                  </Button>
                ) : null}
              </Space>
            </div>
            {dialog === 'topic' ? (
              <TopicFormModal
                boardId={data.id}
                boardTitle={data.title}
                onClose={() => setDialog(null)}
                onSaved={(topic) => {
                  setDialog(null);
                  void navigate(topicPath(topic.board_id, topic.id));
                }}
              />
            ) : null}
            {dialog === 'board' ? (
              <BoardFormModal board={data} onClose={() => setDialog(null)} onSaved={() => setDialog(null)} />
            ) : null}
          </header>
        )}
      </QueryState>
      <section aria-label="Темы раздела" className="forum-topics">
        <QueryState query={topics} rows={8} isEmpty={() => false}>
          {(data) =>
            data.data.length === 0 ? (
              <Empty description="В разделе пока нет тем — начните первую" />
            ) : (
              <>
                <ul className="forum-topic-list">
                  {data.data.map((topic) => (
                    <TopicRow key={topic.id} topic={topic} />
                  ))}
                </ul>
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
            )
          }
        </QueryState>
      </section>
    </div>
  );
}
