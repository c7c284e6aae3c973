import { GiftOutlined } from '@ant-design/icons';
import { Card, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { toWireDate } from '../../../ui/date-format.ts';
import { UserAvatar } from '../../../ui/UserAvatar.tsx';
import { birthdayLabel } from '../birthdays.ts';
import { useBirthdays } from '../dashboard.api.ts';

/** Days ahead the card looks (today and the next 7 days). */
const DAYS_AHEAD = 7;

/** Birthdays of today and the week ahead; no card at all when there are none. */
export function BirthdaysCard() {
  const today = dayjs();
  const query = useBirthdays(toWireDate(today.toDate()), toWireDate(today.add(DAYS_AHEAD, 'day').toDate()));
  if (query.isError || (query.data && query.data.length === 0)) return null;
  return (
    <Card
      size="small"
      className="dashboard-card"
      title={
        <span>
          <GiftOutlined /> Дни рождения
        </span>
      }
    >
      {query.data ? (
        <ul className="birthdays">
          {query.data.map((person) => (
            <li key={person.id} className="birthdays__item">
              <UserAvatar id={person.id} fullName={person.full_name} size="small" />
              <span className="birthdays__who">
                <Typography.Text>{person.full_name}</Typography.Text>
                {person.work_position ? (
                  <Typography.Text type="secondary" className="birthdays__position">
                    {person.work_position}
                  </Typography.Text>
                ) : null}
              </span>
              <Typography.Text strong className="birthdays__when">
                {person.birthday ? birthdayLabel(person.birthday, today) : ''}
              </Typography.Text>
            </li>
          ))}
        </ul>
      ) : (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      )}
    </Card>
  );
}
