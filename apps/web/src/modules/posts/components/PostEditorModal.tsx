import {
  POST_KIND_LABELS,
  POST_LIMITS,
  type Post,
  type PostAbilities,
  type PostKind,
} from '@intranet/contracts';
import { Alert, Button, Form, Input, Modal, Radio, Select, Space } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { applyFieldErrors } from '../../../ui/form-validation.ts';
import { ImageUploadField } from '../../../ui/ImageUploadField.tsx';
import { RichTextEditor } from '../../../ui/rich-text/RichTextEditor.tsx';
import { uploadRichTextImage } from '../../../ui/rich-text/upload-image.ts';
import { useSavePost, useTags } from '../posts.api.ts';

interface PostForm {
  kind: PostKind;
  title?: string;
  body: string;
  tags: string[];
}

interface PostEditorModalProps {
  open: boolean;
  /** The post being edited; none for a new one. */
  post?: Post;
  abilities: PostAbilities;
  onClose: () => void;
  onSaved: (post: Post) => void;
}

/** Writing or editing a post or a piece of news: rich text, a cover image, tags. */
export function PostEditorModal({ open, post, abilities, onClose, onSaved }: PostEditorModalProps) {
  const [form] = Form.useForm<PostForm>();
  const kind = Form.useWatch('kind', form);
  const save = useSavePost();
  const tags = useTags(open);
  const [cover, setCover] = useState<{ id: number; url: string } | null>(
    post?.image ? { id: post.image.id, url: post.image.preview_url } : null,
  );
  const [uploading, setUploading] = useState(false);
  const [summary, setSummary] = useState<string[]>([]);
  const kinds = (['post', 'news'] as const).filter((item) => abilities[item] || post?.kind === item);

  const handleFinish = (values: PostForm) => {
    setSummary([]);
    save.mutate(
      {
        id: post?.id,
        kind: values.kind,
        title: values.title?.trim() || null,
        body: values.body ?? '',
        tags: values.tags ?? [],
        image_id: cover?.id ?? null,
        updated_at: post?.updated_at,
      },
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
      open={open}
      title={post ? 'Редактирование публикации' : 'Новая публикация'}
      onCancel={onClose}
      width={820}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>Отмена</Button>
          <Button type="primary" loading={save.isPending} disabled={uploading} onClick={() => form.submit()}>
            {post ? 'Сохранить' : 'Опубликовать'}
          </Button>
        </Space>
      }
    >
      <Form<PostForm>
        form={form}
        layout="vertical"
        initialValues={{
          kind: post?.kind ?? kinds[0] ?? 'post',
          title: post?.title ?? '',
          body: post?.body ?? '',
          tags: post?.tags.map((tag) => tag.name) ?? [],
        }}
        onFinish={handleFinish}
      >
        {summary.length ? (
          <Alert type="error" message={summary.join('. ')} className="post-editor__summary" />
        ) : null}
        {kinds.length > 1 ? (
          <Form.Item name="kind" label="Тип">
            <Radio.Group
              optionType="button"
              options={kinds.map((item) => ({ value: item, label: POST_KIND_LABELS[item] }))}
            />
          </Form.Item>
        ) : (
          <Form.Item name="kind" hidden>
            <Input />
          </Form.Item>
        )}
        <Form.Item
          name="title"
          label="Заголовок"
          rules={[
            { required: kind === 'news', message: 'У новости должен быть заголовок' },
            { max: POST_LIMITS.title, message: `Не больше ${POST_LIMITS.title} символов` },
          ]}
        >
          <Input placeholder={kind === 'news' ? 'Заголовок новости' : 'Необязательно'} />
        </Form.Item>
        <Form.Item
          name="body"
          label="Текст"
          // The editor reports its first render as a change: checked when sent, not while the form opens.
          validateTrigger={[]}
          rules={[{ required: true, message: 'Текст публикации не может быть пустым' }]}
        >
          <RichTextEditor
            placeholder="Что нового?"
            onUploadImage={async (file) => ({ url: (await uploadRichTextImage(file)).url })}
          />
        </Form.Item>
        <ImageUploadField
          label="Обложка"
          value={cover}
          onChange={setCover}
          alt="Обложка публикации"
          removeLabel="Убрать обложку"
          onUploadingChange={setUploading}
        />
        <Form.Item
          name="tags"
          label="Теги"
          rules={[{ type: 'array', max: POST_LIMITS.tags, message: `Не больше ${POST_LIMITS.tags} тегов` }]}
        >
          <Select
            mode="tags"
            placeholder="Например: Новости компании"
            options={(tags.data ?? []).map((tag) => ({ value: tag.name, label: tag.name }))}
            maxTagTextLength={POST_LIMITS.tag}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
