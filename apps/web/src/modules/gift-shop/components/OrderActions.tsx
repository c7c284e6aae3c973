import { Button, Form, Input, Modal } from 'antd';
import {
  GIFT_ORDER_OPERATION_CODES,
  type GiftOrderDetails,
  type GiftOrderOperation,
} from '@intranet/contracts/gift-shop/gift-shop';
import { useState, type ReactNode } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { useOrderOperation } from '../gift-shop.api.ts';

/** Longest comment of an operation (giftOrderOperationSchema). */
const COMMENT_MAX = 2000;

type Action = GiftOrderDetails['actions'][number] & { code: GiftOrderOperation };

const isOperation = (code: string): code is GiftOrderOperation =>
  (GIFT_ORDER_OPERATION_CODES as readonly string[]).includes(code);

/** The operation's dialog: the comment it requires (a denial's reason), sent with it. */
function CommentModal({
  action,
  pending,
  onSubmit,
  onClose,
}: {
  action: Action;
  pending: boolean;
  onSubmit: (comment: string) => Promise<void>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ comment: string }>();
  const handleFinish = async ({ comment }: { comment: string }) => {
    try {
      await onSubmit(comment.trim());
    } catch (error) {
      const messages = error instanceof ApiError ? error.fieldErrors?.comment : undefined;
      if (messages) form.setFields([{ name: 'comment', errors: messages }]);
      // Anything else (the order moved on: 409) is the error dialog's; the page shows the new state.
      else onClose();
    }
  };
  return (
    <Modal
      open
      title={action.label}
      okText={action.label}
      okButtonProps={{ danger: action.code === 'deny' }}
      cancelText="Отмена"
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(values) => void handleFinish(values)}>
        <Form.Item
          name="comment"
          label="Комментарий"
          rules={[{ required: true, whitespace: true, message: 'Укажите комментарий' }]}
        >
          <Input.TextArea rows={4} maxLength={COMMENT_MAX} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}

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
        <CommentModal
          action={asking}
          pending={operate.isPending}
          onSubmit={(comment) => run(asking, comment)}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </div>
  );
}
