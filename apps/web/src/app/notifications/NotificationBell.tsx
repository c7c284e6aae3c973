import { BellOutlined } from '@ant-design/icons';
import type { Notification } from '@intranet/contracts';
import { Alert, Badge, Button, Empty, Popover, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../ui/date-format.ts';
import { formatNumber } from '../../ui/plural.ts';
import {
  NOTIFICATIONS_PER_PAGE,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from './notifications.api.ts';

/** Internal links navigate in the app; anything else opens as a normal link. */
function isInternal(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//');
}

function NotificationList({ onNavigate }: { onNavigate: () => void }) {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useNotifications(page);
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const navigate = useNavigate();

  function handleOpen(item: Notification) {
    if (!item.read_at) markRead.mutate(item.id);
    if (!item.link) return;
    onNavigate();
    if (isInternal(item.link)) void navigate(item.link);
    else window.open(item.link, '_blank', 'noopener');
  }

  function handleReadAll() {
    markAllRead.mutate();
  }

  function handleRetry() {
    void refetch();
  }

  if (isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (isError) {
    return (
      <Alert
        type="error"
        title="Не удалось загрузить уведомления"
        action={
          <Button size="small" onClick={handleRetry}>
            Повторить
          </Button>
        }
      />
    );
  }
  if (data.data.length === 0)
    return <Empty description="Уведомлений нет" image={Empty.PRESENTED_IMAGE_SIMPLE} />;

  return (
    <div className="notification-list">
      <div className="notification-list__toolbar">
        <Typography.Text type="secondary">Непрочитанных: {formatNumber(data.meta.unread)}</Typography.Text>
        <Button size="small" type="link" onClick={handleReadAll} disabled={data.meta.unread === 0}>
          Прочитать все
        </Button>
      </div>
      <ul className="notification-list__items">
        {data.data.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              className={`notification-item${item.read_at ? '' : ' notification-item--unread'}`}
              onClick={() => handleOpen(item)}
            >
              <span className="notification-item__title">{item.title}</span>
              {item.body ? <span className="notification-item__body">{item.body}</span> : null}
              <span className="notification-item__date">{formatDateTime(item.created_at)}</span>
            </button>
          </li>
        ))}
      </ul>
      {data.meta.last_page > 1 ? (
        <div className="notification-list__pages">
          <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Назад
          </Button>
          <Typography.Text type="secondary">
            {page} из {data.meta.last_page}
          </Typography.Text>
          <Button
            size="small"
            disabled={page >= data.meta.last_page || data.data.length < NOTIFICATIONS_PER_PAGE}
            onClick={() => setPage(page + 1)}
          >
            Далее
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** The bell in the header with the unread count; the list opens in a popover. */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const { data } = useNotifications(1);
  const unread = data?.meta.unread ?? 0;

  function handleClose() {
    setOpen(false);
  }

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      title="Уведомления"
      content={<NotificationList onNavigate={handleClose} />}
      classNames={{ root: 'notification-popover' }}
    >
      <Button
        type="text"
        shape="circle"
        aria-label={unread > 0 ? `Уведомления: непрочитанных ${unread}` : 'Уведомления'}
        icon={
          <Badge count={unread} size="small" overflowCount={99}>
            <BellOutlined className="notification-bell__icon" />
          </Badge>
        }
      />
    </Popover>
  );
}
