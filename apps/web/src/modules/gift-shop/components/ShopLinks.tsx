import { ProfileOutlined, ShopOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Link } from 'react-router';
import { useAccess } from '../../../app/auth/session.tsx';

/** Links to the person's orders and, for the operators, their desk. */
export function ShopLinks({ current }: { current?: 'orders' | 'desk' }) {
  const may = useAccess();
  return (
    <div className="gift-shop-links">
      {current ? (
        <Link to="/services/shop">
          <Button icon={<ShopOutlined />} tabIndex={-1}>
            Каталог
          </Button>
        </Link>
      ) : null}
      {current !== 'orders' ? (
        <Link to="/services/shop/orders">
          <Button icon={<ProfileOutlined />} tabIndex={-1}>
            Мои заказы
          </Button>
        </Link>
      ) : null}
      {current !== 'desk' && may('gift-shop.operate') ? (
        <Link to="/services/shop/desk">
          <Button tabIndex={-1}>Стол оператора</Button>
        </Link>
      ) : null}
    </div>
  );
}
