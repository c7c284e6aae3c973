import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import type { Endpoint } from '@intranet/contracts';
import { download } from '../../../api/endpoint-client.ts';

interface ExportButtonProps {
  endpoint: Endpoint & { file: true };
  fileName: string;
  label?: string;
  /** The list's filter, as its query (undefined values are left out). */
  query?: Record<string, string | number | undefined>;
}

/** Downloads a list as xlsx; a failed call shows the shared error dialog. */
export function ExportButton({ endpoint, fileName, label = 'Выгрузить в Excel', query }: ExportButtonProps) {
  const [busy, setBusy] = useState(false);
  const handleClick = async () => {
    setBusy(true);
    try {
      if (query) {
        const defined = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
        // Any file endpoint: its query's type is the endpoint's, which this button does not narrow.
        await download(endpoint, fileName, { query: defined } as never);
      } else await download(endpoint, fileName);
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
