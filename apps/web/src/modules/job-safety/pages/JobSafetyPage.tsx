import { BookOutlined, DownloadOutlined, FormOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { JobSafetyUserState } from '@intranet/contracts/job-safety/job-safety';
import { Alert, App, Button, Card, Empty, List, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useAccess } from '../../../app/auth/session.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { formatDate } from '../../../ui/date-format.ts';
import { countRu } from '../../../ui/plural.ts';
import { downloadProtocol, useChapters, useProtocols, useUserState } from '../job-safety.api.ts';
import { AssignmentsCard } from '../components/AssignmentsCard.tsx';
import { ReportCard, TeamCard } from '../components/StandingCards.tsx';
import '../job-safety.css';

const DAYS = ['день', 'дня', 'дней'] as const;

function StatusCard({ state, editor }: { state: JobSafetyUserState; editor: boolean }) {
  const { evaluate } = state;
  return (
    <Card title="Проверка знаний">
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {state.not_required || !evaluate ? (
          <Alert
            type="info"
            showIcon
            title="Тест не требуется"
            description="Сейчас у вас нет назначенной проверки знаний."
          />
        ) : state.passed ? (
          <Alert
            type="success"
            showIcon
            title="Тест сдан"
            description={`${evaluate.chapter_title}: проверка до ${formatDate(evaluate.effective_end)}.`}
          />
        ) : (
          <Alert
            type={state.finished ? 'error' : 'warning'}
            showIcon
            title={state.finished ? 'Тест не сдан: попробуйте ещё раз' : 'Нужно пройти тест'}
            description={`${evaluate.chapter_title}: до ${formatDate(evaluate.effective_end)}, осталось ${countRu(state.days_left ?? 0, DAYS)}.`}
          />
        )}
        <Space wrap>
          {evaluate && !state.passed ? (
            <Tag color="orange">Осталось {countRu(state.days_left ?? 0, DAYS)}</Tag>
          ) : null}
          <Typography.Text type="secondary">
            Порог сдачи {state.pass_percent} %, время на тест {state.attempt_minutes} мин.
          </Typography.Text>
        </Space>
        <Space wrap>
          {evaluate ? (
            <Link to="/job-safety/test">
              <Button type="primary" icon={<FormOutlined />}>
                {state.open_attempt_id ? 'Продолжить тест' : 'Пройти тест'}
              </Button>
            </Link>
          ) : null}
          <Link to="/job-safety/education">
            <Button icon={<BookOutlined />}>Режим обучения</Button>
          </Link>
          {editor ? (
            <Link to="/job-safety/tickets">
              <Button icon={<UnorderedListOutlined />}>Билеты</Button>
            </Link>
          ) : null}
        </Space>
      </Space>
    </Card>
  );
}

function ProtocolsCard() {
  const { message } = App.useApp();
  const protocols = useProtocols();
  return (
    <Card title="Мои протоколы">
      <QueryState query={protocols} empty="Протоколов пока нет: они появятся после сдачи теста" rows={3}>
        {(rows) => (
          <List
            dataSource={rows}
            renderItem={(protocol) => (
              <List.Item
                actions={[
                  <Button
                    key="pdf"
                    icon={<DownloadOutlined />}
                    aria-label={`Скачать протокол ${protocol.number}`}
                    onClick={() =>
                      void downloadProtocol(protocol.id, protocol.number).catch(() =>
                        message.error('Не удалось скачать протокол'),
                      )
                    }
                  >
                    PDF
                  </Button>,
                ]}
              >
                <List.Item.Meta
                  title={`№ ${protocol.number}`}
                  description={`${formatDate(protocol.issued_on)} · ${protocol.chapter_title} · ${protocol.result_percent} %`}
                />
              </List.Item>
            )}
          />
        )}
      </QueryState>
    </Card>
  );
}

/** /job-safety: the person's test state, the course's chapters and articles, their protocols. */
export default function JobSafetyPage() {
  const state = useUserState();
  const chapters = useChapters();
  const hasAccess = useAccess();
  return (
    <div className="job-safety">
      <PageTitle title="Охрана труда" />
      <div className="job-safety__grid">
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <QueryState query={state} rows={4} error="Не удалось загрузить состояние проверки знаний">
            {(data) => <StatusCard state={data} editor={hasAccess('job-safety.admin')} />}
          </QueryState>
          <Card title="Программа обучения">
            <QueryState query={chapters} empty="Главы пока не добавлены" rows={8}>
              {(rows) => (
                <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
                  {rows.map((chapter) => (
                    <section key={chapter.id} aria-labelledby={`chapter-${chapter.id}`}>
                      <Typography.Title level={2} id={`chapter-${chapter.id}`} style={{ fontSize: 18 }}>
                        {chapter.title}
                      </Typography.Title>
                      {chapter.articles.length === 0 ? (
                        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Статей пока нет" />
                      ) : (
                        <ul className="job-safety__articles">
                          {chapter.articles.map((article) => (
                            <li key={article.id}>
                              <Link to={`/job-safety/articles/${article.id}`}>{article.title}</Link>
                            </li>
                          ))}
                        </ul>
                      )}
                    </section>
                  ))}
                </Space>
              )}
            </QueryState>
          </Card>
        </Space>
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <ProtocolsCard />
          <TeamCard />
        </Space>
      </div>
      {hasAccess('job-safety.admin') ? (
        <>
          <AssignmentsCard />
          <ReportCard />
        </>
      ) : null}
    </div>
  );
}
