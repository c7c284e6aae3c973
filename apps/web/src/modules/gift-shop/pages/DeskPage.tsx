import { Tabs } from 'antd';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { GroupsAdmin } from '../components/GroupsAdmin.tsx';
import { OrdersTable } from '../components/OrdersTable.tsx';
import { ProductsAdmin } from '../components/ProductsAdmin.tsx';
import { ShopLinks } from '../components/ShopLinks.tsx';
import { StockAdmin } from '../components/StockAdmin.tsx';
import '../gift-shop.css';

/**
 * /services/shop/desk, the operators' desk (`gift-shop.operate`): every order by status (new ones first to
 * confirm or deny; the order's page has the buttons), and the shop's products, groups and stock per office.
 */
export default function DeskPage() {
  return (
    <div className="gift-shop-page">
      <PageTitle title="Стол оператора магазина" extra={<ShopLinks current="desk" />} />
      <Tabs
        destroyOnHidden
        items={[
          {
            key: 'orders',
            label: 'Заказы',
            children: <OrdersTable scope="all" label="Заказы подарков" initialStatus="registered" />,
          },
          { key: 'products', label: 'Товары', children: <ProductsAdmin /> },
          { key: 'groups', label: 'Группы', children: <GroupsAdmin /> },
          { key: 'stock', label: 'Остатки', children: <StockAdmin /> },
        ]}
      />
    </div>
  );
}
