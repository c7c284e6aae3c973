import { UploadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Input, Modal, Table, Typography, Upload } from 'antd';
import type { TableColumnsType, UploadProps } from 'antd';
import { WORK_DAY_TYPE_LABELS, parseWorkCalendarCsv, type CalendarCsvRow } from '@intranet/contracts';
import { useMemo, useState } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { formatDate } from '../../../ui/date-format.ts';
import { countRu } from '../../../ui/plural.ts';
import { useImportCalendar } from '../work-calendar.api.ts';

interface CalendarImportModalProps {
  open: boolean;
  countryId: number;
  countryName: string;
  year: number;
  onClose: () => void;
}

const DAY_FORMS = ['день', 'дня', 'дней'] as const;
const MAX_FILE_BYTES = 200_000;

const columns: TableColumnsType<CalendarCsvRow> = [
  { key: 'line', title: 'Строка', dataIndex: 'line', width: 80 },
  { key: 'date', title: 'Дата', render: (_, row) => formatDate(row.date), width: 110 },
  { key: 'type', title: 'Тип', render: (_, row) => WORK_DAY_TYPE_LABELS[row.type] },
  { key: 'name', title: 'Название', render: (_, row) => row.name ?? '—', responsive: ['sm'] },
];

/**
 * «Импорт CSV»: a file or pasted text, previewed at once with the contract's parser (the server runs
 * the same one). Saving replaces the year's special days; it is disabled while any line is bad.
 */
export function CalendarImportModal({
  open,
  countryId,
  countryName,
  year,
  onClose,
}: CalendarImportModalProps) {
  const { message } = App.useApp();
  const [csv, setCsv] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const importCalendar = useImportCalendar();
  const preview = useMemo(() => parseWorkCalendarCsv(csv, year), [csv, year]);
  const canSave = csv.trim() !== '' && preview.rows.length > 0 && preview.errors.length === 0;

  function reset() {
    setCsv('');
    setFileName(null);
    setServerErrors([]);
  }

  function handleClose() {
    if (importCalendar.isPending) return;
    reset();
    onClose();
  }

  const handleBeforeUpload: UploadProps['beforeUpload'] = async (file) => {
    if (file.size > MAX_FILE_BYTES) {
      setServerErrors(['Файл слишком большой']);
      return Upload.LIST_IGNORE;
    }
    setCsv(await file.text());
    setFileName(file.name);
    setServerErrors([]);
    // The file is read here; nothing is uploaded by the Upload component itself.
    return Upload.LIST_IGNORE;
  };

  async function handleSave() {
    setServerErrors([]);
    try {
      const result = await importCalendar.mutateAsync({ country_id: countryId, year, csv });
      void message.success(`Календарь ${year} сохранен: ${countRu(result.data.written, DAY_FORMS)}`);
      reset();
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const fieldErrors = error.fieldErrors ?? {};
        const messages = Object.values(fieldErrors).flat();
        setServerErrors(messages.length > 0 ? [error.message, ...messages] : [error.message]);
      } else if (error instanceof ApiError) {
        setServerErrors([error.message]);
      }
    }
  }

  return (
    <Modal
      open={open}
      title={`Импорт производственного календаря: ${countryName}, ${year}`}
      onCancel={handleClose}
      width={760}
      footer={[
        <Button key="cancel" onClick={handleClose}>
          Отмена
        </Button>,
        <Button
          key="save"
          type="primary"
          disabled={!canSave}
          loading={importCalendar.isPending}
          onClick={() => void handleSave()}
        >
          Сохранить
        </Button>,
      ]}
    >
      <div className="calendar-import">
        <Typography.Paragraph type="secondary" className="calendar-import__hint">
          Строка файла: «дата,тип,название» через запятую или точку с запятой. Дата — ГГГГ-ММ-ДД или
          ДД.ММ.ГГГГ, тип — 1–4 (1 праздничный, 2 рабочий выходной, 3 перенесенный выходной, 4 сокращенный
          день). Сохранение заменит все особые дни {year} года.
        </Typography.Paragraph>
        <Upload accept=".csv,text/csv,text/plain" beforeUpload={handleBeforeUpload} showUploadList={false}>
          <Button icon={<UploadOutlined />}>Выбрать файл .csv</Button>
        </Upload>
        {fileName ? <span className="calendar-import__file">{fileName}</span> : null}
        <label className="calendar-import__label" htmlFor="calendar-import-text">
          Содержимое файла
        </label>
        <Input.TextArea
          id="calendar-import-text"
          rows={6}
          value={csv}
          onChange={(event) => {
            setCsv(event.target.value);
            setServerErrors([]);
          }}
          placeholder={`${year}-01-01,1,Новый год`}
          className="calendar-import__text"
        />
        {serverErrors.length > 0 ? (
          <Alert
            type="error"
            showIcon
            title={serverErrors[0]}
            description={
              serverErrors.length > 1 ? (
                <ul className="calendar-import__errors">
                  {serverErrors.slice(1).map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
              ) : undefined
            }
          />
        ) : null}
        {preview.errors.length > 0 ? (
          <section aria-label="Ошибки в файле">
            <Typography.Text strong type="danger">
              Ошибки ({preview.errors.length}) — исправьте их, чтобы сохранить
            </Typography.Text>
            <ul className="calendar-import__errors">
              {preview.errors.map((error) => (
                <li key={error.line}>
                  Строка {error.line}: {error.message}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {csv.trim() ? (
          <Table<CalendarCsvRow>
            rowKey="line"
            size="small"
            columns={columns}
            dataSource={preview.rows}
            pagination={preview.rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
            locale={{ emptyText: 'Нет ни одной верной строки' }}
            title={() => `Будет сохранено: ${countRu(preview.rows.length, DAY_FORMS)}`}
          />
        ) : null}
      </div>
    </Modal>
  );
}
