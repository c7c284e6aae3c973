import { Tabs } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useAccess, useMe } from '../../../app/auth/session.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { LoginAsPanel } from './LoginAsPanel.tsx';
import { MailOutbox } from './MailOutbox.tsx';
import { SettingsPanel } from './SettingsPanel.tsx';
import { SupportInbox } from './SupportInbox.tsx';
import { SsoAdminPanel } from '../../sso/SsoAdminPanel.tsx';
import { DirectoryAdminPanel } from '../../directory/DirectoryAdminPanel.tsx';

/** /admin, /admin/support, /admin/login-as, /admin/settings, /admin/mail, /admin/directory: the administrator's tools. */
export default function AdminPage() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const can = useAccess();
  const me = useMe();
  // Login-as and the settings have their own access keys (the server guards with the same); other admin
  // roles see the inbox.
  const mayLoginAs = can('auth.login-as') && !me.impersonator;
  const items = [
    ...(can('support.inbox')
      ? [{ key: '/admin/support', label: 'Обращения в поддержку', children: <SupportInbox /> }]
      : []),
    ...(mayLoginAs
      ? [{ key: '/admin/login-as', label: 'Вход от имени сотрудника', children: <LoginAsPanel /> }]
      : []),
    ...(can('settings.manage')
      ? [{ key: '/admin/settings', label: 'Настройки портала', children: <SettingsPanel /> }]
      : []),
    ...(can('mail.outbox') ? [{ key: '/admin/mail', label: 'Почта', children: <MailOutbox /> }] : []),
    ...(can('sso.manage')
      ? [{ key: '/admin/sso', label: 'Вход через SSO', children: <SsoAdminPanel /> }]
      : []),
    ...(can('directory.admin')
      ? [{ key: '/admin/directory', label: 'Каталог AD/LDAP', children: <DirectoryAdminPanel /> }]
      : []),
  ];
  if (items.length === 0) return <PageTitle title="Администрирование" />;
  const active = items.find((item) => item.key === pathname)?.key ?? items[0]!.key;

  return (
    <>
      <PageTitle title="Администрирование" />
      <Tabs activeKey={active} items={items} onChange={(key) => void navigate(key)} />
    </>
  );
}
