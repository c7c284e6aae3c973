import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, List, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { countRu } from '../../../ui/plural.ts';
import { useChapters } from '../job-safety.api.ts';
import '../job-safety.css';
import './tickets.css';

const QUESTIONS = ['вопрос', 'вопроса', 'вопросов'] as const;

/** /job-safety/tickets (HR, administrators): each chapter's bank of tickets, from the chapters call. */
export default function TicketsPage() {
  const chapters = useChapters();
  return (
    <div className="job-safety">
      <PageTitle
        title="Билеты по охране труда"
        extra={
          <Link to="/job-safety/tickets/new">
            <Button type="primary" icon={<PlusOutlined />}>
              Новый билет
            </Button>
          </Link>
        }
      />
      <QueryState query={chapters} empty="Главы пока не добавлены" rows={8}>
        {(rows) => (
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            {rows.map((chapter) => (
              <Card
                key={chapter.id}
                className="job-safety-tickets__chapter"
                title={
                  <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
                    {chapter.title}
                  </Typography.Title>
                }
                extra={
                  <Link
                    to={`/job-safety/tickets/new?chapter=${chapter.id}`}
                    aria-label={`Новый билет: ${chapter.title}`}
                  >
                    Добавить
                  </Link>
                }
              >
                {chapter.tickets.length === 0 ? (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Билетов пока нет" />
                ) : (
                  <List
                    size="small"
                    dataSource={chapter.tickets}
                    renderItem={(ticket) => (
                      <List.Item>
                        <Link to={`/job-safety/tickets/${ticket.id}`}>{ticket.title}</Link>
                        <Typography.Text type="secondary">
                          {countRu(ticket.question_count, QUESTIONS)}
                        </Typography.Text>
                      </List.Item>
                    )}
                  />
                )}
              </Card>
            ))}
          </Space>
        )}
      </QueryState>
    </div>
  );
}
