import { ALBUM_LIMITS, albumInputSchema, type Album } from '@intranet/contracts';
import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { applyFieldErrors, zodFieldRule } from '../../../ui/form-validation.ts';
import { useSaveAlbum } from '../gallery.api.ts';

interface AlbumForm {
  title: string;
  description?: string;
}

interface AlbumEditorModalProps {
  open: boolean;
  /** The album being edited; none for a new one. */
  album?: Album;
  onClose: () => void;
  onSaved: (album: Album) => void;
}

/** A new album or an album's title and description (moderators and administrators). */
export function AlbumEditorModal({ open, album, onClose, onSaved }: AlbumEditorModalProps) {
  const [form] = Form.useForm<AlbumForm>();
  const save = useSaveAlbum();
  const [summary, setSummary] = useState<string[]>([]);

  const handleFinish = (values: AlbumForm) => {
    setSummary([]);
    save.mutate(
      {
        id: album?.id,
        title: values.title,
        description: values.description ?? '',
        updated_at: album?.updated_at,
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
      title={album ? 'Редактирование альбома' : 'Новый альбом'}
      okText={album ? 'Сохранить' : 'Создать'}
      cancelText="Отмена"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form<AlbumForm>
        form={form}
        layout="vertical"
        initialValues={{ title: album?.title ?? '', description: album?.description ?? '' }}
        onFinish={handleFinish}
      >
        <Form.Item
          name="title"
          label="Название"
          rules={[zodFieldRule(albumInputSchema.shape.title)]}
          required
        >
          <Input maxLength={ALBUM_LIMITS.title} placeholder="Например, Новогодний корпоратив 2026" />
        </Form.Item>
        <Form.Item name="description" label="Описание">
          <Input.TextArea maxLength={ALBUM_LIMITS.description} autoSize={{ minRows: 3, maxRows: 8 }} />
        </Form.Item>
        {summary.length > 0 ? <Alert type="error" showIcon title={summary.join(' ')} /> : null}
      </Form>
    </Modal>
  );
}
