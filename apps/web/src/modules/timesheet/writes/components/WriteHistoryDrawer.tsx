import { Drawer, Timeline, Typography } from 'antd';
import { TS_STATUS_LABELS, type TsStatus, type TsWrite } from '@intranet/contracts';
import { formatDate, formatDateTime } from '../../../../ui/date-format.ts';
import { QueryState } from '../../../../ui/QueryState.tsx';
import type { TsWriteHistoryEntry } from '@intranet/contracts';
import { useWriteHistory } from '../writes.api.ts';
import { minutesToInput } from '../../shared/timesheet-hours.ts';

const ACTION_LABELS: Record<string, string> = {
  create: 'Создана',
  update: 'Изменена',
  send: 'Отправлена на согласование',
  approve: 'Согласована',
  reject: 'Отклонена',
  unapprove: 'Возвращена на согласование',
  delete: 'Удалена',
};

function statusName(status: number | null): string {
  return status ? (TS_STATUS_LABELS[status as TsStatus] ?? String(status)) : '—';
}

function describe(entry: TsWriteHistoryEntry): string {
  const parts: string[] = [];
  if (entry.old_time !== entry.new_time) {
    parts.push(
      `время: ${minutesToInput(entry.old_time) || '0'} → ${minutesToInput(entry.new_time) || '0'} ч`,
    );
  }
  if (entry.old_status !== entry.new_status) {
    parts.push(`статус: ${statusName(entry.old_status)} → ${statusName(entry.new_status)}`);
  }
  return parts.join('; ');
}

interface WriteHistoryDrawerProps {
  write: TsWrite | null;
  onClose: () => void;
}

/** «История» of one cell (GET /timesheet/writes/{id}/history), newest first. */
export function WriteHistoryDrawer({ write, onClose }: WriteHistoryDrawerProps) {
  const history = useWriteHistory(write?.id ?? null);
  const body = write ? (
    <QueryState query={history} rows={4} error="Не удалось загрузить историю" empty="Изменений нет">
      {(entries) => (
        <Timeline
          items={entries.map((entry) => ({
            key: `${entry.changed_at}-${entry.action}`,
            content: (
              <div className="ts-history__entry">
                <Typography.Text strong>{ACTION_LABELS[entry.action] ?? entry.action}</Typography.Text>
                <div>
                  <Typography.Text type="secondary">
                    {formatDateTime(entry.changed_at)}
                    {entry.changed_by ? `, ${entry.changed_by.full_name}` : ''}
                  </Typography.Text>
                </div>
                {describe(entry) ? <div>{describe(entry)}</div> : null}
                {entry.comment ? <div>Комментарий: {entry.comment}</div> : null}
              </div>
            ),
          }))}
        />
      )}
    </QueryState>
  ) : null;
  return (
    <Drawer
      open={write !== null}
      onClose={onClose}
      title={write ? `История: ${write.customer.name}, ${formatDate(write.date)}` : 'История'}
      size="default"
    >
      {body}
    </Drawer>
  );
}
