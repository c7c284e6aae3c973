import { describe, expect, it } from 'vitest';
import { noticeDeadlineText, noticeYear } from './notice-year.ts';

describe('noticeYear', () => {
  it('speaks of the current year until 31 October', () => {
    expect(noticeYear('2026-10-31')).toEqual({ planYear: 2026, deadlineYear: 2025 });
    expect(noticeYear('2026-01-01')).toEqual({ planYear: 2026, deadlineYear: 2025 });
  });

  it('rolls over to next year on 1 November', () => {
    expect(noticeYear('2026-11-01')).toEqual({ planYear: 2027, deadlineYear: 2026 });
  });

  it('still speaks of next year on 31 December', () => {
    expect(noticeYear('2026-12-31')).toEqual({ planYear: 2027, deadlineYear: 2026 });
  });

  it('writes the deadline sentence', () => {
    expect(noticeDeadlineText('2026-11-01')).toBe(
      'Отпуск на 2027 год необходимо запланировать до 15 декабря 2026 года.',
    );
    expect(noticeDeadlineText('2026-10-31')).toBe(
      'Отпуск на 2026 год необходимо запланировать до 15 декабря 2025 года.',
    );
  });
});
