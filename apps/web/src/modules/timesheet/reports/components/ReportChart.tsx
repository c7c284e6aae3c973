import { Empty, Grid } from 'antd';
import type { TsReportRow } from '@intranet/contracts';
import { useMemo } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatNumber } from '../../../../ui/plural.ts';
import { chartBars, type ChartSpec } from '../report-helpers.ts';

interface ReportChartProps {
  rows: readonly TsReportRow[];
  spec: ChartSpec;
}

const BAR_HEIGHT = 32;

/**
 * A horizontal bar chart of a report (its own chunk: recharts stays out of the entry and of the table's
 * page until someone opens the chart). Horizontal bars keep long project names readable on a phone.
 */
export default function ReportChart({ rows, spec }: ReportChartProps) {
  const bars = useMemo(() => chartBars(rows, spec), [rows, spec]);
  const narrow = !Grid.useBreakpoint().sm;
  const limit = narrow ? 22 : 34;
  if (bars.length === 0) return <Empty description="Нет данных для диаграммы" />;
  return (
    <figure className="ts-reports__chart" aria-label={spec.title}>
      <figcaption className="ts-reports__chart-title">{spec.title}</figcaption>
      <ResponsiveContainer width="100%" height={bars.length * BAR_HEIGHT + 48}>
        <BarChart data={bars} layout="vertical" margin={{ top: 8, right: 56, bottom: 8, left: 8 }}>
          <CartesianGrid horizontal={false} strokeDasharray="3 3" />
          <XAxis
            type="number"
            tickCount={narrow ? 3 : 5}
            tickFormatter={(value: number) => formatNumber(value)}
          />
          <YAxis
            type="category"
            dataKey="name"
            width={narrow ? 120 : 220}
            tick={{ fontSize: 12 }}
            tickFormatter={(name: string) => (name.length > limit ? `${name.slice(0, limit - 1)}…` : name)}
          />
          <Tooltip formatter={(value) => [formatNumber(Number(value)), spec.valueLabel]} />
          <Bar dataKey="value" name={spec.valueLabel} fill="#1677ff" isAnimationActive={false}>
            <LabelList
              dataKey="value"
              position="right"
              formatter={(value) => formatNumber(Number(value))}
              style={{ fontSize: 12 }}
            />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
