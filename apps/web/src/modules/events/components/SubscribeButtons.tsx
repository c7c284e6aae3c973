import { CheckOutlined, CloseOutlined, RollbackOutlined } from '@ant-design/icons';
import { subscribeActions, type EventDetail, type EventSubscribeStatus } from '@intranet/contracts';
import { Alert, Button, Popconfirm } from 'antd';
import type { ReactNode } from 'react';
import { useSubscribe } from '../events.api.ts';

/** What the caller's status means, in words. */
export function statusText(
  event: EventDetail,
): { type: 'success' | 'info' | 'warning'; text: string } | null {
  switch (event.my_status) {
    case 'registered':
      return { type: 'success', text: 'Вы записаны. Событие есть в разделе «Запланированные».' };
    case 'requested':
      return {
        type: 'warning',
        text: `Мест нет: вы в листе ожидания${event.my_waitlist_position ? ` (${event.my_waitlist_position}-й)` : ''}. Когда место освободится, вы получите уведомление.`,
      };
    case 'deleted':
      return { type: 'warning', text: 'Организатор исключил вас из участников.' };
    case 'back':
      return { type: 'info', text: 'Вы отказались от участия.' };
    case 'uninteresting':
      return { type: 'info', text: 'Вы отметили, что событие вам не интересно.' };
    default:
      return null;
  }
}

/**
 * «Пойду», «Не интересно», «Отказаться»: the buttons the status allows (contracts' subscribeActions, the same
 * table the server applies). A full event turns «Пойду» into «В лист ожидания».
 */
export function SubscribeButtons({ event }: { event: EventDetail }) {
  const subscribe = useSubscribe(event.id);
  const status = statusText(event);
  if (!event.abilities.subscribe)
    return (
      <div className="event-subscribe">
        {status ? <Alert type={status.type} showIcon message={status.text} /> : null}
        <Alert
          type="info"
          showIcon
          message={event.past ? 'Событие прошло.' : 'Запись закрыта: событие уже началось.'}
        />
      </div>
    );
  const actions = subscribeActions(event.my_status);
  const full = event.free_places === 0;
  const pending = (wanted: EventSubscribeStatus) => subscribe.isPending && subscribe.variables === wanted;
  const buttons: Record<EventSubscribeStatus, ReactNode> = {
    registered: (
      <Button
        key="registered"
        type="primary"
        icon={<CheckOutlined />}
        loading={pending('registered')}
        onClick={() => subscribe.mutate('registered')}
      >
        {full ? 'В лист ожидания' : 'Пойду'}
      </Button>
    ),
    uninteresting: (
      <Button
        key="uninteresting"
        icon={<CloseOutlined />}
        loading={pending('uninteresting')}
        onClick={() => subscribe.mutate('uninteresting')}
      >
        Не интересно
      </Button>
    ),
    back: (
      <Popconfirm
        key="back"
        title={event.my_status === 'requested' ? 'Покинуть лист ожидания?' : 'Отказаться от участия?'}
        description={
          event.my_status === 'registered' ? 'Ваше место отдадут первому из листа ожидания.' : undefined
        }
        okText="Отказаться"
        cancelText="Отмена"
        onConfirm={() => subscribe.mutateAsync('back')}
      >
        <Button danger icon={<RollbackOutlined />} loading={pending('back')}>
          Отказаться
        </Button>
      </Popconfirm>
    ),
  };
  return (
    <div className="event-subscribe">
      {status ? <Alert type={status.type} showIcon message={status.text} /> : null}
      <div className="event-subscribe__buttons">{actions.map((action) => buttons[action])}</div>
    </div>
  );
}
