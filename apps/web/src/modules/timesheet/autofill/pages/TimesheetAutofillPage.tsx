import { ArrowLeftOutlined } from '@ant-design/icons';
import {
  isJobRunning,
  type AutofillIssue,
  type AutofillMailResult,
  type AutofillResult,
  type JobStatus,
} from '@intranet/contracts';
import { App, Button, Card, DatePicker, Form, Skeleton, Space, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { Link } from 'react-router';
import { ApiError } from '../../../../api/api-error.ts';
import { formatDate, DISPLAY_DATE_FORMAT, toWireDate } from '../../../../ui/date-format.ts';
import { dayjs } from '../../../../ui/dayjs-setup.ts';
import { JobProgress } from '../../../../ui/JobProgress.tsx';
import {
  useAutofillStatus,
  useCancelAutofillJob,
  useStartAutofillJob,
  type AutofillJob,
} from '../autofill.api.ts';

interface PeriodValues {
  period: [Dayjs, Dayjs];
}

const CARDS: { job: AutofillJob; title: string; about: string; action: string }[] = [
  {
    job: 'autofill',
    title: 'Автозаполнение «не занят»',
    about:
      'Для каждого рабочего дня, заполненного не полностью, остаток до нормы списывается на «не занят» практики. Пустые дни, дни больничных и отпусков и согласованные записи не меняются; каждое изменение попадает в историю записи.',
    action: 'Запустить',
  },
  {
    job: 'assistants',
    title: 'Письма ассистентам',
    about:
      'В офисах Беларуси и Казахстана дни больничных и отпусков система не заполняет. Каждый ассистент получит список своих сотрудников и дней, которые нужно заполнить.',
    action: 'Разослать',
  },
  {
    job: 'employees',
    title: 'Письма сотрудникам',
    about:
      'Сотрудники офисов Беларуси и Казахстана с незаполненными днями отсутствия получат письмо: какие дни и к какому ассистенту обратиться.',
    action: 'Разослать',
  },
];

/** What a finished run left for a person to look at (the first of them is what the admin reads first). */
function Issues({ issues }: { issues: AutofillIssue[] }) {
  if (issues.length === 0) return null;
  return (
    <Table<AutofillIssue>
      size="small"
      rowKey={(row) => `${row.user.id}-${row.date ?? ''}-${row.message}`}
      dataSource={issues}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      scroll={{ x: 520 }}
      columns={[
        { title: 'Сотрудник', dataIndex: ['user', 'full_name'], width: 220 },
        {
          title: 'Дата',
          dataIndex: 'date',
          width: 110,
          render: (date: string | null) => (date ? formatDate(date) : '—'),
        },
        { title: 'Что не так', dataIndex: 'message' },
      ]}
    />
  );
}

function Summary({ job, status }: { job: AutofillJob; status: JobStatus }) {
  const run = status.run;
  if (!run || run.state !== 'completed') return null;
  if (job === 'autofill') {
    const result = run.result as AutofillResult;
    return (
      <>
        <Typography.Text>
          Дополнено дней: <strong>{result.filled_days}</strong>, сотрудников: <strong>{result.people}</strong>
          , пустых дней осталось: <strong>{result.empty_days}</strong>
        </Typography.Text>
        <Issues issues={result.errors} />
      </>
    );
  }
  const result = run.result as AutofillMailResult;
  return (
    <>
      <Typography.Text>
        Писем: <strong>{result.letters}</strong>, сотрудников с незаполненными днями:{' '}
        <strong>{result.people}</strong>
      </Typography.Text>
      <Issues issues={result.errors} />
    </>
  );
}

function JobCard(props: {
  card: (typeof CARDS)[number];
  status: JobStatus;
  period: () => Promise<PeriodValues | null>;
  onPeriodError: (errors: string[]) => void;
}) {
  const { card, status, period, onPeriodError } = props;
  const { message } = App.useApp();
  const start = useStartAutofillJob(card.job);
  const cancel = useCancelAutofillJob();
  const run = status.run;

  const handleStart = async () => {
    const values = await period();
    if (!values) return;
    start.mutate(
      { date_start: toWireDate(values.period[0]), date_end: toWireDate(values.period[1]) },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400 && error.fieldErrors)
            onPeriodError(Object.values(error.fieldErrors).flat());
          else if (error instanceof ApiError) void message.error(error.message);
        },
      },
    );
  };

  return (
    <Card size="small" title={card.title} className="ts-autofill__card">
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{card.about}</Typography.Text>
        <Button
          type="primary"
          onClick={() => void handleStart()}
          loading={start.isPending}
          disabled={isJobRunning(run)}
        >
          {card.action}
        </Button>
        {run ? (
          <JobProgress run={run} onCancel={() => cancel.mutate(run.id)} cancelling={cancel.isPending} />
        ) : (
          <Typography.Text type="secondary">Ещё не запускалось.</Typography.Text>
        )}
        <Summary job={card.job} status={status} />
      </Space>
    </Card>
  );
}

/**
 * /timesheet/settings/autofill: one period and three background jobs over it — «не занят» up to the norm,
 * letters to the assistants and to the people of the offices where absences are filled by hand.
 */
export default function TimesheetAutofillPage() {
  const [form] = Form.useForm<PeriodValues>();
  const status = useAutofillStatus();
  const lastMonth = dayjs().subtract(1, 'month');

  const period = async () => {
    try {
      return await form.validateFields();
    } catch {
      return null;
    }
  };

  return (
    <div className="ts-page ts-autofill">
      <Typography.Paragraph>
        <Link to="/timesheet/settings">
          <ArrowLeftOutlined /> Настройки
        </Link>
      </Typography.Paragraph>
      <Typography.Title level={3}>Автозаполнение</Typography.Title>
      <Form
        form={form}
        layout="inline"
        className="ts-autofill__period"
        initialValues={{ period: [lastMonth.startOf('month'), lastMonth.endOf('month')] }}
      >
        <Form.Item name="period" label="Период" rules={[{ required: true, message: 'Выберите период' }]}>
          <DatePicker.RangePicker format={DISPLAY_DATE_FORMAT} allowClear={false} />
        </Form.Item>
      </Form>
      {status.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : status.isError ? (
        <Typography.Text type="danger">Не удалось загрузить состояние автозаполнения</Typography.Text>
      ) : (
        <div className="ts-autofill__cards">
          {CARDS.map((card) => (
            <JobCard
              key={card.job}
              card={card}
              status={status.data[card.job]}
              period={period}
              onPeriodError={(errors) => form.setFields([{ name: 'period', errors }])}
            />
          ))}
        </div>
      )}
    </div>
  );
}
