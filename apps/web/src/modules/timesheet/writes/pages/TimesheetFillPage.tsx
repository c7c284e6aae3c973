import { CopyOutlined, PlusOutlined, SaveOutlined, SendOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Typography } from 'antd';
import { TS_MESSAGES, tsSaveWritesBodySchema, type TsWrite, type UserListItem } from '@intranet/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, isCancelled } from '../../../../api/api-error.ts';
import { useMe } from '../../../../app/auth/session.tsx';
import { useWeekendDays } from '../../../../api/platform.api.ts';
import { formatDate } from '../../../../ui/date-format.ts';
import { QueryState } from '../../../../ui/QueryState.tsx';
import { countRu } from '../../../../ui/plural.ts';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import { AddProjectModal } from '../components/AddProjectModal.tsx';
import { FillGrid } from '../components/FillGrid.tsx';
import {
  EditablePeriodHint,
  PeriodPicker,
  useTimesheetPeriod,
  type PeriodChoice,
} from '../../shared/components/PeriodPicker.tsx';
import { SelectableUserField } from '../../shared/components/SelectableUserField.tsx';
import { SendConfirmContent } from '../components/SendConfirmContent.tsx';
import { StatusLegend } from '../../shared/components/StatusLegend.tsx';
import { WriteHistoryDrawer } from '../components/WriteHistoryDrawer.tsx';
import {
  buildDayColumns,
  buildFillRows,
  cellErrors,
  changedCells,
  invalidCellsText,
  rejectedCells,
  type CellDraft,
  type Drafts,
  type GridProject,
} from '../fill-grid.ts';
import { useDbaProjects, useSelectableUsers } from '../../shared/timesheet.api.ts';
import {
  fetchCopyPeriod,
  fetchNotBusyPreview,
  useSaveWrites,
  useSendForApproval,
  useShadowWrites,
  useTsWrites,
} from '../writes.api.ts';
import { buildShadowRows } from '../shadow-rows.ts';
import { HOURS_FORMAT_MESSAGE } from '../../shared/timesheet-hours.ts';
import { periodDays } from '../../shared/timesheet-period.ts';
import '../../timesheet.css';

const INVALID_CELLS_TOAST = 'ts-fill-invalid-cells';

