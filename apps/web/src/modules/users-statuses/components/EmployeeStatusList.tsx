import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Popconfirm, Tag, Typography } from 'antd';
import type { UserStatus, UserStatusRow } from '@intranet/contracts';
import { isCancelled } from '../../../api/api-error.ts';
import { formatStatusPeriod, sortStatusesByPeriod } from '../user-statuses.helpers.ts';
import { useDeleteUserStatus } from '../users-statuses.api.ts';
import { useStatusErrorPopup } from './use-status-error-popup.ts';

interface EmployeeStatusListProps {
  row: UserStatusRow;
  onAdd: (row: UserStatusRow) => void;
  onEdit: (row: UserStatusRow, status: UserStatus) => void;
}

/** One person's statuses, in the expanded table row: edit and delete each, add another. */
export function EmployeeStatusList({ row, onAdd, onEdit }: EmployeeStatusListProps) {
  const remove = useDeleteUserStatus();
  const showErrorPopup = useStatusErrorPopup();
  const statuses = sortStatusesByPeriod(row.statuses);

  async function handleDelete(status: UserStatus) {
    try {
      await remove.mutateAsync(status.id);
    } catch (error) {
      if (!isCancelled(error)) showErrorPopup('delete');
    }
  }

  return (
    <div className="users-statuses__person" role="group" aria-label={`Статусы: ${row.user.full_name}`}>
      {statuses.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Статусов нет" />
      ) : (
        <ul className="users-statuses__list">
          {statuses.map((status) => (
            <li key={status.id} className="users-statuses__item">
              <div className="users-statuses__item-text">
                <span>
                  <strong>{status.name}</strong> {formatStatusPeriod(status)}
                  {status.active ? (
                    <Tag color="blue" className="users-statuses__active">
                      сейчас
                    </Tag>
                  ) : null}
                </span>
                {status.comment ? <Typography.Text type="secondary">{status.comment}</Typography.Text> : null}
              </div>
              <div className="users-statuses__item-actions">
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={`Изменить статус «${status.name}» ${formatStatusPeriod(status)}`}
                  onClick={() => onEdit(row, status)}
                >
                  Изменить
                </Button>
                <Popconfirm
                  title="Удалить статус?"
                  description={`${status.name} ${formatStatusPeriod(status)}`}
                  okText="Удалить"
                  cancelText="Отмена"
                  okButtonProps={{ danger: true, loading: remove.isPending }}
                  onConfirm={() => handleDelete(status)}
                >
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`Удалить статус «${status.name}» ${formatStatusPeriod(status)}`}
                  >
                    Удалить
                  </Button>
                </Popconfirm>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Button type="dashed" size="small" icon={<PlusOutlined />} onClick={() => onAdd(row)}>
        Добавить статус сотруднику
      </Button>
    </div>
  );
}
