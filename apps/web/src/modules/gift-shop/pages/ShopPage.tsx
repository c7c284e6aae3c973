import { Empty, Pagination, Select, Skeleton, Tabs } from 'antd';
import type { GiftCurrency } from '@intranet/contracts/gift-shop/gift-shop';
import { useEffect, useState } from 'react';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { cartStore, quantityOf, useCart } from '../cart-store.ts';
import { CartPanel } from '../components/CartPanel.tsx';
import { ProductCard } from '../components/ProductCard.tsx';
import { ShopLinks } from '../components/ShopLinks.tsx';
import { useAvailableGroups, useCurrencies, useProducts, useShopOptions } from '../gift-shop.api.ts';
import '../gift-shop.css';

const PER_PAGE = 24;

function Products({
  groupId,
  currency,
  officeId,
}: {
  groupId: number;
  currency: GiftCurrency;
  officeId: number | null;
}) {
  const [page, setPage] = useState(1);
  const cart = useCart();
  const query = useProducts(groupId, page, PER_PAGE, officeId ?? undefined);
  // The cart's lines show the stock as last listed: the office's, after a change of office.
  useEffect(() => {
    if (query.data) cartStore.refresh(query.data.data);
  }, [query.data]);
  return (
    <QueryState query={query} empty="В этой группе пока нет товаров" rows={6}>
      {(body) => (
        <>
          <div className="gift-products">
            {body.data.map((product) => (
              <ProductCard
                key={product.id}
                product={product}
                currency={currency}
                inCart={quantityOf(cart, product.id)}
                onAdd={() => cartStore.add(product)}
              />
            ))}
          </div>
          {body.meta.last_page > 1 ? (
            <Pagination
              className="gift-products__pages"
              current={page}
              pageSize={PER_PAGE}
              total={body.meta.total}
              onChange={setPage}
              showSizeChanger={false}
            />
          ) : null}
        </>
      )}
    </QueryState>
  );
}

/**
 * /services/shop «Магазин подарков»: the groups open to me as tabs, their products with the price in the chosen
 * currency and the stock at the pick-up office, and the cart with «Оформить заказ».
 */
export default function ShopPage() {
  const groups = useAvailableGroups();
  const currencies = useCurrencies();
  const options = useShopOptions();
  const cart = useCart();
  const [groupKey, setGroupKey] = useState<string>();
  const currency = (currencies.data?.find((c) => c.code === cart.currency) ?? currencies.data?.[0])?.code;
  const officeId = cart.officeId ?? options.data?.my_office_id ?? null;
  const activeGroup = groupKey ?? (groups.data?.[0] ? String(groups.data[0].id) : undefined);

  return (
    <div className="gift-shop-page">
      <PageTitle title="Магазин подарков" extra={<ShopLinks />} />
      <div className="gift-shop-toolbar">
        <Select
          aria-label="Валюта"
          className="gift-shop-toolbar__currency"
          loading={currencies.isPending}
          value={currency}
          onChange={(code: string) => cartStore.setCurrency(code)}
          options={(currencies.data ?? []).map((c) => ({ value: c.code, label: `${c.name} (${c.symbol})` }))}
        />
        <Select
          aria-label="Офис получения"
          className="gift-shop-toolbar__office"
          loading={options.isPending}
          placeholder="Офис получения"
          value={officeId ?? undefined}
          onChange={(id: number) => cartStore.setOffice(id)}
          options={(options.data?.offices ?? []).map((office) => ({ value: office.id, label: office.name }))}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </div>
      <div className="gift-shop-layout">
        <div className="gift-shop-layout__catalog">
          <QueryState query={groups} empty="Сейчас вам не открыта ни одна группа подарков" rows={8}>
            {(list) => (
              <Tabs
                activeKey={activeGroup}
                onChange={setGroupKey}
                items={list.map((group) => ({
                  key: String(group.id),
                  label: group.name,
                  children:
                    currency && String(group.id) === activeGroup ? (
                      <Products groupId={group.id} currency={currency} officeId={officeId} />
                    ) : currency ? null : (
                      <Skeleton active />
                    ),
                }))}
              />
            )}
          </QueryState>
        </div>
        <aside className="gift-shop-layout__cart" aria-label="Заказ">
          {currency ? (
            <CartPanel currency={currency} officeId={officeId} />
          ) : (
            <Empty description="Валюты не загружены" />
          )}
        </aside>
      </div>
    </div>
  );
}
