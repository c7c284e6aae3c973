import { SUPPORT_MAX_TOTAL_BYTES } from '@intranet/contracts';
import { describe, expect, it } from 'vitest';
import { canSendSupport, formatSupportSize, isFileOverLimit, totalBytes } from './support-size.ts';

describe('support size rules', () => {
  it('adds up the attachments', () => {
    expect(totalBytes([{ size: 10 }, { size: 5 }, {}])).toBe(15);
  });

  it('marks a file at or over 20,000,000 bytes', () => {
    expect(isFileOverLimit(SUPPORT_MAX_TOTAL_BYTES - 1)).toBe(false);
    expect(isFileOverLimit(SUPPORT_MAX_TOTAL_BYTES)).toBe(true);
    expect(isFileOverLimit(SUPPORT_MAX_TOTAL_BYTES + 1)).toBe(true);
  });

  it('needs a text', () => {
    expect(canSendSupport('', [])).toBe(false);
    expect(canSendSupport('   ', [])).toBe(false);
    expect(canSendSupport(undefined, [])).toBe(false);
    expect(canSendSupport('Не работает принтер', [])).toBe(true);
  });

  it('is disabled when the total reaches the limit', () => {
    const half = SUPPORT_MAX_TOTAL_BYTES / 2;
    expect(canSendSupport('Текст', [{ size: half }, { size: half - 1 }])).toBe(true);
    expect(canSendSupport('Текст', [{ size: half }, { size: half }])).toBe(false);
  });

  it('shows sizes in Russian units: bytes and kilobytes for small files, not «0 МБ»', () => {
    expect(formatSupportSize(2_500_000)).toBe('2,5 МБ');
    expect(formatSupportSize(20_000_000)).toBe('20 МБ');
    expect(formatSupportSize(16)).toBe('16 Б');
    expect(formatSupportSize(12_300)).toBe('12 КБ');
    expect(formatSupportSize(4_200)).toBe('4,2 КБ');
  });
});
