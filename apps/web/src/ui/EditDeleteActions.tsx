import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space } from 'antd';

export interface EditDeleteActionsProps {
  /** The record's own abilities from the server: the buttons show only for what the viewer may do. */
  abilities: { update: boolean; delete: boolean };
  onEdit: () => void;
  /** Asked before deleting, e.g. «Удалить публикацию?». */
  deleteTitle: string;
  deleteDescription?: string;
  /** Deletes and goes where the record's list is; the confirmation waits for it. */
  onDelete: () => Promise<unknown>;
  className?: string;
}

/** «Изменить» and a confirmed «Удалить» for the page of one record (a post, an event, an album, a project). */
export function EditDeleteActions({
  abilities,
  onEdit,
  deleteTitle,
  deleteDescription,
  onDelete,
  className,
}: EditDeleteActionsProps) {
  if (!abilities.update && !abilities.delete) return null;
  return (
    <Space wrap className={className}>
      {abilities.update ? (
        <Button icon={<EditOutlined />} onClick={onEdit}>
          Изменить
        </Button>
      ) : null}
      {abilities.delete ? (
        <Popconfirm
          title={deleteTitle}
          description={deleteDescription}
          okText="Удалить"
          cancelText="Отмена"
          onConfirm={onDelete}
        >
          <Button danger icon={<DeleteOutlined />}>
            Удалить
          </Button>
        </Popconfirm>
      ) : null}
    </Space>
  );
}