/** /timesheet/fill «Заполнение»: a person's hours per project and day, saved and sent for approval. */
export default function TimesheetFillPage() {
  const me = useMe();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const { today, setChoice, choice, editable, period } = useTimesheetPeriod('current-week');
  const [userId, setUserId] = useState<number | undefined>();
  const [added, setAdded] = useState<GridProject[]>([]);
  const [drafts, setDrafts] = useState<Drafts>({});
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [addOpen, setAddOpen] = useState(false);
  const [historyOf, setHistoryOf] = useState<TsWrite | null>(null);

  const users = useSelectableUsers();
  const [picked, setPicked] = useState<UserListItem | null>(null);
  const selectedUser =
    users.data?.data.find((user) => user.id === (userId ?? me.id)) ??
    (picked?.id === userId ? picked : undefined);
  const countryId = (userId ? selectedUser?.country?.id : me.country?.id) ?? 1;
  const writes = useTsWrites(period, userId);
  const shadow = useShadowWrites(period, userId);
  const calendar = useWeekendDays(countryId, period);
  const projects = useDbaProjects(true);
  const save = useSaveWrites();
  const send = useSendForApproval();

  const rows = useMemo(() => buildFillRows(writes.data ?? [], added), [writes.data, added]);
  const shadowRows = useMemo(
    () => buildShadowRows(shadow.data ?? [], userId ?? me.id),
    [shadow.data, userId, me.id],
  );
  const days = useMemo(
    () => (period ? buildDayColumns(periodDays(period), calendar.data ?? []) : []),
    [period?.start, period?.end, calendar.data], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const dirty = changedCells(rows, drafts);
  const hasChanges = dirty.writes.length > 0 || dirty.invalid.length > 0;
  const rejected = rejectedCells(rows);
  const inGrid = useMemo(() => new Set(rows.map((row) => row.project.id)), [rows]);

  function resetEdits() {
    setDrafts({});
    setErrors({});
    setAdded([]);
    setAlert(null);
  }

  function confirmDiscard(action: () => void) {
    if (!hasChanges) {
      action();
      return;
    }
    modal.confirm({
      title: 'Несохраненные изменения будут потеряны',
      content: 'Продолжить без сохранения?',
      okText: 'Продолжить',
      cancelText: 'Отмена',
      onOk: action,
    });
  }

  function handlePeriodChange(next: PeriodChoice) {
    confirmDiscard(() => {
      setChoice(next);
      resetEdits();
    });
  }

  function handleUserChange(user: UserListItem) {
    confirmDiscard(() => {
      setPicked(user);
      setUserId(user.id === me.id ? undefined : user.id);
      resetEdits();
    });
  }

  function handleDraftChange(key: string, draft: CellDraft) {
    setDrafts((current) => ({ ...current, [key]: draft }));
    if (errors[key]) setErrors(({ [key]: _removed, ...rest }) => rest);
  }

  /** Saves the changed cells; resolves true when nothing is left unsaved. */
  async function handleSave(): Promise<boolean> {
    const changes = changedCells(rows, drafts);
    if (changes.invalid.length > 0) {
      setErrors(
        Object.fromEntries(
          changes.invalid.map((key) => [key, [changes.reasons[key] ?? HOURS_FORMAT_MESSAGE]]),
        ),
      );
      // One toast that says why; a second try replaces it instead of stacking the same words.
      void message.error({ key: INVALID_CELLS_TOAST, content: invalidCellsText(rows, changes) });
      return false;
    }
    if (changes.writes.length === 0) {
      setDrafts({});
      return true;
    }
    const checked = tsSaveWritesBodySchema.safeParse({ user_id: userId, writes: changes.writes });
    if (!checked.success) {
      setAlert(checked.error.issues[0]?.message ?? 'Неверные данные');
      return false;
    }
    try {
      await save.mutateAsync(checked.data);
      setDrafts({});
      setErrors({});
      setAlert(null);
      void message.success('Сохранено');
      return true;
    } catch (error) {
      if (isCancelled(error) || !(error instanceof ApiError)) return false;
      if (error.status === 400 && error.fieldErrors) {
        const mapped = cellErrors(error.fieldErrors, changes.keys);
        setErrors(mapped.byCell);
        setAlert(mapped.rest.join(' ') || error.message);
      } else if (error.status === 409) {
        setAlert(error.message);
      }
      return false;
    }
  }

  const saveRef = useRef(handleSave);
  saveRef.current = handleSave;
  useEffect(() => {
    function handleKey(event: KeyboardEvent) {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void saveRef.current();
      }
    }
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, []);

  async function handleSend() {
    if (!period) return;
    if (!(await handleSave())) return;
    let preview;
    try {
      preview = (await fetchNotBusyPreview(queryClient, period, userId)).data;
    } catch {
      return;
    }
    const notBusyName =
      projects.data?.find((project) => project.id === preview.customer_id)?.name ?? 'Не занят';
    modal.confirm({
      title: 'Отправить на согласование?',
      content: <SendConfirmContent period={period} preview={preview} notBusyName={notBusyName} />,
      okText: 'Отправить',
      cancelText: 'Отмена',
      width: 520,
      onOk: async () => {
        try {
          const result = await send.mutateAsync({
            date_start: period.start,
            date_end: period.end,
            user_id: userId,
          });
          setAlert(null);
          void message.success(
            result.data.sent > 0
              ? `Отправлено на согласование: ${countRu(result.data.sent, ['запись', 'записи', 'записей'])}`
              : 'Нет записей для отправки',
          );
        } catch (error) {
          if (error instanceof ApiError && error.status === 409) setAlert(error.message);
        }
      },
    });
  }

  async function handleCopy() {
    if (!period) return;
    try {
      const body = await fetchCopyPeriod(period, userId);
      const fresh = body.data.filter((project) => !inGrid.has(project.id));
      if (fresh.length === 0) {
        // Every project of the previous period is here already: nothing to carry over (its own text).
        void message.info(TS_MESSAGES.nothingToCopy);
        return;
      }
      setAdded((current) => [
        ...current,
        ...fresh.map((project) => ({ id: project.id, name: project.name, parentName: project.parent?.name })),
      ]);
      void message.success(`Добавлено: ${countRu(fresh.length, ['проект', 'проекта', 'проектов'])}`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        void message.warning(error.message || TS_MESSAGES.nothingToCopy);
      }
    }
  }

  function handleAdd(projectsToAdd: GridProject[]) {
    setAdded((current) => [...current, ...projectsToAdd]);
    setAddOpen(false);
  }

  const grid = period ? (
    <QueryState
      query={writes}
      rows={6}
      error="Не удалось загрузить списанное время"
      empty="За этот период время не списано. Добавьте проект или скопируйте проекты прошлого периода."
      isEmpty={() => rows.length === 0 && shadowRows.length === 0}
    >
      {() => (
        <FillGrid
          rows={rows}
          shadowRows={shadowRows}
          days={days}
          drafts={drafts}
          errors={errors}
          onDraftChange={handleDraftChange}
          onSave={() => void handleSave()}
          onOpenHistory={setHistoryOf}
        />
      )}
    </QueryState>
  ) : null;

  return (
    <div className="ts-page ts-fill">
      <div className="ts-toolbar">
        <PeriodPicker choice={choice} period={period} editable={editable} onChange={handlePeriodChange} />
        <SelectableUserField users={users.data} value={userId ?? me.id} me={me} onChange={handleUserChange} />
      </div>
      <EditablePeriodHint editable={editable} />
      <div className="ts-actions">
        <Button icon={<PlusOutlined />} onClick={() => setAddOpen(true)} disabled={!period}>
          Добавить проект
        </Button>
        <Button icon={<CopyOutlined />} onClick={() => void handleCopy()} disabled={!period}>
          Скопировать из прошлого периода
        </Button>
        <span className="ts-actions__spacer" />
        <Button
          icon={<SaveOutlined />}
          onClick={() => void handleSave()}
          loading={save.isPending}
          disabled={!hasChanges}
        >
          Сохранить
        </Button>
        <Button
          type="primary"
          icon={<SendOutlined />}
          onClick={() => void handleSend()}
          loading={send.isPending}
          disabled={!period || rows.length === 0}
        >
          Отправить на согласование
        </Button>
      </div>
      <ErrorAlert message={alert} onClose={() => setAlert(null)} className="ts-alert" />
      {rejected.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          className="ts-alert"
          title="Отклонено согласующим"
          description={
            <ul className="ts-rejected">
              {rejected.map((cell) => (
                <li key={`${cell.project}-${cell.date}`}>
                  {formatDate(cell.date)}, {cell.project}: {cell.comment || 'без комментария'}
                </li>
              ))}
            </ul>
          }
        />
      ) : null}
      <StatusLegend withDays />
      {grid}
      {hasChanges ? (
        <Typography.Text type="secondary" className="ts-hint">
          Есть несохраненные изменения — Enter или Ctrl+S сохраняет.
        </Typography.Text>
      ) : null}
      <AddProjectModal
        open={addOpen}
        loading={projects.isPending}
        projects={projects.data ?? []}
        periodStart={period?.start ?? today}
        exclude={inGrid}
        onAdd={handleAdd}
        onClose={() => setAddOpen(false)}
      />
      <WriteHistoryDrawer write={historyOf} onClose={() => setHistoryOf(null)} />
    </div>
  );
}
