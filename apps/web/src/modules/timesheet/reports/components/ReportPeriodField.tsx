import { Typography } from 'antd';
import {
  TS_REPORT_PERIOD_CAP_DAYS,
  TS_REPORT_PERIOD_PRESET_LABELS,
  TS_REPORT_PERIOD_PRESETS,
  periodDays,
  type ReportPeriod,
  type TsReportPeriodPreset,
} from '@intranet/contracts';
import { formatDate } from '../../../../ui/date-format.ts';
import { PeriodToolbar } from '../../../../ui/PeriodToolbar.tsx';
import { countRu } from '../../../../ui/plural.ts';

export interface ReportPeriodChoice {
  preset: TsReportPeriodPreset;
  custom: ReportPeriod | null;
}

interface ReportPeriodFieldProps {
  choice: ReportPeriodChoice;
  period: ReportPeriod | null;
  onChange: (choice: ReportPeriodChoice) => void;
}

const OPTIONS = TS_REPORT_PERIOD_PRESETS.map((preset) => ({
  value: preset,
  label: TS_REPORT_PERIOD_PRESET_LABELS[preset],
}));

/** «Период» of a report: current and past period, current and past month, or a custom range. */
export function ReportPeriodField({ choice, period, onChange }: ReportPeriodFieldProps) {
  return (
    <PeriodToolbar<TsReportPeriodPreset>
      className="ts-reports__period"
      presets={{
        value: choice.preset,
        options: OPTIONS,
        onChange: (preset) =>
          onChange({ preset, custom: preset === 'custom' ? (choice.custom ?? period) : null }),
      }}
      showRange={choice.preset === 'custom'}
      range={choice.custom ? { start: choice.custom.date_start, end: choice.custom.date_end } : null}
      onRangeChange={(range) =>
        onChange({
          preset: 'custom',
          custom: range ? { date_start: range.start, date_end: range.end } : null,
        })
      }
      maxDays={TS_REPORT_PERIOD_CAP_DAYS}
      rangePlaceholder={['Начало', 'Окончание']}
      summary={
        period ? (
          <Typography.Text className="period-toolbar__dates" data-testid="ts-report-dates">
            {formatDate(period.date_start)} — {formatDate(period.date_end)}
            <Typography.Text type="secondary">
              {' '}
              ({countRu(periodDays(period.date_start, period.date_end), ['день', 'дня', 'дней'])})
            </Typography.Text>
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">Выберите начало и окончание периода</Typography.Text>
        )
      }
    />
  );
}
