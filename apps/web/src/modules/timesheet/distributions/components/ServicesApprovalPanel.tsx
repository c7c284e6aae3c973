import {
  CheckOutlined,
  CloseOutlined,
  DeleteOutlined,
  RollbackOutlined,
  SendOutlined,
} from '@ant-design/icons';
import { App, Button, Empty, Select, Tooltip, Typography } from 'antd';
import { employeeRowButtons, TS_ACTION_LABELS, type Customer, type TsAction } from '@intranet/contracts';
import type { ReactNode } from 'react';
import { useMemo, useState } from 'react';
import { ApiError, isCancelled } from '../../../../api/api-error.ts';
import { formatDate } from '../../../../ui/date-format.ts';
import { countRu } from '../../../../ui/plural.ts';
import { QueryState } from '../../../../ui/QueryState.tsx';
import { StatusFilterField } from '../../shared/components/StatusFilterField.tsx';
import { useApprovalDistributions, useDeleteDistributions, useDistributionAction } from '../services.api.ts';
import { buildDistributionRows, distributionIdsFor, type DistributionRow } from '../services-rows.ts';
import type { Period } from '../../shared/timesheet-period.ts';
import { RejectModal } from '../../../../ui/RejectModal.tsx';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import { DistributionTable } from './DistributionTable.tsx';

type ApproveAction = 'approve' | 'reject' | 'unapprove';

const ACTIONS: ApproveAction[] = ['approve', 'reject', 'unapprove'];
/** The row's buttons in the order of the approve screen's employee rows. */
const ROW_ACTIONS: TsAction[] = ['approve', 'unapprove', 'send', 'reject', 'delete'];
const ACTION_ICONS: Record<TsAction, ReactNode> = {
  approve: <CheckOutlined />,
  reject: <CloseOutlined />,
  unapprove: <RollbackOutlined />,
  send: <SendOutlined />,
  delete: <DeleteOutlined />,
};
const SUCCESS: Record<ApproveAction, string> = {
  approve: 'Согласовано',
  reject: 'Отклонено',
  unapprove: 'Возвращено на согласование',
};
const RECORD_FORMS = ['запись', 'записи', 'записей'] as const;

interface ServicesApprovalPanelProps {
  period: Period | null;
  /** The services the caller approves (owner, ts_admin or admin). */
  services: readonly Customer[];
}

