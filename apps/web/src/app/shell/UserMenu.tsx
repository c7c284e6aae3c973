import { DownOutlined, LogoutOutlined, RollbackOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import { UserAvatar } from '../../ui/UserAvatar.tsx';
import { useSession } from '../auth/session.tsx';

/** Who is signed in, sign-out, and the way back during a login-as. */
export function UserMenu({ compact }: { compact: boolean }) {
  const { me, signOut, returnToSelf } = useSession();
  if (!me) return null;

  const items: MenuProps['items'] = [
    { key: 'who', label: me.full_name, icon: <UserOutlined />, disabled: true },
    { type: 'divider' },
    ...(me.impersonator
      ? [{ key: 'return', icon: <RollbackOutlined />, label: `Вы вошли как ${me.full_name} — вернуться` }]
      : []),
    { key: 'sign-out', icon: <LogoutOutlined />, label: 'Выйти', danger: true },
  ];

  const handleMenuClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'sign-out') void signOut();
    if (key === 'return') void returnToSelf();
  };

  return (
    <Dropdown menu={{ items, onClick: handleMenuClick }} trigger={['click']} placement="bottomRight">
      <Button type="text" className="user-menu" aria-label={`Меню пользователя: ${me.full_name}`}>
        <UserAvatar fullName={`${me.last_name} ${me.name}`} size="small" className="user-menu__avatar" />
        {compact ? null : (
          <>
            <span className="user-menu__name">{me.full_name}</span>
            <DownOutlined className="user-menu__caret" />
          </>
        )}
      </Button>
    </Dropdown>
  );
}
