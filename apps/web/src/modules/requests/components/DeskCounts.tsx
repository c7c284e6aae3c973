import { Card, Typography } from 'antd';
import { BP_KIND_LABELS, type BpDeskCounts, type BpKind, type BpStatus } from '@intranet/contracts';
import { Link } from 'react-router';
import { QueryState } from '../../../ui/QueryState.tsx';
import { useDeskCounts, useRequestStatuses } from '../requests.api.ts';

/** The desk's filter in the address: `?kind=transfer&status=5` (a count's link). */
export function deskFilterHref(kind: BpKind, statusId?: number) {
  return `?kind=${kind}${statusId === undefined ? '' : `&status=${statusId}`}`;
}

interface KindCountsProps {
  kind: BpKind;
  counts: BpDeskCounts['counts'];
  statuses: Map<number, BpStatus>;
  selected: { kind?: BpKind; statusId?: number };
}

/** One kind: its total (all its requests) and a count per status, each a link filtering the list below. */
function KindCounts({ kind, counts, statuses, selected }: KindCountsProps) {
  const rows = counts.filter((row) => row.kind === kind);
  const total = rows.reduce((sum, row) => sum + row.total, 0);
  const current = (statusId?: number) =>
    selected.kind === kind && selected.statusId === statusId ? ('page' as const) : undefined;
  return (
    <Card
      size="small"
      className="requests-desk__kind"
      title={
        <Link to={deskFilterHref(kind)} aria-current={current()}>
          {BP_KIND_LABELS[kind]}: {total}
        </Link>
      }
    >
      {rows.length === 0 ? (
        <Typography.Text type="secondary">Заявок нет</Typography.Text>
      ) : (
        <ul className="requests-desk__statuses">
          {rows.map((row) => (
            <li key={row.status_id}>
              <Link to={deskFilterHref(kind, row.status_id)} aria-current={current(row.status_id)}>
                <span>{statuses.get(row.status_id)?.name ?? `Статус ${row.status_id}`}</span>
                <span className="requests-desk__count">{row.total}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The counts of the requests of each kind the person handles, by status (GET /bps/desk/counts). */
export function DeskCounts({ selected }: { selected: KindCountsProps['selected'] }) {
  const counts = useDeskCounts();
  const statuses = useRequestStatuses();
  const byId = new Map((statuses.data ?? []).map((status) => [status.id, status]));
  return (
    <QueryState query={counts} rows={3}>
      {(data) => (
        <div className="requests-desk__kinds">
          {data.kinds.map((kind) => (
            <KindCounts key={kind} kind={kind} counts={data.counts} statuses={byId} selected={selected} />
          ))}
        </div>
      )}
    </QueryState>
  );
}
