import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Empty, Popconfirm, Space, Table } from 'antd';
import type { GiftGroup } from '@intranet/contracts/gift-shop/gift-shop';
import { useState } from 'react';
import { KeyboardScrollable } from '../../../ui/KeyboardScrollable.tsx';
import { useAllGroups, useRemoveGroup } from '../gift-shop.api.ts';
import { GroupFormModal } from './GroupFormModal.tsx';

const whom = (refs: readonly { name: string }[], everyone: string) =>
  refs.length ? refs.map((ref) => ref.name).join(', ') : everyone;

/** The operators' groups: their order, whom each is open to, with add, edit and delete (an empty one). */
export function GroupsAdmin() {
  const query = useAllGroups();
  const remove = useRemoveGroup();
  const { message } = App.useApp();
  const [editing, setEditing] = useState<GiftGroup | 'new' | null>(null);
  return (
    <>
      <div className="gift-admin-toolbar">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          Добавить группу
        </Button>
      </div>
      <KeyboardScrollable label="Группы товаров">
        <Table<GiftGroup>
          rowKey="id"
          size="middle"
          scroll={{ x: 'max-content' }}
          loading={query.isFetching}
          dataSource={query.data ?? []}
          locale={{ emptyText: <Empty description="Групп пока нет" /> }}
          pagination={false}
          columns={[
            { title: '№', key: 'position', dataIndex: 'position' },
            { title: 'Группа', key: 'name', dataIndex: 'name' },
            { title: 'Товаров', key: 'count', dataIndex: 'product_count' },
            {
              title: 'Компании',
              key: 'companies',
              render: (_, group) => whom(group.companies, 'Все'),
              responsive: ['md'],
            },
            {
              title: 'Офисы',
              key: 'offices',
              render: (_, group) => whom(group.offices, 'Все'),
              responsive: ['md'],
            },
            {
              title: <span className="visually-hidden">Действия</span>,
              key: 'actions',
              render: (_, group) => (
                <Space>
                  <Button
                    icon={<EditOutlined />}
                    aria-label={`Изменить: ${group.name}`}
                    onClick={() => setEditing(group)}
                  />
                  <Popconfirm
                    title="Удалить группу?"
                    okText="Удалить"
                    cancelText="Отмена"
                    onConfirm={() =>
                      remove
                        .mutateAsync(group.id)
                        .then(() => message.success('Группа удалена'))
                        .catch(() => undefined)
                    }
                  >
                    <Button danger icon={<DeleteOutlined />} aria-label={`Удалить: ${group.name}`} />
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </KeyboardScrollable>
      {editing ? (
        <GroupFormModal group={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}
