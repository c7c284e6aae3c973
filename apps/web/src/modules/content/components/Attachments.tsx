import { DeleteOutlined, DownloadOutlined, PaperClipOutlined } from '@ant-design/icons';
import type { FileInfo } from '@intranet/contracts';
import { App, Button } from 'antd';
import { downloadFile } from '../../../api/download.ts';
import { formatFileSize } from '../../../ui/file-size.ts';

interface AttachmentsProps {
  files: readonly FileInfo[];
  /** In the editor: a button per file that takes it off the list. */
  onRemove?: (file: FileInfo) => void;
}

/** The files attached to a page: each downloads with the session (the link cannot carry the token). */
export function Attachments({ files, onRemove }: AttachmentsProps) {
  const { message } = App.useApp();
  if (files.length === 0) return null;
  return (
    <ul className="content-attachments" aria-label="Вложения">
      {files.map((file) => (
        <li key={file.id} className="content-attachments__item">
          <PaperClipOutlined aria-hidden="true" />
          <Button
            type="link"
            className="content-attachments__name"
            icon={<DownloadOutlined />}
            iconPlacement="end"
            onClick={() => {
              downloadFile(file.url, file.name).catch(() => void message.error('Не удалось скачать файл'));
            }}
          >
            {file.name}
          </Button>
          <span className="content-attachments__size">{formatFileSize(file.size)}</span>
          {onRemove && (
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={`Убрать вложение ${file.name}`}
              onClick={() => onRemove(file)}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
