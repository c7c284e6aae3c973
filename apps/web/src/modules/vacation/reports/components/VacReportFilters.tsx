import { useQuery } from '@tanstack/react-query';
import { DatePicker, Select, Switch } from 'antd';
import dayjs from 'dayjs';
import {
  ENTITY_TYPE,
  VAC_WORK_YEAR_CONDITION_LABELS,
  VAC_WORK_YEAR_CONDITIONS,
  type VacReportType,
} from '@intranet/contracts';
import { organisationEndpoints } from '@intranet/contracts/organisation/endpoints';
import { vacationEndpoints } from '@intranet/contracts/vacation/endpoints';
import type { ReactNode } from 'react';
import { endpointQuery } from '../../../../api/endpoint-client.ts';
import { directoryPeople, useDepartments } from '../../../../api/platform.api.ts';
import { DISPLAY_DATE_FORMAT, toWireDate } from '../../../../ui/date-format.ts';
import { PersonPicker } from '../../../../ui/PersonPicker.tsx';
import { statusOptions, type VacFilterValues } from '../report-filters.ts';

interface Props {
  type: VacReportType;
  values: VacFilterValues;
  onChange: (values: VacFilterValues) => void;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="vac-reports__field">
      <span>{label}</span>
      {children}
    </label>
  );
}

const byName = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, 'ru');

/** The report's filters: only those its catalogue entry names. */
export function VacReportFilters({ type, values, onChange }: Props) {
  const has = (filter: VacReportType['filters'][number]) => type.filters.includes(filter);
  const set = <K extends keyof VacFilterValues>(key: K, value: VacFilterValues[K]) =>
    onChange({ ...values, [key]: value });
  const departments = useDepartments();
  const companies = useQuery({
    ...endpointQuery(organisationEndpoints.companies, { silent: true }),
    select: (body) => body.data.map((item) => ({ value: item.id, label: item.name })).sort(byName),
    enabled: has('companies'),
  });
  const projects = useQuery({
    ...endpointQuery(organisationEndpoints.customers, { silent: true }),
    select: (body) => body.data.map((item) => ({ value: item.id, label: item.name })).sort(byName),
    enabled: has('projects'),
    staleTime: 10 * 60_000,
  });
  // The assistants of the chosen period: role holders employed then and anyone who planned for others in it.
  const [periodStart, periodEnd] = values.period ?? [undefined, undefined];
  const assistants = useQuery({
    ...endpointQuery(vacationEndpoints.assistants, {
      query: periodStart && periodEnd ? { date_start: periodStart, date_end: periodEnd } : undefined,
      silent: true,
    }),
    select: (body) => body.data.map((item) => ({ value: item.id, label: item.full_name })),
    enabled: has('assistants'),
  });
  const nodes = (entityType: number) =>
    (departments.data ?? [])
      .filter((node) => node.entity_type === entityType)
      .map((node) => ({ value: node.id, label: node.name }))
      .sort(byName);
  const multi = {
    mode: 'multiple' as const,
    allowClear: true,
    showSearch: true,
    optionFilterProp: 'label',
    maxTagCount: 'responsive' as const,
    className: 'vac-reports__input',
  };

  return (
    <div className="vac-reports__filters">
      {has('period') ? (
        <Field label="Период">
          <DatePicker.RangePicker
            aria-label="Период"
            format={DISPLAY_DATE_FORMAT}
            allowClear={false}
            value={values.period ? [dayjs(values.period[0]), dayjs(values.period[1])] : null}
            onChange={(range) =>
              set('period', range?.[0] && range[1] ? [toWireDate(range[0]), toWireDate(range[1])] : null)
            }
          />
        </Field>
      ) : null}
      {has('date') ? (
        <Field label="Дата">
          <DatePicker
            aria-label="Дата"
            format={DISPLAY_DATE_FORMAT}
            allowClear={false}
            value={values.date ? dayjs(values.date) : null}
            onChange={(day) => set('date', day ? toWireDate(day) : null)}
          />
        </Field>
      ) : null}
      {has('balance_date') ? (
        <Field label="Дата остатка">
          <DatePicker
            aria-label="Дата остатка"
            format={DISPLAY_DATE_FORMAT}
            allowClear={false}
            value={values.balance_date ? dayjs(values.balance_date) : null}
            onChange={(day) => set('balance_date', day ? toWireDate(day) : null)}
          />
        </Field>
      ) : null}
      {has('assistants') ? (
        <Field label="Ассистенты">
          <Select
            {...multi}
            aria-label="Ассистенты"
            placeholder="Все ассистенты"
            options={assistants.data ?? []}
            loading={assistants.isPending}
            value={values.assistants}
            onChange={(value) => set('assistants', value)}
          />
        </Field>
      ) : null}
      {has('companies') ? (
        <Field label="Компании">
          <Select
            {...multi}
            aria-label="Компании"
            placeholder="Все компании"
            options={companies.data ?? []}
            value={values.companies}
            onChange={(value) => set('companies', value)}
          />
        </Field>
      ) : null}
      {has('blocks') ? (
        <Field label="Блоки">
          <Select
            {...multi}
            aria-label="Блоки"
            placeholder="Все блоки"
            options={nodes(ENTITY_TYPE.block)}
            value={values.blocks}
            onChange={(value) => set('blocks', value)}
          />
        </Field>
      ) : null}
      {has('practices') ? (
        <Field label="Практики">
          <Select
            {...multi}
            aria-label="Практики"
            placeholder="Все практики"
            options={nodes(ENTITY_TYPE.practice)}
            value={values.practices}
            onChange={(value) => set('practices', value)}
          />
        </Field>
      ) : null}
      {has('projects') ? (
        <Field label="Проекты">
          <Select
            {...multi}
            aria-label="Проекты"
            placeholder="Все проекты"
            options={projects.data ?? []}
            value={values.projects}
            onChange={(value) => set('projects', value)}
          />
        </Field>
      ) : null}
      {has('users') ? (
        <Field label="Сотрудники">
          <PersonPicker
            multiple
            source={directoryPeople}
            value={values.users}
            onChange={(people) => set('users', people)}
            placeholder="Все сотрудники"
            allowClear
            aria-label="Сотрудники"
            className="vac-reports__input"
          />
        </Field>
      ) : null}
      {has('manager') ? (
        <Field label="Руководитель">
          <PersonPicker
            source={directoryPeople}
            value={values.manager}
            onChange={(person) => set('manager', person)}
            placeholder="Любой"
            allowClear
            aria-label="Руководитель"
            className="vac-reports__input"
          />
        </Field>
      ) : null}
      {has('statuses') ? (
        <Field label="Статусы">
          <Select
            {...multi}
            aria-label="Статусы"
            placeholder="Все статусы"
            options={statusOptions(has('deleted'))}
            value={values.statuses}
            onChange={(value) => set('statuses', value)}
          />
        </Field>
      ) : null}
      {has('conditionWorkYear') ? (
        <Field label="Рабочий год">
          <Select
            aria-label="Рабочий год"
            className="vac-reports__input"
            options={VAC_WORK_YEAR_CONDITIONS.map((value) => ({
              value,
              label: VAC_WORK_YEAR_CONDITION_LABELS[value],
            }))}
            value={values.conditionWorkYear}
            onChange={(value) => set('conditionWorkYear', value)}
          />
        </Field>
      ) : null}
      {has('deleted') ? (
        <label className="vac-reports__switch">
          <Switch
            aria-label="Показывать удаленные"
            checked={values.deleted}
            onChange={(checked) => set('deleted', checked)}
          />
          <span>Показывать удаленные</span>
        </label>
      ) : null}
    </div>
  );
}
