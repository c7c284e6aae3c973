import { DeleteOutlined, DownloadOutlined, FileTextOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Empty, Popconfirm, Skeleton, Typography } from 'antd';
import type { VacationDocument } from '@intranet/contracts';
import { useState } from 'react';
import { isCancelled } from '../../../api/api-error.ts';
import { useAccess } from '../../../app/auth/session.tsx';
import { formatDate } from '../../../ui/date-format.ts';
import { formatFileSize } from '../../../ui/file-size.ts';
import { useDocumentTitle } from '../../../ui/PageTitle.tsx';
import { DocumentUploadModal } from '../components/DocumentUploadModal.tsx';
import {
  downloadVacationDocument,
  useDeleteVacationDocument,
  useVacationDocuments,
} from '../vacation-admin.api.ts';
import '../vacation-admin.css';

/** /vacation/docs «Документы и шаблоны»: files vacation admins publish; everyone downloads them. */
export default function VacationDocsPage() {
  useDocumentTitle('Отпуска — Документы и шаблоны');
  const { message } = App.useApp();
  const hasAccess = useAccess();
  const canManage = hasAccess('vacation.settings');
  const documents = useVacationDocuments();
  const remove = useDeleteVacationDocument();
  const [uploading, setUploading] = useState(false);
  const [downloading, setDownloading] = useState<number | null>(null);

  async function handleDownload(document: VacationDocument) {
    setDownloading(document.id);
    try {
      await downloadVacationDocument(document);
    } catch (error) {
      if (!isCancelled(error)) void message.error('Не удалось скачать документ');
    } finally {
      setDownloading(null);
    }
  }

  async function handleDelete(document: VacationDocument) {
    try {
      await remove.mutateAsync(document.id);
      void message.success('Документ снят с публикации');
    } catch {
      // The global dialog has already said what went wrong.
    }
  }

  return (
    <div className="vac-docs">
      <div className="vac-docs__head">
        <Typography.Paragraph type="secondary" className="vac-docs__intro">
          Бланки заявлений, шаблоны и правила, которые понадобятся при планировании и оформлении отпуска.
        </Typography.Paragraph>
        {canManage ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setUploading(true)}>
            Добавить документ
          </Button>
        ) : null}
      </div>
      {documents.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : documents.data?.length ? (
        <ul className="vac-docs__list" aria-label="Документы">
          {documents.data.map((document) => (
            <li key={document.id}>
              <Card size="small" className="vac-docs__item">
                <FileTextOutlined className="vac-docs__icon" aria-hidden />
                <div className="vac-docs__body">
                  <Typography.Text strong>{document.title}</Typography.Text>
                  {document.description ? (
                    <Typography.Text type="secondary">{document.description}</Typography.Text>
                  ) : null}
                  <Typography.Text type="secondary" className="vac-docs__meta">
                    {document.file.name} · {formatFileSize(document.file.size)} ·{' '}
                    {formatDate(document.created_at)}
                    {document.created_by ? ` · ${document.created_by.full_name}` : null}
                  </Typography.Text>
                </div>
                <div className="vac-docs__actions">
                  <Button
                    icon={<DownloadOutlined />}
                    loading={downloading === document.id}
                    onClick={() => void handleDownload(document)}
                    aria-label={`Скачать «${document.title}»`}
                  >
                    Скачать
                  </Button>
                  {canManage ? (
                    <Popconfirm
                      title="Снять документ с публикации?"
                      okText="Снять"
                      cancelText="Отмена"
                      okButtonProps={{ danger: true }}
                      onConfirm={() => handleDelete(document)}
                    >
                      <Button danger icon={<DeleteOutlined />} aria-label={`Удалить «${document.title}»`} />
                    </Popconfirm>
                  ) : null}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      ) : (
        <Empty description={documents.isError ? 'Не удалось загрузить документы' : 'Документов пока нет'} />
      )}
      {canManage ? <DocumentUploadModal open={uploading} onClose={() => setUploading(false)} /> : null}
    </div>
  );
}
