import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentHit } from './ContentHit.tsx';

afterEach(cleanup);

describe('ContentHit', () => {
  it('shows the snippet as text with the found words in <mark>, markup in a document staying text', () => {
    const text = 'Подарки партнёрам <img src=x onerror="alert(1)"> согласуются';
    const { container } = render(
      <MemoryRouter>
        <ul>
          <ContentHit
            hit={{
              kind: 'page',
              id: 7,
              title: 'Кодекс <b>этики</b>',
              subtitle: 'Кодекс',
              url: '/codex',
              meta: null,
              rank: 1,
              snippet: { text, highlights: [{ start: 8, end: 17 }] },
            }}
          />
        </ul>
      </MemoryRouter>,
    );
    expect(container.querySelector('a')!.getAttribute('href')).toBe('/codex');
    expect(container.querySelector('a')!.textContent).toBe('Кодекс <b>этики</b>');
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['партнёрам']);
    expect(container.querySelector('.search-hit__snippet')!.textContent).toBe(text);
    expect(container.querySelector('img, b')).toBeNull();
  });
});
