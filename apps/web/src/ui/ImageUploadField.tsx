import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Form, Upload } from 'antd';
import { useState } from 'react';
import { ProtectedImage } from './ProtectedImage.tsx';
import { inlineImageUrl, uploadRichTextImage } from './rich-text/upload-image.ts';
import './ui.css';

/** A picture a form has uploaded: the file's id to send and the preview to show. */
export interface PickedImage {
  id: number;
  url: string;
}

export interface ImageUploadFieldProps {
  label: string;
  value: PickedImage | null;
  onChange: (image: PickedImage | null) => void;
  /** Alt text of the preview, e.g. «Обложка публикации». */
  alt: string;
  /** «Убрать обложку», «Убрать изображение». */
  removeLabel: string;
  /** The server's word on the field after a save (e.g. `fieldErrors.cover_id`); an upload's own error wins. */
  error?: string | null;
  /** The form keeps its «Сохранить» disabled while a picture is on its way. */
  onUploadingChange?: (uploading: boolean) => void;
}

/**
 * One picture of a record (a post's cover, an event's image, a project's cover): uploaded at once through
 * POST /upload/files (the server checks the bytes and makes previews), shown from its 1280 px preview, and
 * removable before saving.
 */
export function ImageUploadField({
  label,
  value,
  onChange,
  alt,
  removeLabel,
  error,
  onUploadingChange,
}: ImageUploadFieldProps) {
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const shown = uploadError ?? error ?? null;

  const setBusy = (busy: boolean) => {
    setUploading(busy);
    onUploadingChange?.(busy);
  };

  return (
    <Form.Item label={label} help={shown} validateStatus={shown ? 'error' : undefined}>
      {value ? (
        <div className="image-upload-field">
          <ProtectedImage src={value.url} alt={alt} className="image-upload-field__preview" />
          <Button icon={<DeleteOutlined />} onClick={() => onChange(null)}>
            {removeLabel}
          </Button>
        </div>
      ) : (
        <Upload
          accept="image/jpeg,image/png,image/webp,image/gif"
          showUploadList={false}
          customRequest={({ file }) => {
            setBusy(true);
            setUploadError(null);
            uploadRichTextImage(file as File)
              .then(({ file: stored }) => onChange({ id: stored.id, url: inlineImageUrl(stored) }))
              .catch((failure: unknown) =>
                setUploadError(
                  failure instanceof Error ? failure.message : 'Не удалось загрузить изображение',
                ),
              )
              .finally(() => setBusy(false));
          }}
        >
          <Button icon={<UploadOutlined />} loading={uploading}>
            Загрузить изображение
          </Button>
        </Upload>
      )}
    </Form.Item>
  );
}
