import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, DatePicker } from 'antd';
import { useState } from 'react';
import { DISPLAY_DATE_FORMAT, toWireDate } from '../../../ui/date-format.ts';
import { dayjs } from '../../../ui/dayjs-setup.ts';
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
  const [anchor, setAnchor] = useState<dayjs.Dayjs | null>(null);
  const whole = isWholeMonth(period);
  const label = whole
    ? dayjs(period.start).format('MMMM YYYY')
    : `${dayjs(period.start).format(DISPLAY_DATE_FORMAT)} — ${dayjs(period.end).format(DISPLAY_DATE_FORMAT)}`;

  function handleRange(range: [dayjs.Dayjs | null, dayjs.Dayjs | null] | null) {
    const next = normalizePeriod(toWireDate(range?.[0]), toWireDate(range?.[1]));
    if (next) onChange(next);
  }

  /** A range may not exceed a year: once the start is picked, days too far from it are disabled. */
  function disabledDate(current: dayjs.Dayjs) {
    if (!anchor) return false;
    return Math.abs(current.diff(anchor, 'day')) >= MAX_MATCHING_DAYS;
  }

  return (
    <div className="vac-match__period" role="group" aria-label="Период">
      <Button
        icon={<LeftOutlined />}
        aria-label="Предыдущий месяц"
        onClick={() => onChange(shiftMonth(period.start, -1))}
      />
      <span className="vac-match__period-label" aria-live="polite">
        {label}
      </span>
      <Button
        icon={<RightOutlined />}
        aria-label="Следующий месяц"
        onClick={() => onChange(shiftMonth(whole ? period.start : period.end, 1))}
      />
      <Button
        onClick={() => onChange(monthPeriod(today))}
        disabled={period.start === monthPeriod(today).start && whole}
      >
        Текущий месяц
      </Button>
      <DatePicker.RangePicker
        aria-label="Произвольный период"
        placeholder={['Начало', 'Конец']}
        format={DISPLAY_DATE_FORMAT}
        value={whole ? null : [dayjs(period.start), dayjs(period.end)]}
        onChange={handleRange}
        onCalendarChange={(dates) => setAnchor(dates?.[0] ?? null)}
        onOpenChange={(open) => {
          if (!open) setAnchor(null);
        }}
        disabledDate={disabledDate}
        className="vac-match__range"
      />
    </div>
  );
}
