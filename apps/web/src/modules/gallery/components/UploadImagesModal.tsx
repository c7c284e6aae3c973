import { InboxOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal, Upload, type UploadFile, type UploadProps } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { galleryKey } from '../gallery.api.ts';
import {
  ALBUM_IMAGE_ACCEPT,
  createSerialQueue,
  isAcceptedImage,
  UploadFailedError,
  uploadAlbumImage,
} from '../upload-images.ts';

interface UploadImagesModalProps {
  albumId: number;
  open: boolean;
  onClose: () => void;
}

/**
 * Drag-and-drop (or choose) many pictures at once: each goes in its own request, one after another in the
 * chosen order, with its own progress bar; a refused file shows the server's reason and the rest go on.
 */
export function UploadImagesModal({ albumId, open, onClose }: UploadImagesModalProps) {
  const queryClient = useQueryClient();
  const [fileList, setFileList] = useState<UploadFile[]>([]);
  const [failures, setFailures] = useState<{ uid: string; name: string; message: string }[]>([]);
  const queue = useMemo(() => createSerialQueue(), []);
  const pending = useRef(0);

  const busy = fileList.some((file) => file.status === 'uploading');
  const done = fileList.filter((file) => file.status === 'done').length;

  const handleRequest: UploadProps['customRequest'] = (options) => {
    const file = options.file as File & { uid: string };
    pending.current += 1;
    void queue(() =>
      uploadAlbumImage(albumId, file, { onProgress: (percent) => options.onProgress?.({ percent }) }),
    )
      .then(
        (images) => options.onSuccess?.(images),
        (error: unknown) => {
          const message = error instanceof UploadFailedError ? error.message : 'Не удалось загрузить файл';
          setFailures((list) => [...list, { uid: file.uid, name: file.name, message }]);
          options.onError?.(new Error(message));
        },
      )
      .finally(() => {
        pending.current -= 1;
        // The album and its pages refresh once the whole batch is in.
        if (pending.current === 0) void queryClient.invalidateQueries({ queryKey: galleryKey });
      });
  };

  const handleBeforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (isAcceptedImage(file)) return true;
    setFailures((list) => [
      ...list,
      { uid: file.uid, name: file.name, message: 'Можно загружать только изображения JPEG, PNG, WebP и GIF' },
    ]);
    return Upload.LIST_IGNORE;
  };

  const handleClose = () => {
    if (busy) return;
    setFileList([]);
    setFailures([]);
    onClose();
  };

  return (
    <Modal
      open={open}
      title="Загрузка фотографий"
      onCancel={handleClose}
      maskClosable={!busy}
      closable={!busy}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={handleClose} disabled={busy}>
          {busy ? 'Загружаем…' : 'Готово'}
        </Button>
      }
    >
      <Upload.Dragger
        multiple
        accept={ALBUM_IMAGE_ACCEPT}
        customRequest={handleRequest}
        beforeUpload={handleBeforeUpload}
        fileList={fileList}
        onChange={({ fileList: next }) => setFileList(next)}
        showUploadList={{ showRemoveIcon: false }}
        className="gallery-upload__dragger"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">Перетащите фотографии сюда или нажмите, чтобы выбрать</p>
        <p className="ant-upload-hint">
          JPEG, PNG, WebP или GIF; можно сразу много. Превью создаются при загрузке, оригиналы сохраняются.
        </p>
      </Upload.Dragger>
      {done > 0 ? (
        <Alert className="gallery-upload__summary" type="success" showIcon title={`Загружено: ${done}`} />
      ) : null}
      {failures.length > 0 ? (
        <Alert
          className="gallery-upload__summary"
          type="error"
          showIcon
          title="Не загружены"
          description={
            <ul className="gallery-upload__failures">
              {failures.map((failure) => (
                <li key={failure.uid}>
                  {failure.message.includes(failure.name)
                    ? failure.message
                    : `«${failure.name}»: ${failure.message}`}
                </li>
              ))}
            </ul>
          }
        />
      ) : null}
    </Modal>
  );
}
