import { Alert, App, Button, Empty, Segmented, Typography } from 'antd';
import { VACATION_TEXTS, type Vacation } from '@intranet/contracts';
import { useCallback, useMemo, useState } from 'react';
import { formatDate } from '../../../ui/date-format.ts';
import { PageSkeleton } from '../../../ui/PageSkeleton.tsx';
import { useDocumentTitle } from '../../../ui/PageTitle.tsx';
import { indexDaysByDate } from '../../work-calendar/calendar-grid.ts';
import { PlanningAvailable, PlanningBalances } from '../components/PlanningBalances.tsx';
import { PlanningCalendar } from '../components/PlanningCalendar.tsx';
import { PlanningDayModal } from '../components/PlanningDayModal.tsx';
import { PlanningLegend } from '../components/PlanningLegend.tsx';
import { PlanningPlanModal, type PlanDraft } from '../components/PlanningPlanModal.tsx';
import { PlanningUserSwitch, type PlanningPerson } from '../components/PlanningUserSwitch.tsx';
import {
  blockOf,
  orderedRange,
  shownRange,
  splitVacations,
  yearsOf,
  type PlanningDayState,
  type WorkYearChoice,
} from '../planning-calendar.ts';
import { useWorkCalendarRange } from '../../../api/platform.api.ts';
import { useAccess } from '../../../app/auth/session.tsx';
import { useVacationDays, useVacationInfo, useVacationResponsibilities } from '../vacation.api.ts';
import '../vacation.css';
import { VacationFactsCard } from '../facts/VacationFactsCard.tsx';

const EMPTY: Vacation[] = [];

/**
 * «Планирование»: the work year on a calendar; plan, delete and move vacation days
 * (docs/modules/vacation.md).
 */
