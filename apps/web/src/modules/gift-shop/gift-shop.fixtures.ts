import type { GiftOrderDetails, GiftProduct } from '@intranet/contracts/gift-shop/gift-shop';

/** Orders and products for the web tests. */

export const NEW_STATUS = { id: 1, code: 'registered', name: 'Новый', is_terminal: false, color: 'blue' };

export function giftOrder(values: Partial<GiftOrderDetails> = {}): GiftOrderDetails {
  return {
    id: 41,
    type_id: 5,
    kind: 'order',
    type_name: 'Заказ подарков',
    status: NEW_STATUS,
    author: { id: 7, full_name: 'Щукина Юлия Сергеевна' },
    responsible_user: null,
    title: 'Заказ подарков',
    status_entered_at: '2026-03-04T09:00:00.000Z',
    created_at: '2026-03-04T09:00:00.000Z',
    updated_at: '2026-03-04T09:00:00.000Z',
    office: { id: 3, name: 'Москва' },
    currency: 'RUB',
    items: [
      { product_id: 4, name: 'Кружка', image: null, quantity: 1, price: 50000, amount: 50000 },
      { product_id: 9, name: 'Худи', image: null, quantity: 2, price: 250000, amount: 500000 },
    ],
    total: 550000,
    comment: null,
    assignees: [],
    abilities: { cancel: true, confirm: false, deny: false, underway: false, complete: false },
    actions: [{ code: 'cancel', label: 'Отменить заказ', to_status_id: 6, comment_required: false }],
    can_edit: true,
    can_delete: true,
    history: [],
    ...values,
  };
}

export function giftProduct(values: Partial<GiftProduct> = {}): GiftProduct {
  return {
    id: 4,
    group_id: 1,
    group_name: 'Сувениры',
    name: 'Кружка',
    description: 'Керамическая, 300 мл',
    image: null,
    prices: [
      { currency: 'RUB', amount: 50000 },
      { currency: 'PTS', amount: 120 },
    ],
    stock: 3,
    is_active: true,
    ...values,
  };
}
