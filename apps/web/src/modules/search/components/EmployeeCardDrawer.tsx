import { MessageOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Drawer, Grid, Skeleton, Tag, Typography } from 'antd';
import type { UserCard } from '@intranet/contracts';
import { WORKING_STATUS_LABEL } from '@intranet/contracts';
import { ApiError } from '../../../api/api-error.ts';
import { formatDate } from '../../../ui/date-format.ts';
import { phoneHref } from '../search.helpers.ts';
import { useUserCard } from '../search.api.ts';
import { UserAvatar } from '../../../ui/UserAvatar.tsx';
import { useSession } from '../../../app/auth/session.tsx';
import { openChatWith } from '../../chat/chat-drawer-store.ts';

interface EmployeeCardDrawerProps {
  userId: number | null;
  onClose: () => void;
  onOpenUser: (id: number) => void;
}

function Phone({ phone }: { phone: string | null }) {
  return phone ? <a href={phoneHref(phone)}>{phone}</a> : '—';
}

function CardBody({ card, onOpenUser }: { card: UserCard; onOpenUser: (id: number) => void }) {
  const departmentPath = card.department_path.map((node) => node.name).join(' → ');
  const officePath = card.office_path.map((node) => node.name).join(' → ');
  const status = card.current_status;
  const manager = card.manager;
  const { me } = useSession();

  return (
    <>
      <div className="employee-card__head">
        <UserAvatar id={card.id} fullName={card.full_name} size={72} />
        <div>
          <Typography.Title level={3} className="employee-card__name">
            {card.full_name}
          </Typography.Title>
          <div className="employee-card__position">{card.work_position ?? '—'}</div>
          {status ? (
            <Tag color="orange" className="employee-card__status">
              {status.name} с {formatDate(status.date_start)} по {formatDate(status.date_end)}
            </Tag>
          ) : (
            <Tag color="green" className="employee-card__status">
              {WORKING_STATUS_LABEL}
            </Tag>
          )}
          {me && me.id !== card.id ? (
            <div style={{ marginTop: 8 }}>
              <Button icon={<MessageOutlined />} onClick={() => openChatWith(card.id)}>
                Написать сообщение
              </Button>
            </div>
          ) : null}
        </div>
      </div>
      <Descriptions
        colon={false}
        column={1}
        size="small"
        layout="vertical"
        items={[
          {
            key: 'department',
            label: 'Подразделение',
            children: departmentPath || card.department?.name || '—',
          },
          { key: 'office', label: 'Офис', children: officePath || card.office?.name || '—' },
          {
            key: 'manager',
            label: 'Руководитель',
            children: manager ? (
              <button type="button" className="employee-card__link" onClick={() => onOpenUser(manager.id)}>
                {manager.full_name}
                {manager.work_position ? `, ${manager.work_position}` : ''}
              </button>
            ) : (
              '—'
            ),
          },
          { key: 'company', label: 'Компания', children: card.company?.name ?? '—' },
          {
            key: 'email',
            label: 'Эл. почта',
            children: card.email ? <a href={`mailto:${card.email}`}>{card.email}</a> : '—',
          },
          { key: 'phone_corp', label: 'Рабочий телефон', children: <Phone phone={card.phone_corp} /> },
          {
            key: 'phone_personal',
            label: 'Мобильный телефон',
            children: <Phone phone={card.phone_personal} />,
          },
          { key: 'hire_date', label: 'Дата приема', children: formatDate(card.hire_date) || '—' },
        ]}
      />
    </>
  );
}

/** The employee card opened from search results or by `/search?user=ID` (the index's links). */
export function EmployeeCardDrawer({ userId, onClose, onOpenUser }: EmployeeCardDrawerProps) {
  const card = useUserCard(userId);
  const screens = Grid.useBreakpoint();
  const notFound = card.error instanceof ApiError && card.error.status === 404;

  return (
    <Drawer
      open={userId !== null}
      onClose={onClose}
      title="Карточка сотрудника"
      size={screens.sm ? 480 : '100%'}
      className="employee-card"
    >
      {card.isPending && userId !== null ? <Skeleton avatar active paragraph={{ rows: 8 }} /> : null}
      {notFound ? <Alert type="warning" showIcon title="Сотрудник не найден" /> : null}
      {card.isError && !notFound ? (
        <Alert type="error" showIcon title="Не удалось загрузить карточку сотрудника" />
      ) : null}
      {card.data ? <CardBody card={card.data} onOpenUser={onOpenUser} /> : null}
    </Drawer>
  );
}
