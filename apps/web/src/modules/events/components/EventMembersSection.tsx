import { DownloadOutlined } from '@ant-design/icons';
import {
  EVENT_MEMBER_STATUS_LABELS,
  EVENT_MEMBER_STATUSES,
  EVENT_ORGANISER_STATUSES,
  type EventMember,
  type EventMemberStatus,
  type EventOrganiserStatus,
} from '@intranet/contracts';
import { App, Button, Card, Select, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../../ui/date-format.ts';
import { downloadMembers, useEventMembers, useSetMemberStatus } from '../events.api.ts';

/** The organisers' member list: statuses, a status change per person, the xlsx export. */
export function EventMembersSection({ eventId }: { eventId: number }) {
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<EventMemberStatus | undefined>();
  const query = useEventMembers(eventId, { page, status }, true);
  const setMember = useSetMemberStatus(eventId);
  const [exporting, setExporting] = useState(false);

  async function handleExport() {
    setExporting(true);
    try {
      await downloadMembers(eventId);
    } catch {
      void message.error('Не удалось выгрузить список');
    } finally {
      setExporting(false);
    }
  }

  const columns: TableColumnsType<EventMember> = [
    {
      title: 'Сотрудник',
      key: 'user',
      render: (_value, member) => (
        <div className="event-members__name">
          <div>{member.user.full_name}</div>
          <div className="event-members__sub">
            {[member.user.work_position, member.user.department].filter(Boolean).join(', ')}
          </div>
        </div>
      ),
    },
    {
      title: 'Статус',
      key: 'status',
      render: (_value, member) => (
        // An organiser moves a member to «записан», «лист ожидания» or «исключён»; the person's own
        // answers («не интересно», «отказался») are shown but not chosen for them.
        <Select<EventMemberStatus>
          size="small"
          aria-label={`Статус: ${member.user.full_name}`}
          className="event-members__select"
          value={member.status}
          loading={setMember.isPending && setMember.variables?.userId === member.user.id}
          options={EVENT_MEMBER_STATUSES.map((value) => ({
            value,
            label: EVENT_MEMBER_STATUS_LABELS[value],
            disabled: !(EVENT_ORGANISER_STATUSES as readonly string[]).includes(value),
          }))}
          onChange={(next) =>
            setMember.mutate(
              { userId: member.user.id, status: next as EventOrganiserStatus },
              { onSuccess: () => void message.success('Статус изменён') },
            )
          }
        />
      ),
    },
    {
      title: 'С',
      key: 'updated_at',
      render: (_value, member) => formatDateTime(member.updated_at),
      responsive: ['md'],
    },
  ];

  return (
    <Card
      className="event-members"
      title="Участники"
      extra={
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void handleExport()}>
          Выгрузить в Excel
        </Button>
      }
    >
      <Select<EventMemberStatus>
        allowClear
        placeholder="Все статусы"
        aria-label="Статус участников"
        className="event-members__filter"
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
        options={EVENT_MEMBER_STATUSES.map((value) => ({ value, label: EVENT_MEMBER_STATUS_LABELS[value] }))}
      />
      <Table<EventMember>
        rowKey={(member) => member.user.id}
        size="small"
        columns={columns}
        dataSource={query.data?.data ?? []}
        loading={query.isFetching}
        locale={{ emptyText: 'Пока никто не откликнулся' }}
        pagination={{
          current: page,
          pageSize: 20,
          total: query.data?.meta.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
          hideOnSinglePage: true,
        }}
      />
    </Card>
  );
}
