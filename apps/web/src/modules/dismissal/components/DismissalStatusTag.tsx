import { Tag } from 'antd';
import type { DismissalStatus } from '@intranet/contracts/dismissal/dismissal';

const COLORS: Record<DismissalStatus, string> = {
  1: 'gold',
  2: 'blue',
  3: 'red',
  4: 'default',
  5: 'green',
};

/** An application's status (1–5) as a tag. */
export function DismissalStatusTag({ status }: { status: { id: number; name: string } }) {
  return (
    <Tag className="dismissal-status" color={COLORS[status.id as DismissalStatus] ?? 'default'}>
      {status.name}
    </Tag>
  );
}
