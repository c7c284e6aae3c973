import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { useState } from 'react';
import { ProtectedImage } from '../../../ui/ProtectedImage.tsx';
import { inlineImageUrl, uploadRichTextImage } from '../../../ui/rich-text/upload-image.ts';

export interface PickedImage {
  id: number;
  url: string;
}

interface ImageFieldProps {
  value: PickedImage | null;
  onChange: (value: PickedImage | null) => void;
  /** What the picture is, for its alt text and the buttons («обложку», «баннер»). */
  what: string;
  className?: string;
  onBusyChange?: (busy: boolean) => void;
}

/** A board's picture: uploaded at once (POST /upload/files), shown, removable; the server's words on failure. */
export function ImageField({ value, onChange, what, className, onBusyChange }: ImageFieldProps) {
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const busy = (next: boolean) => {
    setUploading(next);
    onBusyChange?.(next);
  };
  return (
    <div className="forum-image-field">
      {value ? (
        <div className="forum-image-field__preview">
          <ProtectedImage src={value.url} alt={what} className={className} />
          <Button icon={<DeleteOutlined />} onClick={() => onChange(null)}>
            Убрать
          </Button>
        </div>
      ) : (
        <Upload
          accept="image/jpeg,image/png,image/webp,image/gif"
          showUploadList={false}
          customRequest={({ file }) => {
            busy(true);
            setError(null);
            uploadRichTextImage(file as File)
              .then(({ file: stored }) => onChange({ id: stored.id, url: inlineImageUrl(stored) }))
              .catch((failure: unknown) =>
                setError(failure instanceof Error ? failure.message : 'Не удалось загрузить изображение'),
              )
              .finally(() => busy(false));
          }}
        >
          <Button icon={<UploadOutlined />} loading={uploading}>
            Загрузить изображение
          </Button>
        </Upload>
      )}
      {error ? (
        <div className="forum-image-field__error" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
