import { ImportOutlined } from '@ant-design/icons';
import { Button, Empty, Select, Skeleton, Typography } from 'antd';
import { COUNTRIES, DEFAULT_COUNTRY_ID, WORK_DAY_TYPE_LABELS } from '@intranet/contracts';
import { useCallback, useMemo, useState } from 'react';
import { toWireDate } from '../../../ui/date-format.ts';
import { useDocumentTitle } from '../../../ui/PageTitle.tsx';
import { DAY_KIND_LEGEND, calendarYears, countByType, indexDaysByDate } from '../calendar-grid.ts';
import { CalendarImportModal } from '../components/CalendarImportModal.tsx';
import { DayEditModal } from '../components/DayEditModal.tsx';
import { YearGrid } from '../components/YearGrid.tsx';
import { useWorkCalendarYear } from '../work-calendar.api.ts';
import '../work-calendar.css';

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country.id, label: country.name }));

/**
 * /timesheet/settings/calendar: the production calendar of a country and year. Days are coloured by
 * type; a click sets a day's type; «Импорт CSV» replaces a whole year.
 */
export default function WorkCalendarPage() {
  useDocumentTitle('Производственный календарь');
  const now = new Date();
  const today = toWireDate(now);
  const [countryId, setCountryId] = useState<number>(DEFAULT_COUNTRY_ID);
  const [year, setYear] = useState(now.getFullYear());
  const [editedDate, setEditedDate] = useState<string | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const calendar = useWorkCalendarYear(countryId, year);
  const days = calendar.data;
  const daysByDate = useMemo(() => indexDaysByDate(days ?? []), [days]);
  const counts = useMemo(() => countByType(days ?? []), [days]);
  const countryName = COUNTRIES.find((country) => country.id === countryId)?.name ?? '';
  const yearOptions = calendarYears(now.getFullYear()).map((value) => ({ value, label: String(value) }));

  const handleDayClick = useCallback((date: string) => setEditedDate(date), []);

  function handleCloseDay() {
    setEditedDate(null);
  }

  function handleOpenImport() {
    setImportOpen(true);
  }

  function handleCloseImport() {
    setImportOpen(false);
  }

  let body;
  if (calendar.isPending) body = <Skeleton active paragraph={{ rows: 12 }} />;
  else if (calendar.isError) body = <Empty description="Не удалось загрузить производственный календарь" />;
  else
    body = (
      <>
        {days && days.length === 0 ? (
          <Typography.Paragraph type="secondary">
            Особых дней на {year} год нет: показаны только обычные выходные.
          </Typography.Paragraph>
        ) : null}
        <YearGrid year={year} daysByDate={daysByDate} today={today} onDayClick={handleDayClick} />
      </>
    );

  return (
    <div className="work-calendar">
      <Typography.Title level={2} className="work-calendar__title">
        Производственный календарь
      </Typography.Title>
      <div className="work-calendar__toolbar">
        <label className="work-calendar__field">
          <span>Страна</span>
          <Select
            value={countryId}
            options={COUNTRY_OPTIONS}
            onChange={setCountryId}
            aria-label="Страна"
            className="work-calendar__country"
          />
        </label>
        <label className="work-calendar__field">
          <span>Год</span>
          <Select value={year} options={yearOptions} onChange={setYear} aria-label="Год" />
        </label>
        <Button icon={<ImportOutlined />} onClick={handleOpenImport}>
          Импорт CSV
        </Button>
      </div>
      <ul className="calendar-legend" aria-label="Обозначения">
        {DAY_KIND_LEGEND.map((item) => (
          <li key={item.kind}>
            <span className={`calendar-legend__swatch calendar-day--${item.kind}`} aria-hidden="true" />
            {item.label}
          </li>
        ))}
      </ul>
      {days ? (
        <Typography.Paragraph type="secondary" className="work-calendar__summary">
          {([1, 3, 2, 4] as const)
            .map((type) => `${WORK_DAY_TYPE_LABELS[type]}: ${counts[type]}`)
            .join(' · ')}
        </Typography.Paragraph>
      ) : null}
      {body}
      <DayEditModal
        countryId={countryId}
        date={editedDate}
        day={editedDate ? daysByDate.get(editedDate) : undefined}
        onClose={handleCloseDay}
      />
      <CalendarImportModal
        open={importOpen}
        countryId={countryId}
        countryName={countryName}
        year={year}
        onClose={handleCloseImport}
      />
    </div>
  );
}
