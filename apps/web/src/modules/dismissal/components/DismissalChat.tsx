import { MessageOutlined, PaperClipOutlined, SendOutlined } from '@ant-design/icons';
import { CHAT_MAX_ATTACHMENTS, type ChatMessage, type FileInfo } from '@intranet/contracts';
import { DISMISSAL_NOTICE_MS } from '@intranet/contracts/dismissal/dismissal';
import {
  DISMISSAL_ATTACHMENT_ACCEPT,
  DISMISSAL_TALK_TEXTS as TEXTS,
} from '@intranet/contracts/dismissal/talk';
import { Alert, Badge, Button, Card, Empty, Input, notification, Skeleton, Tag } from 'antd';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { downloadFile } from '../../../api/download.ts';
import { useSession } from '../../../app/auth/session.tsx';
import { formatDateTime } from '../../../ui/date-format.ts';
import { UserAvatar } from '../../../ui/UserAvatar.tsx';
import {
  useDismissalChat,
  useDismissalChatLive,
  useDismissalUnread,
  useSawDismissalChat,
  useSendDismissalMessage,
  useUploadDismissalFiles,
} from '../talk.api.ts';
import '../talk.css';

function TalkMessage({ message, own }: { message: ChatMessage; own: boolean }) {
  return (
    <li className={`talk-message${own ? ' talk-message--own' : ''}`} data-message-id={message.id}>
      <UserAvatar id={message.user_id} fullName={message.user_full_name} size={32} />
      <div className="talk-message__body">
        <div className="talk-message__head">
          <span className="talk-message__author">{message.user_full_name}</span>
          <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
        </div>
        {message.message ? <div className="talk-message__text">{message.message}</div> : null}
        {message.attachments.length > 0 ? (
          <ul className="talk-message__files" aria-label="Файлы">
            {message.attachments.map((file) => (
              <li key={file.id}>
                <Button
                  type="link"
                  size="small"
                  icon={<PaperClipOutlined />}
                  onClick={() => void downloadFile(file.url, file.name).catch(() => undefined)}
                >
                  {file.name}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        {message.link && message.link !== window.location.pathname ? (
          <Link to={message.link} className="talk-message__link">
            Открыть заявление
          </Link>
        ) : null}
      </div>
    </li>
  );
}

/**
 * The chat of one application: folded with its unread counter until opened; open, it shows the messages
 * (new ones arrive over the socket), marks them seen and takes text with up to 10 files
 * (.jpeg .jpg .png .doc .docx .pdf).
 */
export function DismissalChat({
  applicationId,
  defaultOpen = false,
}: {
  applicationId: number;
  defaultOpen?: boolean;
}) {
  const { me } = useSession();
  const [open, setOpen] = useState(defaultOpen);
  const unread = useDismissalUnread(applicationId);
  const messages = useDismissalChat(applicationId, open);
  const roomId = unread.data?.room_id ?? null;
  useDismissalChatLive(applicationId, roomId);
  const send = useSendDismissalMessage(applicationId);
  const saw = useSawDismissalChat(applicationId);
  const upload = useUploadDismissalFiles();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<FileInfo[]>([]);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const sawUpTo = useRef(0);

  const shown = useMemo(
    () => (messages.data?.pages.flatMap((page) => page.data) ?? []).slice().reverse(),
    [messages.data],
  );
  const newestId = shown.at(-1)?.id ?? 0;
  const count = unread.data?.unread ?? 0;

  // Open, the chat is read: the newest message shown goes to the server once (the counter clears).
  useEffect(() => {
    if (!open || newestId === 0 || newestId <= sawUpTo.current) return;
    if (count === 0 && shown.every((message) => message.seen)) return;
    sawUpTo.current = newestId;
    saw.mutate(newestId);
  }, [open, newestId, count, shown, saw]);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [newestId, open]);

  if (unread.error instanceof ApiError && [403, 404].includes(unread.error.status)) return null;

  function handleSend() {
    const message = text.trim();
    if ((!message && files.length === 0) || send.isPending || upload.isPending) return;
    setError(null);
    send.mutate(
      { message, attachments: files.map((file) => file.id) },
      {
        onSuccess: () => {
          setText('');
          setFiles([]);
          notification.success({ title: TEXTS.sent, duration: DISMISSAL_NOTICE_MS / 1000 });
        },
        onError: (failure) => {
          const fields = failure instanceof ApiError ? failure.fieldErrors : undefined;
          const reason = Object.values(fields ?? {})[0]?.[0];
          setError(reason ?? null);
          notification.error({
            title: TEXTS.sendFailed,
            description: reason ?? TEXTS.retry,
            duration: DISMISSAL_NOTICE_MS / 1000,
          });
        },
      },
    );
  }

  function handleFiles(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    if (chosen.length === 0) return;
    if (files.length + chosen.length > CHAT_MAX_ATTACHMENTS) {
      setError(TEXTS.tooManyAttachments);
      return;
    }
    setError(null);
    upload.mutate(chosen, {
      onSuccess: (stored) => setFiles((current) => [...current, ...stored]),
      onError: (failure) =>
        setError(failure instanceof ApiError ? failure.message : 'Не удалось загрузить файлы'),
    });
  }

  const title = (
    <span className="talk-chat__title">
      <MessageOutlined aria-hidden="true" /> Чат по заявлению
      {count > 0 ? (
        <Badge count={count} className="talk-chat__badge" aria-label={`Непрочитанных: ${count}`} />
      ) : null}
    </span>
  );

  return (
    <Card
      className="talk-chat"
      title={title}
      extra={
        <Button size="small" onClick={() => setOpen((value) => !value)} aria-expanded={open}>
          {open ? 'Свернуть' : 'Открыть чат'}
        </Button>
      }
    >
      {open ? (
        <>
          {messages.isPending ? <Skeleton active paragraph={{ rows: 3 }} /> : null}
          {messages.isError ? <Alert type="error" showIcon title="Не удалось загрузить сообщения" /> : null}
          {messages.hasNextPage ? (
            <Button
              size="small"
              className="talk-chat__older"
              loading={messages.isFetchingNextPage}
              onClick={() => void messages.fetchNextPage()}
            >
              Показать ранние сообщения
            </Button>
          ) : null}
          {messages.isSuccess && shown.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Сообщений пока нет" />
          ) : null}
          <ol className="talk-chat__messages" aria-label="Сообщения чата" ref={listRef} tabIndex={0}>
            {shown.map((message) => (
              <TalkMessage key={message.id} message={message} own={message.user_id === me?.id} />
            ))}
          </ol>
          {error ? <Alert type="error" showIcon title={error} className="talk-chat__error" /> : null}
          {files.length > 0 ? (
            <div className="talk-chat__files" role="group" aria-label="Прикреплённые файлы">
              {files.map((file) => (
                <Tag
                  key={file.id}
                  closable
                  icon={<PaperClipOutlined />}
                  onClose={() => setFiles((current) => current.filter((item) => item.id !== file.id))}
                >
                  {file.name}
                </Tag>
              ))}
            </div>
          ) : null}
          <div className="talk-chat__input">
            <input
              ref={fileInput}
              type="file"
              multiple
              hidden
              accept={DISMISSAL_ATTACHMENT_ACCEPT}
              onChange={handleFiles}
            />
            <Button
              icon={<PaperClipOutlined />}
              aria-label="Прикрепить файл"
              loading={upload.isPending}
              onClick={() => fileInput.current?.click()}
            />
            <Input.TextArea
              value={text}
              onChange={(event) => setText(event.target.value)}
              onPressEnter={(event) => {
                if (!event.shiftKey && !event.nativeEvent.isComposing) {
                  event.preventDefault();
                  handleSend();
                }
              }}
              autoSize={{ minRows: 1, maxRows: 5 }}
              placeholder="Сообщение (Enter — отправить)"
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
        </>
      ) : null}
    </Card>
  );
}
