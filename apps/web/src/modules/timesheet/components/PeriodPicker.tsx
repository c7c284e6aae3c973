import { DatePicker, Select, Typography } from 'antd';
import type { EditablePeriod } from '@intranet/contracts';
import { DISPLAY_DATE_FORMAT, formatDate, toWireDate } from '../../../ui/date-format.ts';
import { dayjs } from '../../../ui/dayjs-setup.ts';
import { countRu } from '../../../ui/plural.ts';
import {
  MAX_PERIOD_DAYS,
  PERIOD_PRESET_LABELS,
  periodDays,
  presetPeriod,
  type Period,
  type PeriodPreset,
} from '../timesheet-period.ts';

export interface PeriodChoice {
  preset: PeriodPreset;
  /** Dates of the custom range; the presets compute theirs. */
  custom: Period | null;
}

const PRESETS: PeriodPreset[] = [
  'current-week',
  'previous-week',
  'current-period',
  'previous-period',
  'current-month',
  'previous-month',
  'custom',
];

/** The period a choice stands for, or null while a custom range is incomplete. */
export function resolvePeriod(
  choice: PeriodChoice,
  today: string,
  editable: EditablePeriod | null | undefined,
) {
  return choice.preset === 'custom' ? choice.custom : presetPeriod(choice.preset, today, editable);
}

interface PeriodPickerProps {
  choice: PeriodChoice;
  period: Period | null;
  editable: EditablePeriod | null | undefined;
  onChange: (choice: PeriodChoice) => void;
}

/** «Текущая неделя» … «Произвольный период» with a RangePicker, and the chosen dates as dd.MM.yyyy. */
export function PeriodPicker({ choice, period, editable, onChange }: PeriodPickerProps) {
  function handlePresetChange(preset: PeriodPreset) {
    onChange({ preset, custom: preset === 'custom' ? (choice.custom ?? period) : null });
  }

  function handleRangeChange(range: [dayjs.Dayjs | null, dayjs.Dayjs | null] | null) {
    const start = toWireDate(range?.[0]);
    const end = toWireDate(range?.[1]);
    onChange({ preset: 'custom', custom: start && end ? { start, end } : null });
  }

  const options = PRESETS.map((preset) => ({
    value: preset,
    label:
      preset === 'current-period' && editable
        ? `${PERIOD_PRESET_LABELS[preset]} (открыт для записи)`
        : PERIOD_PRESET_LABELS[preset],
  }));

  return (
    <div className="ts-period">
      <label className="ts-field">
        <span>Период</span>
        <Select
          value={choice.preset}
          options={options}
          onChange={handlePresetChange}
          aria-label="Период"
          className="ts-period__select"
          popupMatchSelectWidth={false}
        />
      </label>
      {choice.preset === 'custom' ? (
        <DatePicker.RangePicker
          aria-label="Произвольный период"
          format={DISPLAY_DATE_FORMAT}
          placeholder={['Начало', 'Окончание']}
          value={choice.custom ? [dayjs(choice.custom.start), dayjs(choice.custom.end)] : null}
          onChange={handleRangeChange}
          disabledDate={(current, info) => {
            const from = info.from;
            return !!from && Math.abs(current.diff(from, 'day')) >= MAX_PERIOD_DAYS;
          }}
          className="ts-period__range"
        />
      ) : null}
      {period ? (
        <Typography.Text className="ts-period__dates" data-testid="ts-period-dates">
          {formatDate(period.start)} — {formatDate(period.end)}
          <Typography.Text type="secondary">
            {' '}
            ({countRu(periodDays(period).length, ['день', 'дня', 'дней'])})
          </Typography.Text>
        </Typography.Text>
      ) : (
        <Typography.Text type="secondary">Выберите начало и окончание периода</Typography.Text>
      )}
    </div>
  );
}
