import { SUPPORT_MAX_TOTAL_BYTES, SUPPORT_SIZE_HINT } from '@intranet/contracts';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, type UploadFile } from 'antd';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SupportForm, type SupportFormValues } from './SupportForm.tsx';

afterEach(cleanup);

function Harness({ onSubmit }: { onSubmit: (values: SupportFormValues) => void }) {
  const [form] = Form.useForm<SupportFormValues>();
  const [files, setFiles] = useState<UploadFile[]>([]);
  return (
    <SupportForm
      form={form}
      files={files}
      onFilesChange={setFiles}
      onSubmit={onSubmit}
      submitting={false}
      summaryError={null}
    />
  );
}

function fileOfSize(name: string, size: number): File {
  const file = new File(['x'], name, { type: 'application/octet-stream' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function sendButton(): HTMLButtonElement {
  return screen.getByRole('button', { name: 'Отправить' });
}

async function attach(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
    await Promise.resolve();
  });
}

describe('SupportForm', () => {
  it('keeps «Отправить» disabled until there is a text', async () => {
    render(<Harness onSubmit={vi.fn()} />);
    expect(screen.getByText(SUPPORT_SIZE_HINT)).toBeTruthy();
    expect(sendButton().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Текст'), { target: { value: '   ' } });
    await waitFor(() => expect(sendButton().disabled).toBe(true));
    fireEvent.change(screen.getByLabelText('Текст'), { target: { value: 'Не работает VPN' } });
    await waitFor(() => expect(sendButton().disabled).toBe(false));
  });

  it('marks a file at the limit as an error and disables sending', async () => {
    render(<Harness onSubmit={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Текст'), { target: { value: 'Текст' } });
    await attach(fileOfSize('small.pdf', 1000));
    await waitFor(() => expect(screen.getByText('small.pdf')).toBeTruthy());
    expect(sendButton().disabled).toBe(false);

    await attach(fileOfSize('huge.zip', SUPPORT_MAX_TOTAL_BYTES));
    await waitFor(() =>
      expect(document.querySelector('.ant-upload-list-item-error')?.textContent).toContain('huge.zip'),
    );
    expect(document.querySelectorAll('.ant-upload-list-item-error')).toHaveLength(1);
    expect(sendButton().disabled).toBe(true);
  });

  it('sends the trimmed values after the shared schema passes', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Текст'), { target: { value: 'Сломался принтер' } });
    await waitFor(() => expect(sendButton().disabled).toBe(false));
    fireEvent.click(sendButton());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ description: 'Сломался принтер' })),
    );
  });
});
