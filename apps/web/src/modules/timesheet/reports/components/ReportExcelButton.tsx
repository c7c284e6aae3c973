import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { isCancelled, messageOf, ApiError } from '../../../../api/api-error.ts';
import type { ReportRequest } from '../report-helpers.ts';
import { downloadReportExcel } from '../reports.api.ts';

interface ReportExcelButtonProps {
  /** The report and filters to export; null while the period is incomplete. */
  request: Omit<ReportRequest, 'run'> | null;
  label: string;
  primary?: boolean;
}

/**
 * «Скачать в Excel»: the whole report as an xlsx. While the workbook is built, a spinner and «Отменить»
 * (leaving the page cancels too); a cancelled export is dropped silently, a failure is told in a message.
 */
export function ReportExcelButton({ request, label, primary = false }: ReportExcelButtonProps) {
  const { message } = App.useApp();
  const controllerRef = useRef<AbortController | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => () => controllerRef.current?.abort(), []);

  async function handleDownload() {
    if (!request) return;
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    setBusy(true);
    try {
      await downloadReportExcel(request, label, controller.signal);
    } catch (error) {
      if (!isCancelled(error)) {
        const text = error instanceof ApiError ? messageOf(error.body) : undefined;
        void message.error(text ? `Не удалось выгрузить отчет: ${text}` : 'Не удалось выгрузить отчет');
      }
    } finally {
      if (controllerRef.current === controller) {
        controllerRef.current = null;
        setBusy(false);
      }
    }
  }

  if (busy) {
    return (
      <span className="ts-reports__export" role="status">
        <Spin size="small" />
        <span>Отчет выгружается…</span>
        <Button size="small" onClick={() => controllerRef.current?.abort()}>
          Отменить
        </Button>
      </span>
    );
  }
  return (
    <Button
      type={primary ? 'primary' : 'default'}
      icon={<DownloadOutlined />}
      disabled={!request}
      onClick={() => void handleDownload()}
    >
      Скачать в Excel
    </Button>
  );
}
