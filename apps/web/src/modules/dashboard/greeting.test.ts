import { describe, expect, it } from 'vitest';
import { greetingFor } from './greeting.ts';

describe('greetingFor', () => {
  it.each([
    [0, 'Доброй ночи'],
    [4, 'Доброй ночи'],
    [5, 'Доброе утро'],
    [11, 'Доброе утро'],
    [12, 'Добрый день'],
    [16, 'Добрый день'],
    [17, 'Добрый вечер'],
    [22, 'Добрый вечер'],
    [23, 'Доброй ночи'],
  ])('%i h -> %s', (hour, greeting) => {
    expect(greetingFor(hour)).toBe(greeting);
  });
});
