import { defineContractsModule } from '../module.ts';

/** The gift shop: products by group, stock per office and orders of the request engine (docs/modules/gift-shop.md). */
export const giftShopContract = defineContractsModule({
  name: 'gift-shop',
  access: {
    /** Orders from the groups open to their company and office, follows their own orders. */
    'gift-shop': 'everyone',
    /** The shop's operators: confirm or deny orders, mark them underway and complete, keep products and stock. */
    'gift-shop.operate': ['operator', 'admin_director', 'admin'],
  },
});
