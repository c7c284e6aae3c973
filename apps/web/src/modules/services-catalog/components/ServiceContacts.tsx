import { MailOutlined, MessageOutlined, PhoneOutlined } from '@ant-design/icons';
import type { CatalogContact } from '@intranet/contracts/services-catalog/services-catalog';
import { Avatar, Typography } from 'antd';
import { UserAvatar } from '../../../ui/UserAvatar.tsx';

/** Only links a browser opens safely: a chat address the editor typed must be http(s). */
function safeHref(url: string): string | null {
  return /^https?:\/\//i.test(url) ? url : null;
}

/** Who to ask about a service: a person (with their avatar and position) or a team, and how to reach them. */
export function ServiceContacts({ contacts }: { contacts: readonly CatalogContact[] }) {
  if (contacts.length === 0) return <Typography.Text type="secondary">Контакты не указаны</Typography.Text>;
  return (
    <ul className="catalog-contacts" aria-label="Контакты">
      {contacts.map((contact) => {
        const { meta } = contact;
        const chat = meta.chat_link ? safeHref(meta.chat_link) : null;
        return (
          <li key={contact.id} className="catalog-contact">
            {contact.user ? (
              <UserAvatar id={contact.user.id} fullName={contact.user.full_name} size={40} />
            ) : (
              <Avatar size={40} icon={<MessageOutlined />} aria-hidden="true" style={{ flex: 'none' }} />
            )}
            <div className="catalog-contact__meta">
              <Typography.Text strong>{contact.name}</Typography.Text>
              {meta.role ? <Typography.Text>{meta.role}</Typography.Text> : null}
              {contact.user?.work_position ? (
                <Typography.Text type="secondary">{contact.user.work_position}</Typography.Text>
              ) : null}
              {meta.phone ? (
                <a href={`tel:${meta.phone.replace(/[^\d+]/g, '')}`}>
                  <PhoneOutlined /> {meta.phone}
                </a>
              ) : null}
              {meta.email ? (
                <a href={`mailto:${meta.email}`}>
                  <MailOutlined /> {meta.email}
                </a>
              ) : null}
              {chat ? (
                <a href={chat} target="_blank" rel="noopener noreferrer">
                  <MessageOutlined /> Чат сервиса
                </a>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
