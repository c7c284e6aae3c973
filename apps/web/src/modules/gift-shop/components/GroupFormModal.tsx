import { Alert, Form, Input, InputNumber, Modal, Select } from 'antd';
import type { GiftGroup } from '@intranet/contracts/gift-shop/gift-shop';
import { useState } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { applyFieldErrors } from '../../../ui/form-validation.ts';
import { ImageUploadField, type PickedImage } from '../../../ui/ImageUploadField.tsx';
import { useCompanies, useSaveGroup, useShopOptions } from '../gift-shop.api.ts';

interface GroupForm {
  name: string;
  position: number;
  company_ids: number[];
  office_ids: number[];
}

/** Adding or editing a group: its name, order, picture and whom it is open to (empty: everyone). */
export function GroupFormModal({ group, onClose }: { group: GiftGroup | null; onClose: () => void }) {
  const [form] = Form.useForm<GroupForm>();
  const save = useSaveGroup();
  const companies = useCompanies(true);
  const options = useShopOptions();
  const [image, setImage] = useState<PickedImage | null>(
    group?.image ? { id: group.image.id, url: group.image.preview_url } : null,
  );
  const [uploading, setUploading] = useState(false);
  const [summary, setSummary] = useState<string[]>([]);

  const handleFinish = async (values: GroupForm) => {
    setSummary([]);
    try {
      await save.mutateAsync({
        id: group?.id,
        body: {
          name: values.name?.trim() ?? '',
          position: values.position ?? 0,
          image_id: image?.id ?? null,
          company_ids: values.company_ids ?? [],
          office_ids: values.office_ids ?? [],
        },
      });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors)
        setSummary(applyFieldErrors(form, error.fieldErrors));
    }
  };

  return (
    <Modal
      open
      title={group ? 'Изменить группу' : 'Новая группа'}
      okText={group ? 'Сохранить' : 'Добавить'}
      cancelText="Отмена"
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: uploading }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<GroupForm>
        form={form}
        layout="vertical"
        initialValues={{
          name: group?.name ?? '',
          position: group?.position ?? 0,
          company_ids: group?.companies.map((company) => company.id) ?? [],
          office_ids: group?.offices.map((office) => office.id) ?? [],
        }}
        onFinish={(values) => void handleFinish(values)}
      >
        {summary.length ? <Alert type="error" showIcon title={summary.join('. ')} /> : null}
        <Form.Item
          name="name"
          label="Название"
          rules={[{ required: true, whitespace: true, message: 'Укажите название группы' }]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="position" label="Порядок в списке">
          <InputNumber min={0} max={10_000} precision={0} />
        </Form.Item>
        <ImageUploadField
          label="Изображение"
          value={image}
          onChange={setImage}
          alt={group?.name ?? 'Изображение группы'}
          removeLabel="Убрать изображение"
          onUploadingChange={setUploading}
        />
        <Form.Item name="company_ids" label="Компании" extra="Пусто — группа открыта всем компаниям">
          <Select
            mode="multiple"
            allowClear
            loading={companies.isPending}
            optionFilterProp="label"
            options={(companies.data ?? []).map((company) => ({ value: company.id, label: company.name }))}
          />
        </Form.Item>
        <Form.Item name="office_ids" label="Офисы" extra="Пусто — группа открыта всем офисам">
          <Select
            mode="multiple"
            allowClear
            loading={options.isPending}
            optionFilterProp="label"
            options={(options.data?.offices ?? []).map((office) => ({
              value: office.id,
              label: office.name,
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
