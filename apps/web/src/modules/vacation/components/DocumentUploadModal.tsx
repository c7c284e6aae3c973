import { InboxOutlined } from '@ant-design/icons';
import { Alert, Form, Input, Modal, Typography, Upload, type UploadFile } from 'antd';
import {
  VACATION_DOCUMENT_MAX_BYTES,
  VACATION_DOCUMENT_TOO_LARGE,
  vacationDocumentFieldsSchema,
} from '@intranet/contracts';
import { useState } from 'react';
import { ApiError, isCancelled } from '../../../api/api-error.ts';
import { formatFileSize } from '../../../ui/file-size.ts';
import { applyFieldErrors, zodFieldRule } from '../../../ui/form-validation.ts';
import { useUploadVacationDocument } from '../vacation-admin.api.ts';

interface DocumentFormValues {
  title?: string;
  description?: string;
  file?: UploadFile[];
}

interface DocumentUploadModalProps {
  open: boolean;
  onClose: () => void;
}

/** «Добавить документ»: a title, an optional description and one file under 20 МБ. */
export function DocumentUploadModal({ open, onClose }: DocumentUploadModalProps) {
  const [form] = Form.useForm<DocumentFormValues>();
  const upload = useUploadVacationDocument();
  const [summary, setSummary] = useState<string | null>(null);

  function close() {
    form.resetFields();
    setSummary(null);
    onClose();
  }

  function handleCancel() {
    if (!upload.isPending) close();
  }

  async function handleSubmit(values: DocumentFormValues) {
    setSummary(null);
    const file = values.file?.[0]?.originFileObj;
    if (!file) return;
    try {
      await upload.mutateAsync({ title: values.title ?? '', description: values.description, file });
      close();
    } catch (error) {
      if (isCancelled(error) || !(error instanceof ApiError)) return;
      if (error.status === 413) form.setFields([{ name: 'file', errors: [VACATION_DOCUMENT_TOO_LARGE] }]);
      else if (error.fieldErrors) {
        const rest = applyFieldErrors(form, error.fieldErrors);
        setSummary(rest.length ? rest.join(' ') : null);
      } else setSummary(error.message || 'Не удалось загрузить документ');
    }
  }

  return (
    <Modal
      open={open}
      title="Новый документ"
      okText="Опубликовать"
      cancelText="Отмена"
      confirmLoading={upload.isPending}
      onOk={() => form.submit()}
      onCancel={handleCancel}
      forceRender
    >
      <Form
        form={form}
        name="vacation-document"
        layout="vertical"
        onFinish={(values) => void handleSubmit(values)}
      >
        {summary ? <Alert type="error" showIcon title={summary} className="vac-docs__alert" /> : null}
        <Form.Item
          name="title"
          label="Название"
          required
          rules={[zodFieldRule(vacationDocumentFieldsSchema.shape.title)]}
        >
          <Input maxLength={200} placeholder="Например, «Заявление на отпуск»" />
        </Form.Item>
        <Form.Item
          name="description"
          label="Описание"
          rules={[zodFieldRule(vacationDocumentFieldsSchema.shape.description, undefined)]}
        >
          <Input.TextArea rows={2} maxLength={1000} placeholder="Когда и зачем нужен документ" />
        </Form.Item>
        <Form.Item
          name="file"
          label="Файл"
          required
          valuePropName="fileList"
          getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList.slice(-1)}
          rules={[
            {
              validator: async (_rule, value: UploadFile[] | undefined) => {
                const file = value?.[0];
                if (!file) throw new Error('Выберите файл');
                if ((file.size ?? 0) === 0) throw new Error('Файл пуст');
                if ((file.size ?? 0) >= VACATION_DOCUMENT_MAX_BYTES)
                  throw new Error(VACATION_DOCUMENT_TOO_LARGE);
              },
            },
          ]}
        >
          <Upload.Dragger
            maxCount={1}
            // The file goes with the form through the http client (bearer token), not on its own.
            beforeUpload={() => false}
            itemRender={(node, file) => (
              <div className="vac-docs__upload-item">
                {node}
                <Typography.Text type="secondary">{formatFileSize(file.size ?? 0)}</Typography.Text>
              </div>
            )}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">Перетащите файл сюда или нажмите, чтобы выбрать</p>
            <p className="ant-upload-hint">Один файл меньше 20 МБ: шаблон, бланк, инструкция</p>
          </Upload.Dragger>
        </Form.Item>
      </Form>
    </Modal>
  );
}
