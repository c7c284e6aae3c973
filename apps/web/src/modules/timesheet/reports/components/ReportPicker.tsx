import { InfoCircleOutlined } from '@ant-design/icons';
import { Select, Tooltip, Typography } from 'antd';
import type { TsReportName, TsReportType } from '@intranet/contracts';

interface ReportPickerProps {
  reports: readonly TsReportType[];
  value: TsReportName | null;
  onChange: (name: TsReportName) => void;
}

/**
 * «Отчет»: the report types of the catalogue. Each option carries its tooltip (on hover, and as a second
 * line in the list, since a phone has no hover); the chosen report's tooltip stays under the field.
 */
export function ReportPicker({ reports, value, onChange }: ReportPickerProps) {
  const chosen = reports.find((report) => report.name === value) ?? null;
  const tooltips = new Map(reports.map((report) => [report.name, report.tooltip]));
  return (
    <div className="ts-reports__picker">
      <label className="ts-field" htmlFor="ts-report-type">
        <span>
          Отчет{' '}
          {chosen ? (
            <Tooltip title={chosen.tooltip}>
              <InfoCircleOutlined aria-label="Описание отчета" tabIndex={0} />
            </Tooltip>
          ) : null}
        </span>
        <Select<TsReportName>
          id="ts-report-type"
          aria-label="Отчет"
          placeholder="Выберите отчет"
          className="ts-reports__select"
          value={value ?? undefined}
          onChange={onChange}
          showSearch={{ optionFilterProp: 'label' }}
          popupMatchSelectWidth={false}
          options={reports.map((report) => ({ value: report.name, label: report.label }))}
          optionRender={(option) => {
            const tooltip = tooltips.get(option.value as TsReportName) ?? '';
            return (
              <div className="ts-reports__option" title={tooltip}>
                <div>{option.label}</div>
                <Typography.Text type="secondary" className="ts-reports__option-hint">
                  {tooltip}
                </Typography.Text>
              </div>
            );
          }}
        />
      </label>
      {chosen ? (
        <Typography.Text type="secondary" className="ts-hint" data-testid="ts-report-tooltip">
          {chosen.tooltip}
        </Typography.Text>
      ) : null}
    </div>
  );
}
