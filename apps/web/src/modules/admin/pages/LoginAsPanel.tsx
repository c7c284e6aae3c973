import { LoginOutlined } from '@ant-design/icons';
import { Button, Empty, Input, List, Typography } from 'antd';
import { USER_SEARCH_MIN_LENGTH } from '@intranet/contracts';
import { useState } from 'react';
import { directoryPeople } from '../../../api/platform.api.ts';
import { useMe, useSession } from '../../../app/auth/session.tsx';
import { usePeopleSearch } from '../../../ui/people-search.ts';
import { UserAvatar } from '../../../ui/UserAvatar.tsx';

/** Finds an employee and signs in as them (POST /api/auth/login-as/{id}); the header offers the way back. */
export function LoginAsPanel() {
  const me = useMe();
  const { loginAs } = useSession();
  // The same search (and cache) as the people pickers: debounced, the older request cancelled.
  const search = usePeopleSearch(directoryPeople);
  const [pendingId, setPendingId] = useState<number | null>(null);
  const tooShort = search.text.trim().length < USER_SEARCH_MIN_LENGTH;

  const handleLoginAs = async (userId: number) => {
    setPendingId(userId);
    try {
      await loginAs(userId);
    } finally {
      setPendingId(null);
    }
  };

  return (
    <div style={{ maxWidth: 640 }}>
      <Typography.Paragraph type="secondary">
        Вход от имени сотрудника записывается в журнал. Вернуться в свою учетную запись можно из меню
        пользователя.
      </Typography.Paragraph>
      <Input.Search
        allowClear
        aria-label="Сотрудник"
        placeholder="Фамилия, имя или отчество — от 3 символов"
        value={search.text}
        onChange={(event) => search.setText(event.target.value)}
        loading={search.loading}
      />
      <List
        style={{ marginTop: 16 }}
        loading={search.loading}
        dataSource={tooShort ? [] : search.options}
        locale={{
          emptyText: <Empty description={tooShort ? 'Введите не менее 3 символов' : 'Никого не нашлось'} />,
        }}
        renderItem={(person) => (
          <List.Item
            actions={[
              <Button
                key="login-as"
                icon={<LoginOutlined />}
                disabled={person.value === me.id}
                loading={pendingId === person.value}
                onClick={() => void handleLoginAs(person.value)}
              >
                Войти от имени
              </Button>,
            ]}
          >
            <List.Item.Meta
              avatar={<UserAvatar id={person.value} fullName={person.label} />}
              title={person.label}
              description={person.hint}
            />
          </List.Item>
        )}
      />
    </div>
  );
}
