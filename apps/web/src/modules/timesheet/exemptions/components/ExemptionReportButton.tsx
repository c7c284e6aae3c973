import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Spin } from 'antd';
import type { ExemptionReportName } from '@intranet/contracts';
import { useEffect, useRef, useState } from 'react';
import { isCancelled } from '../../../../api/api-error.ts';
import { downloadExemptionReport } from '../exemptions.api.ts';

/**
 * «Скачать отчет» of one list: while the workbook is being built it shows the time spent and a
 * «Отменить» button that aborts the call; leaving the page aborts it too.
 */
export function ExemptionReportButton({ name }: { name: ExemptionReportName }) {
  const { message } = App.useApp();
  const controllerRef = useRef<AbortController | null>(null);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (startedAt === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [startedAt]);

  useEffect(() => () => controllerRef.current?.abort(), []);

  async function handleDownload() {
    const controller = new AbortController();
    controllerRef.current = controller;
    const started = Date.now();
    setNow(started);
    setStartedAt(started);
    try {
      await downloadExemptionReport(name, controller.signal);
      if (!controller.signal.aborted) void message.success('Отчет скачан');
    } catch (error) {
      if (isCancelled(error)) void message.info('Формирование отчета отменено');
      else {
        console.error('exemption report failed', error);
        void message.error('Не удалось сформировать отчет');
      }
    } finally {
      if (controllerRef.current === controller) controllerRef.current = null;
      setStartedAt(null);
    }
  }

  function handleCancel() {
    controllerRef.current?.abort();
  }

  if (startedAt === null) {
    return (
      <Button icon={<DownloadOutlined />} onClick={() => void handleDownload()}>
        Скачать отчет
      </Button>
    );
  }
  const seconds = Math.max(0, Math.floor((now - startedAt) / 1000));
  return (
    <span className="exemption-report" role="status">
      <Spin size="small" />
      <span className="exemption-report__text">Отчет формируется… {seconds} с</span>
      <Button size="small" onClick={handleCancel}>
        Отменить
      </Button>
    </span>
  );
}
