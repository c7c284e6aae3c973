import type { EventMemberStatus, EventSubscribeStatus } from './events.ts';

/**
 * What POST /events/{id}/subscribe does to a member's status: the one table the server applies and the web
 * draws its buttons from. `full` says whether the event has no free seat for a newcomer.
 */
export type SubscribeOutcome =
  { ok: true; status: EventMemberStatus; changed: boolean } | { ok: false; reason: 'excluded' | 'notMember' };

export function subscribeOutcome(
  current: EventMemberStatus | null,
  wanted: EventSubscribeStatus,
  full: boolean,
): SubscribeOutcome {
  // An organiser's exclusion stands until an organiser lifts it.
  if (current === 'deleted') return { ok: false, reason: 'excluded' };
  const to = (status: EventMemberStatus): SubscribeOutcome => ({
    ok: true,
    status,
    changed: status !== current,
  });
  switch (wanted) {
    case 'registered':
      // Asking again keeps the place one already has (registered, or in the waiting list).
      if (current === 'registered' || current === 'requested') return to(current);
      return to(full ? 'requested' : 'registered');
    case 'uninteresting':
      return to('uninteresting');
    case 'back':
      if (current === 'registered' || current === 'requested' || current === 'back') return to('back');
      return { ok: false, reason: 'notMember' };
  }
}

/** Whether leaving `from` for `to` frees a seat (someone from the waiting list may take it). */
export function freesSeat(from: EventMemberStatus | null, to: EventMemberStatus): boolean {
  return from === 'registered' && to !== 'registered';
}

/** Seats left: null when the event has no limit. */
export function freePlaces(capacity: number | null, registered: number): number | null {
  return capacity === null ? null : Math.max(0, capacity - registered);
}

/**
 * The buttons an employee sees for their status: the wishes the table accepts and that change something. A
 * member who is going (or waiting) is offered «Отказаться» only; «Не интересно» stays for the rest.
 */
export function subscribeActions(current: EventMemberStatus | null): EventSubscribeStatus[] {
  const all: EventSubscribeStatus[] = ['registered', 'uninteresting', 'back'];
  const going = current === 'registered' || current === 'requested';
  return all.filter((wanted) => {
    const outcome = subscribeOutcome(current, wanted, false);
    return outcome.ok && outcome.changed && !(going && wanted === 'uninteresting');
  });
}
