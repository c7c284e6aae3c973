import { Typography } from 'antd';
import type { EditablePeriod } from '@intranet/contracts';
import { useState } from 'react';
import { formatDate, toWireDate } from '../../../../ui/date-format.ts';
import { PeriodToolbar } from '../../../../ui/PeriodToolbar.tsx';
import { countRu } from '../../../../ui/plural.ts';
import { useEditablePeriodAt } from '../../periods/periods.api.ts';
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

/**
 * The chosen period of a TimeSheet tab: the preset (or custom range), today's editable period that
 * «Текущий период» stands for, and the dates they give (null while a custom range is incomplete).
 */
export function useTimesheetPeriod(initial: PeriodPreset) {
  const today = toWireDate(new Date());
  const [choice, setChoice] = useState<PeriodChoice>({ preset: initial, custom: null });
  const editable = useEditablePeriodAt(today).data;
  return { today, choice, setChoice, editable, period: resolvePeriod(choice, today, editable) };
}

interface PeriodPickerProps {
  choice: PeriodChoice;
  period: Period | null;
  editable: EditablePeriod | null | undefined;
  onChange: (choice: PeriodChoice) => void;
}

/** «Текущая неделя» … «Произвольный период» with a RangePicker, and the chosen dates as dd.MM.yyyy. */
export function PeriodPicker({ choice, period, editable, onChange }: PeriodPickerProps) {
  const options = PRESETS.map((preset) => ({
    value: preset,
    label:
      preset === 'current-period' && editable
        ? `${PERIOD_PRESET_LABELS[preset]} (открыт для записи)`
        : PERIOD_PRESET_LABELS[preset],
  }));

  return (
    <PeriodToolbar<PeriodPreset>
      presets={{
        value: choice.preset,
        options,
        onChange: (preset) =>
          onChange({ preset, custom: preset === 'custom' ? (choice.custom ?? period) : null }),
      }}
      showRange={choice.preset === 'custom'}
      range={choice.custom}
      onRangeChange={(custom) => onChange({ preset: 'custom', custom })}
      maxDays={MAX_PERIOD_DAYS}
      rangePlaceholder={['Начало', 'Окончание']}
      summary={
        period ? (
          <Typography.Text className="period-toolbar__dates" data-testid="ts-period-dates">
            {formatDate(period.start)} — {formatDate(period.end)}
            <Typography.Text type="secondary">
              {' '}
              ({countRu(periodDays(period).length, ['день', 'дня', 'дней'])})
            </Typography.Text>
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">Выберите начало и окончание периода</Typography.Text>
        )
      }
    />
  );
}

/** «Открыт для записи период …» under the toolbar, when one is open today. */
export function EditablePeriodHint({ editable }: { editable: EditablePeriod | null | undefined }) {
  if (!editable) return null;
  return (
    <Typography.Paragraph type="secondary" className="ts-hint">
      Открыт для записи период {formatDate(editable.date_start)} — {formatDate(editable.date_end)}
    </Typography.Paragraph>
  );
}
