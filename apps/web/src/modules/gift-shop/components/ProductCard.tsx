import { ShoppingCartOutlined } from '@ant-design/icons';
import { Button, Card, Typography } from 'antd';
import {
  formatGiftPrice,
  type GiftCurrency,
  type GiftProduct,
} from '@intranet/contracts/gift-shop/gift-shop';
import { priceOf } from '../gift-shop.helpers.ts';
import { ShopImage } from './ShopImage.tsx';

/**
 * A product of the shop: its picture, name, price in the chosen currency and what the office has left. Out of
 * stock, or not sold in the currency, it cannot go to the cart; nor more than the office has.
 */
export function ProductCard({
  product,
  currency,
  inCart,
  onAdd,
}: {
  product: GiftProduct;
  currency: GiftCurrency;
  inCart: number;
  onAdd: () => void;
}) {
  const price = priceOf(product, currency);
  const left = product.stock;
  const titleId = `gift-product-${product.id}`;
  const reason =
    left <= 0
      ? 'Нет в наличии'
      : price === undefined
        ? 'Не продается за эту валюту'
        : inCart >= left
          ? 'Весь остаток в корзине'
          : null;
  return (
    <Card
      className={`gift-product${left <= 0 ? ' gift-product--out' : ''}`}
      cover={<ShopImage image={product.image} alt={product.name} className="gift-product__image" />}
      role="article"
      aria-labelledby={titleId}
    >
      <Typography.Title level={3} className="gift-product__name" id={titleId}>
        {product.name}
      </Typography.Title>
      {product.description ? (
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} className="gift-product__description">
          {product.description}
        </Typography.Paragraph>
      ) : null}
      <div className="gift-product__price">
        {price === undefined ? '—' : formatGiftPrice(price, currency)}
      </div>
      <Typography.Text type={left > 0 ? 'secondary' : 'danger'} className="gift-product__stock">
        {left > 0 ? `В наличии: ${left} шт.` : 'Нет в наличии'}
      </Typography.Text>
      <Button
        block
        type={inCart > 0 ? 'default' : 'primary'}
        icon={<ShoppingCartOutlined />}
        disabled={reason !== null}
        title={reason ?? undefined}
        aria-label={`В корзину: ${product.name}`}
        onClick={onAdd}
      >
        {inCart > 0 ? `В корзине: ${inCart}` : 'В корзину'}
      </Button>
    </Card>
  );
}
