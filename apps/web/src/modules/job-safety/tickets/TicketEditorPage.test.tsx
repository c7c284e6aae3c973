import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { JOB_SAFETY_NO_CORRECT_MESSAGE } from '@intranet/contracts/job-safety/job-safety';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn() }));
vi.mock('../../../api/http-client.ts', () => ({ http }));

import TicketEditorPage from './TicketEditorPage.tsx';

const CHAPTERS = [
  {
    id: 3,
    title: 'Электробезопасность',
    period_months: 12,
    articles: [{ id: 31, title: 'Безопасная работа с электроприборами' }],
    tickets: [],
  },
];

const SAVED = {
  id: 9,
  chapter_id: 3,
  title: 'Билет № 1',
  questions: [
    {
      id: 90,
      text: 'Можно ли трогать оголённый провод?',
      multiple: false,
      article: { id: 31, title: 'Безопасная работа с электроприборами' },
      answers: [
        { id: 901, text: 'Нет', correct: true },
        { id: 902, text: 'Да', correct: false },
      ],
    },
  ],
};

function show(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <App>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/job-safety/tickets/:id" element={<TicketEditorPage />} />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

const question = () => screen.getByRole('group', { name: 'Вопрос 1' });
const answer = (n: number) => within(question()).getByRole('group', { name: `Ответ ${n}` });

async function fillNewTicket() {
  show('/job-safety/tickets/new?chapter=3');
  fireEvent.change(await screen.findByLabelText('Название билета'), { target: { value: 'Билет № 1' } });
  fireEvent.change(within(question()).getByLabelText('Текст вопроса'), {
    target: { value: 'Можно ли трогать оголённый провод?' },
  });
  fireEvent.change(within(answer(1)).getByLabelText('Текст ответа 1'), { target: { value: 'Нет' } });
  fireEvent.change(within(answer(2)).getByLabelText('Текст ответа 2'), { target: { value: 'Да' } });
}

beforeEach(() => {
  http.get.mockImplementation((path: string) => {
    if (path === '/chapters') return Promise.resolve({ data: CHAPTERS });
    if (path === '/tickets/9') return Promise.resolve({ data: SAVED });
    return Promise.reject(new Error(`unexpected ${path}`));
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('TicketEditorPage', () => {
  it('refuses a question without a right answer on screen and sends nothing', async () => {
    await fillNewTicket();
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await within(question()).findByText(JOB_SAFETY_NO_CORRECT_MESSAGE)).toBeTruthy();
    expect(http.post).not.toHaveBeenCalled();
  });

  it('sends a valid ticket as the contract body', async () => {
    http.post.mockResolvedValue({ data: SAVED });
    await fillNewTicket();
    fireEvent.click(within(answer(1)).getByRole('checkbox', { name: 'Правильный' }));
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(http.post).toHaveBeenCalled());
    expect(http.post).toHaveBeenCalledWith(
      '/tickets',
      {
        chapter_id: 3,
        title: 'Билет № 1',
        questions: [
          {
            text: 'Можно ли трогать оголённый провод?',
            article_id: null,
            answers: [
              { text: 'Нет', correct: true },
              { text: 'Да', correct: false },
            ],
          },
        ],
      },
      expect.anything(),
    );
    expect(await screen.findByText('Сохранено')).toBeTruthy();
  });

  it('loads a ticket with its right answers and shows the server field errors under the fields', async () => {
    http.put.mockRejectedValue(
      new ApiError(400, {
        message: 'Проверьте поля',
        errors: { 'questions.0.text': ['Слишком длинный вопрос'] },
      }),
    );
    show('/job-safety/tickets/9');
    expect(await screen.findByDisplayValue('Можно ли трогать оголённый провод?')).toBeTruthy();
    expect(within(answer(1)).getByRole<HTMLInputElement>('checkbox').checked).toBe(true);
    expect(within(answer(2)).getByRole<HTMLInputElement>('checkbox').checked).toBe(false);
    fireEvent.click(within(answer(2)).getByRole('checkbox', { name: 'Правильный' }));
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await within(question()).findByText('Слишком длинный вопрос')).toBeTruthy();
    expect(http.put).toHaveBeenCalledWith(
      '/tickets/9',
      expect.objectContaining({
        questions: [
          expect.objectContaining({
            article_id: 31,
            answers: [
              { text: 'Нет', correct: true },
              { text: 'Да', correct: true },
            ],
          }),
        ],
      }),
      expect.anything(),
    );
  });
});
