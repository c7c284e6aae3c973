import { Typography } from 'antd';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { OrdersTable } from '../components/OrdersTable.tsx';
import { ShopLinks } from '../components/ShopLinks.tsx';
import '../gift-shop.css';

/** /services/shop/orders: my gift orders with their statuses, newest first. */
export default function OrdersPage() {
  return (
    <div className="gift-shop-page">
      <PageTitle title="Мои заказы подарков" extra={<ShopLinks current="orders" />} />
      <Typography.Paragraph type="secondary">
        Новый заказ можно изменить или удалить, пока оператор его не подтвердил.
      </Typography.Paragraph>
      <OrdersTable scope="mine" label="Мои заказы подарков" />
    </div>
  );
}
