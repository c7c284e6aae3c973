import { DeleteOutlined, EditOutlined, HistoryOutlined, PlusOutlined } from '@ant-design/icons';
import type { ContentEntry } from '@intranet/contracts';
import { Button, Popconfirm, Space } from 'antd';

interface EntryActionsProps {
  entry: ContentEntry;
  onEdit: () => void;
  onHistory: () => void;
  onCreateChild?: () => void;
  onDelete?: () => void;
  /** Small buttons: a section's header, under the page's own. */
  compact?: boolean;
}

/** The buttons the entry's abilities allow (an employee sees none). */
export function EntryActions({
  entry,
  onEdit,
  onHistory,
  onCreateChild,
  onDelete,
  compact,
}: EntryActionsProps) {
  const size = compact ? 'small' : 'middle';
  const { abilities } = entry;
  if (!abilities.update && !abilities.history && !abilities.create_child && !abilities.delete) return null;
  const childLabel = entry.kind === 'page' ? 'Добавить раздел' : 'Добавить статью';
  return (
    <Space wrap size={[8, 8]} className="content-actions">
      {abilities.update && (
        <Button
          size={size}
          icon={<EditOutlined />}
          onClick={onEdit}
          aria-label={`Редактировать: ${entry.title}`}
        >
          Редактировать
        </Button>
      )}
      {abilities.history && (
        <Button
          size={size}
          icon={<HistoryOutlined />}
          onClick={onHistory}
          aria-label={`История: ${entry.title}`}
        >
          История
        </Button>
      )}
      {abilities.create_child && onCreateChild && (
        <Button size={size} icon={<PlusOutlined />} onClick={onCreateChild}>
          {childLabel}
        </Button>
      )}
      {abilities.delete && onDelete && (
        <Popconfirm
          title={entry.kind === 'section' ? 'Удалить раздел со всеми статьями?' : 'Удалить статью?'}
          okText="Удалить"
          okButtonProps={{ danger: true }}
          cancelText="Отмена"
          onConfirm={onDelete}
        >
          <Button size={size} danger icon={<DeleteOutlined />} aria-label={`Удалить: ${entry.title}`}>
            Удалить
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
