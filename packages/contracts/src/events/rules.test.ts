import { describe, expect, it } from 'vitest';
import {
  EVENT_MEMBER_STATUSES,
  EVENT_SUBSCRIBE_STATUSES,
  eventInputSchema,
  eventsQuerySchema,
  formatEventPrice,
  type EventMemberStatus,
} from './events.ts';
import { freePlaces, freesSeat, subscribeActions, subscribeOutcome } from './rules.ts';

describe('subscribeOutcome', () => {
  // Every status (and none) against every wish, on a free and on a full event.
  const expected: Record<string, string> = {
    'null registered free': 'registered',
    'null registered full': 'requested',
    'null uninteresting free': 'uninteresting',
    'null back free': 'notMember',
    'registered registered full': 'registered=',
    'registered uninteresting free': 'uninteresting',
    'registered back free': 'back',
    'requested registered free': 'requested=',
    'requested uninteresting free': 'uninteresting',
    'requested back free': 'back',
    'uninteresting registered free': 'registered',
    'uninteresting registered full': 'requested',
    'uninteresting uninteresting free': 'uninteresting=',
    'uninteresting back free': 'notMember',
    'back registered free': 'registered',
    'back registered full': 'requested',
    'back uninteresting free': 'uninteresting',
    'back back free': 'back=',
    'deleted registered free': 'excluded',
    'deleted uninteresting free': 'excluded',
    'deleted back free': 'excluded',
  };
  for (const [key, want] of Object.entries(expected)) {
    it(key, () => {
      const [current, wanted, room] = key.split(' ') as [
        string,
        (typeof EVENT_SUBSCRIBE_STATUSES)[number],
        string,
      ];
      const outcome = subscribeOutcome(
        current === 'null' ? null : (current as EventMemberStatus),
        wanted,
        room === 'full',
      );
      const got = outcome.ok ? `${outcome.status}${outcome.changed ? '' : '='}` : outcome.reason;
      expect(got).toBe(want);
    });
  }

  it('never answers a status a member could not be in', () => {
    for (const current of [null, ...EVENT_MEMBER_STATUSES])
      for (const wanted of EVENT_SUBSCRIBE_STATUSES)
        for (const full of [false, true]) {
          const outcome = subscribeOutcome(current, wanted, full);
          if (outcome.ok) expect(EVENT_MEMBER_STATUSES).toContain(outcome.status);
          if (outcome.ok && outcome.status === 'registered' && outcome.changed) expect(full).toBe(false);
        }
  });
});

describe('seats', () => {
  it('frees a seat only when a registered member leaves', () => {
    expect(freesSeat('registered', 'back')).toBe(true);
    expect(freesSeat('registered', 'deleted')).toBe(true);
    expect(freesSeat('registered', 'registered')).toBe(false);
    expect(freesSeat('requested', 'back')).toBe(false);
    expect(freesSeat(null, 'registered')).toBe(false);
  });
  it('counts free places, none below zero, null without a limit', () => {
    expect(freePlaces(10, 3)).toBe(7);
    expect(freePlaces(2, 5)).toBe(0);
    expect(freePlaces(null, 5)).toBeNull();
  });
  it('offers the buttons that change something', () => {
    expect(subscribeActions(null)).toEqual(['registered', 'uninteresting']);
    expect(subscribeActions('registered')).toEqual(['back']);
    expect(subscribeActions('requested')).toEqual(['back']);
    expect(subscribeActions('uninteresting')).toEqual(['registered']);
    expect(subscribeActions('back')).toEqual(['registered', 'uninteresting']);
    expect(subscribeActions('deleted')).toEqual([]);
  });
});

describe('event schemas', () => {
  const valid = {
    name: 'Митап',
    address: 'Москва',
    type: 'Митап',
    starts_at: '2026-03-10T18:00:00+03:00',
    ends_at: '2026-03-10T21:00:00+03:00',
    price: 1500.5,
    capacity: 40,
  };
  it('accepts an event and refuses an end before the start, a third decimal and a duplicate detail', () => {
    expect(eventInputSchema.safeParse(valid).success).toBe(true);
    const reversed = eventInputSchema.safeParse({ ...valid, ends_at: '2026-03-10T17:00:00+03:00' });
    expect(reversed.error?.issues[0]).toMatchObject({
      path: ['ends_at'],
      message: 'Окончание раньше начала',
    });
    expect(eventInputSchema.safeParse({ ...valid, price: 10.005 }).success).toBe(false);
    expect(
      eventInputSchema.safeParse({
        ...valid,
        meta: [
          { slug: 'contact', value: 'a' },
          { slug: 'contact', value: 'b' },
        ],
      }).success,
    ).toBe(false);
  });
  it('wants both ends of a period and page 1 or more', () => {
    expect(eventsQuerySchema.safeParse({ date_start: '2026-03-01' }).success).toBe(false);
    expect(eventsQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(eventsQuerySchema.parse({ mine: '1' }).mine).toBe(true);
  });
  it('writes prices the Russian way', () => {
    expect(formatEventPrice(null)).toBe('Стоимость уточняется');
    expect(formatEventPrice(0)).toBe('Бесплатно');
    expect(formatEventPrice(1500).replace(/\s/g, ' ')).toBe('1 500 ₽');
  });
});
