import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RichTextView } from './RichTextView.tsx';

vi.mock('../../api/http-client.ts', () => ({
  http: { get: vi.fn(() => new Promise(() => undefined)) },
}));

describe('RichTextView', () => {
  it('shows formatting and drops what could run, even if the server let it through', () => {
    const { container } = render(
      <RichTextView
        html={
          '<h2>Заголовок</h2><p><strong>жирный</strong> <a href="javascript:alert(1)">плохая</a> ' +
          '<a href="https://example.com">хорошая</a></p><script>window.hacked = 1</script>' +
          '<img src="x" onerror="window.hacked = 2"><svg onload="window.hacked = 3"></svg>'
        }
      />,
    );
    expect(container.querySelector('h2')?.textContent).toBe('Заголовок');
    expect(container.querySelector('strong')?.textContent).toBe('жирный');
    expect(container.querySelector('script, svg, [onerror], [onload]')).toBeNull();
    const [bad, good] = container.querySelectorAll('a');
    expect(bad?.getAttribute('href')).toBeNull();
    expect(good?.getAttribute('href')).toBe('https://example.com');
    expect(good?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(good?.getAttribute('target')).toBe('_blank');
    expect(container.querySelector('img')?.getAttribute('src')).toBeNull();
  });

  it('loads our own images through the http client instead of a bare src', () => {
    const { container } = render(<RichTextView html={'<img src="/api/files/7/preview/1280" alt="схема">'} />);
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBeNull();
    expect(image?.dataset.fileSrc).toBe('/api/files/7/preview/1280');
  });
});
