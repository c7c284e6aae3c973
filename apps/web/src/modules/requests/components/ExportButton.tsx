import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import type { Endpoint } from '@intranet/contracts';
import { download } from '../../../api/endpoint-client.ts';

interface ExportButtonProps {
  endpoint: Endpoint & { file: true };
  fileName: string;
  label?: string;
}

/** Downloads a list as xlsx; a failed call shows the shared error dialog. */
export function ExportButton({ endpoint, fileName, label = 'Выгрузить в Excel' }: ExportButtonProps) {
  const [busy, setBusy] = useState(false);
  const handleClick = async () => {
    setBusy(true);
    try {
      await download(endpoint, fileName);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void handleClick()}>
      {label}
    </Button>
  );
}
