import { DeleteOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, InputNumber, Typography } from 'antd';
import {
  formatGiftPrice,
  GIFT_ITEM_MAX_QUANTITY,
  GIFT_ORDER_EDIT_DEBOUNCE_MS,
  type GiftOrderDetails,
  type GiftOrderItem,
} from '@intranet/contracts/gift-shop/gift-shop';
import { useState } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { orderKey, saveOrderItems } from '../gift-shop.api.ts';
import { itemErrorsOf, type ItemErrors } from '../gift-shop.helpers.ts';
import { useDebouncedSave } from '../use-debounced-save.ts';
import { ShopImage } from './ShopImage.tsx';

export const ORDER_EDITOR_TEXTS = {
  saving: 'Сохранение…',
  saved: 'Изменения сохранены',
  conflict: 'Заказ изменился в другом окне или уже обработан: показаны его актуальные позиции',
} as const;

const NO_ERRORS: ItemErrors = { byProduct: {}, general: [] };

/** The lines with one quantity changed (or the line taken out); amounts follow the fixed unit prices. */
function withQuantity(items: readonly GiftOrderItem[], productId: number, quantity: number | null) {
  return items.flatMap((item) =>
    item.product_id !== productId
      ? [item]
      : quantity === null
        ? []
        : [{ ...item, quantity, amount: item.price * quantity }],
  );
}

/**
 * The items of a new order, their quantities edited in place. Each change is PATCHed 300 ms after the last
 * one (use-debounced-save.ts), and leaving a field or the page sends it at once. The screen keeps its own copy
 * while edits wait or travel, so an answer to an older edit never replaces a newer one; a 409 (the order was
 * edited elsewhere or moved on) drops the copy and reads the order again.
 */
export function OrderItemsEditor({ order }: { order: GiftOrderDetails }) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [draft, setDraft] = useState<GiftOrderItem[] | null>(null);
  const [errors, setErrors] = useState<ItemErrors>(NO_ERRORS);
  const items = draft ?? order.items;
  const editable = order.can_edit;

  const saver = useDebouncedSave<GiftOrderItem[], GiftOrderDetails>(order.updated_at, {
    delayMs: GIFT_ORDER_EDIT_DEBOUNCE_MS,
    save: (value, version) => saveOrderItems(order.id, value, version),
    versionOf: (saved) => saved.updated_at,
    onSaved: (saved, newer) => {
      queryClient.setQueryData(orderKey(order.id), { data: saved });
      if (!newer) {
        setDraft(null);
        setErrors(NO_ERRORS);
      }
    },
    onFailed: (error, value) => {
      if (error instanceof ApiError && error.status === 409) {
        saver.discard();
        setDraft(null);
        setErrors(NO_ERRORS);
        void message.warning(ORDER_EDITOR_TEXTS.conflict);
        void queryClient.invalidateQueries({ queryKey: orderKey(order.id) });
        return;
      }
      if (error instanceof ApiError && error.status === 400) {
        const found = itemErrorsOf(error.fieldErrors, value);
        setErrors(
          found.general.length || Object.keys(found.byProduct).length
            ? found
            : { byProduct: {}, general: [error.message] },
        );
      }
      // Other failures are the error dialog's (http-client.ts); the copy stays for the next edit.
    },
  });

  const change = (productId: number, quantity: number | null) => {
    const next = withQuantity(items, productId, quantity);
    setDraft(next);
    saver.edit(next);
  };

  const total = items.reduce((sum, item) => sum + item.amount, 0);
  return (
    <section className="gift-order-items" aria-labelledby="gift-order-items-title">
      <div className="gift-order-items__head">
        <Typography.Title level={2} id="gift-order-items-title" className="gift-section-title">
          Позиции заказа
        </Typography.Title>
        {editable ? (
          <Typography.Text type="secondary" role="status" aria-live="polite" data-testid="order-save-state">
            {saver.busy ? ORDER_EDITOR_TEXTS.saving : draft === null ? ORDER_EDITOR_TEXTS.saved : ''}
          </Typography.Text>
        ) : null}
      </div>
      {errors.general.map((text) => (
        <Alert key={text} type="error" showIcon title={text} className="gift-order-items__alert" />
      ))}
      <ul className="gift-order-items__list">
        {items.map((item) => {
          const error = errors.byProduct[item.product_id];
          const inputId = `gift-order-qty-${item.product_id}`;
          return (
            <li key={item.product_id} className="gift-order-item">
              <ShopImage image={item.image} alt={item.name} className="gift-order-item__image" />
              <div className="gift-order-item__body">
                <Typography.Text strong>{item.name}</Typography.Text>
                <Typography.Text type="secondary">
                  {formatGiftPrice(item.price, order.currency)} за шт.
                </Typography.Text>
                {error ? (
                  <Typography.Text type="danger" role="alert" id={`${inputId}-error`}>
                    {error}
                  </Typography.Text>
                ) : null}
              </div>
              <div className="gift-order-item__qty">
                {editable ? (
                  <>
                    <label htmlFor={inputId} className="visually-hidden">
                      Количество: {item.name}
                    </label>
                    <InputNumber
                      id={inputId}
                      min={1}
                      max={GIFT_ITEM_MAX_QUANTITY}
                      precision={0}
                      value={item.quantity}
                      status={error ? 'error' : undefined}
                      aria-describedby={error ? `${inputId}-error` : undefined}
                      onChange={(value) => {
                        if (typeof value === 'number' && value >= 1) change(item.product_id, value);
                      }}
                      onBlur={() => void saver.flush()}
                      style={{ width: 96 }}
                    />
                    {items.length > 1 ? (
                      <Button
                        type="text"
                        icon={<DeleteOutlined />}
                        aria-label={`Убрать из заказа: ${item.name}`}
                        onClick={() => {
                          change(item.product_id, null);
                          void saver.flush();
                        }}
                      />
                    ) : null}
                  </>
                ) : (
                  <Typography.Text>{item.quantity} шт.</Typography.Text>
                )}
              </div>
              <Typography.Text className="gift-order-item__amount">
                {formatGiftPrice(item.amount, order.currency)}
              </Typography.Text>
            </li>
          );
        })}
      </ul>
      <div className="gift-order-items__total">
        <Typography.Text strong>Итого: {formatGiftPrice(total, order.currency)}</Typography.Text>
      </div>
    </section>
  );
}
