import {
  CalendarOutlined,
  DeleteOutlined,
  EditOutlined,
  FormOutlined,
  PlusOutlined,
  SafetyCertificateOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import { App, Button, Empty, Popconfirm, Skeleton, Table, Typography, type TableColumnsType } from 'antd';
import type { EditablePeriod } from '@intranet/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAccess } from '../../../../app/auth/session.tsx';
import { formatDate } from '../../../../ui/date-format.ts';
import { EditablePeriodModal, type PeriodFormTarget } from '../components/EditablePeriodModal.tsx';
import { ServiceCutOffCard } from '../components/ServiceCutOffCard.tsx';
import { FinanceStatisticCard } from '../../finance/components/FinanceStatisticCard.tsx';
import { useDeleteEditablePeriod, useEditablePeriods } from '../periods.api.ts';
import '../../timesheet.css';

/** /timesheet/settings «Настройки»: the periods open for writing, per role or for everyone. */
export default function TimesheetSettingsPage() {
  const { message } = App.useApp();
  const hasAccess = useAccess();
  const periods = useEditablePeriods();
  const remove = useDeleteEditablePeriod();
  const [target, setTarget] = useState<PeriodFormTarget | null>(null);

  async function handleDelete(period: EditablePeriod) {
    try {
      await remove.mutateAsync(period.id);
      void message.success('Период удален');
    } catch {
      // The global dialog has already said what went wrong.
    }
  }

  const columns: TableColumnsType<EditablePeriod> = [
    { key: 'start', title: 'С', render: (_, period) => formatDate(period.date_start) },
    { key: 'end', title: 'По', render: (_, period) => formatDate(period.date_end) },
    { key: 'role', title: 'Роль', render: (_, period) => period.role?.label ?? 'Все роли' },
    {
      key: 'actions',
      title: <span className="visually-hidden">Действия</span>,
      width: 100,
      render: (_, period) => {
        const name = `${formatDate(period.date_start)} — ${formatDate(period.date_end)}`;
        return (
          <div className="ts-approve__buttons">
            <Button
              size="small"
              icon={<EditOutlined />}
              aria-label={`Изменить период ${name}`}
              onClick={() => setTarget({ kind: 'edit', period })}
            />
            <Popconfirm
              title="Удалить период?"
              okText="Удалить"
              cancelText="Отмена"
              okButtonProps={{ danger: true }}
              onConfirm={() => handleDelete(period)}
            >
              <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Удалить период ${name}`} />
            </Popconfirm>
          </div>
        );
      },
    },
  ];

  return (
    <div className="ts-page ts-settings">
      <div className="ts-settings__head">
        <Typography.Title level={3} className="ts-settings__title">
          Открытые для записи периоды
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget({ kind: 'create' })}>
          Добавить период
        </Button>
      </div>
      <Typography.Paragraph type="secondary">
        Сотрудники списывают и исправляют время только внутри открытых периодов. Период без роли открыт для
        всех; периоды одной роли не должны пересекаться.
      </Typography.Paragraph>
      {periods.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <Table<EditablePeriod>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={periods.data ?? []}
          loading={periods.isFetching || remove.isPending}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={periods.isError ? 'Не удалось загрузить периоды' : 'Открытых периодов нет'}
              />
            ),
          }}
        />
      )}
      {hasAccess('timesheet.service-cutoff') ? <ServiceCutOffCard /> : null}
      <FinanceStatisticCard />
      <Typography.Paragraph className="ts-settings__links">
        <SwapOutlined /> <Link to="/timesheet/settings/redistribution">Перераспределение «не занят»</Link>
      </Typography.Paragraph>
      <Typography.Paragraph className="ts-settings__links">
        <FormOutlined /> <Link to="/timesheet/settings/autofill">Автозаполнение</Link>
      </Typography.Paragraph>
      {hasAccess('work-calendar.edit') ? (
        <Typography.Paragraph className="ts-settings__links">
          <CalendarOutlined /> <Link to="/timesheet/settings/calendar">Производственный календарь</Link>
        </Typography.Paragraph>
      ) : null}
      {hasAccess('permissions.manage') ? (
        <Typography.Paragraph className="ts-settings__links">
          <SafetyCertificateOutlined /> <Link to="/timesheet/settings/permissions">Разрешения</Link>
        </Typography.Paragraph>
      ) : null}
      <EditablePeriodModal target={target} onClose={() => setTarget(null)} />
    </div>
  );
}
