import { Alert, Button, Input, Typography } from 'antd';
import type { TsStatus, TsWrite } from '@intranet/contracts';
import { formatDate } from '../../../../ui/date-format.ts';
import { isLocked } from '../fill-grid.ts';
import { StatusTag } from '../../shared/components/StatusTag.tsx';

interface CellDetailsProps {
  projectName: string;
  date: string;
  write: TsWrite | undefined;
  comment: string;
  onCommentChange: (comment: string) => void;
  onOpenHistory: (write: TsWrite) => void;
}

/** The popover of a cell: its status, the reject reason, the comment and the way to its history. */
export function CellDetails({
  projectName,
  date,
  write,
  comment,
  onCommentChange,
  onOpenHistory,
}: CellDetailsProps) {
  const status = write?.status.id as TsStatus | undefined;
  const locked = isLocked(write);
  return (
    <div className="ts-cell-details">
      <Typography.Text strong>
        {projectName}, {formatDate(date)}
      </Typography.Text>
      {status ? (
        <div>
          <StatusTag status={status} />
        </div>
      ) : null}
      {write?.reject_comment ? (
        <Alert type="error" showIcon title={`Причина отклонения: ${write.reject_comment}`} />
      ) : null}
      <label className="ts-field">
        <span>Комментарий</span>
        <Input.TextArea
          value={comment}
          onChange={(event) => onCommentChange(event.target.value)}
          rows={3}
          maxLength={1000}
          disabled={locked}
          aria-label="Комментарий"
        />
      </label>
      {locked ? (
        <Typography.Text type="secondary">Согласованное время нельзя изменить</Typography.Text>
      ) : null}
      {write ? (
        <Button size="small" onClick={() => onOpenHistory(write)}>
          История
        </Button>
      ) : null}
    </div>
  );
}
