import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.ts';

describe('formatFileSize', () => {
  it('keeps bytes under a kilobyte and shows one decimal below 10 units', () => {
    expect(formatFileSize(0)).toBe('0 Б');
    expect(formatFileSize(999)).toBe('999 Б');
    expect(formatFileSize(1000)).toBe('1 КБ');
    expect(formatFileSize(1500)).toBe('1,5 КБ');
    expect(formatFileSize(12_345)).toBe('12 КБ');
    expect(formatFileSize(999_499)).toBe('999 КБ');
    expect(formatFileSize(1_500_000)).toBe('1,5 МБ');
    expect(formatFileSize(20_000_000)).toBe('20 МБ');
    expect(formatFileSize(5_000_000_000_000)).toBe('5\u00a0000 ГБ');
  });
});
