import { PlusOutlined } from '@ant-design/icons';
import type { CatalogService } from '@intranet/contracts/services-catalog/services-catalog';
import { Button, Input, Space, Table } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDebouncedValue } from '../../../ui/use-debounced-value.ts';
import { SEARCH_DEBOUNCE_MS } from '../components/CatalogFilters.tsx';
import { useCatalogGroups, useCatalogSearch, useDeleteCatalogRecord } from '../services-catalog.api.ts';
import { servicePath } from '../services-catalog.helpers.ts';
import { RowActions } from './RowActions.tsx';
import { ServiceFormModal } from './ServiceFormModal.tsx';

const PAGE_SIZE = 20;

/** The services with a search, each editable; «Новый сервис» on top. */
export function ServicesTab() {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const services = useCatalogSearch({ q: q || undefined, page, per_page: PAGE_SIZE }, true);
  const groups = useCatalogGroups();
  const remove = useDeleteCatalogRecord('service');
  const [editing, setEditing] = useState<number | null | undefined>(undefined);
  const groupName = new Map((groups.data ?? []).map((group) => [group.id, group.name]));

  return (
    <>
      <Space wrap className="catalog-admin__toolbar">
        <Input
          allowClear
          type="search"
          aria-label="Поиск сервиса"
          placeholder="Поиск сервиса"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setPage(1);
          }}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          Новый сервис
        </Button>
      </Space>
      <Table<CatalogService>
        rowKey="id"
        size="small"
        loading={services.isPending || services.isFetching}
        dataSource={services.data?.data ?? []}
        locale={{ emptyText: 'Сервисов нет' }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: services.data?.meta.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        scroll={{ x: 640 }}
        columns={[
          {
            title: 'Сервис',
            dataIndex: 'name',
            render: (_name, service) => <Link to={servicePath(service)}>{service.name}</Link>,
          },
          {
            title: 'Группы',
            key: 'groups',
            render: (_value, service) =>
              service.groups_ids
                .map((id) => groupName.get(id))
                .filter(Boolean)
                .join(', '),
          },
          { title: 'В избранном', dataIndex: 'likes_count', width: 120, align: 'right' },
          {
            title: 'Действия',
            key: 'actions',
            width: 110,
            render: (_value, service) => (
              <RowActions
                name={service.name}
                deleteTitle={`Удалить сервис «${service.name}»?`}
                onEdit={() => setEditing(service.id)}
                onDelete={() => remove.mutateAsync(service.id)}
              />
            ),
          },
        ]}
      />
      {editing !== undefined ? (
        <ServiceFormModal serviceId={editing} onClose={() => setEditing(undefined)} />
      ) : null}
    </>
  );
}
