import { DISPLAY_DATE_FORMAT } from '../../../ui/date-format.ts';
import { dayjs } from '../../../ui/dayjs-setup.ts';
import { PeriodToolbar } from '../../../ui/PeriodToolbar.tsx';
import {
  MAX_MATCHING_DAYS,
  isWholeMonth,
  monthPeriod,
  normalizePeriod,
  shiftMonth,
  type MatchingPeriod,
} from '../matching-grid.ts';

interface MatchingPeriodBarProps {
  period: MatchingPeriod;
  today: string;
  onChange: (period: MatchingPeriod) => void;
}

/** A month with ‹ › (the default) or any range up to a year. */
export function MatchingPeriodBar({ period, today, onChange }: MatchingPeriodBarProps) {
  const whole = isWholeMonth(period);
  const label = whole
    ? dayjs(period.start).format('MMMM YYYY')
    : `${dayjs(period.start).format(DISPLAY_DATE_FORMAT)} — ${dayjs(period.end).format(DISPLAY_DATE_FORMAT)}`;

  return (
    <PeriodToolbar
      steps={{
        label,
        onPrevious: () => onChange(shiftMonth(period.start, -1)),
        onNext: () => onChange(shiftMonth(whole ? period.start : period.end, 1)),
        onCurrent: () => onChange(monthPeriod(today)),
        currentDisabled: period.start === monthPeriod(today).start && whole,
      }}
      range={whole ? null : period}
      onRangeChange={(range) => {
        const next = range && normalizePeriod(range.start, range.end);
        if (next) onChange(next);
      }}
      maxDays={MAX_MATCHING_DAYS}
      rangePlaceholder={['Начало', 'Конец']}
    />
  );
}
