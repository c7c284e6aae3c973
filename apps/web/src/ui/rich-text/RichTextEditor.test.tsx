import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { RichTextEditor } from './RichTextEditor.tsx';

vi.mock('../../api/http-client.ts', () => ({
  http: { get: vi.fn(() => new Promise(() => undefined)) },
}));

describe('RichTextEditor', () => {
  it('loads on demand, shows the value and a Russian toolbar, and reports edits as HTML', async () => {
    const onChange = vi.fn();
    render(
      <App>
        <RichTextEditor value="<p>Привет</p>" onChange={onChange} aria-label="Текст" />
      </App>,
    );
    const bold = await screen.findByRole('button', { name: 'Жирный' });
    for (const name of [
      'Курсив',
      'Заголовок',
      'Маркированный список',
      'Цитата',
      'Ссылка',
      'Отменить',
      'Повторить',
    ])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    // No uploader given: no image button.
    expect(screen.queryByRole('button', { name: 'Изображение' })).toBeNull();
    const textbox = screen.getByRole('textbox', { name: 'Текст' });
    expect(textbox.textContent).toBe('Привет');

    // Select everything and make it bold through the toolbar.
    fireEvent.focus(textbox);
    fireEvent.keyDown(textbox, { key: 'a', ctrlKey: true });
    fireEvent.click(bold);
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(String(onChange.mock.calls.at(-1)?.[0])).toMatch(/<strong>Привет<\/strong>/);
  });

  it('offers the image button when an uploader is given', async () => {
    render(
      <App>
        <RichTextEditor
          onUploadImage={() => Promise.resolve({ url: '/api/files/1' })}
          placeholder="Текст страницы"
        />
      </App>,
    );
    expect(await screen.findByRole('button', { name: 'Изображение' })).toBeTruthy();
    expect(screen.getByText('Текст страницы')).toBeTruthy();
  });
});
