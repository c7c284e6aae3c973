import { App, Button, Empty, InputNumber, Select, Table, Typography } from 'antd';
import { GIFT_STOCK_MAX } from '@intranet/contracts/gift-shop/gift-shop';
import { useState } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { KeyboardScrollable } from '../../../ui/KeyboardScrollable.tsx';
import { useAllProducts, useSetStock, useShopOptions, useStock } from '../gift-shop.api.ts';

interface OfficeRow {
  id: number;
  name: string;
  quantity: number;
}

/** One office's stock of the product: the number typed, saved with its own button; a 400 stays beside it. */
function StockCell({ productId, row }: { productId: number; row: OfficeRow }) {
  const set = useSetStock();
  const { message } = App.useApp();
  const [value, setValue] = useState<number | null>(row.quantity);
  const [error, setError] = useState<string | null>(null);
  const inputId = `gift-stock-${productId}-${row.id}`;
  const save = async () => {
    if (value === null) return;
    setError(null);
    try {
      await set.mutateAsync({ product_id: productId, office_id: row.id, quantity: value });
      void message.success(`Остаток в офисе «${row.name}» сохранен`);
    } catch (failure) {
      if (failure instanceof ApiError && failure.fieldErrors)
        setError(Object.values(failure.fieldErrors).flat().join(' '));
    }
  };
  return (
    <div className="gift-stock-cell">
      <label htmlFor={inputId} className="visually-hidden">
        Остаток: {row.name}
      </label>
      <InputNumber
        id={inputId}
        min={0}
        max={GIFT_STOCK_MAX}
        precision={0}
        value={value}
        onChange={setValue}
        status={error ? 'error' : undefined}
        onPressEnter={() => void save()}
      />
      <Button
        onClick={() => void save()}
        loading={set.isPending}
        disabled={value === null || value === row.quantity}
      >
        Сохранить
      </Button>
      {error ? (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      ) : null}
    </div>
  );
}

/** The operators' stock: a product's quantity at each office. */
export function StockAdmin() {
  const products = useAllProducts(undefined, 1, 1000);
  const options = useShopOptions();
  const [productId, setProductId] = useState<number | undefined>();
  const chosen = productId ?? products.data?.data[0]?.id;
  const stock = useStock(chosen ? { product_id: chosen } : {});
  const rows: OfficeRow[] = (options.data?.offices ?? []).map((office) => ({
    ...office,
    quantity:
      stock.data?.find((item) => item.office.id === office.id && item.product_id === chosen)?.quantity ?? 0,
  }));
  return (
    <>
      <div className="gift-admin-toolbar">
        <Select
          aria-label="Товар"
          placeholder="Товар"
          className="gift-admin-toolbar__select"
          loading={products.isPending}
          value={chosen}
          onChange={setProductId}
          showSearch={{ optionFilterProp: 'label' }}
          options={(products.data?.data ?? []).map((product) => ({ value: product.id, label: product.name }))}
        />
      </div>
      <KeyboardScrollable label="Остатки по офисам">
        <Table<OfficeRow>
          rowKey="id"
          size="middle"
          scroll={{ x: 'max-content' }}
          loading={stock.isFetching || options.isPending}
          dataSource={chosen ? rows : []}
          locale={{ emptyText: <Empty description="Выберите товар" /> }}
          pagination={false}
          columns={[
            { title: 'Офис', key: 'office', dataIndex: 'name' },
            {
              title: 'Остаток, шт.',
              key: 'quantity',
              // Keyed by the stored number: a save or another operator's change shows the fresh one.
              render: (_, row) =>
                chosen ? <StockCell key={`${chosen}-${row.quantity}`} productId={chosen} row={row} /> : null,
            },
          ]}
        />
      </KeyboardScrollable>
    </>
  );
}
