import { Empty, Timeline, Typography } from 'antd';
import type { BpHistoryItem } from '@intranet/contracts';
import { GIFT_ORDER_OPERATIONS } from '@intranet/contracts/gift-shop/gift-shop';
import { formatDateTime } from '../../../ui/date-format.ts';
import { RequestStatusTag } from '../../requests/components/RequestStatusTag.tsx';

/** The engine's own steps, then the shop's operations. */
const STEP_LABELS: Record<string, string> = {
  create: 'Заказ оформлен',
  edit: 'Позиции изменены',
  ...GIFT_ORDER_OPERATIONS,
};

/** The order's history as the engine wrote it (GET /orders/{id} carries it), oldest step first. */
export function OrderHistory({ history }: { history: readonly BpHistoryItem[] }) {
  if (history.length === 0) return <Empty description="История пуста" />;
  return (
    <Timeline
      className="gift-order-history"
      items={history.map((entry) => ({
        key: entry.id,
        content: (
          <div className="gift-order-history__line">
            <Typography.Text strong>{STEP_LABELS[entry.action] ?? entry.action}</Typography.Text>
            <Typography.Text>
              {entry.actor?.full_name ?? 'Система'}
              {entry.on_behalf_of ? ` — замещает ${entry.on_behalf_of.full_name}` : ''}
              {entry.impersonator ? ` (вход от имени: ${entry.impersonator.full_name})` : ''}
            </Typography.Text>
            {entry.to_status && entry.from_status?.id !== entry.to_status.id ? (
              <span>
                <RequestStatusTag status={entry.to_status} />
              </span>
            ) : null}
            {entry.comment ? <Typography.Paragraph>«{entry.comment}»</Typography.Paragraph> : null}
            <Typography.Text type="secondary">
              <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
            </Typography.Text>
          </div>
        ),
      }))}
    />
  );
}
