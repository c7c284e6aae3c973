import { App, Button, Typography } from 'antd';
import { DEFAULT_COUNTRY_ID } from '@intranet/contracts';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { useWeekendDays } from '../../../api/platform.api.ts';
import { useMe } from '../../../app/auth/session.tsx';
import { toWireDate } from '../../../ui/date-format.ts';
import { useDocumentTitle } from '../../../ui/PageTitle.tsx';
import { countRu } from '../../../ui/plural.ts';
import { QueryState } from '../../../ui/QueryState.tsx';
import { RejectModal } from '../../../ui/RejectModal.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { MatchingCalendar } from '../components/MatchingCalendar.tsx';
import { MatchingLegend } from '../components/MatchingLegend.tsx';
import { MatchingPeriodBar } from '../components/MatchingPeriodBar.tsx';
import { MatchingSourcePicker } from '../components/MatchingSourcePicker.tsx';
import { UserListsModal } from '../components/UserListsModal.tsx';
import {
  MATCHING_ACTION_LABELS,
  MATCHING_ACTION_STATUS,
  absentCounts,
  blockDayIds,
  daysForAction,
  isWeekendDate,
  monthPeriod,
  normalizePeriod,
  periodDates,
  sourceFromParam,
  sourceToParam,
  type MatchingAction,
  type MatchingDay,
  type MatchingPerson,
  type MatchingPeriod,
  type MatchingSource,
} from '../matching-grid.ts';
import { useChangeVacationStatus, useListsWithStructures, useMatchingUsers } from '../matching.api.ts';
import '../matching.css';

const DAY_FORMS = ['день', 'дня', 'дней'] as const;
const PEOPLE_FORMS = ['сотрудник', 'сотрудника', 'сотрудников'] as const;
const ACTIONS: MatchingAction[] = ['approve', 'reject', 'reset'];
const DONE: Record<MatchingAction, string> = {
  approve: 'Согласовано',
  reject: 'Отклонено',
  reset: 'Возвращено на согласование',
};

