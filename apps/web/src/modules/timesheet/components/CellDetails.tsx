import { Alert, Button, Input, Tag, Typography } from 'antd';
import { TS_STATUS_LABELS, type TsStatus, type TsWrite } from '@intranet/contracts';
import { formatDate } from '../../../ui/date-format.ts';
import { isLocked } from '../fill-grid.ts';

export const STATUS_TAG_COLORS: Record<TsStatus, string> = {
  1: 'blue',
  2: 'orange',
  3: 'green',
  4: 'red',
};

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
          <Tag color={STATUS_TAG_COLORS[status]}>{TS_STATUS_LABELS[status]}</Tag>
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
