import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { EventDetail } from '@intranet/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { SubscribeButtons } from './SubscribeButtons.tsx';

afterEach(cleanup);

const EVENT: EventDetail = {
  id: 7,
  name: 'Митап',
  type: 'Митап',
  address: 'Москва',
  starts_at: '2026-03-12T15:00:00.000Z',
  ends_at: '2026-03-12T18:00:00.000Z',
  price: null,
  image: null,
  groups: [],
  tags: [],
  capacity: 10,
  registered: 3,
  requested: 0,
  free_places: 7,
  my_status: null,
  past: false,
  likes: 0,
  comments: 0,
  my_like_id: null,
  description: '',
  meta: [],
  author: { id: 1, full_name: 'Организатор' },
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
  members: [],
  my_waitlist_position: null,
  abilities: { update: false, delete: false, members: false, subscribe: true },
};

function show(event: EventDetail) {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <SubscribeButtons event={event} />
    </QueryClientProvider>,
  );
}

const buttons = () => screen.queryAllByRole('button').map((button) => button.textContent?.trim());

describe('SubscribeButtons', () => {
  it('offers «Пойду» and «Не интересно» to someone who has not answered', () => {
    show(EVENT);
    expect(buttons()).toEqual(['Пойду', 'Не интересно']);
  });

  it('turns «Пойду» into the waiting list when the seats are taken', () => {
    show({ ...EVENT, free_places: 0, registered: 10 });
    expect(buttons()).toContain('В лист ожидания');
  });

  it('offers only «Отказаться» to a member in the waiting list and says their place', () => {
    show({ ...EVENT, my_status: 'requested', my_waitlist_position: 2 });
    expect(buttons()).toEqual(['Отказаться']);
    expect(screen.getByText(/вы в листе ожидания \(2-й\)/)).toBeTruthy();
  });

  it('shows no buttons once registration is closed', () => {
    show({ ...EVENT, past: true, abilities: { ...EVENT.abilities, subscribe: false } });
    expect(buttons()).toEqual([]);
    expect(screen.getByText('Событие прошло.')).toBeTruthy();
  });
});
