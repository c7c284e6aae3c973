import { SUPPORT_MAX_TOTAL_BYTES } from '@intranet/contracts';
import { describe, expect, it } from 'vitest';
import { canSendSupport, formatMegabytes, isFileOverLimit, totalBytes } from './support-size.ts';

describe('support size rules (platform §5)', () => {
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

  it('shows sizes in Russian megabytes', () => {
    expect(formatMegabytes(2_500_000)).toBe('2,5 МБ');
    expect(formatMegabytes(20_000_000)).toBe('20 МБ');
  });
});
