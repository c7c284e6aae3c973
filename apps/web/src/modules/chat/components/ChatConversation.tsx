import { CHAT_MAX_ATTACHMENTS } from '@intranet/contracts';
import { Alert, Typography } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { useSettings } from '../../../app/auth/use-settings.ts';
import { UserAvatar } from '../../../ui/UserAvatar.tsx';
import { useChatMessages, useMarkChatRead, useSendChatMessage, useUploadChatFiles } from '../chat.api.ts';
import type { ChatTarget } from '../chat-drawer-store.ts';
import { roomName } from './ChatRoomList.tsx';
import { ChatThread } from './ChatThread.tsx';

/** One conversation: the history (older pages on demand), read marks, and the input. */
export function ChatConversation({ target }: { target: ChatTarget }) {
  const settings = useSettings();
  const maxLength = Number(settings.chat_message_max_length) || 4000;
  const messages = useChatMessages(target);
  const send = useSendChatMessage();
  const markRead = useMarkChatRead();
  const upload = useUploadChatFiles();
  const markedUpTo = useRef(0);

  const firstPage = messages.data?.pages[0];
  const room = firstPage?.room ?? null;
  const peer = room?.peer ?? firstPage?.peer ?? null;
  // Pages come newest first; the screen shows the oldest at the top.
  const shown = useMemo(
    () => (messages.data?.pages.flatMap((page) => page.data) ?? []).slice().reverse(),
    [messages.data],
  );

  // Shown messages are read: the newest unseen ones go to the server once.
  useEffect(() => {
    const unseen = shown.filter((message) => !message.seen && message.id > markedUpTo.current);
    if (unseen.length === 0 || !room?.is_member) return;
    markedUpTo.current = Math.max(...unseen.map((message) => message.id));
    markRead.mutate(unseen.map((message) => message.id));
  }, [shown, room?.is_member, markRead]);

  const forbidden = messages.error instanceof ApiError && messages.error.status === 403;
  const missing = messages.error instanceof ApiError && messages.error.status === 404;
  const canWrite = room ? room.abilities.write : peer !== null;
  const problem = forbidden ? (
    <Alert type="warning" showIcon title="Вы не участник этой беседы" />
  ) : missing ? (
    <Alert type="warning" showIcon title="Беседа не найдена" />
  ) : messages.isError ? (
    <Alert type="error" showIcon title="Не удалось загрузить сообщения" />
  ) : null;

  return (
    <div className="chat-conversation">
      <div className="chat-conversation__head">
        {peer ? <UserAvatar id={peer.id} fullName={peer.full_name} size={36} /> : null}
        <div className="chat-conversation__who">
          <Typography.Text strong className="chat-conversation__name">
            {room ? roomName(room) : (peer?.full_name ?? '')}
          </Typography.Text>
          {peer?.work_position ? (
            <span className="chat-conversation__position">{peer.work_position}</span>
          ) : null}
        </div>
      </div>
      <ChatThread
        messages={shown}
        loading={messages.isPending}
        problem={problem}
        older={
          messages.hasNextPage
            ? { loading: messages.isFetchingNextPage, load: () => void messages.fetchNextPage() }
            : null
        }
        emptyText="Сообщений пока нет. Напишите первым"
        canWrite={canWrite}
        onSend={({ message, attachments }) =>
          send.mutateAsync(
            room ? { room_id: room.id, message, attachments } : { ...target, message, attachments },
          )
        }
        sending={send.isPending}
        onUpload={(files) => upload.mutateAsync(files)}
        uploading={upload.isPending}
        accept=".jpeg,.jpg,.png,.gif,.webp,.pdf,.doc,.docx,.xls,.xlsx,.txt"
        tooManyFilesText={`Не больше ${CHAT_MAX_ATTACHMENTS} файлов в сообщении`}
        maxLength={maxLength}
      />
    </div>
  );
}
