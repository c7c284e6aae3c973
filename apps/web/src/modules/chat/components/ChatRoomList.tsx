import { TeamOutlined } from '@ant-design/icons';
import type { ChatRoom } from '@intranet/contracts';
import { Alert, Avatar, Badge, Button, Empty, Skeleton } from 'antd';
import { useSession } from '../../../app/auth/session.tsx';
import { formatDateTime } from '../../../ui/date-format.ts';
import { UserAvatar } from '../../../ui/UserAvatar.tsx';
import { useChatRooms } from '../chat.api.ts';
import { openChatRoom } from '../chat-drawer-store.ts';

/** A room's name: the other person of a direct chat, the module's title otherwise. */
export function roomName(room: ChatRoom): string {
  return room.peer?.full_name ?? room.title ?? 'Беседа';
}

function RoomItem({ room, meId }: { room: ChatRoom; meId: number | undefined }) {
  const last = room.last_message;
  const own = last !== null && last.user_id === meId;
  return (
    <li>
      <button
        type="button"
        className={`chat-room${room.unread_count > 0 ? ' chat-room--unread' : ''}`}
        onClick={() => openChatRoom(room.id)}
      >
        {room.peer ? (
          <UserAvatar id={room.peer.id} fullName={room.peer.full_name} size={40} />
        ) : (
          <Avatar size={40} icon={<TeamOutlined />} aria-hidden="true" />
        )}
        <span className="chat-room__body">
          <span className="chat-room__head">
            <span className="chat-room__name">{roomName(room)}</span>
            {last ? <span className="chat-room__time">{formatDateTime(last.created_at)}</span> : null}
          </span>
          <span className="chat-room__last">
            <span className="chat-room__text">
              {last ? `${own ? 'Вы: ' : ''}${last.message || 'Файл'}` : 'Сообщений пока нет'}
            </span>
            {room.unread_count > 0 ? (
              <Badge
                count={room.unread_count}
                overflowCount={99}
                aria-label={`Непрочитанных: ${room.unread_count}`}
              />
            ) : own && last?.read ? (
              <span className="chat-room__read">прочитано</span>
            ) : null}
          </span>
        </span>
      </button>
    </li>
  );
}

/** The user's conversations, latest activity first. */
export function ChatRoomList() {
  const { data, isPending, isError, refetch } = useChatRooms();
  const { me } = useSession();

  if (isPending) return <Skeleton avatar active paragraph={{ rows: 4 }} className="chat-drawer__pad" />;
  if (isError) {
    return (
      <Alert
        className="chat-drawer__pad"
        type="error"
        title="Не удалось загрузить беседы"
        action={
          <Button size="small" onClick={() => void refetch()}>
            Повторить
          </Button>
        }
      />
    );
  }
  if (data.data.length === 0) {
    return (
      <Empty
        className="chat-drawer__pad"
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description="Бесед пока нет. Напишите коллеге из его карточки в поиске сотрудников"
      />
    );
  }
  return (
    <ul className="chat-rooms" aria-label="Беседы">
      {data.data.map((room) => (
        <RoomItem key={room.id} room={room} meId={me?.id} />
      ))}
    </ul>
  );
}
