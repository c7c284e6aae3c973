import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  FileExcelOutlined,
  PlusOutlined,
  SendOutlined,
} from '@ant-design/icons';
import { App, Button, Tooltip } from 'antd';
import type { TsDistribution, UserListItem } from '@intranet/contracts';
import { useMemo, useState } from 'react';
import { ApiError, isCancelled } from '../../../../api/api-error.ts';
import { useAccess, useMe } from '../../../../app/auth/session.tsx';
import { formatDate } from '../../../../ui/date-format.ts';
import { countRu } from '../../../../ui/plural.ts';
import { QueryState } from '../../../../ui/QueryState.tsx';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import { SelectableUserField } from '../../shared/components/SelectableUserField.tsx';
import {
  downloadDistributionTemplate,
  useDeleteDistributions,
  usePersonDistributions,
  useSendDistributions,
  useServiceTargets,
} from '../services.api.ts';
import { useSelectableUsers } from '../../shared/timesheet.api.ts';
import { buildDistributionRows, distributionIdsFor, type DistributionRow } from '../services-rows.ts';
import { useTsWrites } from '../../writes/writes.api.ts';
import type { Period } from '../../shared/timesheet-period.ts';
import { DistributionExcelModal } from './DistributionExcelModal.tsx';
import { DistributionFormModal } from './DistributionFormModal.tsx';
import { DistributionTable } from './DistributionTable.tsx';

const RECORD_FORMS = ['запись', 'записи', 'записей'] as const;

/**
 * A person's distributions for the period: the table with the percent of the source's hours, add and edit
 * in a form, delete, send for approval, and the Excel upload. Assistants and admins pick the person.
 */
export function ServicesPersonPanel({ period }: { period: Period | null }) {
  const me = useMe();
  const hasAccess = useAccess();
  const { message, modal } = App.useApp();
  const [userId, setUserId] = useState<number | undefined>();
  const [editing, setEditing] = useState<TsDistribution | null | undefined>(undefined);
  const [excelOpen, setExcelOpen] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  const users = useSelectableUsers(hasAccess('timesheet.fill'));
  const writes = useTsWrites(period, userId);
  const distributions = usePersonDistributions(period, userId);
  const targets = useServiceTargets();
  const send = useSendDistributions();
  const remove = useDeleteDistributions();

  const rows = useMemo(() => buildDistributionRows(distributions.data ?? []), [distributions.data]);
  const sendable = distributionIdsFor('send', rows);
  const [picked, setPicked] = useState<UserListItem | null>(null);
  const selectedUser =
    users.data?.data.find((user) => user.id === userId) ?? (picked?.id === userId ? picked : undefined);

  function handleUserChange(user: UserListItem) {
    setPicked(user);
    setUserId(user.id === me.id ? undefined : user.id);
    setAlert(null);
  }

  function reportError(error: unknown) {
    if (isCancelled(error) || !(error instanceof ApiError)) return;
    if (error.status === 409) setAlert(error.message);
  }

  function handleDelete(row: DistributionRow) {
    const { record } = row;
    modal.confirm({
      title: 'Удалить перераспределение?',
      content: `${formatDate(record.date)}: ${record.customer_from.name} → ${record.customer_to.name}`,
      okText: 'Удалить',
      okButtonProps: { danger: true },
      cancelText: 'Отмена',
      onOk: async () => {
        try {
          await remove.mutateAsync([record.id]);
          setAlert(null);
          void message.success('Удалено');
        } catch (error) {
          reportError(error);
        }
      },
    });
  }

  function handleSend() {
    if (!period) return;
    modal.confirm({
      title: 'Отправить на согласование?',
      content: `Владельцам сервисов уйдет ${countRu(sendable.length, RECORD_FORMS)} за ${formatDate(period.start)} — ${formatDate(period.end)}.`,
      okText: 'Отправить',
      cancelText: 'Отмена',
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
              ? `Отправлено на согласование: ${countRu(result.data.sent, RECORD_FORMS)}`
              : 'Нет записей для отправки',
          );
        } catch (error) {
          reportError(error);
        }
      },
    });
  }

  function handleSaved(text: string) {
    setEditing(undefined);
    setAlert(null);
    void message.success(text);
  }

  function renderActions(row: DistributionRow) {
    const locked = !row.record.abilities.delete;
    const name = `${row.record.customer_to.name}, ${formatDate(row.record.date)}`;
    return (
      <span className="ts-services__buttons">
        <Tooltip title={locked ? 'Согласованное время нельзя изменить' : 'Изменить'}>
          <Button
            size="small"
            icon={<EditOutlined />}
            aria-label={`Изменить: ${name}`}
            disabled={locked}
            onClick={() => setEditing(row.record)}
          />
        </Tooltip>
        <Tooltip title={locked ? 'Согласованное время нельзя удалить' : 'Удалить'}>
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={`Удалить: ${name}`}
            disabled={locked || remove.isPending}
            onClick={() => handleDelete(row)}
          />
        </Tooltip>
      </span>
    );
  }

  const loadError = 'Не удалось загрузить перераспределения';
  const body = period ? (
    <QueryState query={writes} rows={5} error={loadError}>
      {(written) => (
        <QueryState query={distributions} rows={5} error={loadError}>
          {() => (
            <DistributionTable
              rows={rows}
              renderActions={renderActions}
              testId="distributions-person"
              emptyText={
                written.length === 0
                  ? 'За этот период время не списано: перераспределять нечего'
                  : 'Перераспределений за этот период нет. Нажмите «Добавить», чтобы перенести часы на сервис.'
              }
            />
          )}
        </QueryState>
      )}
    </QueryState>
  ) : null;

  return (
    <section className="ts-services__section" aria-label="Перераспределение">
      {(users.data?.meta.total ?? 0) > 1 ? (
        <div className="ts-toolbar">
          <SelectableUserField
            users={users.data}
            value={userId ?? me.id}
            me={me}
            onChange={handleUserChange}
          />
        </div>
      ) : null}
      <div className="ts-actions">
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing(null)}
          disabled={!period || writes.isPending}
        >
          Добавить
        </Button>
        <Button icon={<FileExcelOutlined />} onClick={() => setExcelOpen(true)}>
          Загрузить из Excel
        </Button>
        <Button
          icon={<DownloadOutlined />}
          onClick={() => void downloadDistributionTemplate().catch(() => undefined)}
        >
          Скачать шаблон
        </Button>
        <span className="ts-actions__spacer" />
        <Button
          icon={<SendOutlined />}
          onClick={handleSend}
          loading={send.isPending}
          disabled={!period || sendable.length === 0}
        >
          Отправить на согласование
        </Button>
      </div>
      <ErrorAlert message={alert} onClose={() => setAlert(null)} className="ts-alert" />
      {body}
      {period ? (
        <DistributionFormModal
          editing={editing}
          period={period}
          userId={userId}
          writes={writes.data ?? []}
          distributions={distributions.data ?? []}
          targets={targets.data ?? []}
          targetsLoading={targets.isPending}
          onClose={() => setEditing(undefined)}
          onSaved={handleSaved}
        />
      ) : null}
      <DistributionExcelModal
        open={excelOpen}
        userId={userId}
        userName={selectedUser?.full_name ?? null}
        onClose={() => setExcelOpen(false)}
      />
    </section>
  );
}
