import { DeleteOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Form, Input, InputNumber, Typography } from 'antd';
import {
  formatGiftPrice,
  GIFT_ITEM_MAX_QUANTITY,
  type GiftCurrency,
} from '@intranet/contracts/gift-shop/gift-shop';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { cartStore, useCart, type CartStore } from '../cart-store.ts';
import { useCreateOrder } from '../gift-shop.api.ts';
import { itemErrorsOf, priceOf, type ItemErrors } from '../gift-shop.helpers.ts';

const NO_ERRORS: ItemErrors = { byProduct: {}, general: [] };

/**
 * The order being composed: its lines with quantities (no more than the office has), the total in the chosen
 * currency and «Оформить заказ». A 400 (the stock ran out meanwhile, a price missing) stays next to its line.
 */
export function CartPanel({
  currency,
  officeId,
  store = cartStore,
}: {
  currency: GiftCurrency;
  officeId: number | null;
  store?: CartStore;
}) {
  const cart = useCart(store);
  const create = useCreateOrder();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<ItemErrors>(NO_ERRORS);
  const total = cart.lines.reduce(
    (sum, line) => sum + (priceOf(line.product, currency) ?? 0) * line.quantity,
    0,
  );

  const place = async () => {
    if (officeId === null) return;
    setErrors(NO_ERRORS);
    try {
      const { data } = await create.mutateAsync({
        office_id: officeId,
        currency,
        product_items: cart.lines.map((line) => ({ product_id: line.product.id, quantity: line.quantity })),
        comment: comment.trim() || null,
      });
      store.clear();
      setComment('');
      void message.success(`Заказ № ${data.id} оформлен`);
      void navigate(`/services/shop/orders/${data.id}`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const found = itemErrorsOf(
          error.fieldErrors,
          cart.lines.map((line) => ({ product_id: line.product.id, name: line.product.name })),
        );
        setErrors(
          found.general.length || Object.keys(found.byProduct).length
            ? found
            : { byProduct: {}, general: [error.message] },
        );
      }
    }
  };

  return (
    <Card
      className="gift-cart"
      title={
        <Typography.Title level={2} className="gift-section-title" id="gift-cart-title">
          Корзина
        </Typography.Title>
      }
      role="region"
      aria-labelledby="gift-cart-title"
    >
      {cart.lines.length === 0 ? (
        <Typography.Text type="secondary">Добавьте подарки из каталога</Typography.Text>
      ) : (
        <>
          {errors.general.map((text) => (
            <Alert key={text} type="error" showIcon title={text} className="gift-order-items__alert" />
          ))}
          <ul className="gift-cart__lines">
            {cart.lines.map((line) => {
              const price = priceOf(line.product, currency);
              const error =
                errors.byProduct[line.product.id] ??
                (price === undefined ? 'Не продается за эту валюту' : undefined);
              const inputId = `gift-cart-qty-${line.product.id}`;
              return (
                <li key={line.product.id} className="gift-cart__line">
                  <div className="gift-cart__line-name">
                    <label htmlFor={inputId}>{line.product.name}</label>
                    <Typography.Text type="secondary">
                      {price === undefined ? '—' : formatGiftPrice(price * line.quantity, currency)}
                    </Typography.Text>
                    {error ? (
                      <Typography.Text type="danger" role="alert" id={`${inputId}-error`}>
                        {error}
                      </Typography.Text>
                    ) : null}
                  </div>
                  <InputNumber
                    id={inputId}
                    min={1}
                    max={Math.max(1, Math.min(line.product.stock, GIFT_ITEM_MAX_QUANTITY))}
                    precision={0}
                    value={line.quantity}
                    status={error ? 'error' : undefined}
                    aria-describedby={error ? `${inputId}-error` : undefined}
                    onChange={(value) => {
                      if (typeof value === 'number' && value >= 1) store.setQuantity(line.product, value);
                    }}
                    style={{ width: 80 }}
                  />
                  <Button
                    type="text"
                    icon={<DeleteOutlined />}
                    aria-label={`Убрать из корзины: ${line.product.name}`}
                    onClick={() => store.setQuantity(line.product, 0)}
                  />
                </li>
              );
            })}
          </ul>
          <Form layout="vertical">
            <Form.Item label="Комментарий к заказу" htmlFor="gift-cart-comment">
              <Input.TextArea
                id="gift-cart-comment"
                rows={2}
                maxLength={2000}
                value={comment}
                onChange={(event) => setComment(event.target.value)}
              />
            </Form.Item>
          </Form>
          <div className="gift-cart__total">
            <Typography.Text strong>Итого: {formatGiftPrice(total, currency)}</Typography.Text>
          </div>
          <Button
            type="primary"
            block
            loading={create.isPending}
            disabled={officeId === null}
            onClick={() => void place()}
          >
            Оформить заказ
          </Button>
        </>
      )}
    </Card>
  );
}
