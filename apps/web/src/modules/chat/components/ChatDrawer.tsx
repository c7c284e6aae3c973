import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Drawer, Grid } from 'antd';
import { closeChat, openChatList, useChatDrawer } from '../chat-drawer-store.ts';
import { ChatConversation } from './ChatConversation.tsx';
import { ChatRoomList } from './ChatRoomList.tsx';

/** The chat's drawer: the conversations, or one of them; the full width on a phone. */
export default function ChatDrawer() {
  const { open, target } = useChatDrawer();
  const screens = Grid.useBreakpoint();

  return (
    <Drawer
      open={open}
      onClose={closeChat}
      size={screens.sm ? 440 : '100%'}
      className="chat-drawer"
      // Above an employee card it was opened from.
      zIndex={1010}
      title={
        target ? (
          <span className="chat-drawer__title">
            <Button
              type="text"
              size="small"
              icon={<ArrowLeftOutlined />}
              aria-label="К списку бесед"
              onClick={openChatList}
            />
            <span>Переписка</span>
          </span>
        ) : (
          'Сообщения'
        )
      }
      styles={{ body: { padding: 0, display: 'flex', flexDirection: 'column' } }}
      destroyOnHidden
    >
      {target ? <ChatConversation key={JSON.stringify(target)} target={target} /> : <ChatRoomList />}
    </Drawer>
  );
}
