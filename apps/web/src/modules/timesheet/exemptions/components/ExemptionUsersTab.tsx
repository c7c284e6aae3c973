import { DeleteOutlined, NotificationOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Input, Popconfirm, Typography, type TableColumnsType } from 'antd';
import { EXEMPTION_NOTIFICATION_TEXT, type ExemptUser } from '@intranet/contracts';
import { useMemo, useState } from 'react';
import { isCancelled } from '../../../../api/api-error.ts';
import { formatDate } from '../../../../ui/date-format.ts';
import { formatNumber } from '../../../../ui/plural.ts';
import { filterExemptUsers } from '../exemption.helpers.ts';
import { useDeleteExemptUsers, useExemptUsers, useNotifyExempt } from '../exemptions.api.ts';
import { ExemptionReportButton } from './ExemptionReportButton.tsx';
import { ExemptionTable } from './ExemptionTable.tsx';
import { ExemptionUsersModal } from './ExemptionUsersModal.tsx';

const columns: TableColumnsType<ExemptUser> = [
  {
    key: 'name',
    title: 'ФИО',
    render: (_, row) => (
      <div>
        <div>{row.user.full_name}</div>
        {/* Phones hide the office and date columns: the line under the name carries them. */}
        <Typography.Text type="secondary" className="exemption-narrow-only">
          {[row.office_name, row.hire_date ? `принят ${formatDate(row.hire_date)}` : null]
            .filter(Boolean)
            .join(', ')}
        </Typography.Text>
      </div>
    ),
    sorter: (a, b) => a.user.full_name.localeCompare(b.user.full_name, 'ru'),
  },
  { key: 'office', title: 'Офис', responsive: ['md'], render: (_, row) => row.office_name ?? '—' },
  {
    key: 'hire',
    title: 'Дата приема',
    responsive: ['md'],
    render: (_, row) => (row.hire_date ? formatDate(row.hire_date) : '—'),
  },
];

/** «Сотрудники»: people exempt from filling the timesheet. */
export function ExemptionUsersTab() {
  const { message, modal } = App.useApp();
  const list = useExemptUsers();
  const remove = useDeleteExemptUsers();
  const notify = useNotifyExempt();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<number[]>([]);
  const [adding, setAdding] = useState(false);

  const rows = useMemo(() => list.data ?? [], [list.data]);
  const shown = useMemo(() => filterExemptUsers(rows, search), [rows, search]);
  const exemptUserIds = useMemo(() => new Set(rows.map((row) => row.user.id)), [rows]);
  // A selection survives only for rows that are still on the list.
  const selectedRows = rows.filter((row) => selected.includes(row.id));

  async function handleDelete() {
    const ids = selectedRows.map((row) => row.id);
    try {
      await remove.mutateAsync(ids);
      setSelected([]);
      void message.success(
        ids.length === 1 ? 'Сотрудник удален из исключений' : `Удалено из исключений: ${ids.length}`,
      );
    } catch {
      // The global dialog has said what went wrong.
    }
  }

  function handleNotify() {
    const userIds = selectedRows.length > 0 ? selectedRows.map((row) => row.user.id) : undefined;
    modal.confirm({
      title: userIds
        ? `Уведомить выбранных сотрудников (${userIds.length})?`
        : `Уведомить всех сотрудников из списка (${formatNumber(rows.length)})?`,
      content: `Они получат уведомление: «${EXEMPTION_NOTIFICATION_TEXT}»`,
      okText: 'Уведомить',
      cancelText: 'Отмена',
      onOk: async () => {
        try {
          const result = await notify.mutateAsync(userIds);
          void message.success(`Уведомления отправлены: ${formatNumber(result.data.sent)}`);
        } catch (error) {
          if (!isCancelled(error)) console.error('exemption notification failed', error);
        }
      },
    });
  }

  function handleAdded(count: number) {
    void message.success(
      count === 1 ? 'Сотрудник добавлен в исключения' : `Добавлено в исключения: ${count}`,
    );
  }

  return (
    <div className="exemption-tab">
      <div className="exemption-toolbar">
        <Input.Search
          allowClear
          placeholder="Поиск по ФИО"
          aria-label="Поиск по ФИО"
          className="exemption-toolbar__search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <div className="exemption-toolbar__buttons">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            Добавить сотрудников
          </Button>
          <Popconfirm
            title={`Удалить из исключений выбранных сотрудников (${selectedRows.length})?`}
            okText="Удалить"
            cancelText="Отмена"
            okButtonProps={{ danger: true }}
            onConfirm={handleDelete}
            disabled={selectedRows.length === 0}
          >
            <Button
              danger
              icon={<DeleteOutlined />}
              disabled={selectedRows.length === 0}
              loading={remove.isPending}
            >
              Удалить{selectedRows.length > 0 ? ` (${selectedRows.length})` : ''}
            </Button>
          </Popconfirm>
          <Button
            icon={<NotificationOutlined />}
            onClick={handleNotify}
            disabled={rows.length === 0}
            loading={notify.isPending}
          >
            Уведомить{selectedRows.length > 0 ? ` (${selectedRows.length})` : ' всех'}
          </Button>
          <ExemptionReportButton name="users" />
        </div>
      </div>
      <ExemptionTable
        list={list}
        rows={shown}
        columns={columns}
        selected={selected}
        onSelect={setSelected}
        selectAllLabel="Выбрать всех"
        rowLabel={(row) => row.user.full_name}
        emptyText={search.trim() ? 'Никого не нашли' : 'В исключениях нет сотрудников'}
      />
      <ExemptionUsersModal
        open={adding}
        exemptUserIds={exemptUserIds}
        onClose={() => setAdding(false)}
        onAdded={handleAdded}
      />
    </div>
  );
}
