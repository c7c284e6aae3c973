import { ArrowLeftOutlined } from '@ant-design/icons';
import { isJobRunning, type RedistributionResult, type TsCorrection } from '@intranet/contracts';
import { App, Button, Card, DatePicker, Empty, Form, Skeleton, Space, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { Link } from 'react-router';
import { ApiError } from '../../../../api/api-error.ts';
import { formatDate, DISPLAY_DATE_FORMAT, toWireDate } from '../../../../ui/date-format.ts';
import { dayjs } from '../../../../ui/dayjs-setup.ts';
import { JobProgress } from '../../../../ui/JobProgress.tsx';
import { KeyboardScrollable } from '../../../../ui/KeyboardScrollable.tsx';
import {
  useCancelRedistribution,
  useRedistributionStatus,
  useStartRedistribution,
} from '../redistribution.api.ts';

interface StartValues {
  period: [Dayjs, Dayjs];
}

/** What the run left for a person to look at (time on a day of absence, a practice without «не занят»). */
function LeftErrors({ errors }: { errors: TsCorrection[] }) {
  if (errors.length === 0) return <Empty description="Всё исправлено, вопросов не осталось" />;
  return (
    <KeyboardScrollable label="Что осталось исправить">
      <Table<TsCorrection>
        size="small"
        rowKey={(row) => `${row.user.id}-${row.date}-${row.kind}`}
        dataSource={errors}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: 560 }}
        columns={[
          { title: 'Сотрудник', dataIndex: ['user', 'full_name'], width: 240 },
          { title: 'Дата', dataIndex: 'date', width: 110, render: (date: string) => formatDate(date) },
          { title: 'Что не так', dataIndex: 'message' },
        ]}
      />
    </KeyboardScrollable>
  );
}

/**
 * /timesheet/settings/redistribution: «не занят» brought to each working day's remainder for everyone who
 * wrote time in a period, as a background job with a progress bar; the errors of the last run below.
 */
export default function TimesheetRedistributionPage() {
  const { message } = App.useApp();
  const [form] = Form.useForm<StartValues>();
  const status = useRedistributionStatus();
  const start = useStartRedistribution();
  const cancel = useCancelRedistribution();
  const run = status.data?.run ?? null;
  const running = isJobRunning(run);
  const result = run?.state === 'completed' ? (run.result as RedistributionResult) : null;

  const handleStart = (values: StartValues) =>
    start.mutate(
      { date_start: toWireDate(values.period[0]), date_end: toWireDate(values.period[1]) },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400 && error.fieldErrors)
            form.setFields([{ name: 'period', errors: Object.values(error.fieldErrors).flat() }]);
          else if (error instanceof ApiError && error.status === 409) void message.error(error.message);
        },
      },
    );

  return (
    <div className="ts-page ts-redistribution">
      <Typography.Paragraph>
        <Link to="/timesheet/settings">
          <ArrowLeftOutlined /> Настройки
        </Link>
      </Typography.Paragraph>
      <Typography.Title level={3}>Перераспределение «не занят»</Typography.Title>
      <Typography.Paragraph type="secondary">
        Для каждого, кто списывал время за период, «не занят» приводится к остатку рабочего дня: лишнее
        убирается, недостающее добавляется. Каждое изменение попадает в историю записи. Дни, где нужен человек
        (работа в день отсутствия), остаются в списке ниже.
      </Typography.Paragraph>
      <Card size="small" className="ts-redistribution__card">
        {status.isPending ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : (
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            <Form
              form={form}
              layout="inline"
              onFinish={handleStart}
              initialValues={{ period: [dayjs().startOf('month'), dayjs()] }}
            >
              <Form.Item
                name="period"
                label="Период"
                rules={[{ required: true, message: 'Выберите период' }]}
              >
                <DatePicker.RangePicker format={DISPLAY_DATE_FORMAT} allowClear={false} />
              </Form.Item>
              <Form.Item>
                <Button type="primary" htmlType="submit" loading={start.isPending} disabled={running}>
                  Запустить
                </Button>
              </Form.Item>
            </Form>
            {run ? (
              <JobProgress run={run} onCancel={() => cancel.mutate(run.id)} cancelling={cancel.isPending} />
            ) : (
              <Typography.Text type="secondary">Перераспределение ещё не запускалось.</Typography.Text>
            )}
            {result && (
              <>
                <Typography.Text>
                  Исправлено дней: <strong>{result.corrected}</strong>
                </Typography.Text>
                <LeftErrors errors={result.errors} />
              </>
            )}
          </Space>
        )}
      </Card>
    </div>
  );
}
