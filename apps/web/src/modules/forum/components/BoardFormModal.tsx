import { FORUM_LIMITS, FORUM_MESSAGES, type Board } from '@intranet/contracts';
import { Alert, Button, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { applyFieldErrors } from '../../../ui/form-validation.ts';
import { useSaveBoard } from '../forum.api.ts';
import { ImageField, type PickedImage } from './ImageField.tsx';

interface BoardForm {
  title: string;
  description?: string;
}

interface BoardFormModalProps {
  /** The board being edited; none for a new one. */
  board?: Board;
  onClose: () => void;
  onSaved: (board: Board) => void;
}

const picked = (image: Board['thumbnail']): PickedImage | null =>
  image ? { id: image.id, url: image.preview_url } : null;

/** A new board or an edited one (moderators): title, description, thumbnail and banner. */
export function BoardFormModal({ board, onClose, onSaved }: BoardFormModalProps) {
  const [form] = Form.useForm<BoardForm>();
  const save = useSaveBoard();
  const [thumbnail, setThumbnail] = useState(picked(board?.thumbnail ?? null));
  const [banner, setBanner] = useState(picked(board?.banner ?? null));
  const [uploads, setUploads] = useState(0);
  const [summary, setSummary] = useState<string[]>([]);
  const onBusy = (busy: boolean) => setUploads((count) => count + (busy ? 1 : -1));

  const handleFinish = (values: BoardForm) => {
    setSummary([]);
    save.mutate(
      {
        id: board?.id,
        title: values.title ?? '',
        description: values.description?.trim() || null,
        thumbnail_id: thumbnail?.id ?? null,
        banner_id: banner?.id ?? null,
        revision: board?.revision,
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
      open
      title={board ? 'Изменение раздела' : 'Новый раздел'}
      onCancel={onClose}
      width={720}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>Отмена</Button>
          <Button
            type="primary"
            loading={save.isPending}
            disabled={uploads > 0}
            onClick={() => form.submit()}
          >
            {board ? 'Сохранить' : 'Создать'}
          </Button>
        </Space>
      }
    >
      <Form<BoardForm>
        form={form}
        layout="vertical"
        initialValues={{ title: board?.title ?? '', description: board?.description ?? '' }}
        onFinish={handleFinish}
      >
        {summary.length ? (
          <Alert type="error" message={summary.join('. ')} className="forum-form__summary" />
        ) : null}
        <Form.Item
          name="title"
          label="Название"
          rules={[
            { required: true, whitespace: true, message: FORUM_MESSAGES.boardTitle },
            { max: FORUM_LIMITS.boardTitle, message: `Не больше ${FORUM_LIMITS.boardTitle} символов` },
          ]}
        >
          <Input placeholder="Например: Технологии" />
        </Form.Item>
        <Form.Item
          name="description"
          label="Описание"
          rules={[
            {
              max: FORUM_LIMITS.boardDescription,
              message: `Не больше ${FORUM_LIMITS.boardDescription} символов`,
            },
          ]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} placeholder="О чём здесь говорят" />
        </Form.Item>
        <Form.Item label="Обложка (в списке разделов)">
          <ImageField
            value={thumbnail}
            onChange={setThumbnail}
            what="Обложка раздела"
            className="forum-form__thumbnail"
            onBusyChange={onBusy}
          />
        </Form.Item>
        <Form.Item label="Баннер (в шапке раздела)">
          <ImageField
            value={banner}
            onChange={setBanner}
            what="Баннер раздела"
            className="forum-form__banner"
            onBusyChange={onBusy}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
