import { ArrowLeftOutlined, FileExcelOutlined } from '@ant-design/icons';
import { Alert, Button, DatePicker, Empty, Input, Select, Table, TreeSelect } from 'antd';
import type { TableColumnsType } from 'antd';
import {
  WC_EMPLOYMENT_STATUSES,
  WC_PAGE_SIZES,
  WC_REPORT_COLUMNS,
  WC_USER_STATUSES,
  type WcReportFilter,
  type WcReportRow,
} from '@intranet/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { KeyboardScrollable } from '../../../ui/KeyboardScrollable.tsx';
import { DISPLAY_DATE_FORMAT, formatDate, toWireDate } from '../../../ui/date-format.ts';
import { dayjs } from '../../../ui/dayjs-setup.ts';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { useDebouncedValue } from '../../../ui/use-debounced-value.ts';
import { useTablePaging } from '../../../ui/use-table-paging.ts';
import { buildDepartmentTree } from '../../users-statuses/user-statuses.helpers.ts';
import { downloadWcReport, useWcOptions, useWcReport } from '../work-conditions.api.ts';
import '../work-conditions.css';

const columns: TableColumnsType<WcReportRow> = WC_REPORT_COLUMNS.map((column) => ({
  key: column.key,
  title: column.title,
  width: column.width,
  fixed: column.key === 'full_name' ? ('left' as const) : undefined,
  render: (_: unknown, row: WcReportRow) => {
    const value = row[column.key];
    if (value === null || value === undefined) return '—';
    if (column.type === 'date') return formatDate(String(value));
    if (typeof value === 'number') return value.toLocaleString('ru-RU', { maximumFractionDigits: 2 });
    return String(value);
  },
}));

/** /work-conditions/report: every position as it stood on a day, filtered, exported to xlsx. */
export default function WorkConditionsReportPage() {
  const [day, setDay] = useState<dayjs.Dayjs | null>(null);
  const [search, setSearch] = useState('');
  const [departmentId, setDepartmentId] = useState<number | undefined>();
  const [employmentStatusId, setEmploymentStatusId] = useState<number | undefined>();
  const [userStatusId, setUserStatusId] = useState<number | undefined>();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const debounced = useDebouncedValue(search, 300);
  const paging = useTablePaging(WC_PAGE_SIZES);
  const options = useWcOptions();
  const filter: WcReportFilter = {
    date: day ? toWireDate(day) : undefined,
    search: debounced.trim() || undefined,
    department_id: departmentId,
    employment_status_id: employmentStatusId,
    user_status_id: userStatusId,
  };
  const report = useWcReport({ ...filter, page: paging.page, per_page: paging.perPage });
  const shownDay = report.data?.meta.date;

  async function handleExport() {
    setExporting(true);
    setExportError(null);
    try {
      await downloadWcReport(filter, `Условия работы на ${formatDate(shownDay ?? dayjs())}.xlsx`);
    } catch {
      setExportError('Не удалось выгрузить отчет');
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="wc-page">
      <PageTitle
        title="Отчет по условиям работы"
        extra={
          <span className="wc-card__actions">
            <Link to="/work-conditions">
              <Button icon={<ArrowLeftOutlined />}>К условиям работы</Button>
            </Link>
            <Button
              type="primary"
              icon={<FileExcelOutlined />}
              loading={exporting}
              onClick={() => void handleExport()}
            >
              Выгрузить в Excel
            </Button>
          </span>
        }
      />
      <div className="wc-toolbar">
        <label className="wc-toolbar__field">
          <span className="wc-toolbar__label">На дату</span>
          <DatePicker
            value={day}
            onChange={setDay}
            format={DISPLAY_DATE_FORMAT}
            placeholder="Сегодня"
            aria-label="На дату"
          />
        </label>
        <label className="wc-toolbar__field">
          <span className="wc-toolbar__label">Поиск</span>
          <Input
            allowClear
            placeholder="ФИО или табельный номер"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
        <label className="wc-toolbar__field">
          <span className="wc-toolbar__label">Подразделение</span>
          <TreeSelect<number | undefined>
            allowClear
            showSearch={{ treeNodeFilterProp: 'title' }}
            placeholder="Все подразделения"
            treeData={buildDepartmentTree(options.data?.departments ?? [])}
            treeDefaultExpandAll
            value={departmentId}
            onChange={setDepartmentId}
          />
        </label>
        <label className="wc-toolbar__field">
          <span className="wc-toolbar__label">Статус занятости</span>
          <Select<number | undefined>
            allowClear
            placeholder="Все"
            value={employmentStatusId}
            onChange={setEmploymentStatusId}
            options={WC_EMPLOYMENT_STATUSES.map((item) => ({ value: item.id, label: item.name }))}
          />
        </label>
        <label className="wc-toolbar__field">
          <span className="wc-toolbar__label">Статус сотрудника</span>
          <Select<number | undefined>
            allowClear
            placeholder="Все"
            value={userStatusId}
            onChange={setUserStatusId}
            options={WC_USER_STATUSES.map((item) => ({ value: item.id, label: item.name }))}
          />
        </label>
      </div>
      {exportError ? <ErrorAlert message={exportError} onClose={() => setExportError(null)} /> : null}
      {report.isError ? <Alert type="error" showIcon title="Не удалось построить отчет" /> : null}
      <KeyboardScrollable label="Отчет по условиям работы">
        <Table<WcReportRow>
          rowKey="position_id"
          columns={columns}
          dataSource={report.data?.data ?? []}
          loading={report.isFetching}
          size="small"
          scroll={{ x: 'max-content' }}
          pagination={paging.pagination(report.data?.meta.total ?? 0)}
          locale={{ emptyText: <Empty description="Нет должностей на эту дату" /> }}
        />
      </KeyboardScrollable>
    </div>
  );
}
