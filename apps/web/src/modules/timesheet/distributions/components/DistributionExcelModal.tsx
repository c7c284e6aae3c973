import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, App, Button, Modal, Table, Typography, Upload, type UploadProps } from 'antd';
import { DISTRIBUTION_EXCEL_COLUMNS, DISTRIBUTION_EXCEL_MAX_ROWS } from '@intranet/contracts';
import { useState } from 'react';
import { ApiError, isCancelled } from '../../../../api/api-error.ts';
import { countRu } from '../../../../ui/plural.ts';
import { downloadDistributionTemplate, useUploadDistributionsExcel } from '../services.api.ts';
import { excelRowErrors, markedMessages, type ExcelRowError, type MarkedMessage } from '../services-rows.ts';
import { DistributionMarkedList } from './DistributionMarkedText.tsx';

type UploadOutcome =
  | { kind: 'saved'; fileName: string; saved: number }
  | { kind: 'refused'; fileName: string; messages: MarkedMessage[]; rows: ExcelRowError[] };

interface DistributionExcelModalProps {
  open: boolean;
  /** Whose distributions a row without «Сотрудник» is (an assistant filling for someone). */
  userId: number | undefined;
  userName: string | null;
  onClose: () => void;
}

const RECORD_FORMS = ['запись', 'записи', 'записей'] as const;

/**
 * «Загрузить из Excel»: one .xlsx file, all rows or none. A refused file shows every bad row with its
 * messages (the server's 400 `errors`, keyed «Строка N»).
 */
export function DistributionExcelModal({ open, userId, userName, onClose }: DistributionExcelModalProps) {
  const { message } = App.useApp();
  const upload = useUploadDistributionsExcel();
  const [outcome, setOutcome] = useState<UploadOutcome | null>(null);
  const [downloading, setDownloading] = useState(false);

  function handleClose() {
    if (upload.isPending) return;
    setOutcome(null);
    onClose();
  }

  async function handleFile(file: File) {
    setOutcome(null);
    if (!file.name.toLowerCase().endsWith('.xlsx')) {
      setOutcome({
        kind: 'refused',
        fileName: file.name,
        messages: markedMessages('Нужен файл Excel .xlsx'),
        rows: [],
      });
      return;
    }
    try {
      const result = await upload.mutateAsync({ file, userId });
      setOutcome({ kind: 'saved', fileName: file.name, saved: result.data.saved });
      void message.success(`Загружено: ${countRu(result.data.saved, RECORD_FORMS)}`);
    } catch (error) {
      if (isCancelled(error) || !(error instanceof ApiError)) return;
      const text =
        error.status === 413 ? 'Файл слишком большой' : error.message || 'Не удалось загрузить файл';
      // «Строка N» keys go to the per-row table; a whole-file message (`file`) joins the title.
      const all = excelRowErrors(error.fieldErrors);
      const rows = all.filter((item) => /\d/.test(item.row));
      const general = Object.fromEntries(
        all.filter((item) => !rows.includes(item)).map((item) => [item.row, item.messages]),
      );
      setOutcome({ kind: 'refused', fileName: file.name, messages: markedMessages(text, general), rows });
    }
  }

  const handleBeforeUpload: UploadProps['beforeUpload'] = (file) => {
    void handleFile(file);
    // The file goes through the http client (bearer token), not the Upload component's own request.
    return Upload.LIST_IGNORE;
  };

  async function handleTemplate() {
    setDownloading(true);
    try {
      await downloadDistributionTemplate();
    } catch {
      // The http client has shown the error dialog.
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Modal
      open={open}
      title="Загрузка перераспределений из Excel"
      onCancel={handleClose}
      width={720}
      footer={
        <Button onClick={handleClose} disabled={upload.isPending}>
          Закрыть
        </Button>
      }
      className="ts-services__modal"
    >
      <Typography.Paragraph type="secondary">
        Первая строка — заголовок, затем строки с данными (не больше {DISTRIBUTION_EXCEL_MAX_ROWS}). Столбцы:{' '}
        {DISTRIBUTION_EXCEL_COLUMNS.map((column) => `«${column}»`).join(', ')}. Сотрудник — логин или id;
        пустой — {userName ?? 'вы'}. Проект и сервис — id или точное название. Файл загружается целиком: если
        в строке ошибка, ничего не сохраняется.
      </Typography.Paragraph>
      <Button
        icon={<DownloadOutlined />}
        onClick={() => void handleTemplate()}
        loading={downloading}
        className="ts-services__template"
      >
        Скачать шаблон
      </Button>
      <Upload.Dragger
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        beforeUpload={handleBeforeUpload}
        showUploadList={false}
        multiple={false}
        disabled={upload.isPending}
        className="ts-services__dragger"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">
          {upload.isPending ? 'Загружаем…' : 'Выберите файл .xlsx или перетащите его сюда'}
        </p>
      </Upload.Dragger>
      {outcome?.kind === 'saved' ? (
        <Alert
          type="success"
          showIcon
          className="ts-services__outcome"
          title={`Файл «${outcome.fileName}» загружен: ${countRu(outcome.saved, RECORD_FORMS)}`}
        />
      ) : null}
      {outcome?.kind === 'refused' ? (
        <div className="ts-services__outcome" data-testid="distribution-excel-errors">
          <Alert
            type="error"
            showIcon
            role="alert"
            title={<DistributionMarkedList messages={outcome.messages} />}
            description={`Файл «${outcome.fileName}»`}
          />
          {outcome.rows.length > 0 ? (
            <Table<ExcelRowError>
              size="small"
              rowKey="row"
              className="ts-services__excel-report"
              pagination={outcome.rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
              dataSource={outcome.rows}
              columns={[
                { key: 'row', title: 'Строка', width: 110, render: (_, item) => item.row },
                {
                  key: 'messages',
                  title: 'Ошибки',
                  render: (_, item) => (
                    <DistributionMarkedList
                      messages={item.messages.flatMap((text) => markedMessages(text))}
                    />
                  ),
                },
              ]}
            />
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
