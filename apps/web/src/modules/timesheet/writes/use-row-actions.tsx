import { App } from 'antd';
import type { TsAction } from '@intranet/contracts';
import { useState, type ReactNode } from 'react';
import { ApiError, isCancelled } from '../../../api/api-error.ts';
import { countRu } from '../../../ui/plural.ts';
import { idsForAction, splitLockedRows, type EmployeeRow } from './approve-grid.ts';
import { RejectModal } from '../../../ui/RejectModal.tsx';
import { useDeleteWrites, useWriteAction } from './writes.api.ts';

export const RECORD_FORMS = ['запись', 'записи', 'записей'] as const;
export const PEOPLE_FORMS = ['сотрудник', 'сотрудника', 'сотрудников'] as const;
const SUCCESS: Record<TsAction, string> = {
  approve: 'Согласовано',
  reject: 'Отклонено',
  unapprove: 'Возвращено на согласование',
  send: 'Отправлено на согласование',
  delete: 'Удалено',
};

interface RowActionsOptions {
  /** The viewer holds `timesheet.override_charge_codes`: charge-coded rows are not skipped. */
  canOverride: boolean;
  /** A 409 to show over the table; null clears it after a success. */
  onConflict: (message: string | null) => void;
  /** After a successful action, e.g. to clear the selection. */
  onDone?: (rows: EmployeeRow[]) => void;
}

export interface RowActions {
  /** Runs an action on rows: asks for the reason (reject) or a confirmation (delete) first. */
  handleAction: (action: TsAction, rows: EmployeeRow[]) => void;
  busy: boolean;
  /** The «Отклонить» dialog; render it where the actions are (inside a drawer, to stay above it). */
  rejectModal: ReactNode;
}

/**
 * The approve actions on employee rows, shared by the page and the employee view: each action
 * touches only the writes whose status allows it, and skips rows locked by charge codes, saying how many.
 */
export function useRowActions({ canOverride, onConflict, onDone }: RowActionsOptions): RowActions {
  const { message, modal } = App.useApp();
  const act = useWriteAction();
  const remove = useDeleteWrites();
  const [rejecting, setRejecting] = useState<EmployeeRow[] | null>(null);

  function reportError(error: unknown) {
    if (isCancelled(error) || !(error instanceof ApiError)) return;
    if (error.status === 409) onConflict(error.message);
  }

  async function run(action: TsAction, rows: EmployeeRow[], comment?: string) {
    const ids = idsForAction(action, rows);
    if (ids.length === 0) {
      void message.info('Нет записей, к которым применимо это действие');
      return;
    }
    if (action === 'delete') await remove.mutateAsync(ids);
    else await act.mutateAsync({ ids, action, comment });
    onConflict(null);
    onDone?.(rows);
    void message.success(`${SUCCESS[action]}: ${countRu(ids.length, RECORD_FORMS)}`);
  }

  function handleAction(action: TsAction, requested: EmployeeRow[]) {
    const { actionable: rows, locked } = splitLockedRows(requested, canOverride);
    if (locked.length > 0)
      void message.warning(`Пропущено (коды затрат): ${countRu(locked.length, PEOPLE_FORMS)}`);
    if (rows.length === 0) return;
    if (action === 'reject') {
      setRejecting(rows);
      return;
    }
    if (action === 'delete') {
      modal.confirm({
        title: 'Удалить записи?',
        content: `Будет удалено: ${countRu(idsForAction('delete', rows).length, RECORD_FORMS)}.`,
        okText: 'Удалить',
        okButtonProps: { danger: true },
        cancelText: 'Отмена',
        onOk: () => run('delete', rows).catch(reportError),
      });
      return;
    }
    run(action, rows).catch(reportError);
  }

  async function handleReject(comment: string) {
    if (!rejecting) return;
    try {
      await run('reject', rejecting, comment);
    } catch (error) {
      reportError(error);
      throw error;
    }
  }

  const summary = rejecting
    ? `${rejecting.length === 1 ? rejecting[0]!.user.full_name : countRu(rejecting.length, PEOPLE_FORMS)}: ${countRu(idsForAction('reject', rejecting).length, RECORD_FORMS)}`
    : null;

  return {
    handleAction,
    busy: act.isPending || remove.isPending,
    rejectModal: <RejectModal summary={summary} onReject={handleReject} onClose={() => setRejecting(null)} />,
  };
}
