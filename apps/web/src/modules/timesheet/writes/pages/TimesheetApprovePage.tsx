import { Button, Input, Typography } from 'antd';
import { hasPermission, TS_ACTION_LABELS, type TsAction, type TsStatus } from '@intranet/contracts';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useMe } from '../../../../app/auth/session.tsx';
import { useWeekendDays } from '../../../../api/platform.api.ts';
import { QueryState } from '../../../../ui/QueryState.tsx';
import { countRu } from '../../../../ui/plural.ts';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import {
  buildApproveGroupsFromGrid,
  employeeRowKey,
  filterGroups,
  idsForAction,
  splitLockedRows,
  type EmployeeRow,
} from '../approve-grid.ts';
import { ApproveProjectCard } from '../components/ApproveProjectCard.tsx';
import { ApproveProjectList } from '../components/ApproveProjectList.tsx';
import { EmployeePeriodDrawer, type PeriodPerson } from '../components/EmployeePeriodDrawer.tsx';
import {
  PeriodPicker,
  useTimesheetPeriod,
  type PeriodChoice,
} from '../../shared/components/PeriodPicker.tsx';
import { StatusLegend } from '../../shared/components/StatusLegend.tsx';
import { buildDayColumns } from '../fill-grid.ts';
import { useApprovableProjects } from '../../shared/timesheet.api.ts';
import { StatusFilterField } from '../../shared/components/StatusFilterField.tsx';
import { useApproveWrites } from '../writes.api.ts';
import { periodDays } from '../../shared/timesheet-period.ts';
import { PEOPLE_FORMS, useRowActions } from '../use-row-actions.tsx';
import '../../timesheet.css';

// Send, approve, reject, unapprove and delete over a selection.
const BULK_ACTIONS: TsAction[] = ['send', 'approve', 'reject', 'unapprove', 'delete'];
const NONE: string[] = [];

/** /timesheet/approve «Согласование»: the approver's projects with their employees' hours and actions. */
export default function TimesheetApprovePage() {
  const me = useMe();
  const { choice, setChoice, editable, period } = useTimesheetPeriod('current-month');
  const [selected, setSelected] = useState<Record<number, string[]>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [statusFilter, setStatusFilter] = useState(0);
  const [person, setPerson] = useState<PeriodPerson | null>(null);

  const projects = useApprovableProjects(period?.start ?? null);
  const projectIds = useMemo(() => (projects.data ?? []).map((project) => project.id), [projects.data]);
  const approvableIds = useMemo(() => new Set(projectIds), [projectIds]);
  const writes = useApproveWrites(period, projectIds);
  const calendar = useWeekendDays(me.country?.id ?? 1, period);
  const canOverride = hasPermission(me, 'timesheet.override_charge_codes');
  const { handleAction, busy, rejectModal } = useRowActions({
    canOverride,
    onConflict: setAlert,
    onDone: clearSelection,
  });
  // The cards are memoised: they get callbacks that stay the same while the page redraws.
  const latestAction = useRef(handleAction);
  latestAction.current = handleAction;
  const handleRowAction = useCallback(
    (action: TsAction, rows: EmployeeRow[]) => latestAction.current(action, rows),
    [],
  );
  const handleSelect = useCallback((projectId: number, keys: string[]) => {
    setSelected((current) => ({ ...current, [projectId]: keys }));
  }, []);

  const allGroups = useMemo(
    () =>
      (writes.data
        ? buildApproveGroupsFromGrid(
            projects.data ?? [],
            writes.data,
            periodDays({ start: writes.data.date_start, end: writes.data.date_end }),
          )
        : []
      ).sort((a, b) => Number(b.rows.length > 0) - Number(a.rows.length > 0)),
    [projects.data, writes.data],
  );
  const groups = useMemo(
    () => filterGroups(allGroups, search, (statusFilter || null) as TsStatus | null),
    [allGroups, search, statusFilter],
  );
  const days = useMemo(
    () => (period ? buildDayColumns(periodDays(period), calendar.data ?? []) : []),
    [period?.start, period?.end, calendar.data], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const selectedKeys = new Set(Object.values(selected).flat());
  const selectedRows = groups.flatMap((group) => group.rows.filter((row) => selectedKeys.has(row.key)));
  const { actionable, locked } = splitLockedRows(selectedRows, canOverride);

  function handlePeriodChange(next: PeriodChoice) {
    setChoice(next);
    setSelected({});
    setAlert(null);
  }

  function clearSelection(rows: EmployeeRow[]) {
    const done = new Set(rows.map((row) => employeeRowKey(row.customerId, row.user.id)));
    setSelected((current) =>
      Object.fromEntries(
        Object.entries(current).map(([id, keys]) => [id, keys.filter((key) => !done.has(key))]),
      ),
    );
  }

  const loadError = 'Не удалось загрузить данные для согласования';
  const body = period ? (
    <QueryState query={projects} rows={8} error={loadError} empty="Нет проектов, которые вы согласуете">
      {() => (
        <QueryState
          query={writes}
          rows={8}
          error={loadError}
          empty="Никто не подходит под фильтр"
          isEmpty={() => groups.length === 0}
        >
          {() => (
            <ApproveProjectList
              groups={groups}
              renderCard={(group) => (
                <ApproveProjectCard
                  group={group}
                  days={days}
                  selectedKeys={selected[group.project.id] ?? NONE}
                  canOverrideChargeCodes={canOverride}
                  busy={busy}
                  onSelect={handleSelect}
                  onAction={handleRowAction}
                  onOpenEmployee={setPerson}
                />
              )}
            />
          )}
        </QueryState>
      )}
    </QueryState>
  ) : null;

  return (
    <div className="ts-page ts-approve">
      <div className="ts-toolbar">
        <PeriodPicker choice={choice} period={period} editable={editable} onChange={handlePeriodChange} />
        <label className="ts-field">
          <span>Сотрудник</span>
          <Input.Search
            allowClear
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="ФИО"
            aria-label="Поиск сотрудника"
            className="ts-user-select"
          />
        </label>
        <StatusFilterField value={statusFilter} onChange={setStatusFilter} />
      </div>
      <div className="ts-actions ts-approve__bulk" role="toolbar" aria-label="Действия с выбранными">
        <Typography.Text type="secondary">
          Выбрано: {countRu(selectedRows.length, PEOPLE_FORMS)}
          {locked.length > 0 ? `, из них с кодами затрат (будут пропущены): ${locked.length}` : ''}
        </Typography.Text>
        {BULK_ACTIONS.map((action) => (
          <Button
            key={action}
            danger={action === 'reject' || action === 'delete'}
            type={action === 'approve' ? 'primary' : 'default'}
            disabled={busy || idsForAction(action, actionable).length === 0}
            onClick={() => handleAction(action, selectedRows)}
          >
            {TS_ACTION_LABELS[action]}
          </Button>
        ))}
      </div>
      <ErrorAlert message={alert} onClose={() => setAlert(null)} className="ts-alert" />
      <StatusLegend />
      {body}
      {rejectModal}
      <EmployeePeriodDrawer
        person={person}
        period={period}
        days={days}
        approvableIds={approvableIds}
        canOverride={canOverride}
        onClose={() => setPerson(null)}
      />
    </div>
  );
}
