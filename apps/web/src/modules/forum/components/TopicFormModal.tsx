import { FORUM_LIMITS, FORUM_MESSAGES, type Topic } from '@intranet/contracts';
import { Alert, Button, Form, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { applyFieldErrors } from '../../../ui/form-validation.ts';
import { RichTextEditor } from '../../../ui/rich-text/RichTextEditor.tsx';
import { uploadRichTextImage } from '../../../ui/rich-text/upload-image.ts';
import { useSaveTopic } from '../forum.api.ts';

interface TopicForm {
  title: string;
  description: string;
}

interface TopicFormModalProps {
  /** The board of a new topic. */
  boardId: number;
  boardTitle: string;
  /** The topic being edited; none for a new one. */
  topic?: Topic;
  onClose: () => void;
  onSaved: (topic: Topic) => void;
}

/** A new topic in a board, or the author's (a moderator's) edit of one: title and rich-text description. */
export function TopicFormModal({ boardId, boardTitle, topic, onClose, onSaved }: TopicFormModalProps) {
  const [form] = Form.useForm<TopicForm>();
  const save = useSaveTopic();
  const [summary, setSummary] = useState<string[]>([]);

  const handleFinish = (values: TopicForm) => {
    setSummary([]);
    const words = { title: values.title ?? '', description: values.description ?? '' };
    save.mutate(
      topic ? { id: topic.id, ...words, revision: topic.revision } : { board_id: boardId, ...words },
      {
        onSuccess: ({ data }) => onSaved(data),
        onError: (error) => {
          if (error instanceof ApiError && error.fieldErrors)
            setSummary(applyFieldErrors(form, error.fieldErrors));
        },
      },
    );
  };

  return (
    <Modal
      open
      title={topic ? 'Изменение темы' : 'Новая тема'}
      onCancel={onClose}
      width={820}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>Отмена</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {topic ? 'Сохранить' : 'Создать тему'}
          </Button>
        </Space>
      }
    >
      <Form<TopicForm>
        form={form}
        layout="vertical"
        initialValues={{ title: topic?.title ?? '', description: topic?.description ?? '' }}
        onFinish={handleFinish}
      >
        <Typography.Paragraph type="secondary" className="forum-form__board">
          Раздел: «{boardTitle}»
        </Typography.Paragraph>
        {summary.length ? (
          <Alert type="error" message={summary.join('. ')} className="forum-form__summary" />
        ) : null}
        <Form.Item
          name="title"
          label="Название темы"
          rules={[
            { required: true, whitespace: true, message: FORUM_MESSAGES.topicTitle },
            { max: FORUM_LIMITS.topicTitle, message: `Не больше ${FORUM_LIMITS.topicTitle} символов` },
          ]}
        >
          <Input placeholder="Коротко: о чём тема" />
        </Form.Item>
        <Form.Item
          name="description"
          label="Описание"
          // The editor reports its first render as a change: checked when sent, not while the form opens.
          validateTrigger={[]}
          rules={[{ required: true, message: FORUM_MESSAGES.topicDescription }]}
        >
          <RichTextEditor
            placeholder="Расскажите подробнее: вопрос, идея, предложение"
            onUploadImage={async (file) => ({ url: (await uploadRichTextImage(file)).url })}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
