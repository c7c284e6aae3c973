import {
  DISMISSAL_TALK_TEXTS as TEXTS,
  type DismissalSurvey,
  type SurveyGroup,
} from '@intranet/contracts/dismissal/talk';
import { Card, Empty, Statistic, Table, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../ui/date-format.ts';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { DismissalChat } from '../components/DismissalChat.tsx';
import { DismissalPollPanel, PollProgressTag } from '../components/DismissalPollPanel.tsx';
import { useDismissalSurvey } from '../talk.api.ts';
import '../talk.css';

type SurveyRow = DismissalSurvey['mine'][number];
const count = (value: number) => new Intl.NumberFormat('ru-RU').format(value);

/** A summary table as bars: people would rather look than read. */
function GroupBars({ title, groups, label }: { title: string; groups: SurveyGroup[]; label: string }) {
  const max = Math.max(1, ...groups.map((group) => group.count));
  return (
    <Card title={title} size="small">
      {groups.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={TEXTS.hiddenGroup} />
      ) : (
        <ul className="talk-survey__bars" aria-label={label}>
          {groups.map((group) => (
            <li key={group.id ?? 'other'} className="talk-survey__bar">
              <span>{group.title}</span>
              <strong>{count(group.count)}</strong>
              <span className="talk-survey__bar-track" aria-hidden="true">
                <span className="talk-survey__bar-fill" style={{ width: `${(group.count / max) * 100}%` }} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function DeskSummary({
  survey,
  page,
  onPage,
}: {
  survey: DismissalSurvey;
  page: number;
  onPage: (page: number) => void;
}) {
  const summary = survey.summary!;
  const applications = survey.applications!;
  return (
    <section className="talk-survey" aria-labelledby="talk-survey-summary">
      <Typography.Title level={2} id="talk-survey-summary" className="talk-survey__heading">
        Сводка опросов
      </Typography.Title>
      <div className="talk-survey__grid">
        <Card size="small">
          <Statistic
            title="Прошли опрос"
            value={summary.respondents === null ? '—' : count(summary.respondents)}
          />
        </Card>
        <Card size="small">
          <Statistic title="Отвечают сейчас" value={count(summary.progress.in_progress)} />
        </Card>
        <Card size="small">
          <Statistic title="Ещё не начали" value={count(summary.progress.default)} />
        </Card>
      </div>
      <Typography.Paragraph type="secondary">
        {`Группы меньше ${summary.min_group} человек не показываются отдельно: они собраны в «Другие» или скрыты.`}
      </Typography.Paragraph>
      <div className="talk-survey__grid">
        <GroupBars
          title="По подразделениям"
          label="Прошли опрос по подразделениям"
          groups={summary.departments}
        />
        <GroupBars title="Причины увольнения" label="Причины увольнения" groups={summary.reasons} />
      </div>
      <Typography.Title level={2} className="talk-survey__heading">
        Опросы по заявлениям
      </Typography.Title>
      <Table<SurveyRow>
        rowKey="application_id"
        size="small"
        scroll={{ x: 640 }}
        dataSource={applications.data}
        locale={{ emptyText: <Empty description="Заявлений пока нет" /> }}
        pagination={{
          current: page,
          pageSize: applications.meta.per_page,
          total: applications.meta.total,
          showSizeChanger: false,
          onChange: onPage,
        }}
        columns={[
          {
            title: 'Сотрудник',
            dataIndex: 'employee_full_name',
            render: (name: string, row) => (
              <Link to={`/services/dismissing/${row.application_id}`}>
                {name || `Заявление № ${row.application_id}`}
              </Link>
            ),
          },
          { title: 'Подразделение', dataIndex: 'department', render: (value: string | null) => value ?? '—' },
          {
            title: 'Опрос',
            dataIndex: 'progress',
            render: (progress: SurveyRow['progress']) => <PollProgressTag progress={progress} />,
          },
          {
            title: 'Обновлён',
            dataIndex: 'updated_at',
            render: (value: string | null) => (value ? formatDateTime(value) : '—'),
          },
        ]}
      />
    </section>
  );
}

/**
 * Опрос при увольнении: the leaver's own poll (with the chat of the application), and for the desk the
 * summary by department and reason (no group under 5 people) with every application's poll.
 */
export default function DismissalSurveyPage() {
  const [page, setPage] = useState(1);
  const survey = useDismissalSurvey({ page, per_page: 20 });
  return (
    <div className="talk-survey">
      <PageTitle title="Опрос при увольнении" />
      <QueryState query={survey}>
        {(data) => (
          <>
            {data.mine.map((row) => (
              <section
                key={row.application_id}
                className="talk-survey__application"
                aria-label={`Заявление № ${row.application_id}`}
              >
                <DismissalPollPanel applicationId={row.application_id} />
                <DismissalChat applicationId={row.application_id} />
              </section>
            ))}
            {data.summary ? <DeskSummary survey={data} page={page} onPage={setPage} /> : null}
            {data.mine.length === 0 && !data.summary ? (
              <Empty description="Опросов для вас нет: опрос появляется, когда оформляется ваше увольнение" />
            ) : null}
          </>
        )}
      </QueryState>
    </div>
  );
}
