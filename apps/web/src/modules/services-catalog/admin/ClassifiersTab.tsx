import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type {
  CatalogClassifier,
  CatalogClassifierBody,
} from '@intranet/contracts/services-catalog/services-catalog';
import { Button, Form, Input, InputNumber, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useCatalogClassifiers, useDeleteCatalogRecord, useSaveClassifier } from '../services-catalog.api.ts';
import { actionsColumn, AddButton, EditModal, fieldErrorsTo, NAME_RULES } from './EditModal.tsx';

/** Classifiers (service type, channel…) with their values; a value kept by name keeps its services. */
export function ClassifiersTab() {
  const classifiers = useCatalogClassifiers();
  const remove = useDeleteCatalogRecord('classifier');
  const [editing, setEditing] = useState<CatalogClassifier | null | undefined>(undefined);
  return (
    <>
      <AddButton label="Новый классификатор" onClick={() => setEditing(null)} />
      <Table<CatalogClassifier>
        rowKey="id"
        size="small"
        loading={classifiers.isPending}
        dataSource={classifiers.data ?? []}
        pagination={false}
        locale={{ emptyText: 'Классификаторов нет' }}
        scroll={{ x: 480 }}
        columns={[
          { title: 'Классификатор', dataIndex: 'name' },
          {
            title: 'Значения',
            key: 'values',
            render: (_value, classifier) =>
              classifier.values.map((value) => <Tag key={value.id}>{value.name}</Tag>),
          },
          actionsColumn<CatalogClassifier>(
            (classifier) => `Удалить классификатор «${classifier.name}»? Его значения уйдут из сервисов.`,
            setEditing,
            (id) => remove.mutateAsync(id),
          ),
        ]}
      />
      {editing !== undefined ? (
        <ClassifierFormModal classifier={editing} onClose={() => setEditing(undefined)} />
      ) : null}
    </>
  );
}

function ClassifierFormModal({
  classifier,
  onClose,
}: {
  classifier: CatalogClassifier | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<CatalogClassifierBody>();
  const save = useSaveClassifier();
  const handleFinish = (values: CatalogClassifierBody) =>
    save.mutate(
      { id: classifier?.id ?? null, body: { ...values, values: values.values ?? [] } },
      {
        onSuccess: onClose,
        onError: fieldErrorsTo(form),
      },
    );
  return (
    <EditModal
      title={classifier ? 'Изменить классификатор' : 'Новый классификатор'}
      form={form}
      saving={save.isPending}
      onClose={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          name: classifier?.name ?? '',
          position: classifier?.position,
          values: classifier?.values.map((value) => ({ id: value.id, name: value.name })) ?? [],
        }}
        onFinish={handleFinish}
      >
        <Form.Item label="Название" name="name" required rules={NAME_RULES}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item label="Порядок" name="position">
          <InputNumber min={0} max={10_000} />
        </Form.Item>
        <Form.List name="values">
          {(fields, { add, remove }) => (
            <fieldset className="catalog-admin__fieldset">
              <legend>Значения</legend>
              {fields.map((field, index) => (
                <Space key={field.key} align="start">
                  <Form.Item name={[field.name, 'id']} hidden>
                    <Input />
                  </Form.Item>
                  <Form.Item name={[field.name, 'name']} rules={NAME_RULES}>
                    <Input maxLength={200} aria-label={`Значение ${index + 1}`} />
                  </Form.Item>
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={`Убрать значение ${index + 1}`}
                    onClick={() => remove(field.name)}
                  />
                </Space>
              ))}
              <Button icon={<PlusOutlined />} onClick={() => add({ name: '' })}>
                Добавить значение
              </Button>
            </fieldset>
          )}
        </Form.List>
      </Form>
    </EditModal>
  );
}
