import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Empty, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { formatGiftPrice, type GiftProduct } from '@intranet/contracts/gift-shop/gift-shop';
import { useState } from 'react';
import { KeyboardScrollable } from '../../../ui/KeyboardScrollable.tsx';
import { useTablePaging } from '../../../ui/use-table-paging.ts';
import { useAllGroups, useAllProducts, useRemoveProduct } from '../gift-shop.api.ts';
import { ProductFormModal } from './ProductFormModal.tsx';
import { ShopImage } from './ShopImage.tsx';

/** The operators' products: every product (withdrawn too) by group, with add, edit and delete. */
export function ProductsAdmin() {
  const [groupId, setGroupId] = useState<number | undefined>();
  const { page, perPage, pagination } = useTablePaging([20, 50, 100]);
  const query = useAllProducts(groupId, page, perPage);
  const groups = useAllGroups();
  const remove = useRemoveProduct();
  const { message } = App.useApp();
  const [editing, setEditing] = useState<GiftProduct | 'new' | null>(null);
  return (
    <>
      <div className="gift-admin-toolbar">
        <Select
          allowClear
          aria-label="Группа"
          placeholder="Все группы"
          className="gift-admin-toolbar__select"
          value={groupId}
          onChange={setGroupId}
          options={(groups.data ?? []).map((group) => ({ value: group.id, label: group.name }))}
        />
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing('new')}
          disabled={!groups.data?.length}
        >
          Добавить товар
        </Button>
      </div>
      <KeyboardScrollable label="Товары магазина">
        <Table<GiftProduct>
          rowKey="id"
          size="middle"
          scroll={{ x: 'max-content' }}
          loading={query.isFetching}
          dataSource={query.data?.data ?? []}
          locale={{ emptyText: <Empty description="Товаров пока нет" /> }}
          pagination={{ ...pagination(query.data?.meta.total ?? 0), hideOnSinglePage: true, size: 'small' }}
          columns={[
            {
              title: <span className="visually-hidden">Изображение</span>,
              key: 'image',
              render: (_, product) => (
                <ShopImage image={product.image} alt={product.name} className="gift-admin-thumb" />
              ),
            },
            {
              title: 'Товар',
              key: 'name',
              render: (_, product) => (
                <Space direction="vertical" size={0}>
                  <span>{product.name}</span>
                  {product.is_active ? null : <Tag>Снят с продажи</Tag>}
                </Space>
              ),
            },
            { title: 'Группа', key: 'group', dataIndex: 'group_name', responsive: ['md'] },
            {
              title: 'Цены',
              key: 'prices',
              render: (_, product) =>
                product.prices.map((price) => formatGiftPrice(price.amount, price.currency)).join(' · '),
            },
            {
              title: <span className="visually-hidden">Действия</span>,
              key: 'actions',
              render: (_, product) => (
                <Space>
                  <Button
                    icon={<EditOutlined />}
                    aria-label={`Изменить: ${product.name}`}
                    onClick={() => setEditing(product)}
                  />
                  <Popconfirm
                    title="Удалить товар?"
                    description="Оформленные заказы его сохранят."
                    okText="Удалить"
                    cancelText="Отмена"
                    onConfirm={() =>
                      remove
                        .mutateAsync(product.id)
                        .then(() => message.success('Товар удален'))
                        .catch(() => undefined)
                    }
                  >
                    <Button danger icon={<DeleteOutlined />} aria-label={`Удалить: ${product.name}`} />
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </KeyboardScrollable>
      {editing ? (
        <ProductFormModal
          product={editing === 'new' ? null : editing}
          groups={groups.data ?? []}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
