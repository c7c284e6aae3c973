import { CalendarOutlined, CopyOutlined, ReloadOutlined, StopOutlined } from '@ant-design/icons';
import { App, Button, Card, Input, Popconfirm, Skeleton, Space, Typography } from 'antd';
import { formatDate } from '../../../ui/date-format.ts';
import { useCalendarFeed } from '../events.api.ts';

/** The absolute address a calendar program subscribes to (the server answers a path). */
export function feedAddress(path: string, origin = window.location.origin): string {
  return `${origin}${path}`;
}

/**
 * «Подписаться на календарь»: a personal address of the events one is registered for, to add to Outlook,
 * Google or Apple Calendar. It works without signing in, so it can be replaced (the old one stops) or revoked.
 */
export function CalendarFeedCard() {
  const { message } = App.useApp();
  const { query, regenerate, revoke } = useCalendarFeed();
  const url = query.data?.url ? feedAddress(query.data.url) : null;

  async function handleCopy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      void message.success('Ссылка скопирована');
    } catch {
      void message.info('Выделите ссылку и скопируйте её вручную');
    }
  }

  return (
    <Card
      className="calendar-feed"
      size="small"
      title={
        <span>
          <CalendarOutlined /> Подписаться на календарь
        </span>
      }
    >
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : url ? (
        <>
          <Typography.Paragraph className="calendar-feed__text">
            Добавьте эту ссылку в Outlook, Google Календарь или Календарь Apple как календарь по адресу — в
            нём появятся события, на которые вы записаны. Ссылка личная: не пересылайте её.
          </Typography.Paragraph>
          <Space.Compact className="calendar-feed__address">
            <Input
              readOnly
              value={url}
              aria-label="Адрес личного календаря"
              onFocus={(event) => event.target.select()}
            />
            <Button icon={<CopyOutlined />} onClick={() => void handleCopy()}>
              Копировать
            </Button>
          </Space.Compact>
          <div className="calendar-feed__actions">
            <Typography.Text type="secondary">Выдана {formatDate(query.data?.created_at)}</Typography.Text>
            <Popconfirm
              title="Выдать новую ссылку?"
              description="Старая ссылка перестанет работать."
              okText="Выдать"
              cancelText="Отмена"
              onConfirm={() => regenerate.mutateAsync()}
            >
              <Button size="small" icon={<ReloadOutlined />} loading={regenerate.isPending}>
                Новая ссылка
              </Button>
            </Popconfirm>
            <Popconfirm
              title="Отозвать ссылку?"
              description="Календари, подписанные на неё, перестанут обновляться."
              okText="Отозвать"
              cancelText="Отмена"
              onConfirm={() => revoke.mutateAsync()}
            >
              <Button size="small" danger icon={<StopOutlined />} loading={revoke.isPending}>
                Отозвать
              </Button>
            </Popconfirm>
          </div>
        </>
      ) : (
        <>
          <Typography.Paragraph className="calendar-feed__text">
            Получите личную ссылку, чтобы события, на которые вы записаны, сами появлялись в вашем календаре.
          </Typography.Paragraph>
          <Button type="primary" loading={regenerate.isPending} onClick={() => regenerate.mutate()}>
            Получить ссылку
          </Button>
        </>
      )}
    </Card>
  );
}
