import { Button } from 'antd';
import {
  GIFT_ORDER_OPERATION_CODES,
  type GiftOrderDetails,
  type GiftOrderOperation,
} from '@intranet/contracts/gift-shop/gift-shop';
import { useState, type ReactNode } from 'react';
import { ActionCommentModal } from '../../requests/components/ActionCommentModal.tsx';
import { useOrderOperation } from '../gift-shop.api.ts';

type Action = GiftOrderDetails['actions'][number] & { code: GiftOrderOperation };

const isOperation = (code: string): code is GiftOrderOperation =>
  (GIFT_ORDER_OPERATION_CODES as readonly string[]).includes(code);

/**
 * The order's buttons: the operations its `abilities` allow the viewer now, in the process's order. One that
 * requires a comment (deny) asks for it first. Each call carries the version on screen, so an order moved
 * meanwhile is the server's 409 in the error dialog, and the page reads it again.
 */
export function OrderActions({
  order,
  extra,
  onDone,
}: {
  order: Pick<GiftOrderDetails, 'id' | 'updated_at' | 'actions' | 'abilities'>;
  extra?: ReactNode;
  onDone?: (operation: GiftOrderOperation) => void;
}) {
  const operate = useOrderOperation();
  const [asking, setAsking] = useState<Action | null>(null);
  const actions = order.actions.filter(
    (action): action is Action => isOperation(action.code) && order.abilities[action.code] === true,
  );
  if (actions.length === 0 && !extra) return null;

  const run = async (action: Action, comment?: string) => {
    await operate.mutateAsync({ id: order.id, operation: action.code, comment, updatedAt: order.updated_at });
    setAsking(null);
    onDone?.(action.code);
  };

  return (
    <div className="gift-order-actions" role="group" aria-label="Действия по заказу">
      {actions.map((action, index) => (
        <Button
          key={action.code}
          type={index === 0 && action.code !== 'cancel' && action.code !== 'deny' ? 'primary' : 'default'}
          danger={action.code === 'deny' || action.code === 'cancel'}
          loading={operate.isPending && operate.variables?.operation === action.code}
          disabled={operate.isPending}
          onClick={() =>
            action.comment_required || action.code === 'deny'
              ? setAsking(action)
              : void run(action).catch(() => undefined)
          }
        >
          {action.label}
        </Button>
      ))}
      {extra}
      {asking ? (
        <ActionCommentModal
          action={asking}
          danger={asking.code === 'deny'}
          pending={operate.isPending}
          onSubmit={(comment) => run(asking, comment)}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </div>
  );
}
