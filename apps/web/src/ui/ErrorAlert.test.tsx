import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorAlert } from './ErrorAlert.tsx';

afterEach(cleanup);

describe('ErrorAlert', () => {
  it('shows the part after ### in bold, without the marker', () => {
    render(
      <ErrorAlert
        message="Нельзя списать на проект меньше, чем с него перераспределено###Проект Источник, 02.11.2026"
        onClose={() => undefined}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).not.toContain('###');
    expect(screen.getByText('Проект Источник, 02.11.2026').tagName).toBe('STRONG');
  });

  it('shows a plain text as it is, and nothing without one', () => {
    const { container, rerender } = render(
      <ErrorAlert message="Запись изменена" onClose={() => undefined} />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Запись изменена');
    rerender(<ErrorAlert message={null} onClose={() => undefined} />);
    expect(container.textContent).toBe('');
  });
});
