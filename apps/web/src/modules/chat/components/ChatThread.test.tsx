import type { ChatMessage } from '@intranet/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';

vi.mock('../../../app/auth/session.tsx', () => ({ useSession: () => ({ me: { id: 7 } }) }));

import { ChatThread, type ChatThreadProps } from './ChatThread.tsx';

const message = (values: Partial<ChatMessage>): ChatMessage => ({
  id: 1,
  room_id: 1,
  user_id: 3,
  user_full_name: 'Иванова Анна',
  avatar: null,
  message: 'Здравствуйте',
  link: null,
  attachments: [],
  created_at: '2026-03-04T09:30:00Z',
  read: false,
  seen: true,
  ...values,
});

function show(props: Partial<ChatThreadProps> = {}) {
  const onSend = vi.fn<ChatThreadProps['onSend']>().mockResolvedValue(undefined);
  render(
    <ChatThread
      messages={[message({}), message({ id: 2, user_id: 7, message: 'Добрый день', read: true })]}
      loading={false}
      older={null}
      emptyText="Сообщений пока нет"
      canWrite
      onSend={onSend}
      sending={false}
      onUpload={vi.fn()}
      uploading={false}
      accept=".pdf"
      tooManyFilesText="Не больше 10 файлов"
      {...props}
    />,
  );
  return { onSend };
}

const input = () => screen.getByRole('textbox', { name: 'Сообщение' });

afterEach(cleanup);

describe('ChatThread', () => {
  it('shows another’s message with its author and one’s own as read, and the record’s extra', () => {
    show({ messageExtra: (item) => (item.id === 1 ? <a href="/x">Открыть заявление</a> : null) });
    const items = screen.getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('Иванова Анна');
    expect(items[0]!.textContent).toContain('Открыть заявление');
    expect(items[1]!.classList.contains('chat-message--own')).toBe(true);
    expect(items[1]!.textContent).toContain('прочитано');
  });

  it('sends on Enter and clears the input once sent', async () => {
    const { onSend } = show();
    fireEvent.change(input(), { target: { value: '  Подпишу в четверг ' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith({ message: 'Подпишу в четверг', attachments: [] });
    await waitFor(() => expect((input() as HTMLTextAreaElement).value).toBe(''));
  });

  it('keeps the text and shows the field’s reason when the send is refused', async () => {
    const refusal = new ApiError(400, {
      message: 'Ошибка',
      errors: { message: ['Слишком длинное сообщение'] },
    });
    show({ onSend: vi.fn().mockRejectedValue(refusal) });
    fireEvent.change(input(), { target: { value: 'Текст' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Слишком длинное сообщение')).toBeTruthy();
    expect((input() as HTMLTextAreaElement).value).toBe('Текст');
  });

  it('shows the empty text, and no input for a reader who may not write', () => {
    show({ messages: [], canWrite: false });
    expect(screen.getByText('Сообщений пока нет')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Сообщение' })).toBeNull();
  });
});
