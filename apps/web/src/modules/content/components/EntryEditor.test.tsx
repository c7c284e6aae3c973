import { CONTENT_STALE_MESSAGE, type ContentEntry } from '@intranet/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import { EntryEditor } from './EntryEditor.tsx';

const put = vi.fn();
vi.mock('../../../api/http-client.ts', () => ({
  http: {
    put: (...args: unknown[]) => put(...args) as unknown,
    get: vi.fn(() => new Promise(() => undefined)),
  },
}));

afterEach(() => {
  cleanup();
  put.mockReset();
});

const ENTRY: ContentEntry = {
  id: 7,
  kind: 'page',
  path: 'about',
  slug: 'about',
  url: '/about',
  title: 'О компании',
  body: '<p>Текст</p>',
  attachments: [{ id: 3, name: 'устав.pdf', size: 2048, mime: 'application/pdf', url: '/api/files/3' }],
  version: 4,
  updated_at: '2026-11-20T10:00:00Z',
  updated_by: null,
  abilities: { update: true, create_child: true, delete: false, history: true },
};

function renderEditor(onDone = vi.fn(), onReload = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <App>
        <EntryEditor entry={ENTRY} onDone={onDone} onReload={onReload} />
      </App>
    </QueryClientProvider>,
  );
  return { onDone, onReload };
}

describe('EntryEditor', () => {
  it('saves the title, the text, the attachments and the version it was opened at', async () => {
    put.mockResolvedValue({ data: { ...ENTRY, version: 5 } });
    const { onDone } = renderEditor();
    await screen.findByRole('button', { name: 'Жирный' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Заголовок' }), { target: { value: 'О нас' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(put).toHaveBeenCalledWith(
      '/content/entries/7',
      { title: 'О нас', body: '<p>Текст</p>', attachment_ids: [3], version: 4 },
      expect.anything(),
    );
  });

  it('says that someone else saved first and offers to load their version (409)', async () => {
    put.mockRejectedValue(new ApiError(409, { message: CONTENT_STALE_MESSAGE }));
    const { onDone, onReload } = renderEditor();
    await screen.findByRole('button', { name: 'Жирный' });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(CONTENT_STALE_MESSAGE)).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Загрузить свежую версию' }));
    expect(onReload).toHaveBeenCalled();
  });

  it('takes an attachment off the list', async () => {
    put.mockResolvedValue({ data: ENTRY });
    renderEditor();
    fireEvent.click(await screen.findByRole('button', { name: 'Убрать вложение устав.pdf' }));
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(put).toHaveBeenCalled());
    expect((put.mock.calls[0]![1] as { attachment_ids: number[] }).attachment_ids).toEqual([]);
  });
});
