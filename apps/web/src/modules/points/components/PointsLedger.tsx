import { Empty, Table, Tag, type TablePaginationConfig } from 'antd';
import { POINTS_ENTRY_KINDS, type PointsEntry } from '@intranet/contracts/points/points';
import { KeyboardScrollable } from '../../../ui/KeyboardScrollable.tsx';
import { formatDate } from '../../../ui/date-format.ts';
import { formatPoints } from '../points.helpers.ts';

const kindLabel = new Map<string, string>(POINTS_ENTRY_KINDS.map((kind) => [kind.value, kind.label]));
const KIND_COLOR: Record<PointsEntry['kind'], string> = { credit: 'green', debit: 'orange', refund: 'blue' };

interface PointsLedgerProps {
  label: string;
  entries: PointsEntry[] | undefined;
  loading: boolean;
  failed: boolean;
  pagination: TablePaginationConfig | false;
}

/** A person's ledger: date, signed amount, what happened and why; newest first as the server sends it. */
export function PointsLedger({ label, entries, loading, failed, pagination }: PointsLedgerProps) {
  return (
    <KeyboardScrollable label={label}>
      <Table<PointsEntry>
        rowKey="id"
        size="middle"
        scroll={{ x: 'max-content' }}
        loading={loading}
        dataSource={entries ?? []}
        pagination={pagination}
        locale={{
          emptyText: (
            <Empty description={failed ? 'Не удалось загрузить историю баллов' : 'Начислений пока нет'} />
          ),
        }}
        columns={[
          {
            key: 'date',
            title: 'Дата',
            render: (_, entry) => formatDate(entry.created_at),
          },
          {
            key: 'amount',
            title: 'Баллы',
            align: 'right',
            render: (_, entry) => (
              <span className={entry.amount < 0 ? 'points-amount points-amount--minus' : 'points-amount'}>
                {formatPoints(entry.amount, true)}
              </span>
            ),
          },
          {
            key: 'kind',
            title: 'Операция',
            render: (_, entry) => <Tag color={KIND_COLOR[entry.kind]}>{kindLabel.get(entry.kind)}</Tag>,
          },
          {
            key: 'reason',
            title: 'Причина',
            render: (_, entry) => (
              <>
                <div>{entry.reason}</div>
                {entry.granted_by ? (
                  <div className="points-muted">Начислил(а): {entry.granted_by.full_name}</div>
                ) : null}
              </>
            ),
          },
        ]}
      />
    </KeyboardScrollable>
  );
}
