import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Space } from 'antd';
import type { VacReportName, VacReportParams } from '@intranet/contracts';
import { useEffect, useRef, useState } from 'react';
import { ApiError, isCancelled, messageOf } from '../../../../api/api-error.ts';
import { downloadVacReport } from '../vacation-reports.api.ts';

interface Props {
  name: VacReportName;
  label: string;
  params: VacReportParams | null;
}

/** «Скачать XLS» and «Скачать XML»: the whole report with the filters on screen; leaving the page cancels. */
export function VacReportDownloads({ name, label, params }: Props) {
  const { message } = App.useApp();
  const controllerRef = useRef<AbortController | null>(null);
  const [busy, setBusy] = useState<'xls' | 'xml' | null>(null);
  useEffect(() => () => controllerRef.current?.abort(), []);

  async function handleDownload(format: 'xls' | 'xml') {
    if (!params) return;
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    setBusy(format);
    try {
      await downloadVacReport(name, label, params, format, controller.signal);
    } catch (error) {
      if (!isCancelled(error)) {
        const text = error instanceof ApiError ? messageOf(error.body) : undefined;
        void message.error(text ? `Не удалось выгрузить отчет: ${text}` : 'Не удалось выгрузить отчет');
      }
    } finally {
      if (controllerRef.current === controller) {
        controllerRef.current = null;
        setBusy(null);
      }
    }
  }

  return (
    <Space wrap>
      <Button
        icon={<DownloadOutlined />}
        disabled={!params}
        loading={busy === 'xls'}
        onClick={() => void handleDownload('xls')}
      >
        Скачать XLS
      </Button>
      <Button
        icon={<DownloadOutlined />}
        disabled={!params}
        loading={busy === 'xml'}
        onClick={() => void handleDownload('xml')}
      >
        Скачать XML
      </Button>
    </Space>
  );
}
