import { GIFT_SHOP_TEXTS, GIFT_ORDER_NEW_STATUS } from '@intranet/contracts/gift-shop/gift-shop';
import { accessRule, rule } from '../../platform/auth/authorize.ts';

/** The shop's operators: the operators' list of orders, groups, products and stock (`gift-shop.operate`). */
export const operateShop = accessRule('gift-shop.operate');

/** An order as the shop's rules see it. */
export interface OrderSubject {
  authorId: number;
  statusCode: string;
}

/** Only the author changes the items of an order or deletes it; whether it is still new is a 409 after this. */
export const changeOrder = rule<OrderSubject>(
  (actor, order) => order.authorId === actor.id,
  GIFT_SHOP_TEXTS.editDenied,
);
export const deleteOrder = rule<OrderSubject>(
  (actor, order) => order.authorId === actor.id,
  GIFT_SHOP_TEXTS.deleteDenied,
);

/** Whether the order is in the status in which its author still changes it. */
export const isNewOrder = (order: OrderSubject) => order.statusCode === GIFT_ORDER_NEW_STATUS;
