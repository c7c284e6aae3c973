import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space } from 'antd';

interface RowActionsProps {
  /** The record's name: the buttons say what they act on (a table has many «Изменить»). */
  name: string;
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
  deleteTitle: string;
}

/** «Изменить» and a confirmed «Удалить» in a row of the editing tables. */
export function RowActions({ name, onEdit, onDelete, deleteTitle }: RowActionsProps) {
  return (
    <Space size={4}>
      <Button size="small" icon={<EditOutlined />} aria-label={`Изменить «${name}»`} onClick={onEdit} />
      <Popconfirm title={deleteTitle} okText="Удалить" cancelText="Отмена" onConfirm={onDelete}>
        <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Удалить «${name}»`} />
      </Popconfirm>
    </Space>
  );
}
