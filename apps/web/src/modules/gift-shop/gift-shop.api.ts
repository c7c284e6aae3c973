import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  GiftGroupInput,
  GiftOrderCreate,
  GiftOrderDetails,
  GiftOrderOperation,
  GiftOrderStatus,
  GiftProductInput,
} from '@intranet/contracts/gift-shop/gift-shop';
import { giftShopEndpoints as endpoints } from '@intranet/contracts/gift-shop/endpoints';
import { organisationEndpoints } from '@intranet/contracts/organisation/endpoints';
import { call, endpointKey, endpointQuery, moduleKey } from '../../api/endpoint-client.ts';

/** The gift shop's calls (docs/modules/gift-shop.md); every write refreshes the whole module. */

/** Currencies and groups change when an operator edits them: read once in a while. */
const CATALOG_STALE_MS = 5 * 60_000;

export function useCurrencies() {
  return useQuery({
    ...endpointQuery(endpoints.currencies),
    select: (body) => body.data,
    staleTime: CATALOG_STALE_MS,
  });
}

export function useShopOptions() {
  return useQuery({
    ...endpointQuery(endpoints.options),
    select: (body) => body.data,
    staleTime: CATALOG_STALE_MS,
  });
}

export function useAvailableGroups() {
  return useQuery({ ...endpointQuery(endpoints.availableGroups), select: (body) => body.data });
}

/** The products of a group, with the stock left at the office (the person's own by default). */
export function useProducts(groupId: number | undefined, page: number, perPage: number, officeId?: number) {
  return useQuery({
    ...endpointQuery(endpoints.products, {
      query: {
        page,
        per_page: perPage,
        ...(groupId ? { group_id: groupId } : {}),
        ...(officeId ? { office_id: officeId } : {}),
      },
    }),
    placeholderData: keepPreviousData,
    enabled: groupId !== undefined,
  });
}

/** My orders, or every order for the operators' desk, by status. */
export function useOrderList(
  scope: 'mine' | 'all',
  status: GiftOrderStatus | undefined,
  page: number,
  perPage: number,
) {
  return useQuery({
    ...endpointQuery(scope === 'mine' ? endpoints.myOrders : endpoints.allOrders, {
      query: { page, per_page: perPage, ...(status ? { status } : {}) },
    }),
    placeholderData: keepPreviousData,
  });
}

export function orderKey(id: number) {
  return endpointKey(endpoints.order, { params: { id } });
}

/** GET /orders/{id}: an order the viewer may not see is shown on the page, not as a dialog. */
export function useOrder(id: number) {
  return useQuery({
    ...endpointQuery(endpoints.order, { params: { id }, handledStatuses: [404] }),
    select: (body) => body.data,
    retry: false,
    enabled: Number.isInteger(id) && id > 0,
  });
}

function useShopChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: moduleKey(endpoints.order.module) });
}

/** POST /orders; a 400 (stock, an item) is shown next to the cart's items. */
export function useCreateOrder() {
  const changed = useShopChanged();
  return useMutation({
    mutationFn: (body: GiftOrderCreate) => call(endpoints.createOrder, { body, fieldErrors: true }),
    onSuccess: changed,
  });
}

/**
 * PATCH /orders/{id} with the version the editor holds: a 400 goes next to the items, a 409 (the order moved
 * or was edited elsewhere) is the editor's to report, it reads the order again.
 */
export function saveOrderItems(id: number, items: GiftOrderDetails['items'], updatedAt: string) {
  return call(endpoints.editOrder, {
    params: { id },
    body: {
      product_items: items.map((item) => ({ product_id: item.product_id, quantity: item.quantity })),
      updated_at: updatedAt,
    },
    fieldErrors: true,
    handledStatuses: [409],
  }).then((body) => body.data);
}

export function useRemoveOrder() {
  const changed = useShopChanged();
  return useMutation({
    mutationFn: (id: number) => call(endpoints.removeOrder, { params: { id } }),
    onSuccess: changed,
  });
}

/** POST /orders/{id}/{operation} with the comment and the version the screen saw (stale: the 409 dialog). */
export function useOrderOperation() {
  const changed = useShopChanged();
  return useMutation({
    mutationFn: ({
      id,
      operation,
      comment,
      updatedAt,
    }: {
      id: number;
      operation: GiftOrderOperation;
      comment?: string;
      updatedAt: string;
    }) =>
      call(endpoints.operate, {
        params: { id, operation },
        body: { comment: comment ?? null, updated_at: updatedAt },
        fieldErrors: true,
      }),
    // A refused or stale operation also means the screen is behind: read the order again.
    onSettled: changed,
  });
}

// ---- The operators' catalogue ------------------------------------------------------------------------------

export function useAllGroups() {
  return useQuery({ ...endpointQuery(endpoints.groups), select: (body) => body.data });
}

export function useAllProducts(groupId: number | undefined, page: number, perPage: number) {
  return useQuery({
    ...endpointQuery(endpoints.allProducts, {
      query: { page, per_page: perPage, ...(groupId ? { group_id: groupId } : {}) },
    }),
    placeholderData: keepPreviousData,
  });
}

export function useStock(filter: { product_id?: number; office_id?: number }) {
  return useQuery({ ...endpointQuery(endpoints.stock, { query: filter }), select: (body) => body.data });
}

export function useSaveGroup() {
  const changed = useShopChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: GiftGroupInput }) =>
      id
        ? call(endpoints.updateGroup, { params: { id }, body, fieldErrors: true })
        : call(endpoints.createGroup, { body, fieldErrors: true }),
    onSuccess: changed,
  });
}

export function useRemoveGroup() {
  const changed = useShopChanged();
  return useMutation({
    mutationFn: (id: number) => call(endpoints.removeGroup, { params: { id } }),
    onSuccess: changed,
  });
}

export function useSaveProduct() {
  const changed = useShopChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: GiftProductInput }) =>
      id
        ? call(endpoints.updateProduct, { params: { id }, body, fieldErrors: true })
        : call(endpoints.createProduct, { body, fieldErrors: true }),
    onSuccess: changed,
  });
}

export function useRemoveProduct() {
  const changed = useShopChanged();
  return useMutation({
    mutationFn: (id: number) => call(endpoints.removeProduct, { params: { id } }),
    onSuccess: changed,
  });
}

export function useSetStock() {
  const changed = useShopChanged();
  return useMutation({
    mutationFn: (body: { product_id: number; office_id: number; quantity: number }) =>
      call(endpoints.setStock, { body, fieldErrors: true }),
    onSuccess: changed,
  });
}

/** The companies a group may be opened to. */
export function useCompanies(enabled: boolean) {
  return useQuery({
    ...endpointQuery(organisationEndpoints.companies),
    select: (body) => body.data,
    staleTime: CATALOG_STALE_MS,
    enabled,
  });
}
