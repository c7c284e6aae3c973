import { PaperClipOutlined } from '@ant-design/icons';
import { SUPPORT_SIZE_HINT, isSupportTotalAllowed, supportFieldsSchema } from '@intranet/contracts';
import { Alert, Button, Form, Input, Typography, Upload } from 'antd';
import type { FormInstance, UploadFile } from 'antd';
import { zodFieldRule } from '../../ui/form-validation.ts';
import { canSendSupport, formatSupportSize, isFileOverLimit, totalBytes } from './support-size.ts';

export interface SupportFormValues {
  title?: string;
  description?: string;
}

interface SupportFormProps {
  form: FormInstance<SupportFormValues>;
  files: UploadFile[];
  onFilesChange: (files: UploadFile[]) => void;
  onSubmit: (values: SupportFormValues) => void;
  submitting: boolean;
  summaryError: string | null;
}

const FILE_TOO_LARGE = 'Файл слишком большой';

/** Marks a file at or over the limit as an error right in the list. */
function withLimitStatus(file: UploadFile): UploadFile {
  if (isFileOverLimit(file.size)) return { ...file, status: 'error', response: FILE_TOO_LARGE };
  return { ...file, status: 'done' };
}

export function SupportForm({
  form,
  files,
  onFilesChange,
  onSubmit,
  submitting,
  summaryError,
}: SupportFormProps) {
  const description = Form.useWatch('description', form);
  const total = totalBytes(files);
  const overLimit = !isSupportTotalAllowed(total);
  const sendable = canSendSupport(description, files);

  function handleBeforeUpload(file: File) {
    const entry: UploadFile = {
      uid: `${Date.now()}-${file.name}-${file.size}`,
      name: file.name,
      size: file.size,
    };
    onFilesChange([
      ...files,
      withLimitStatus({ ...entry, originFileObj: file as UploadFile['originFileObj'] }),
    ]);
    // Files go with the form as multipart, not one by one.
    return false;
  }

  function handleRemove(file: UploadFile) {
    onFilesChange(files.filter((entry) => entry.uid !== file.uid));
  }

  return (
    <Form form={form} layout="vertical" onFinish={onSubmit} disabled={submitting} className="support-form">
      {summaryError ? (
        <Alert type="error" showIcon title={summaryError} className="support-form__summary" />
      ) : null}
      <Form.Item label="Тема" name="title" rules={[zodFieldRule(supportFieldsSchema.shape.title)]}>
        <Input placeholder="Кратко, о чем вопрос (необязательно)" maxLength={255} />
      </Form.Item>
      <Form.Item
        label="Текст"
        name="description"
        rules={[zodFieldRule(supportFieldsSchema.shape.description)]}
        required
      >
        <Input.TextArea rows={5} placeholder="Опишите проблему или вопрос" maxLength={10_000} />
      </Form.Item>
      <Form.Item
        label="Файлы"
        name="attachments"
        valuePropName="fileList"
        getValueProps={() => ({ fileList: files })}
      >
        <Upload
          multiple
          fileList={files}
          beforeUpload={handleBeforeUpload}
          onRemove={handleRemove}
          showUploadList={{ showRemoveIcon: true }}
          itemRender={(node, file) => (
            <div className="support-form__file" title={file.name}>
              {node}
              <span className="support-form__file-size">{formatSupportSize(file.size ?? 0)}</span>
            </div>
          )}
        >
          <Button icon={<PaperClipOutlined />}>Прикрепить файлы</Button>
        </Upload>
      </Form.Item>
      <Typography.Paragraph type={overLimit ? 'danger' : 'secondary'} className="support-form__hint">
        {SUPPORT_SIZE_HINT}
        {files.length > 0 ? ` (сейчас ${formatSupportSize(total)})` : null}
      </Typography.Paragraph>
      <Button type="primary" htmlType="submit" block disabled={!sendable} loading={submitting}>
        Отправить
      </Button>
    </Form>
  );
}
