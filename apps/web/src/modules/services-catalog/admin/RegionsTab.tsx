import {
  REGION_KINDS,
  type CatalogRegion,
  type CatalogRegionBody,
} from '@intranet/contracts/services-catalog/services-catalog';
import { Form, Input, InputNumber, Select, Table } from 'antd';
import { useState } from 'react';
import { useCatalogRegions, useDeleteCatalogRecord, useSaveRegion } from '../services-catalog.api.ts';
import { actionsColumn, AddButton, EditModal, fieldErrorsTo, NAME_RULES } from './EditModal.tsx';

const KIND_OPTIONS = Object.entries(REGION_KINDS).map(([value, label]) => ({ value, label }));

/** Countries and their cities; one still named by a service (or a country with cities) cannot go. */
export function RegionsTab() {
  const regions = useCatalogRegions();
  const remove = useDeleteCatalogRecord('region');
  const [editing, setEditing] = useState<CatalogRegion | null | undefined>(undefined);
  const names = new Map((regions.data ?? []).map((region) => [region.id, region.name]));
  return (
    <>
      <AddButton label="Новый регион" onClick={() => setEditing(null)} />
      <Table<CatalogRegion>
        rowKey="id"
        size="small"
        loading={regions.isPending}
        dataSource={regions.data ?? []}
        pagination={false}
        locale={{ emptyText: 'Регионов нет' }}
        scroll={{ x: 480 }}
        columns={[
          { title: 'Регион', dataIndex: 'name' },
          {
            title: 'Вид',
            dataIndex: 'kind',
            width: 100,
            render: (kind: CatalogRegion['kind']) => REGION_KINDS[kind],
          },
          {
            title: 'Страна',
            key: 'parent',
            render: (_value, region) => (region.parent_id ? names.get(region.parent_id) : '—'),
          },
          actionsColumn<CatalogRegion>(
            (region) => `Удалить регион «${region.name}»?`,
            setEditing,
            (id) => remove.mutateAsync(id),
          ),
        ]}
      />
      {editing !== undefined ? (
        <RegionFormModal
          region={editing}
          countries={(regions.data ?? []).filter((region) => region.kind === 'country')}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
    </>
  );
}

function RegionFormModal({
  region,
  countries,
  onClose,
}: {
  region: CatalogRegion | null;
  countries: readonly CatalogRegion[];
  onClose: () => void;
}) {
  const [form] = Form.useForm<CatalogRegionBody>();
  const save = useSaveRegion();
  const kind = Form.useWatch('kind', form);
  const handleFinish = (values: CatalogRegionBody) =>
    save.mutate(
      {
        id: region?.id ?? null,
        body: { ...values, parent_id: values.kind === 'city' ? (values.parent_id ?? null) : null },
      },
      {
        onSuccess: onClose,
        onError: fieldErrorsTo(form),
      },
    );
  return (
    <EditModal
      title={region ? 'Изменить регион' : 'Новый регион'}
      form={form}
      saving={save.isPending}
      onClose={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          name: region?.name ?? '',
          kind: region?.kind ?? 'city',
          parent_id: region?.parent_id ?? undefined,
          position: region?.position,
        }}
        onFinish={handleFinish}
      >
        <Form.Item label="Название" name="name" required rules={NAME_RULES}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item label="Вид" name="kind">
          <Select options={KIND_OPTIONS} />
        </Form.Item>
        {kind === 'city' ? (
          <Form.Item
            label="Страна"
            name="parent_id"
            required
            rules={[{ required: true, message: 'Выберите страну города' }]}
          >
            <Select options={countries.map((country) => ({ value: country.id, label: country.name }))} />
          </Form.Item>
        ) : null}
        <Form.Item label="Порядок" name="position">
          <InputNumber min={0} max={10_000} />
        </Form.Item>
      </Form>
    </EditModal>
  );
}
