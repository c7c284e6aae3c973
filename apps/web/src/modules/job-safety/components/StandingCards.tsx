import { DownloadOutlined } from '@ant-design/icons';
import {
  JOB_SAFETY_STANDING_LABELS,
  type JobSafetyReportQuery,
  type JobSafetyStandingRow,
} from '@intranet/contracts/job-safety/job-safety';
import { Alert, Button, Card, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { QueryState } from '../../../ui/QueryState.tsx';
import { formatDate } from '../../../ui/date-format.ts';
import { downloadReport, useReport, useTeam } from '../job-safety.api.ts';
import { PlacePickers, type Place } from './PlacePickers.tsx';

type Standing = JobSafetyStandingRow['standing'];

const COLORS: Record<Standing, string> = {
  passed: 'green',
  due: 'orange',
  overdue: 'red',
  not_required: 'default',
};

function StandingTable({ rows }: { rows: JobSafetyStandingRow[] }) {
  return (
    <Table<JobSafetyStandingRow>
      rowKey={(row) => row.user.id}
      dataSource={rows}
      size="small"
      scroll={{ x: 640 }}
      pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      columns={[
        { title: 'Сотрудник', key: 'user', render: (_, row) => row.user.full_name },
        { title: 'Подразделение', dataIndex: 'department', render: (value: string | null) => value ?? '—' },
        { title: 'Офис', dataIndex: 'office', render: (value: string | null) => value ?? '—' },
        {
          title: 'Состояние',
          dataIndex: 'standing',
          render: (value: Standing) => <Tag color={COLORS[value]}>{JOB_SAFETY_STANDING_LABELS[value]}</Tag>,
        },
        {
          title: 'Срок',
          dataIndex: 'until',
          render: (value: string | null) => (value ? formatDate(value) : '—'),
        },
      ]}
    />
  );
}

/** HR and administrators: everyone's standing, filtered by state, with the xlsx export. */
export function ReportCard() {
  const [standing, setStanding] = useState<Standing | undefined>('overdue');
  const [place, setPlace] = useState<Place>({});
  // Only the filters that are set: the query key and the xlsx address stay short.
  const filters = Object.fromEntries(
    Object.entries({ standing, ...place }).filter(([, value]) => value !== undefined),
  ) as JobSafetyReportQuery;
  const report = useReport(filters);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Card
      title="Отчёт по сотрудникам"
      extra={
        <Button
          icon={<DownloadOutlined />}
          onClick={() => {
            setProblem(null);
            void downloadReport(filters).catch(() => setProblem('Не удалось выгрузить отчёт'));
          }}
        >
          Excel
        </Button>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        {problem ? <Alert type="error" showIcon title={problem} /> : null}
        <Space wrap>
          <Select<Standing | 'all'>
            aria-label="Состояние"
            value={standing ?? 'all'}
            style={{ minWidth: 200 }}
            onChange={(value) => setStanding(value === 'all' ? undefined : value)}
            options={[
              { value: 'all', label: 'Все' },
              ...(Object.keys(JOB_SAFETY_STANDING_LABELS) as Standing[]).map((value) => ({
                value,
                label: JOB_SAFETY_STANDING_LABELS[value],
              })),
            ]}
          />
          <PlacePickers value={place} onChange={setPlace} />
        </Space>
        <QueryState query={report} empty="Никого нет" rows={5}>
          {(rows) => <StandingTable rows={rows} />}
        </QueryState>
      </Space>
    </Card>
  );
}

/** A manager's direct reports; shown only when there are any. */
export function TeamCard() {
  const team = useTeam();
  if (!team.data || team.data.length === 0) return null;
  return (
    <Card title="Мои сотрудники">
      <StandingTable rows={team.data} />
    </Card>
  );
}