export default function VacationPlanningPage() {
  useDocumentTitle('Отпуска — Планирование');
  const { message } = App.useApp();
  const [person, setPerson] = useState<PlanningPerson | null>(null);
  const [choice, setChoice] = useState<WorkYearChoice>('current');
  const [selection, setSelection] = useState<{ start: string; end: string | null } | null>(null);
  const [draft, setDraft] = useState<PlanDraft | null>(null);
  const [openDay, setOpenDay] = useState<Vacation | null>(null);
  /** Days being moved: the next range chosen on the calendar becomes their new dates. */
  const [moving, setMoving] = useState<Vacation[] | null>(null);

  const responsibilities = useVacationResponsibilities();
  const can = useAccess();
  const info = useVacationInfo(person?.value ?? null);
  const data = info.data;
  const yearChoice = data?.next_year_open ? choice : 'current';
  const range = data ? shownRange(data, yearChoice) : null;
  const countryId = data?.country.id;
  const calendar = useWorkCalendarRange(countryId, range?.start ?? '', range?.end ?? '');
  const days = useVacationDays(data?.user.id, range?.start ?? '', range?.end ?? '');
  const vacations = days.data ?? EMPTY;
  const canSwitch = (responsibilities.data?.is_vacation_admin ?? false) || can('vacation.plan-for-others');
  // The planner's view of the chosen person: an assistant sees a partner or an admin with their roles.
  const viewed = useVacationResponsibilities(person?.value ?? null);
  const viewer = person ? viewed.data : responsibilities.data;
  const isAdmin = viewer?.is_vacation_admin ?? false;
  const ordinaryUser = (viewer?.is_regular ?? true) && !isAdmin;

  const specialDays = useMemo(() => indexDaysByDate(calendar.data ?? []), [calendar.data]);
  const split = useMemo(() => splitVacations(vacations), [vacations]);
  const blocked = useMemo(
    () => (isAdmin ? [] : (data?.blocked_periods ?? [])),
    [isAdmin, data?.blocked_periods],
  );
  const context = useMemo(
    () =>
      range && data
        ? {
            range,
            specialDays,
            blocked: data.blocked_periods,
            minDate: data.min_date,
            live: split.live,
            deleted: split.deleted,
          }
        : null,
    // The range is derived from `data` and `yearChoice`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data, yearChoice, specialDays, split],
  );

  const handleDayClick = useCallback(
    (state: PlanningDayState) => {
      if (state.vacation && !moving) {
        setSelection(null);
        setOpenDay(state.vacation);
        return;
      }
      // A day before the minimum date cannot start (or end) a range: say why instead.
      if (state.lockReason) {
        void message.warning({ content: state.lockReason, key: 'vac-plan-locked' });
        return;
      }
      if (!selection || selection.end) {
        setSelection({ start: state.date, end: null });
        return;
      }
      const picked = orderedRange(selection.start, state.date);
      setSelection(picked);
      setDraft(moving ? { ...picked, typeId: moving[0]!.type.id, replaces: moving } : { ...picked });
    },
    [selection, moving, message],
  );

  function closeDraft() {
    setDraft(null);
    setSelection(null);
  }

  function handleDone(text: string) {
    void message.success(text);
    setDraft(null);
    setSelection(null);
    setMoving(null);
  }

  if (info.isPending) return <PageSkeleton />;
  if (info.isError || !data || !range || !context)
    return (
      <Empty description="Не удалось загрузить сведения об отпуске">
        <Button onClick={() => void info.refetch()}>Повторить</Button>
      </Empty>
    );

  const years = yearsOf(range.start, range.end);
  const openBlock = openDay ? blockOf(openDay, vacations) : [];

  return (
    <div className="vac-plan">
      <div className="vac-plan-toolbar">
        {canSwitch ? (
          <PlanningUserSwitch
            value={person}
            onChange={(next) => {
              setPerson(next);
              setSelection(null);
              setMoving(null);
            }}
          />
        ) : null}
        {data.next_year_open ? (
          <div className="vac-plan-field">
            <span id="vac-plan-year-label">Рабочий год</span>
            <Segmented<WorkYearChoice>
              aria-labelledby="vac-plan-year-label"
              value={yearChoice}
              onChange={(value) => {
                setChoice(value);
                setSelection(null);
              }}
              options={[
                { value: 'current', label: 'Текущий' },
                { value: 'next', label: 'Следующий' },
              ]}
            />
          </div>
        ) : null}
        <Button
          type="primary"
          onClick={() =>
            setDraft(
              moving
                ? { start: null, end: null, typeId: moving[0]!.type.id, replaces: moving }
                : { start: null, end: null },
            )
          }
        >
          {moving ? 'Указать новые даты' : 'Запланировать отпуск'}
        </Button>
      </div>

      <Typography.Paragraph className="vac-plan-person">
        {data.user.full_name}: рабочий год {formatDate(range.start)} — {formatDate(range.workYearEnd)}
        {`, изменения возможны с ${formatDate(data.min_date)}`}
      </Typography.Paragraph>

      <PlanningAvailable balances={data.balances} years={years} />

      <div className="vac-plan-hints">
        <Typography.Text>
          Выберите на календаре первый и последний день отпуска. {VACATION_TEXTS.clickDay}.
        </Typography.Text>
        <Typography.Text type="secondary">{VACATION_TEXTS.discuss}</Typography.Text>
      </div>

      {moving ? (
        <Alert
          type="info"
          showIcon
          className="vac-plan-banner"
          title={`Перенос: ${formatDate(moving[0]!.date)} — ${formatDate(moving[moving.length - 1]!.date)}. Выберите на календаре новые первый и последний день.`}
          action={
            <Button size="small" onClick={() => (setMoving(null), setSelection(null))}>
              Отменить перенос
            </Button>
          }
        />
      ) : null}
      {selection && !selection.end && !draft ? (
        <Alert
          type="info"
          className="vac-plan-banner"
          title={`Начало: ${formatDate(selection.start)}. Выберите последний день отпуска (или этот же день ещё раз).`}
          action={
            <Button size="small" onClick={() => setSelection(null)}>
              Сбросить
            </Button>
          }
        />
      ) : null}

      <PlanningLegend />
      {days.isError ? <Alert type="error" showIcon title="Не удалось загрузить дни отпуска" /> : null}
      <div aria-busy={days.isFetching || calendar.isFetching}>
        <PlanningCalendar context={context} selection={selection} onDayClick={handleDayClick} />
      </div>

      <PlanningBalances balances={data.balances} years={years} />
      <VacationFactsCard userId={data.user.id} />

      {draft ? (
        <PlanningPlanModal
          draft={draft}
          info={data}
          forUserId={person?.value ?? null}
          specialDays={specialDays}
          vacations={vacations}
          blocked={blocked}
          onClose={closeDraft}
          onDone={handleDone}
        />
      ) : null}
      {openDay ? (
        <PlanningDayModal
          key={openDay.id}
          day={openDay}
          block={openBlock.length ? openBlock : [openDay]}
          minDate={data.min_date}
          blocked={blocked}
          ordinaryUser={ordinaryUser}
          onClose={() => setOpenDay(null)}
          onDeleted={(text) => {
            void message.success(text);
            setOpenDay(null);
          }}
          onTransfer={(moved) => {
            setOpenDay(null);
            setMoving(moved);
            setSelection(null);
          }}
        />
      ) : null}
    </div>
  );
}
