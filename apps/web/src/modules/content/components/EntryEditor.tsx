import { PaperClipOutlined } from '@ant-design/icons';
import {
  CONTENT_MAX_ATTACHMENTS,
  contentSaveSchema,
  type ContentEntry,
  type FileInfo,
} from '@intranet/contracts';
import { Alert, App, Button, Form, Input, Space } from 'antd';
import { useRef, useState } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { applyFieldErrors, zodFieldRule } from '../../../ui/form-validation.ts';
import { RichTextEditor } from '../../../ui/rich-text/RichTextEditor.tsx';
import { uploadRichTextImage } from '../../../ui/rich-text/upload-image.ts';
import { uploadAttachment, useSaveEntry } from '../content.api.ts';
import { Attachments } from './Attachments.tsx';

interface EntryForm {
  title: string;
  body: string;
  attachments: FileInfo[];
}

/** Keeps a form value that other controls below edit (the attachments list). */
function HeldValue(_props: { value?: unknown }) {
  return null;
}

interface EntryEditorProps {
  entry: ContentEntry;
  onDone: () => void;
  /** Reloads the entry after a 409: the editor then starts from the other person's text. */
  onReload: () => void;
}

/** Edits a page, a section or an article: title, rich text with pictures, attachments; saves a new version. */
export function EntryEditor({ entry, onDone, onReload }: EntryEditorProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<EntryForm>();
  const save = useSaveEntry();
  const [stale, setStale] = useState<string | null>(null);
  const [summary, setSummary] = useState<string[]>([]);
  const [attaching, setAttaching] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const attachments = Form.useWatch('attachments', form) ?? entry.attachments;

  async function handleFinish(values: EntryForm) {
    setSummary([]);
    try {
      await save.mutateAsync({
        id: entry.id,
        title: values.title,
        body: values.body ?? '',
        attachment_ids: values.attachments.map((file) => file.id),
        version: entry.version,
      });
      void message.success('Изменения сохранены');
      onDone();
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      if (error.status === 409) setStale(error.message);
      else if (error.fieldErrors) setSummary(applyFieldErrors(form, error.fieldErrors));
    }
  }

  async function handleAttach(event: React.ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    setAttaching(true);
    try {
      for (const file of chosen) {
        const stored = await uploadAttachment(file);
        form.setFieldValue('attachments', [...(form.getFieldValue('attachments') as FileInfo[]), stored]);
      }
    } catch (error) {
      void message.error(error instanceof Error ? error.message : 'Не удалось загрузить файл');
    } finally {
      setAttaching(false);
    }
  }

  return (
    <Form<EntryForm>
      form={form}
      layout="vertical"
      className="content-editor"
      initialValues={{ title: entry.title, body: entry.body, attachments: entry.attachments }}
      onFinish={(values) => void handleFinish(values)}
      disabled={save.isPending}
    >
      {stale && (
        <Alert
          type="warning"
          showIcon
          className="content-editor__alert"
          title={stale}
          action={
            <Button size="small" onClick={onReload}>
              Загрузить свежую версию
            </Button>
          }
        />
      )}
      {summary.length > 0 && (
        <Alert type="error" showIcon className="content-editor__alert" title={summary.join('. ')} />
      )}
      <Form.Item name="title" label="Заголовок" rules={[zodFieldRule(contentSaveSchema.shape.title)]}>
        <Input maxLength={255} />
      </Form.Item>
      <Form.Item name="body" label="Текст" rules={[zodFieldRule(contentSaveSchema.shape.body)]}>
        <RichTextEditor
          placeholder="Текст страницы"
          minHeight={320}
          onUploadImage={uploadRichTextImage}
          aria-label="Текст"
        />
      </Form.Item>
      <Form.Item name="attachments" hidden>
        <HeldValue />
      </Form.Item>
      <div className="content-editor__attachments">
        <div className="content-editor__label">Вложения</div>
        <Attachments
          files={attachments}
          onRemove={(file) =>
            form.setFieldValue(
              'attachments',
              (form.getFieldValue('attachments') as FileInfo[]).filter((other) => other.id !== file.id),
            )
          }
        />
        <Button
          icon={<PaperClipOutlined />}
          loading={attaching}
          disabled={attachments.length >= CONTENT_MAX_ATTACHMENTS}
          onClick={() => fileInput.current?.click()}
        >
          Прикрепить файл
        </Button>
        <input
          ref={fileInput}
          type="file"
          multiple
          // Not `hidden`: a global `display` rule on inputs would show it; the button opens it.
          style={{ display: 'none' }}
          onChange={(event) => void handleAttach(event)}
          aria-label="Выбрать файл"
        />
      </div>
      <Space wrap className="content-editor__actions">
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Сохранить
        </Button>
        <Button onClick={onDone} disabled={false}>
          Отмена
        </Button>
      </Space>
    </Form>
  );
}
