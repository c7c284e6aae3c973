import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Table, Typography } from 'antd';
import type { TableColumnsType, TablePaginationConfig } from 'antd';
import type { UserStatus, UserStatusRow } from '@intranet/contracts';
import { useEffect, useRef, useState } from 'react';
import { isCancelled } from '../../../api/api-error.ts';
import { PageSkeleton } from '../../../ui/PageSkeleton.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { formatNumber } from '../../../ui/plural.ts';
import { useDebouncedValue } from '../../../ui/use-debounced-value.ts';
import { EmployeeStatusList } from '../components/EmployeeStatusList.tsx';
import { UserStatusesFilters } from '../components/UserStatusesFilters.tsx';
import { UserStatusFormModal, type StatusFormTarget } from '../components/UserStatusFormModal.tsx';
import { useStatusErrorPopup } from '../components/use-status-error-popup.ts';
import { describeCurrentStatus } from '../user-statuses.helpers.ts';
import { useUserStatusesList } from '../users-statuses.api.ts';
import '../users-statuses.css';

const PAGE_SIZES = [20, 50, 100];
const SEARCH_DELAY_MS = 300;

function StatusCell({ row }: { row: UserStatusRow }) {
  const { name, period } = describeCurrentStatus(row);
  return (
    <div className="users-statuses__status">
      <span className={row.current ? 'users-statuses__status-name' : 'users-statuses__working'}>{name}</span>
      {period ? <span className="users-statuses__period">{period}</span> : null}
    </div>
  );
}

const columns: TableColumnsType<UserStatusRow> = [
  {
    key: 'name',
    title: 'ФИО',
    render: (_, row) => (
      <div>
        <div>{row.user.full_name}</div>
        {/* On phones the position column is hidden: the line under the name carries it. */}
        <Typography.Text type="secondary" className="users-statuses__narrow-only">
          {row.user.work_position ?? ''}
        </Typography.Text>
      </div>
    ),
  },
  {
    key: 'position',
    title: 'Должность',
    responsive: ['md'],
    render: (_, row) => row.user.work_position ?? '—',
  },
  {
    key: 'department',
    title: 'Подразделение',
    responsive: ['lg'],
    render: (_, row) => row.user.department?.name ?? '—',
  },
  { key: 'status', title: 'Статус', render: (_, row) => <StatusCell row={row} /> },
];

/**
 * /users-statuses (docs/modules/user-statuses.md): employees with their current status; statuses created,
 * edited, deleted.
 */
export default function UsersStatusesPage() {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(PAGE_SIZES[0]!);
  const [search, setSearch] = useState('');
  const [departmentId, setDepartmentId] = useState<number | undefined>();
  const [statusTypeId, setStatusTypeId] = useState<number | undefined>();
  const [formTarget, setFormTarget] = useState<StatusFormTarget | null>(null);
  const debouncedSearch = useDebouncedValue(search, SEARCH_DELAY_MS);
  const list = useUserStatusesList({ page, perPage, search: debouncedSearch, departmentId, statusTypeId });
  const showErrorPopup = useStatusErrorPopup();
  const reportedFailure = useRef(0);

  useEffect(() => {
    if (!list.isError || isCancelled(list.error)) return;
    if (reportedFailure.current === list.errorUpdatedAt) return;
    reportedFailure.current = list.errorUpdatedAt;
    showErrorPopup('load');
  }, [list.isError, list.error, list.errorUpdatedAt, showErrorPopup]);

  // A new filter starts from the first page.
  function handleSearchChange(value: string) {
    setSearch(value);
    setPage(1);
  }

  function handleDepartmentChange(value: number | undefined) {
    setDepartmentId(value);
    setPage(1);
  }

  function handleStatusChange(value: number | undefined) {
    setStatusTypeId(value);
    setPage(1);
  }

  function handleTableChange(pagination: TablePaginationConfig) {
    const nextSize = pagination.pageSize ?? perPage;
    setPage(nextSize !== perPage ? 1 : (pagination.current ?? 1));
    setPerPage(nextSize);
  }

  function handleCreate() {
    setFormTarget({ kind: 'create' });
  }

  function handleAddFor(row: UserStatusRow) {
    setFormTarget({ kind: 'create', user: row.user });
  }

  function handleEdit(row: UserStatusRow, status: UserStatus) {
    setFormTarget({ kind: 'edit', user: row.user, status });
  }

  function handleCloseForm() {
    setFormTarget(null);
  }

  const rows = list.data?.data ?? [];
  const total = list.data?.meta.total ?? 0;

  return (
    <div className="users-statuses">
      <PageTitle
        title="Статусы сотрудников"
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={handleCreate}>
            Добавить статус
          </Button>
        }
      />
      <UserStatusesFilters
        search={search}
        departmentId={departmentId}
        statusTypeId={statusTypeId}
        onSearchChange={handleSearchChange}
        onDepartmentChange={handleDepartmentChange}
        onStatusChange={handleStatusChange}
      />
      {list.isPending ? (
        <PageSkeleton />
      ) : (
        <Table<UserStatusRow>
          rowKey={(row) => row.user.id}
          columns={columns}
          dataSource={rows}
          loading={list.isFetching}
          size="middle"
          onChange={handleTableChange}
          expandable={{
            expandedRowRender: (row) => (
              <EmployeeStatusList row={row} onAdd={handleAddFor} onEdit={handleEdit} />
            ),
            expandRowByClick: true,
            columnTitle: <span className="visually-hidden">Статусы сотрудника</span>,
          }}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={list.isError ? 'Не удалось загрузить статусы' : 'Сотрудники не найдены'}
              />
            ),
          }}
          pagination={{
            current: page,
            pageSize: perPage,
            total,
            pageSizeOptions: PAGE_SIZES,
            showSizeChanger: true,
            showTotal: (count) => `Всего: ${formatNumber(count)}`,
            responsive: true,
          }}
        />
      )}
      <UserStatusFormModal target={formTarget} onClose={handleCloseForm} />
    </div>
  );
}
