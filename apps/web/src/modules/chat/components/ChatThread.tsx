import { PaperClipOutlined, SendOutlined } from '@ant-design/icons';
import { CHAT_MAX_ATTACHMENTS, type ChatMessage, type FileInfo } from '@intranet/contracts';
import { Alert, Button, Empty, Input, Skeleton, Tag } from 'antd';
import {
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { downloadFile } from '../../../api/download.ts';
import { useSession } from '../../../app/auth/session.tsx';
import { formatDateTime } from '../../../ui/date-format.ts';
import { formatFileSize } from '../../../ui/file-size.ts';
import { UserAvatar } from '../../../ui/UserAvatar.tsx';
import '../chat.css';

function MessageItem({ message, own, extra }: { message: ChatMessage; own: boolean; extra: ReactNode }) {
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
        {extra}
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

/** What the chat shows when a send fails: the field's reason, the server's message, or a plain one. */
function chatSendError(failure: unknown): string {
  const fields = failure instanceof ApiError ? failure.fieldErrors : undefined;
  return (
    Object.values(fields ?? {})[0]?.[0] ??
    (failure instanceof ApiError ? failure.message : 'Не удалось отправить сообщение')
  );
}

export interface ChatThreadProps {
  /** Oldest first. */
  messages: ChatMessage[];
  loading: boolean;
  /** Shown above the messages when they could not be read (the caller knows why). */
  problem?: ReactNode;
  /** Older messages to fetch on demand; null when there are none. */
  older: { loading: boolean; load: () => void } | null;
  /** Shown when the history is read and empty. */
  emptyText: string | null;
  canWrite: boolean;
  /** Sends a message; the input clears when it resolves, a rejection shows `sendErrorText`. */
  onSend: (input: { message: string; attachments: number[] }) => Promise<unknown>;
  sending: boolean;
  sendErrorText?: (failure: unknown) => string | null;
  /** Stores chosen files before the send (their ids go with the message). */
  onUpload: (files: File[]) => Promise<FileInfo[]>;
  uploading: boolean;
  accept: string;
  tooManyFilesText: string;
  maxLength?: number;
  /** Something under a message's text, e.g. a link to the record it is about. */
  messageExtra?: (message: ChatMessage) => ReactNode;
}

/**
 * The messages of a conversation (older ones on demand, scrolled to the newest) and the input with files:
 * the chat's drawer and the chats of records (dismissal applications) show it. Reading and read marks stay
 * with the caller.
 */
export function ChatThread({
  messages,
  loading,
  problem,
  older,
  emptyText,
  canWrite,
  onSend,
  sending,
  sendErrorText = chatSendError,
  onUpload,
  uploading,
  accept,
  tooManyFilesText,
  maxLength,
  messageExtra,
}: ChatThreadProps) {
  const { me } = useSession();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<FileInfo[]>([]);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const newestId = messages.at(-1)?.id ?? 0;

  // A new message (or the first load) scrolls to the bottom; older pages keep the place.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [newestId]);

  function handleSend() {
    const message = text.trim();
    if ((!message && files.length === 0) || sending || uploading) return;
    setError(null);
    onSend({ message, attachments: files.map((file) => file.id) }).then(
      () => {
        setText('');
        setFiles([]);
      },
      (failure: unknown) => setError(sendErrorText(failure)),
    );
  }

  function handleFiles(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    if (chosen.length === 0) return;
    if (files.length + chosen.length > CHAT_MAX_ATTACHMENTS) {
      setError(tooManyFilesText);
      return;
    }
    setError(null);
    onUpload(chosen).then(
      (stored) => setFiles((current) => [...current, ...stored]),
      (failure: unknown) =>
        setError(failure instanceof ApiError ? failure.message : 'Не удалось загрузить файлы'),
    );
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends, Shift+Enter starts a new line; nothing while an input method composes a word.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      handleSend();
    }
  }

  return (
    <>
      {/* Focusable: a keyboard scrolls the history too. */}
      <div className="chat-conversation__messages" ref={listRef} tabIndex={0}>
        {loading ? <Skeleton active paragraph={{ rows: 5 }} /> : null}
        {problem}
        {older ? (
          <div className="chat-conversation__older">
            <Button size="small" loading={older.loading} onClick={older.load}>
              Показать ранние сообщения
            </Button>
          </div>
        ) : null}
        {!loading && !problem && messages.length === 0 && emptyText ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
        ) : null}
        <ol className="chat-messages" aria-label="Сообщения">
          {messages.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              own={message.user_id === me?.id}
              extra={messageExtra?.(message)}
            />
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
                  onClose={() => setFiles((current) => current.filter((item) => item.id !== file.id))}
                  icon={<PaperClipOutlined />}
                >
                  {file.name}
                </Tag>
              ))}
            </div>
          ) : null}
          <div className="chat-conversation__row">
            <input ref={fileInput} type="file" multiple hidden onChange={handleFiles} accept={accept} />
            <Button
              type="text"
              icon={<PaperClipOutlined />}
              aria-label="Прикрепить файл"
              loading={uploading}
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
              loading={sending}
              disabled={(!text.trim() && files.length === 0) || uploading}
              onClick={handleSend}
            />
          </div>
        </div>
      ) : null}
    </>
  );
}
