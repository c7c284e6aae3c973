import { defineEndpoints } from '../endpoint.ts';

/** Магазин подарков: the calls of docs/modules/gift-shop.md. */
export const giftShopEndpoints = defineEndpoints('gift-shop', {});
