import { MessageOutlined } from '@ant-design/icons';
import { DISMISSAL_NOTICE_MS } from '@intranet/contracts/dismissal/dismissal';
import {
  DISMISSAL_ATTACHMENT_ACCEPT,
  DISMISSAL_TALK_TEXTS as TEXTS,
} from '@intranet/contracts/dismissal/talk';
import { Alert, Badge, Button, Card, notification } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { ChatThread } from '../../chat/components/ChatThread.tsx';
import {
  useDismissalChat,
  useDismissalChatLive,
  useDismissalUnread,
  useSawDismissalChat,
  useSendDismissalMessage,
  useUploadDismissalFiles,
} from '../talk.api.ts';
import '../talk.css';

/** The reason of a refused send, from its field errors (the notice says the rest). */
function fieldReason(failure: unknown): string | null {
  const fields = failure instanceof ApiError ? failure.fieldErrors : undefined;
  return Object.values(fields ?? {})[0]?.[0] ?? null;
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
  const [open, setOpen] = useState(defaultOpen);
  const unread = useDismissalUnread(applicationId);
  const messages = useDismissalChat(applicationId, open);
  const roomId = unread.data?.room_id ?? null;
  useDismissalChatLive(applicationId, roomId);
  const send = useSendDismissalMessage(applicationId);
  const saw = useSawDismissalChat(applicationId);
  const upload = useUploadDismissalFiles();
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

  if (unread.error instanceof ApiError && [403, 404].includes(unread.error.status)) return null;

  async function handleSend(input: { message: string; attachments: number[] }) {
    try {
      await send.mutateAsync(input);
      notification.success({ title: TEXTS.sent, duration: DISMISSAL_NOTICE_MS / 1000 });
    } catch (failure) {
      notification.error({
        title: TEXTS.sendFailed,
        description: fieldReason(failure) ?? TEXTS.retry,
        duration: DISMISSAL_NOTICE_MS / 1000,
      });
      throw failure;
    }
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
        <div className="talk-chat__thread">
          <ChatThread
            messages={shown}
            loading={messages.isPending}
            problem={
              messages.isError ? <Alert type="error" showIcon title="Не удалось загрузить сообщения" /> : null
            }
            older={
              messages.hasNextPage
                ? { loading: messages.isFetchingNextPage, load: () => void messages.fetchNextPage() }
                : null
            }
            emptyText="Сообщений пока нет"
            canWrite
            onSend={handleSend}
            sending={send.isPending}
            sendErrorText={fieldReason}
            onUpload={(files) => upload.mutateAsync(files)}
            uploading={upload.isPending}
            accept={DISMISSAL_ATTACHMENT_ACCEPT}
            tooManyFilesText={TEXTS.tooManyAttachments}
            messageExtra={(message) =>
              message.link && message.link !== window.location.pathname ? (
                <Link to={message.link} className="talk-message__link">
                  Открыть заявление
                </Link>
              ) : null
            }
          />
        </div>
      ) : null}
    </Card>
  );
}
