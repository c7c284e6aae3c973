import { PaperClipOutlined, SendOutlined } from '@ant-design/icons';
import { CHAT_MAX_ATTACHMENTS, type ChatMessage, type FileInfo } from '@intranet/contracts';
import { Alert, Button, Empty, Input, Skeleton, Tag, Typography } from 'antd';
import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
} from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { downloadFile } from '../../../api/download.ts';
import { useSession } from '../../../app/auth/session.tsx';
import { useSettings } from '../../../app/auth/use-settings.ts';
import { formatDateTime } from '../../../ui/date-format.ts';
import { formatFileSize } from '../../../ui/file-size.ts';
import { UserAvatar } from '../../../ui/UserAvatar.tsx';
import { useChatMessages, useMarkChatRead, useSendChatMessage, useUploadChatFiles } from '../chat.api.ts';
import type { ChatTarget } from '../chat-drawer-store.ts';
import { roomName } from './ChatRoomList.tsx';

function MessageItem({ message, own }: { message: ChatMessage; own: boolean }) {
  return (
    <li className={`chat-message${own ? ' chat-message--own' : ''}`} data-message-id={message.id}>
      {own ? null : <UserAvatar id={message.user_id} fullName={message.user_full_name} size={32} />}
      <div className="chat-message__bubble">
        {own ? null : <div className="chat-message__author">{message.user_full_name}</div>}
        {message.message ? <div className="chat-message__text">{message.message}</div> : null}
        {message.attachments.length > 0 ? (
          <ul className="chat-message__files">
            {message.attachments.map((file) => (
              <li key={file.id}>
                <button
                  type="button"
                  className="chat-message__file"
                  onClick={() => void downloadFile(file.url, file.name).catch(() => undefined)}
                >
                  <PaperClipOutlined aria-hidden="true" /> {file.name}
                </button>{' '}
                <span className="chat-message__size">{formatFileSize(file.size)}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="chat-message__meta">
          <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
          {own ? (
            <span className={message.read ? 'chat-message__read' : undefined}>
              {message.read ? 'прочитано' : 'отправлено'}
            </span>
          ) : null}
        </div>
      </div>
    </li>
  );
}

/** One conversation: the history (older pages on demand), read marks, and the input. */
export function ChatConversation({ target }: { target: ChatTarget }) {
  const { me } = useSession();
  const settings = useSettings();
  const maxLength = Number(settings.chat_message_max_length) || 4000;
  const messages = useChatMessages(target);
  const send = useSendChatMessage();
  const markRead = useMarkChatRead();
  const upload = useUploadChatFiles();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<FileInfo[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const markedUpTo = useRef(0);

  const firstPage = messages.data?.pages[0];
  const room = firstPage?.room ?? null;
  const peer = room?.peer ?? firstPage?.peer ?? null;
  // Pages come newest first; the screen shows the oldest at the top.
  const shown = useMemo(
    () => (messages.data?.pages.flatMap((page) => page.data) ?? []).slice().reverse(),
    [messages.data],
  );
  const newestId = shown.at(-1)?.id ?? 0;

  // Shown messages are read: the newest unseen ones go to the server once.
  useEffect(() => {
    const unseen = shown.filter((message) => !message.seen && message.id > markedUpTo.current);
    if (unseen.length === 0 || !room?.is_member) return;
    markedUpTo.current = Math.max(...unseen.map((message) => message.id));
    markRead.mutate(unseen.map((message) => message.id));
  }, [shown, room?.is_member, markRead]);

  // A new message (or the first load) scrolls to the bottom; older pages keep the place.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [newestId]);

  function handleSend() {
    const message = text.trim();
    if ((!message && files.length === 0) || send.isPending || upload.isPending) return;
    setError(null);
    const attachments = files.map((file) => file.id);
    const body = room ? { room_id: room.id, message, attachments } : { ...target, message, attachments };
    send.mutate(body, {
      onSuccess: () => {
        setText('');
        setFiles([]);
      },
      onError: (failure) => {
        const fields = failure instanceof ApiError ? failure.fieldErrors : undefined;
        setError(
          Object.values(fields ?? {})[0]?.[0] ??
            (failure instanceof ApiError ? failure.message : 'Не удалось отправить сообщение'),
        );
      },
    });
  }

  function handleFiles(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    if (chosen.length === 0) return;
    if (files.length + chosen.length > CHAT_MAX_ATTACHMENTS) {
      setError(`Не больше ${CHAT_MAX_ATTACHMENTS} файлов в сообщении`);
      return;
    }
    setError(null);
    upload.mutate(chosen, {
      onSuccess: (stored) => setFiles((current) => [...current, ...stored]),
      onError: (failure) =>
        setError(failure instanceof ApiError ? failure.message : 'Не удалось загрузить файлы'),
    });
  }

  function handleRemoveFile(id: number) {
    setFiles((current) => current.filter((file) => file.id !== id));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends, Shift+Enter starts a new line; nothing while an input method composes a word.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      handleSend();
    }
  }

  const forbidden = messages.error instanceof ApiError && messages.error.status === 403;
  const missing = messages.error instanceof ApiError && messages.error.status === 404;
  const canWrite = room ? room.abilities.write : peer !== null;

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
      <div className="chat-conversation__messages" ref={listRef}>
        {messages.isPending ? <Skeleton active paragraph={{ rows: 5 }} /> : null}
        {forbidden ? <Alert type="warning" showIcon title="Вы не участник этой беседы" /> : null}
        {missing ? <Alert type="warning" showIcon title="Беседа не найдена" /> : null}
        {messages.isError && !forbidden && !missing ? (
          <Alert type="error" showIcon title="Не удалось загрузить сообщения" />
        ) : null}
        {messages.hasNextPage ? (
          <div className="chat-conversation__older">
            <Button
              size="small"
              loading={messages.isFetchingNextPage}
              onClick={() => void messages.fetchNextPage()}
            >
              Показать ранние сообщения
            </Button>
          </div>
        ) : null}
        {messages.isSuccess && shown.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Сообщений пока нет. Напишите первым" />
        ) : null}
        <ol className="chat-messages" aria-label="Сообщения">
          {shown.map((message) => (
            <MessageItem key={message.id} message={message} own={message.user_id === me?.id} />
          ))}
        </ol>
      </div>
      {canWrite ? (
        <div className="chat-conversation__input">
          {error ? <Alert type="error" showIcon title={error} className="chat-conversation__error" /> : null}
          {files.length > 0 ? (
            <div className="chat-conversation__files" role="group" aria-label="Прикреплённые файлы">
              {files.map((file) => (
                <Tag
                  key={file.id}
                  closable
                  onClose={() => handleRemoveFile(file.id)}
                  icon={<PaperClipOutlined />}
                >
                  {file.name}
                </Tag>
              ))}
            </div>
          ) : null}
          <div className="chat-conversation__row">
            <input
              ref={fileInput}
              type="file"
              multiple
              hidden
              onChange={handleFiles}
              accept=".jpeg,.jpg,.png,.gif,.webp,.pdf,.doc,.docx,.xls,.xlsx,.txt"
            />
            <Button
              type="text"
              icon={<PaperClipOutlined />}
              aria-label="Прикрепить файл"
              loading={upload.isPending}
              onClick={() => fileInput.current?.click()}
            />
            <Input.TextArea
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={handleKeyDown}
              autoSize={{ minRows: 1, maxRows: 6 }}
              maxLength={maxLength}
              placeholder="Сообщение (Enter — отправить)"
              title="Enter — отправить, Shift+Enter — новая строка"
              aria-label="Сообщение"
            />
            <Button
              type="primary"
              icon={<SendOutlined />}
              aria-label="Отправить"
              loading={send.isPending}
              disabled={(!text.trim() && files.length === 0) || upload.isPending}
              onClick={handleSend}
            />
          </div>
        </div>
      ) : null}
    </div>
  );
}