/** /vacation/matching «Согласование/сравнение»: the team's vacations side by side, approved from the grid. */
export default function VacationMatchingPage() {
  useDocumentTitle('Отпуска — Согласование/сравнение');
  const { message } = App.useApp();
  const me = useMe();
  const today = toWireDate(new Date());
  const [params, setParams] = useSearchParams();
  const period: MatchingPeriod = normalizePeriod(params.get('from'), params.get('to')) ?? monthPeriod(today);
  const source = sourceFromParam(params.get('source'));
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(new Set());
  const [alert, setAlert] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<MatchingDay[] | null>(null);
  const [listsOpen, setListsOpen] = useState(false);

  const users = useMatchingUsers(period, source);
  const sources = useListsWithStructures();
  const calendar = useWeekendDays(me.country?.id ?? DEFAULT_COUNTRY_ID, period);
  const change = useChangeVacationStatus();

  const dates = useMemo(() => periodDates(period), [period.start, period.end]); // eslint-disable-line react-hooks/exhaustive-deps
  const people = useMemo(() => users.data ?? [], [users.data]);
  // The toolbar is for those who decide someone's vacations here (each row's `can_approve`, the server's policy).
  const canApprove = people.some((person) => person.can_approve);
  const counts = useMemo(() => absentCounts(people, dates), [people, dates]);
  const daysOff = useMemo(() => {
    const marked = calendar.data;
    if (marked?.length) return new Set(marked.filter((day) => day.is_weekend).map((day) => day.date));
    return new Set(dates.filter(isWeekendDate));
  }, [calendar.data, dates]);
  const selectedDays = useMemo(
    () => people.flatMap((person) => person.vacations.filter((day) => selectedIds.has(day.id))),
    [people, selectedIds],
  );
  const selectedPeople = new Set(selectedDays.map((day) => day.user_id)).size;

  function updateParams(next: { period?: MatchingPeriod; source?: MatchingSource }) {
    const p = next.period ?? period;
    const s = next.source ?? source;
    const search = new URLSearchParams();
    search.set('from', p.start);
    search.set('to', p.end);
    if (s.kind !== 'team') search.set('source', sourceToParam(s));
    setParams(search, { replace: true });
    setSelectedIds(new Set());
    setAlert(null);
  }

  function handleToggleBlock(person: MatchingPerson, day: MatchingDay) {
    const ids = blockDayIds(person, day);
    setSelectedIds((current) => {
      const next = new Set(current);
      const all = ids.every((id) => next.has(id));
      for (const id of ids) {
        if (all) next.delete(id);
        else next.add(id);
      }
      return next;
    });
  }

  async function runAction(action: MatchingAction, days: MatchingDay[], comment: string | null) {
    setAlert(null);
    try {
      await change.mutateAsync({ days, statusId: MATCHING_ACTION_STATUS[action], comment });
      void message.success(`${DONE[action]}: ${countRu(days.length, DAY_FORMS)}`);
      setSelectedIds(new Set());
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setAlert(`${error.message} Данные календаря обновлены — выберите дни заново.`);
        setSelectedIds(new Set());
        void users.refetch();
      } else if (error instanceof ApiError && error.status === 403) {
        setAlert(error.message || 'Вы не согласуете отпуска этого сотрудника');
      }
      throw error;
    }
  }

  function handleAction(action: MatchingAction) {
    const days = daysForAction(action, selectedDays);
    if (days.length === 0) {
      void message.info('Нет выбранных дней, к которым применимо это действие');
      return;
    }
    if (action === 'reject') setRejecting(days);
    else runAction(action, days, null).catch(() => undefined);
  }

  const lists = sources.data?.lists ?? [];
  const body = (
    <QueryState
      query={users}
      rows={8}
      error="Не удалось загрузить отпуска сотрудников"
      empty={source.kind === 'list' ? 'В списке нет сотрудников' : 'Нет сотрудников, чьи отпуска вы видите'}
    >
      {() => (
        <MatchingCalendar
          people={people}
          dates={dates}
          daysOff={daysOff}
          counts={counts}
          selectedIds={selectedIds}
          onToggleBlock={handleToggleBlock}
        />
      )}
    </QueryState>
  );

  return (
    <div className="vac-match">
      <div className="vac-match__toolbar">
        <MatchingPeriodBar
          period={period}
          today={today}
          onChange={(next) => updateParams({ period: next })}
        />
        <MatchingSourcePicker
          source={source}
          lists={lists}
          structures={sources.data?.structures ?? []}
          loading={sources.isPending}
          onChange={(next) => updateParams({ source: next })}
          onManageLists={() => setListsOpen(true)}
        />
      </div>
      {canApprove ? (
        <div className="vac-match__actions" role="toolbar" aria-label="Действия с выбранными днями">
          <Typography.Text type="secondary" aria-live="polite">
            {selectedDays.length
              ? `Выбрано: ${countRu(selectedDays.length, DAY_FORMS)}, ${countRu(selectedPeople, PEOPLE_FORMS)}`
              : 'Нажмите на отпуск в календаре, чтобы выбрать его'}
          </Typography.Text>
          {ACTIONS.map((action) => (
            <Button
              key={action}
              type={action === 'approve' ? 'primary' : 'default'}
              danger={action === 'reject'}
              disabled={change.isPending || daysForAction(action, selectedDays).length === 0}
              onClick={() => handleAction(action)}
            >
              {MATCHING_ACTION_LABELS[action]}
            </Button>
          ))}
          {selectedDays.length ? (
            <Button type="link" onClick={() => setSelectedIds(new Set())}>
              Снять выбор
            </Button>
          ) : null}
        </div>
      ) : null}
      <ErrorAlert message={alert} onClose={() => setAlert(null)} className="vac-match__alert" />
      <MatchingLegend />
      {body}
      <RejectModal
        summary={
          rejecting
            ? `${countRu(rejecting.length, DAY_FORMS)}, ${countRu(
                new Set(rejecting.map((day) => day.user_id)).size,
                PEOPLE_FORMS,
              )}`
            : null
        }
        onReject={(comment) => runAction('reject', rejecting ?? [], comment)}
        onClose={() => setRejecting(null)}
      />
      <UserListsModal
        open={listsOpen}
        lists={lists}
        onClose={() => setListsOpen(false)}
        onCreated={(id) => updateParams({ source: { kind: 'list', id } })}
        onDeleted={(id) => {
          if (source.kind === 'list' && source.id === id) updateParams({ source: { kind: 'team' } });
        }}
      />
    </div>
  );
}
