import { describe, expect, it } from 'vitest';
import { reportPeriodPreset, TS_REPORT_PERIOD_PRESETS } from './reports-rules.ts';
import { TS_REPORT_NAMES, TS_REPORT_TYPES, tsReportParamsSchema, tsReportTypeSchema } from './reports.ts';

describe('report period presets', () => {
  it('current period is the ISO week of today without an editable period', () => {
    expect(reportPeriodPreset('current-period', '2025-03-13')).toEqual({
      date_start: '2025-03-10',
      date_end: '2025-03-16',
    });
    // A Sunday belongs to the week that began on Monday.
    expect(reportPeriodPreset('current-period', '2025-03-16')).toEqual({
      date_start: '2025-03-10',
      date_end: '2025-03-16',
    });
  });

  it('current period is the editable period when one holds today; past period is as long, right before it', () => {
    const editable = { date_start: '2025-03-01', date_end: '2025-03-15' };
    expect(reportPeriodPreset('current-period', '2025-03-13', { editable })).toEqual(editable);
    expect(reportPeriodPreset('past-period', '2025-03-13', { editable })).toEqual({
      date_start: '2025-02-14',
      date_end: '2025-02-28',
    });
    expect(reportPeriodPreset('past-period', '2025-03-13')).toEqual({
      date_start: '2025-03-03',
      date_end: '2025-03-09',
    });
  });

  it('months are calendar months, across a year and a leap February', () => {
    expect(reportPeriodPreset('current-month', '2024-02-10')).toEqual({
      date_start: '2024-02-01',
      date_end: '2024-02-29',
    });
    expect(reportPeriodPreset('past-month', '2025-01-31')).toEqual({
      date_start: '2024-12-01',
      date_end: '2024-12-31',
    });
  });

  it('custom keeps the picked dates, or none', () => {
    expect(reportPeriodPreset('custom', '2025-01-31')).toBeNull();
    const custom = { date_start: '2025-01-01', date_end: '2025-01-05' };
    expect(reportPeriodPreset('custom', '2025-01-31', { custom })).toEqual(custom);
    expect(TS_REPORT_PERIOD_PRESETS).toHaveLength(5);
  });
});

describe('report catalogue', () => {
  it('holds 16 valid types with ids 0–15 in name order', () => {
    expect(TS_REPORT_TYPES).toHaveLength(16);
    TS_REPORT_TYPES.forEach((type, index) => {
      expect(tsReportTypeSchema.parse(type)).toEqual(type);
      expect(type.id).toBe(index);
      expect(type.name).toBe(TS_REPORT_NAMES[index]);
      expect(new Set(type.columns.map((column) => column.key)).size).toBe(type.columns.length);
    });
  });

  it('params default paging and empty filters; an inverted period is refused', () => {
    expect(tsReportParamsSchema.parse({ date_start: '2025-01-01', date_end: '2025-01-31' })).toEqual({
      date_start: '2025-01-01',
      date_end: '2025-01-31',
      users: [],
      structures: [],
      page: 1,
      per_page: 20,
    });
    expect(tsReportParamsSchema.safeParse({ date_start: '2025-02-01', date_end: '2025-01-31' }).success).toBe(
      false,
    );
    expect(tsReportParamsSchema.safeParse({ date_start: '2025-02-30', date_end: '2025-03-31' }).success).toBe(
      false,
    );
  });
});
