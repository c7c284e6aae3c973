import { DeleteOutlined, EditOutlined, StarOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Popconfirm, Table, Tag, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { WC_HISTORY_STATE_LABELS, type WcHistoryEntry, type WcPosition } from '@intranet/contracts';
import { formatDate } from '../../../ui/date-format.ts';
import {
  useDeleteHistory,
  useDeletePosition,
  usePositionHistory,
  useSetDefaultPosition,
} from '../work-conditions.api.ts';

const STATE_COLORS = { current: 'green', scheduled: 'blue', applied: 'default' } as const;
const rate = (value: number) => value.toLocaleString('ru-RU', { maximumFractionDigits: 2 });

function HistoryTable({ position }: { position: WcPosition }) {
  const history = usePositionHistory(position.id);
  const remove = useDeleteHistory(position.id);
  const columns: TableColumnsType<WcHistoryEntry> = [
    { key: 'date', title: 'Дата применения', render: (_, entry) => formatDate(entry.date_apply), width: 130 },
    {
      key: 'state',
      title: 'Состояние',
      render: (_, entry) => (
        <Tag color={STATE_COLORS[entry.state]}>{WC_HISTORY_STATE_LABELS[entry.state]}</Tag>
      ),
      width: 130,
    },
    { key: 'position', title: 'Должность', dataIndex: 'work_position' },
    {
      key: 'rate',
      title: 'Ставка',
      render: (_, entry) => rate(entry.work_rate),
      responsive: ['md'],
      width: 80,
    },
    {
      key: 'department',
      title: 'Подразделение',
      render: (_, entry) => entry.department?.name ?? '—',
      responsive: ['lg'],
    },
    { key: 'comment', title: 'Комментарий', render: (_, entry) => entry.comment ?? '', responsive: ['lg'] },
    {
      key: 'author',
      title: 'Автор',
      render: (_, entry) => entry.created_by?.full_name ?? '—',
      responsive: ['xl'],
    },
    {
      key: 'actions',
      title: '',
      width: 56,
      render: (_, entry) =>
        entry.abilities.delete ? (
          <Popconfirm
            title="Удалить запись истории?"
            okText="Удалить"
            cancelText="Отмена"
            onConfirm={() => remove.mutateAsync(entry.id)}
          >
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={`Удалить запись от ${formatDate(entry.date_apply)}`}
            />
          </Popconfirm>
        ) : null,
    },
  ];
  return (
    <Table<WcHistoryEntry>
      className="wc-history"
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={history.data?.data ?? []}
      loading={history.isLoading}
      pagination={false}
      locale={{ emptyText: 'Истории нет' }}
      scroll={{ x: 'max-content' }}
    />
  );
}

interface PositionCardProps {
  position: WcPosition;
  onChange: (position: WcPosition) => void;
}

/** One position: its conditions today, a change scheduled ahead, the actions its abilities allow, its history. */
export function PositionCard({ position, onChange }: PositionCardProps) {
  const setDefault = useSetDefaultPosition();
  const remove = useDeletePosition();
  const title = (
    <span className="wc-card__title">
      {position.work_position}
      {position.is_default ? <Tag color="gold">Основная</Tag> : null}
      {position.next_change ? <Tag color="blue">Изменение с {formatDate(position.next_change)}</Tag> : null}
    </span>
  );
  const actions = (
    <span className="wc-card__actions">
      {position.abilities.edit ? (
        <Button icon={<EditOutlined />} onClick={() => onChange(position)}>
          Изменить
        </Button>
      ) : null}
      {position.abilities.set_default ? (
        <Tooltip title="Сделать основной">
          <Button
            icon={<StarOutlined />}
            aria-label="Сделать основной"
            loading={setDefault.isPending}
            onClick={() => setDefault.mutate(position.id)}
          />
        </Tooltip>
      ) : null}
      {position.abilities.delete ? (
        <Popconfirm
          title="Удалить должность со всей историей?"
          okText="Удалить"
          cancelText="Отмена"
          onConfirm={() => remove.mutateAsync(position.id)}
        >
          <Button danger icon={<DeleteOutlined />} aria-label="Удалить должность" />
        </Popconfirm>
      ) : null}
    </span>
  );
  return (
    <Card className="wc-card" size="small" title={title}>
      <div className="wc-card__toolbar">{actions}</div>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'department', label: 'Подразделение', children: position.department?.name ?? '—' },
          { key: 'location', label: 'Локация', children: position.location?.name ?? '—' },
          { key: 'rate', label: 'Ставка', children: rate(position.work_rate) },
          { key: 'hire', label: 'Дата приема', children: formatDate(position.hire_date) },
          {
            key: 'fire',
            label: 'Дата увольнения',
            children: position.fire_date ? formatDate(position.fire_date) : '—',
          },
          { key: 'employment', label: 'Статус занятости', children: position.employment_status?.name ?? '—' },
          { key: 'status', label: 'Статус сотрудника', children: position.user_status?.name ?? '—' },
          { key: 'tab', label: 'Табельный номер', children: position.tab_number ?? '—' },
          { key: 'uid', label: 'UID', children: position.uid ?? '—' },
          { key: 'project', label: 'Проект по умолчанию', children: position.default_project?.name ?? '—' },
          {
            key: 'customer',
            label: 'Заказчик по умолчанию',
            children: position.default_customer?.name ?? '—',
          },
        ]}
      />
      <div className="wc-card__history-title">История изменений</div>
      <HistoryTable position={position} />
    </Card>
  );
}
