import { describe, expect, it } from 'vitest';
import { directPair, directPeerOf, readMarksByRoom, readState } from './chat.policy.ts';

describe('direct pairs', () => {
  it('stores the lower id first whoever starts, and refuses a person with themselves', () => {
    expect(directPair(40, 12)).toEqual({ low: 12, high: 40 });
    expect(directPair(12, 40)).toEqual({ low: 12, high: 40 });
    expect(directPair(7, 7)).toBeNull();
  });

  it('finds the other person for either side and nobody for an outsider', () => {
    expect(directPeerOf({ low: 12, high: 40 }, 12)).toBe(40);
    expect(directPeerOf({ low: 12, high: 40 }, 40)).toBe(12);
    expect(directPeerOf({ low: 12, high: 40 }, 5)).toBeNull();
  });
});

describe('read state', () => {
  const marks = { mine: 10, others: 7 };
  it.each([
    // [message id, author, read, seen]
    [5, 1, true, true], // own, the other read past it
    [7, 1, true, true], // own, exactly the other's mark
    [8, 1, false, true], // own, not yet read by the other
    [9, 2, false, true], // another's, under my mark
    [11, 2, false, false], // another's, past my mark
  ])('message %i by %i: read %s, seen %s', (id, authorId, read, seen) => {
    expect(readState({ id, authorId }, 1, marks)).toEqual({ read, seen });
  });

  it('reads nothing before any mark', () => {
    expect(readState({ id: 3, authorId: 1 }, 1, { mine: null, others: null })).toEqual({
      read: false,
      seen: true,
    });
    expect(readState({ id: 3, authorId: 2 }, 1, { mine: null, others: null })).toEqual({
      read: false,
      seen: false,
    });
  });
});

describe('read marks by room', () => {
  it('takes the newest message of each room, in any order', () => {
    const marks = readMarksByRoom([
      { id: 9, roomId: 1 },
      { id: 4, roomId: 2 },
      { id: 12, roomId: 1 },
      { id: 3, roomId: 2 },
    ]);
    expect([...marks.entries()]).toEqual([
      [1, 12],
      [2, 4],
    ]);
  });
});
