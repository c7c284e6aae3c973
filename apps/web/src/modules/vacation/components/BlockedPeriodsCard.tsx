import { DeleteOutlined, LockOutlined } from '@ant-design/icons';
import {
  App,
  Button,
  Card,
  DatePicker,
  Empty,
  Form,
  Input,
  Popconfirm,
  Table,
  type TableColumnsType,
} from 'antd';
import {
  vacationBlockedPeriodBodySchema,
  type VacationBlockedPeriod as BlockedPeriod,
} from '@intranet/contracts';
import { ApiError, isCancelled } from '../../../api/api-error.ts';
import { DISPLAY_DATE_FORMAT, formatDate, toWireDate } from '../../../ui/date-format.ts';
import type { dayjs } from '../../../ui/dayjs-setup.ts';
import { validateWithSchema } from '../../../ui/form-validation.ts';
import { useAddBlockedPeriod, useBlockedPeriods, useDeleteBlockedPeriod } from '../vacation-admin.api.ts';

interface BlockedPeriodValues {
  range?: [dayjs.Dayjs | null, dayjs.Dayjs | null] | null;
  comment?: string;
}

/** Periods nobody but vacation-system admins may plan in («Период заблокирован для внесения изменений»). */
export function BlockedPeriodsCard() {
  const { message } = App.useApp();
  const [form] = Form.useForm<BlockedPeriodValues>();
  const periods = useBlockedPeriods();
  const add = useAddBlockedPeriod();
  const remove = useDeleteBlockedPeriod();

  async function handleAdd(values: BlockedPeriodValues) {
    const body = {
      date_start: toWireDate(values.range?.[0]),
      date_end: toWireDate(values.range?.[1]),
      comment: values.comment?.trim() || undefined,
    };
    if (!body.date_start || !body.date_end) {
      form.setFields([{ name: 'range', errors: ['Укажите период'] }]);
      return;
    }
    const checked = validateWithSchema(vacationBlockedPeriodBodySchema, body);
    if (!checked.ok) {
      form.setFields([{ name: 'range', errors: Object.values(checked.errors).flat() }]);
      return;
    }
    try {
      await add.mutateAsync(body);
      form.resetFields();
      void message.success('Период заблокирован');
    } catch (error) {
      if (isCancelled(error) || !(error instanceof ApiError)) return;
      form.setFields([{ name: 'range', errors: [error.message || 'Не удалось заблокировать период'] }]);
    }
  }

  async function handleDelete(period: BlockedPeriod) {
    try {
      await remove.mutateAsync(period.id);
      void message.success('Блокировка снята');
    } catch {
      // The global dialog has already said what went wrong.
    }
  }

  const columns: TableColumnsType<BlockedPeriod> = [
    { key: 'start', title: 'С', render: (_, period) => formatDate(period.date_start) },
    { key: 'end', title: 'По', render: (_, period) => formatDate(period.date_end) },
    { key: 'comment', title: 'Причина', render: (_, period) => period.comment ?? '—' },
    {
      key: 'actions',
      title: <span className="visually-hidden">Действия</span>,
      width: 60,
      render: (_, period) => (
        <Popconfirm
          title="Снять блокировку?"
          okText="Снять"
          cancelText="Отмена"
          okButtonProps={{ danger: true }}
          onConfirm={() => handleDelete(period)}
        >
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={`Снять блокировку ${formatDate(period.date_start)} — ${formatDate(period.date_end)}`}
          />
        </Popconfirm>
      ),
    },
  ];

  return (
    <Card title="Заблокированные периоды" className="vac-settings__card">
      <Form
        form={form}
        name="blocked-period"
        layout="inline"
        className="vac-settings__inline"
        onFinish={(values) => void handleAdd(values)}
      >
        <Form.Item name="range" label="Период" required>
          <DatePicker.RangePicker format={DISPLAY_DATE_FORMAT} placeholder={['Начало', 'Окончание']} />
        </Form.Item>
        <Form.Item name="comment" label="Причина">
          <Input maxLength={500} placeholder="Например, годовой отчет" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" icon={<LockOutlined />} loading={add.isPending}>
            Заблокировать
          </Button>
        </Form.Item>
      </Form>
      <Table<BlockedPeriod>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={periods.data ?? []}
        loading={periods.isPending || remove.isPending}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={periods.isError ? 'Не удалось загрузить периоды' : 'Заблокированных периодов нет'}
            />
          ),
        }}
      />
    </Card>
  );
}
