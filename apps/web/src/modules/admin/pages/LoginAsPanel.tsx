import { LoginOutlined } from '@ant-design/icons';
import { Avatar, Button, Empty, Input, List, Typography } from 'antd';
import { USER_SEARCH_MIN_LENGTH } from '@intranet/contracts';
import { useDeferredValue, useState } from 'react';
import { useMe, useSession } from '../../../app/auth/session.tsx';
import { useUserSearch } from '../admin.api.ts';

function initials(fullName: string): string {
  return fullName
    .split(' ')
    .slice(0, 2)
    .map((part) => part.charAt(0))
    .join('');
}

/** Finds an employee and signs in as them (POST /api/auth/login-as/{id}); the header offers the way back. */
export function LoginAsPanel() {
  const me = useMe();
  const { loginAs } = useSession();
  const [text, setText] = useState('');
  const deferred = useDeferredValue(text);
  const search = useUserSearch(deferred);
  const [pendingId, setPendingId] = useState<number | null>(null);
  const tooShort = deferred.trim().length < USER_SEARCH_MIN_LENGTH;

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
        value={text}
        onChange={(event) => setText(event.target.value)}
        loading={search.isFetching}
      />
      <List
        style={{ marginTop: 16 }}
        loading={search.isLoading && !tooShort}
        dataSource={tooShort ? [] : (search.data?.data ?? [])}
        locale={{
          emptyText: <Empty description={tooShort ? 'Введите не менее 3 символов' : 'Никого не нашлось'} />,
        }}
        renderItem={(user) => (
          <List.Item
            actions={[
              <Button
                key="login-as"
                icon={<LoginOutlined />}
                disabled={user.id === me.id}
                loading={pendingId === user.id}
                onClick={() => void handleLoginAs(user.id)}
              >
                Войти от имени
              </Button>,
            ]}
          >
            <List.Item.Meta
              avatar={<Avatar>{initials(user.full_name)}</Avatar>}
              title={user.full_name}
              description={[user.work_position, user.department?.name].filter(Boolean).join(' · ')}
            />
          </List.Item>
        )}
      />
    </div>
  );
}
