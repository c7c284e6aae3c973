import { MessageOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { Suspense, useState } from 'react';
import { lazyPart } from '../../../app/routing/lazy-page.tsx';
import { useChatRooms } from '../chat.api.ts';
import { openChatList, useChatDrawer } from '../chat-drawer-store.ts';
import { useChatLive } from '../use-chat-live.ts';
import '../chat.css';

/** The drawer's chunk (antd Drawer, the conversation) loads on the first opening. */
const ChatDrawer = lazyPart(() => import('./ChatDrawer.tsx'));

/** The header's chat button with the unread count; it opens the drawer and keeps the chat live. */
export default function ChatButton() {
  const { data } = useChatRooms();
  const { open } = useChatDrawer();
  // Mounted from the first opening on, so that closing it animates.
  const [used, setUsed] = useState(false);
  useChatLive();
  const unread = data?.meta.unread ?? 0;
  if (open && !used) setUsed(true);

  return (
    <>
      <Tooltip title="Сообщения">
        <Button
          type="text"
          shape="circle"
          aria-label={unread > 0 ? `Сообщения: непрочитанных ${unread}` : 'Сообщения'}
          onClick={openChatList}
          icon={
            <Badge count={unread} size="small" overflowCount={99}>
              <MessageOutlined className="chat-button__icon" />
            </Badge>
          }
        />
      </Tooltip>
      {used ? (
        <Suspense fallback={null}>
          <ChatDrawer />
        </Suspense>
      ) : null}
    </>
  );
}
