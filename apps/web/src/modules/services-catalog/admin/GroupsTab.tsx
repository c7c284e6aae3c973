import type { CatalogGroup, CatalogGroupBody } from '@intranet/contracts/services-catalog/services-catalog';
import { Form, Input, InputNumber, Table } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { applyFieldErrors } from '../../../ui/form-validation.ts';
import { ImageUploadField, type PickedImage } from '../../../ui/ImageUploadField.tsx';
import { ProtectedImage } from '../../../ui/ProtectedImage.tsx';
import { useCatalogGroups, useDeleteCatalogRecord, useSaveGroup } from '../services-catalog.api.ts';
import { actionsColumn, AddButton, EditModal, NAME_RULES } from './EditModal.tsx';

/** The groups in their order; a group with services cannot go (the server's 409 says why). */
export function GroupsTab() {
  const groups = useCatalogGroups();
  const remove = useDeleteCatalogRecord('group');
  const [editing, setEditing] = useState<CatalogGroup | null | undefined>(undefined);
  return (
    <>
      <AddButton label="Новая группа" onClick={() => setEditing(null)} />
      <Table<CatalogGroup & { services: unknown[] }>
        rowKey="id"
        size="small"
        loading={groups.isPending}
        dataSource={groups.data ?? []}
        pagination={false}
        locale={{ emptyText: 'Групп нет' }}
        scroll={{ x: 560 }}
        columns={[
          { title: 'Порядок', dataIndex: 'position', width: 90 },
          {
            title: 'Изображение',
            key: 'image',
            width: 110,
            render: (_value, group) =>
              group.image ? (
                <ProtectedImage src={group.image.preview_url} alt="" className="catalog-group__image" />
              ) : (
                '—'
              ),
          },
          { title: 'Группа', dataIndex: 'name' },
          {
            title: 'Сервисов',
            key: 'count',
            width: 100,
            align: 'right',
            render: (_v, group) => group.services.length,
          },
          actionsColumn<CatalogGroup & { services: unknown[] }>(
            (group) => `Удалить группу «${group.name}»?`,
            setEditing,
            (id) => remove.mutateAsync(id),
          ),
        ]}
      />
      {editing !== undefined ? (
        <GroupFormModal group={editing} onClose={() => setEditing(undefined)} />
      ) : null}
    </>
  );
}

function GroupFormModal({ group, onClose }: { group: CatalogGroup | null; onClose: () => void }) {
  const [form] = Form.useForm<Omit<CatalogGroupBody, 'image_id'>>();
  const save = useSaveGroup();
  const [image, setImage] = useState<PickedImage | null>(
    group?.image ? { id: group.image.id, url: group.image.url } : null,
  );
  const [imageError, setImageError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const handleFinish = (values: Omit<CatalogGroupBody, 'image_id'>) =>
    save.mutate(
      {
        id: group?.id ?? null,
        body: { ...values, image_id: image?.id ?? null, updated_at: group?.updated_at },
      },
      {
        onSuccess: onClose,
        onError: (error) => {
          if (!(error instanceof ApiError) || !error.fieldErrors) return;
          applyFieldErrors(form, error.fieldErrors);
          setImageError(error.fieldErrors.image_id?.[0] ?? null);
        },
      },
    );

  return (
    <EditModal
      title={group ? 'Изменить группу' : 'Новая группа'}
      form={form}
      saving={save.isPending}
      busy={uploading}
      onClose={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          name: group?.name ?? '',
          description: group?.description ?? '',
          position: group?.position,
        }}
        onFinish={handleFinish}
      >
        <Form.Item label="Название" name="name" required rules={NAME_RULES}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item label="Описание" name="description">
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={2000} />
        </Form.Item>
        <Form.Item label="Порядок" name="position" extra="Группы идут по возрастанию; пусто — в конец">
          <InputNumber min={0} max={10_000} />
        </Form.Item>
        <ImageUploadField
          label="Изображение"
          value={image}
          onChange={setImage}
          alt="Изображение группы"
          removeLabel="Убрать изображение"
          error={imageError}
          onUploadingChange={setUploading}
        />
      </Form>
    </EditModal>
  );
}
