import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, DatePicker, Select } from 'antd';
import type { ReactNode } from 'react';
import { DISPLAY_DATE_FORMAT, toWireDate } from './date-format.ts';
import { dayjs } from './dayjs-setup.ts';
import './ui.css';

/** A range of wire dates, both ends included. */
export interface DateRange {
  start: string;
  end: string;
}

interface PresetControl<P extends string> {
  value: P;
  options: readonly { value: P; label: string }[];
  onChange: (preset: P) => void;
}

interface StepControl {
  /** What the arrows move through: «Май 2026». */
  label: string;
  onPrevious: () => void;
  onNext: () => void;
  onCurrent: () => void;
  currentDisabled: boolean;
}

interface PeriodToolbarProps<P extends string> {
  /** The dates of the range picker; null leaves it empty (a preset or a whole month is chosen). */
  range: DateRange | null;
  /** A full range was picked (or cleared: null). */
  onRangeChange: (range: DateRange | null) => void;
  /** The longest range the picker lets one choose. */
  maxDays: number;
  /** Placeholders of the range picker's two inputs. */
  rangePlaceholder: [string, string];
  /** false hides the range picker (a preset is chosen). */
  showRange?: boolean;
  /** «Период»: a select of named periods (TimeSheet). */
  presets?: PresetControl<P>;
  /** ‹ month › and «Текущий месяц» (vacation matching). */
  steps?: StepControl;
  /** The chosen dates in words, after the controls. */
  summary?: ReactNode;
  className?: string;
}

/**
 * The period controls of the TimeSheet (fill, approve, services) and vacation matching screens: named
 * periods or month steps, and a range picker that refuses ranges longer than `maxDays`.
 */
export function PeriodToolbar<P extends string>({
  range,
  onRangeChange,
  maxDays,
  rangePlaceholder,
  showRange = true,
  presets,
  steps,
  summary,
  className,
}: PeriodToolbarProps<P>) {
  function handleRange(value: [dayjs.Dayjs | null, dayjs.Dayjs | null] | null) {
    const start = toWireDate(value?.[0]);
    const end = toWireDate(value?.[1]);
    onRangeChange(start && end ? { start, end } : null);
  }

  return (
    <div className={`period-toolbar${className ? ` ${className}` : ''}`} role="group" aria-label="Период">
      {presets ? (
        <label className="period-toolbar__field">
          <span>Период</span>
          <Select<P>
            value={presets.value}
            options={presets.options.map((option) => ({ ...option }))}
            onChange={presets.onChange}
            aria-label="Период"
            className="period-toolbar__select"
            popupMatchSelectWidth={false}
          />
        </label>
      ) : null}
      {steps ? (
        <span className="period-toolbar__steps">
          <Button icon={<LeftOutlined />} aria-label="Предыдущий месяц" onClick={steps.onPrevious} />
          <span className="period-toolbar__label" aria-live="polite">
            {steps.label}
          </span>
          <Button icon={<RightOutlined />} aria-label="Следующий месяц" onClick={steps.onNext} />
          <Button onClick={steps.onCurrent} disabled={steps.currentDisabled}>
            Текущий месяц
          </Button>
        </span>
      ) : null}
      {showRange ? (
        <DatePicker.RangePicker
          aria-label="Произвольный период"
          format={DISPLAY_DATE_FORMAT}
          placeholder={rangePlaceholder}
          value={range ? [dayjs(range.start), dayjs(range.end)] : null}
          onChange={handleRange}
          // Once the first day is picked, days too far from it are disabled.
          disabledDate={(current, info) => !!info.from && Math.abs(current.diff(info.from, 'day')) >= maxDays}
          className="period-toolbar__range"
        />
      ) : null}
      {summary}
    </div>
  );
}
