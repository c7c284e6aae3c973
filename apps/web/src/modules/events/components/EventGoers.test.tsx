import { cleanup, render, screen, within } from '@testing-library/react';
import type { EventDetail } from '@intranet/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { EventGoers } from './EventGoers.tsx';

afterEach(cleanup);

const EVENT: EventDetail = {
  id: 7,
  name: 'Сплав по реке',
  type: 'Выезд',
  address: 'Казань',
  starts_at: '2026-06-12T06:00:00.000Z',
  ends_at: '2026-06-12T16:00:00.000Z',
  price: null,
  image: null,
  groups: [],
  tags: [],
  capacity: 2,
  registered: 2,
  requested: 3,
  free_places: 0,
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
  members: [
    { id: 11, full_name: 'Иванова Анна', event_member_status: 'registered' },
    { id: 12, full_name: 'Петров Олег', event_member_status: 'registered' },
    { id: 13, full_name: 'Сидоров Пётр', event_member_status: 'requested' },
  ],
  my_waitlist_position: null,
  abilities: { update: false, delete: false, members: false, subscribe: true },
};

const rowOf = (name: string) => screen.getByText(name).closest('li')!;

describe('EventGoers', () => {
  it('lists who goes with the waiting list marked by its status, and counts the rest', () => {
    render(<EventGoers event={EVENT} />);
    const section = screen.getByRole('region', { name: 'Кто идёт' });
    expect(within(section).getByRole('heading').textContent).toBe('Идут 2 человека, в листе ожидания 3');
    expect(within(rowOf('Сидоров Пётр')).getByText('В листе ожидания')).toBeTruthy();
    expect(within(rowOf('Иванова Анна')).queryByText('В листе ожидания')).toBeNull();
    expect(within(section).getByText('и ещё 2')).toBeTruthy();
  });

  it('shows nothing when nobody has signed up', () => {
    const { container } = render(
      <EventGoers event={{ ...EVENT, members: [], registered: 0, requested: 0 }} />,
    );
    expect(container.textContent).toBe('');
  });
});
