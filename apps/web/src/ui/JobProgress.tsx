import { JOB_STATE_LABELS, isJobRunning, jobPercent, type JobRun } from '@intranet/contracts';
import { Alert, Button, Progress, Space, Tag, Typography } from 'antd';
import { formatDateTime } from './date-format.ts';

const STATE_COLORS: Record<JobRun['state'], string> = {
  queued: 'blue',
  active: 'processing',
  completed: 'green',
  failed: 'red',
  cancelled: 'default',
};

interface JobProgressProps {
  run: JobRun;
  /** Shown while the run is queued or running. */
  onCancel?: () => void;
  cancelling?: boolean;
}

/** A background run as people follow it: its state, a progress bar while it runs, the reason it failed. */
export function JobProgress({ run, onCancel, cancelling }: JobProgressProps) {
  const running = isJobRunning(run);
  return (
    <Space direction="vertical" size={4} style={{ width: '100%' }}>
      <Space wrap size={8}>
        <Tag color={STATE_COLORS[run.state]}>{JOB_STATE_LABELS[run.state]}</Tag>
        {run.finished_at && (
          <Typography.Text type="secondary">завершено {formatDateTime(run.finished_at)}</Typography.Text>
        )}
        {running && run.started_at && (
          <Typography.Text type="secondary">запущено {formatDateTime(run.started_at)}</Typography.Text>
        )}
      </Space>
      {running && (
        <Space style={{ width: '100%' }} align="center">
          <Progress
            percent={jobPercent(run)}
            status="active"
            style={{ minWidth: 180, margin: 0 }}
            aria-label="Ход выполнения"
          />
          {onCancel && (
            <Button size="small" onClick={onCancel} loading={cancelling} disabled={run.cancel_requested}>
              {run.cancel_requested ? 'Отменяется…' : 'Отменить'}
            </Button>
          )}
        </Space>
      )}
      {run.state === 'failed' && run.error && <Alert type="error" showIcon title={run.error} />}
    </Space>
  );
}
