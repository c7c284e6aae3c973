import { describe, expect, it } from 'vitest';
import { clockFrom } from './clock.ts';

describe('clockFrom', () => {
  it('starts on the given day at the real time of day and runs on', () => {
    let real = new Date('2030-01-10T10:30:00');
    const clock = clockFrom('2026-06-15', () => real);
    expect(clock.today()).toBe('2026-06-15');
    expect(clock.now().getHours()).toBe(10);
    expect(clock.now().getMinutes()).toBe(30);
    real = new Date('2030-01-11T01:00:00');
    expect(clock.today()).toBe('2026-06-16');
  });
});
