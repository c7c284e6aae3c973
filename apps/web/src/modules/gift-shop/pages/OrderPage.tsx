import { DeleteOutlined } from '@ant-design/icons';
import { Alert, App, Breadcrumb, Button, Card, Descriptions, Popconfirm, Result, Typography } from 'antd';
import {
  formatGiftPrice,
  GIFT_CURRENCIES,
  type GiftOrderDetails,
} from '@intranet/contracts/gift-shop/gift-shop';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { useAccess, useMe } from '../../../app/auth/session.tsx';
import { formatDateTime } from '../../../ui/date-format.ts';
import { useDocumentTitle } from '../../../ui/PageTitle.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { RequestStatusTag } from '../../requests/components/RequestStatusTag.tsx';
import { OrderActions } from '../components/OrderActions.tsx';
import { OrderHistory } from '../components/OrderHistory.tsx';
import { OrderItemsEditor } from '../components/OrderItemsEditor.tsx';
import { useOrder, useRemoveOrder } from '../gift-shop.api.ts';
import '../gift-shop.css';

function OrderCard({ order }: { order: GiftOrderDetails }) {
  const remove = useRemoveOrder();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const handleDelete = async () => {
    await remove.mutateAsync(order.id);
    void message.success('Заказ удален');
    void navigate('/services/shop/orders');
  };
  const items = [
    { key: 'status', label: 'Статус', children: <RequestStatusTag status={order.status} /> },
    { key: 'author', label: 'Автор', children: order.author.full_name },
    { key: 'office', label: 'Офис получения', children: order.office.name },
    { key: 'currency', label: 'Валюта', children: GIFT_CURRENCIES[order.currency].name },
    { key: 'total', label: 'Сумма', children: formatGiftPrice(order.total, order.currency) },
    { key: 'created', label: 'Создан', children: formatDateTime(order.created_at) },
    ...(order.assignees.length > 0
      ? [
          {
            key: 'assignees',
            label: 'Ожидает решения',
            children: order.assignees.map((a) => a.person.full_name).join('; '),
          },
        ]
      : []),
    ...(order.comment ? [{ key: 'comment', label: 'Комментарий', children: order.comment }] : []),
  ];
  return (
    <Card>
      <div className="gift-order-head">
        <Typography.Title level={1} className="gift-order-head__title">
          Заказ подарков № {order.id}
        </Typography.Title>
        <RequestStatusTag status={order.status} />
      </div>
      {order.can_edit ? (
        <Alert
          type="info"
          showIcon
          className="gift-order-hint"
          title="Количество сохраняется само, пока заказ не подтвержден оператором."
        />
      ) : null}
      <div className="gift-order-layout">
        <OrderItemsEditor key={order.id} order={order} />
        <Descriptions size="small" bordered column={1} items={items} className="gift-order-facts" />
      </div>
      <OrderActions
        order={order}
        extra={
          order.can_delete ? (
            <Popconfirm
              title="Удалить заказ?"
              description="Товар вернется на склад."
              okText="Удалить"
              cancelText="Отмена"
              onConfirm={() => handleDelete().catch(() => undefined)}
            >
              <Button danger icon={<DeleteOutlined />}>
                Удалить заказ
              </Button>
            </Popconfirm>
          ) : null
        }
      />
    </Card>
  );
}

/** /services/shop/orders/{id}: the order's items (edited in place while new), its buttons and its history. */
export default function OrderPage() {
  const id = Number(useParams().id);
  const query = useOrder(id);
  const me = useMe();
  const may = useAccess();
  // An operator looking at someone's order came from the desk.
  const fromDesk = may('gift-shop.operate') && query.data !== undefined && query.data.author.id !== me.id;
  useDocumentTitle(query.data ? `Заказ подарков № ${query.data.id}` : 'Заказ подарков');
  const notFound =
    !Number.isInteger(id) || id <= 0 || (query.error instanceof ApiError && query.error.status === 404);
  if (notFound)
    return (
      <Result
        status="404"
        title="Заказ не найден"
        subTitle="Его нет или он вам недоступен."
        extra={<Link to="/services/shop/orders">К моим заказам</Link>}
      />
    );
  return (
    <div className="gift-shop-page">
      <Breadcrumb
        items={[
          { title: <Link to="/services/shop">Магазин подарков</Link> },
          fromDesk
            ? { title: <Link to="/services/shop/desk">Стол оператора</Link> }
            : { title: <Link to="/services/shop/orders">Мои заказы</Link> },
          { title: `Заказ № ${id}` },
        ]}
      />
      <QueryState query={query} rows={8}>
        {(order) => (
          <>
            <OrderCard order={order} />
            <Card
              title={
                <Typography.Title level={2} className="gift-section-title">
                  История
                </Typography.Title>
              }
            >
              <OrderHistory history={order.history} />
            </Card>
          </>
        )}
      </QueryState>
    </div>
  );
}