/** «На согласование»: distributions to the caller's services, with row and bulk approve/reject/unapprove. */
export function ServicesApprovalPanel({ period, services }: ServicesApprovalPanelProps) {
  const { message, modal } = App.useApp();
  const [serviceFilter, setServiceFilter] = useState(0);
  const [statusFilter, setStatusFilter] = useState(0);
  const [selected, setSelected] = useState<number[]>([]);
  const [rejecting, setRejecting] = useState<DistributionRow[] | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  const serviceIds = useMemo(() => services.map((service) => service.id), [services]);
  const distributions = useApprovalDistributions(period, serviceIds);
  const act = useDistributionAction();
  const remove = useDeleteDistributions();
  const busy = act.isPending || remove.isPending;

  const allRows = useMemo(() => buildDistributionRows(distributions.data ?? []), [distributions.data]);
  const rows = allRows.filter(
    (row) =>
      (serviceFilter === 0 || row.record.customer_to.id === serviceFilter) &&
      (statusFilter === 0 || row.status === statusFilter),
  );
  const selectedRows = rows.filter((row) => selected.includes(row.record.id));

  async function runAction(action: ApproveAction, targetRows: DistributionRow[], comment?: string) {
    const ids = distributionIdsFor(action, targetRows);
    if (ids.length === 0) {
      void message.info('Нет записей, к которым применимо это действие');
      return;
    }
    await act.mutateAsync({ ids, action, comment });
    setAlert(null);
    setSelected((current) => current.filter((id) => !ids.includes(id)));
    void message.success(`${SUCCESS[action]}: ${countRu(ids.length, RECORD_FORMS)}`);
  }

  function reportError(error: unknown) {
    if (isCancelled(error) || !(error instanceof ApiError)) return;
    if (error.status === 409) setAlert(error.message);
  }

  function handleAction(action: ApproveAction, targetRows: DistributionRow[]) {
    if (action === 'reject') {
      setRejecting(targetRows);
      return;
    }
    runAction(action, targetRows).catch(reportError);
  }

  async function handleReject(comment: string) {
    if (!rejecting) return;
    try {
      await runAction('reject', rejecting, comment);
    } catch (error) {
      reportError(error);
      throw error;
    }
  }

  function handleSend(row: DistributionRow) {
    act
      .mutateAsync({ ids: [row.record.id], action: 'send' })
      .then(() => {
        setAlert(null);
        void message.success('Отправлено на согласование');
      })
      .catch(reportError);
  }

  function handleDelete(row: DistributionRow) {
    const { record } = row;
    modal.confirm({
      title: 'Удалить перераспределение?',
      content: `${record.user.full_name}, ${formatDate(record.date)}: ${record.customer_from.name} → ${record.customer_to.name}`,
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

  function handleRowAction(action: TsAction, row: DistributionRow) {
    if (action === 'send') handleSend(row);
    else if (action === 'delete') handleDelete(row);
    else handleAction(action, [row]);
  }

  /** Reject and delete are always there (disabled when not allowed); the rest by status. */
  function renderActions(row: DistributionRow) {
    const name = `${row.record.user.full_name}, ${row.record.customer_to.name}, ${formatDate(row.record.date)}`;
    const buttons = employeeRowButtons(row.status, row.record.abilities);
    return (
      <span className="ts-services__buttons">
        {ROW_ACTIONS.filter((action) => buttons[action].shown).map((action) => (
          <Tooltip key={action} title={TS_ACTION_LABELS[action]}>
            <Button
              size="small"
              icon={ACTION_ICONS[action]}
              danger={action === 'reject' || action === 'delete'}
              type={action === 'approve' ? 'primary' : 'default'}
              aria-label={`${TS_ACTION_LABELS[action]}: ${name}`}
              disabled={buttons[action].disabled || busy}
              onClick={() => handleRowAction(action, row)}
            />
          </Tooltip>
        ))}
      </span>
    );
  }

  const rejectSummary = rejecting
    ? countRu(distributionIdsFor('reject', rejecting).length, RECORD_FORMS)
    : null;

  let body = null;
  if (period && services.length === 0) body = <Empty description="Нет сервисов, которые вы согласуете" />;
  else if (period)
    body = (
      <QueryState query={distributions} rows={5} error="Не удалось загрузить перераспределения">
        {() => (
          <DistributionTable
            rows={rows}
            showEmployee
            selectedIds={selected}
            onSelect={setSelected}
            renderActions={renderActions}
            testId="distributions-approval"
            emptyText={
              allRows.length === 0
                ? 'На ваши сервисы за этот период ничего не перераспределено'
                : 'Нет записей, подходящих под фильтр'
            }
          />
        )}
      </QueryState>
    );

  return (
    <section className="ts-services__section" aria-label="На согласование">
      <div className="ts-toolbar">
        <label className="ts-field">
          <span>Сервис</span>
          <Select
            value={serviceFilter}
            onChange={setServiceFilter}
            options={[
              { value: 0, label: 'Все сервисы' },
              ...services.map((service) => ({ value: service.id, label: service.name })),
            ]}
            aria-label="Сервис"
            className="ts-user-select"
            popupMatchSelectWidth={false}
          />
        </label>
        <StatusFilterField value={statusFilter} onChange={setStatusFilter} />
      </div>
      <div className="ts-actions ts-services__bulk" role="toolbar" aria-label="Действия с выбранными">
        <Typography.Text type="secondary">
          Выбрано: {countRu(selectedRows.length, RECORD_FORMS)}
        </Typography.Text>
        {ACTIONS.map((action) => (
          <Button
            key={action}
            danger={action === 'reject'}
            type={action === 'approve' ? 'primary' : 'default'}
            disabled={busy || distributionIdsFor(action, selectedRows).length === 0}
            onClick={() => handleAction(action, selectedRows)}
          >
            {TS_ACTION_LABELS[action]}
          </Button>
        ))}
      </div>
      <ErrorAlert message={alert} onClose={() => setAlert(null)} className="ts-alert" />
      {body}
      <RejectModal summary={rejectSummary} onReject={handleReject} onClose={() => setRejecting(null)} />
    </section>
  );
}
