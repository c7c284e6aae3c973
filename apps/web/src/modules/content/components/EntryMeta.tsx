import type { ContentEntry } from '@intranet/contracts';
import { Typography } from 'antd';
import { formatDateTime } from '../../../ui/date-format.ts';

/** «Обновлено 21.11.2026 14:05, Редакторова Анна»: when the text changed last, and who changed it. */
export function EntryMeta({ entry }: { entry: Pick<ContentEntry, 'updated_at' | 'updated_by' | 'version'> }) {
  if (entry.version <= 1 && !entry.updated_by) return null;
  return (
    <Typography.Text type="secondary" className="content-meta">
      Обновлено {formatDateTime(entry.updated_at)}
      {entry.updated_by ? `, ${entry.updated_by.full_name}` : ''}
    </Typography.Text>
  );
}
