import type { GiftProduct } from '@intranet/contracts/gift-shop/gift-shop';
import { useSyncExternalStore } from 'react';

/** One line of the order being composed: the product as last listed (name, prices, stock) and how many. */
export interface CartLine {
  product: GiftProduct;
  quantity: number;
}

/**
 * The order being composed on /services/shop, kept in memory: it outlives a visit to another page of the app
 * (the person looks at their orders and comes back) but not a reload, like the rest of the app's state.
 */
export interface Cart {
  lines: readonly CartLine[];
  /** The currency the prices are shown in and the order is placed in; null: the first one offered. */
  currency: string | null;
  /** The office to pick the order up at (its stock is shown); null: the person's own. */
  officeId: number | null;
}

const EMPTY: Cart = { lines: [], currency: null, officeId: null };

export function quantityOf(cart: Cart, productId: number): number {
  return cart.lines.find((line) => line.product.id === productId)?.quantity ?? 0;
}

export function createCartStore() {
  let cart: Cart = EMPTY;
  const listeners = new Set<() => void>();
  const set = (next: Cart) => {
    cart = next;
    for (const listener of listeners) listener();
  };
  const setQuantity = (product: GiftProduct, quantity: number) => {
    const lines = cart.lines.filter((line) => line.product.id !== product.id);
    const at = cart.lines.findIndex((line) => line.product.id === product.id);
    if (quantity > 0) lines.splice(at === -1 ? lines.length : at, 0, { product, quantity });
    set({ ...cart, lines });
  };
  return {
    get: () => cart,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Sets a product's quantity; 0 takes it out. */
    setQuantity,
    /** One more of a product (the product card's «В корзину»). */
    add: (product: GiftProduct) => setQuantity(product, quantityOf(cart, product.id) + 1),
    /** The products as listed again (the stock at another office): the lines keep their quantities. */
    refresh(products: readonly GiftProduct[]) {
      const fresh = new Map(products.map((product) => [product.id, product]));
      if (
        !cart.lines.some((line) => fresh.has(line.product.id) && fresh.get(line.product.id) !== line.product)
      )
        return;
      set({
        ...cart,
        lines: cart.lines.map((line) => ({ ...line, product: fresh.get(line.product.id) ?? line.product })),
      });
    },
    setCurrency: (currency: string) => set({ ...cart, currency }),
    setOffice: (officeId: number) => set({ ...cart, officeId }),
    /** The order was placed: the lines go, the currency and office stay. */
    clear: () => set({ ...cart, lines: [] }),
  };
}

export type CartStore = ReturnType<typeof createCartStore>;

/** The shop's one cart. */
export const cartStore = createCartStore();

export function useCart(store: CartStore = cartStore): Cart {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
