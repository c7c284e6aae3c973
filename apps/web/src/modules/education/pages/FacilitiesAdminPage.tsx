import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Empty, Form, Input, Modal, Space, Table } from 'antd';
import type { EduFacility, EduFacilityBody } from '@intranet/contracts';
import { useState } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { applyFieldErrors } from '../../../ui/form-validation.ts';
import { KeyboardScrollable } from '../../../ui/KeyboardScrollable.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { useDeleteFacility, useFacilities, useSaveFacility } from '../education.api.ts';
import '../education.css';

type Editing = { facility: EduFacility | null } | null;

const FIELDS: { name: keyof EduFacilityBody; label: string; multiline?: boolean; max: number }[] = [
  { name: 'name', label: 'Название', max: 200 },
  { name: 'legal_name', label: 'Юридическое название', max: 300 },
  { name: 'address', label: 'Адрес', max: 500 },
  { name: 'client_name', label: 'Контактное лицо', max: 200 },
  { name: 'email', label: 'E-mail', max: 200 },
  { name: 'phone', label: 'Телефон', max: 50 },
  { name: 'info', label: 'Примечание', multiline: true, max: 2000 },
];

function FacilityModal({ facility, onClose }: { facility: EduFacility | null; onClose: () => void }) {
  const [form] = Form.useForm<EduFacilityBody>();
  const save = useSaveFacility();
  const handleOk = async () => {
    const values = await form.validateFields();
    try {
      await save.mutateAsync({ ...values, ...(facility && { id: facility.id }) });
      onClose();
    } catch (error) {
      const errors = error instanceof ApiError ? error.fieldErrors : undefined;
      if (errors) applyFieldErrors(form, errors);
    }
  };
  return (
    <Modal
      open
      title={facility ? 'Учебное заведение' : 'Новое учебное заведение'}
      okText="Сохранить"
      cancelText="Отмена"
      confirmLoading={save.isPending}
      onOk={() => void handleOk().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={Object.fromEntries(FIELDS.map((field) => [field.name, facility?.[field.name] ?? '']))}
      >
        {FIELDS.map((field) => (
          <Form.Item
            key={field.name}
            name={field.name}
            label={field.label}
            rules={
              field.name === 'name'
                ? [{ required: true, whitespace: true, message: 'Укажите название учебного заведения' }]
                : undefined
            }
          >
            {field.multiline ? (
              <Input.TextArea rows={3} maxLength={field.max} />
            ) : (
              <Input maxLength={field.max} />
            )}
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}

/** /services/admin/facilities: the facilities education requests name; one in use is kept (the server's 409). */
export default function FacilitiesAdminPage() {
  const facilities = useFacilities();
  const remove = useDeleteFacility();
  const { modal } = App.useApp();
  const [editing, setEditing] = useState<Editing>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const handleDelete = (facility: EduFacility) =>
    modal.confirm({
      title: `Удалить «${facility.name}»?`,
      okText: 'Удалить',
      cancelText: 'Отмена',
      okButtonProps: { danger: true },
      onOk: async () => {
        setRefusal(null);
        try {
          await remove.mutateAsync(facility.id);
        } catch (error) {
          if (error instanceof ApiError && error.status === 409) setRefusal(error.message);
          else throw error;
        }
      },
    });

  return (
    <div className="education-page">
      <PageTitle
        title="Учебные заведения"
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ facility: null })}>
            Добавить
          </Button>
        }
      />
      {refusal ? (
        <Alert type="error" showIcon title={refusal} closable={{ onClose: () => setRefusal(null) }} />
      ) : null}
      <Card>
        <KeyboardScrollable label="Учебные заведения">
          <Table<EduFacility>
            rowKey="id"
            size="middle"
            loading={facilities.isFetching}
            dataSource={facilities.data ?? []}
            pagination={false}
            locale={{
              emptyText: (
                <Empty
                  description={
                    facilities.isError ? 'Не удалось загрузить учебные заведения' : 'Учебных заведений нет'
                  }
                />
              ),
            }}
            columns={[
              { key: 'name', title: 'Название', dataIndex: 'name' },
              { key: 'address', title: 'Адрес', render: (_, row) => row.address ?? '—' },
              { key: 'client', title: 'Контактное лицо', render: (_, row) => row.client_name ?? '—' },
              { key: 'email', title: 'E-mail', render: (_, row) => row.email ?? '—' },
              { key: 'phone', title: 'Телефон', render: (_, row) => row.phone ?? '—' },
              {
                key: 'actions',
                title: 'Действия',
                render: (_, row) => (
                  <Space>
                    <Button
                      icon={<EditOutlined />}
                      aria-label={`Изменить «${row.name}»`}
                      onClick={() => setEditing({ facility: row })}
                    />
                    <Button
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`Удалить «${row.name}»`}
                      onClick={() => handleDelete(row)}
                    />
                  </Space>
                ),
              },
            ]}
          />
        </KeyboardScrollable>
      </Card>
      {editing ? <FacilityModal facility={editing.facility} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}
