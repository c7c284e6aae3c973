import { Tag } from 'antd';
import type { BpStatus } from '@intranet/contracts';

/** A request's status as a tag in the status's own colour (`bp_statuses.color`: an antd preset). */
export function RequestStatusTag({ status }: { status: Pick<BpStatus, 'name' | 'color'> }) {
  return (
    <Tag color={status.color} className="request-status">
      {status.name}
    </Tag>
  );
}
