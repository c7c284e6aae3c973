import { contentCreateSchema, type ContentEntry } from '@intranet/contracts';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { applyFieldErrors, zodFieldRule } from '../../../ui/form-validation.ts';
import { useCreateEntry } from '../content.api.ts';

interface CreateEntryModalProps {
  /** The page (a new section) or the section (a new article); null when closed. */
  parent: Pick<ContentEntry, 'id' | 'kind' | 'title'> | null;
  onClose: () => void;
}

/** Adds an empty section to a page or article to a section: its title and its address in the URL. */
export function CreateEntryModal({ parent, onClose }: CreateEntryModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ title: string; slug: string }>();
  const create = useCreateEntry();
  const [failure, setFailure] = useState<string | null>(null);
  const what = parent?.kind === 'page' ? 'раздел' : 'статью';

  async function handleFinish(values: { title: string; slug: string }) {
    if (!parent) return;
    setFailure(null);
    try {
      await create.mutateAsync({ parent_id: parent.id, ...values });
      void message.success(parent.kind === 'page' ? 'Раздел добавлен' : 'Статья добавлена');
      form.resetFields();
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      if (error.fieldErrors) applyFieldErrors(form, error.fieldErrors);
      else setFailure(error.message);
    }
  }

  return (
    <Modal
      open={parent !== null}
      title={parent ? `Добавить ${what}: ${parent.title}` : ''}
      okText="Добавить"
      cancelText="Отмена"
      confirmLoading={create.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {failure && <Alert type="error" showIcon title={failure} className="content-editor__alert" />}
      <Form form={form} layout="vertical" onFinish={(values) => void handleFinish(values)}>
        <Form.Item name="title" label="Заголовок" rules={[zodFieldRule(contentCreateSchema.shape.title)]}>
          <Input maxLength={255} autoFocus />
        </Form.Item>
        <Form.Item
          name="slug"
          label="Адрес в ссылке"
          extra="Например, feedback: страница откроется по адресу …/feedback"
          rules={[zodFieldRule(contentCreateSchema.shape.slug)]}
        >
          <Input maxLength={80} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
