import { Empty, Skeleton, Timeline, Typography } from 'antd';
import type { BpFormField, BpHistoryItem, BpTypeWithRoutes } from '@intranet/contracts';
import { formatDateTime } from '../../../ui/date-format.ts';
import { useRequestHistory } from '../requests.api.ts';
import { fieldValueText } from '../requests.helpers.ts';
import { RequestStatusTag } from './RequestStatusTag.tsx';
// Its own styles: the pages of every kind (transfers, cards, education) show it.
import '../requests.css';

/** Steps that are no transition of a process. */
const OWN_ACTIONS: Record<string, string> = { create: 'Создана', edit: 'Изменена' };

/** What a step is called: the process's button text for its action code. */
function actionLabel(entry: BpHistoryItem, type: BpTypeWithRoutes | undefined): string {
  return (
    OWN_ACTIONS[entry.action] ??
    type?.transitions.find((t) => t.code === entry.action && t.to_status_id === entry.to_status?.id)?.label ??
    type?.transitions.find((t) => t.code === entry.action)?.label ??
    entry.action
  );
}

/** A kind's own field (a reference, a list): the history says it changed, not the ids. */
const opaque = (name: string, value: unknown) =>
  /_ids?$/.test(name) || (value !== null && typeof value === 'object');

/** One side of a kind's own field's change. */
function ownValueText(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'да' : 'нет';
  if (typeof value === 'string' || typeof value === 'number') return value === '' ? '—' : String(value);
  return '—';
}

/**
 * An edit's changes, «Поле: было → стало», by the form's labels or, for a kind's own fields, by `fieldLabels`
 * (a reference or a list reads «Поле: изменено»).
 */
function changesText(
  changes: Record<string, unknown>,
  fields: readonly BpFormField[],
  fieldLabels: Readonly<Record<string, string>>,
): string[] {
  return Object.entries(changes).map(([name, change]) => {
    const { before, after } = (change ?? {}) as { before?: unknown; after?: unknown };
    if (!name.startsWith('data.') && name !== 'title') {
      const label = fieldLabels[name] ?? name;
      if (opaque(name, before) || opaque(name, after)) return `${label}: изменено`;
      return `${label}: ${ownValueText(before)} → ${ownValueText(after)}`;
    }
    const field = fields.find((f) => `data.${f.key}` === name);
    const label = name === 'title' ? 'Тема' : (field?.label ?? name);
    const text = (value: unknown) =>
      fieldValueText(field ?? { type: 'text' }, value as string | number | null | undefined);
    return `${label}: ${text(before)} → ${text(after)}`;
  });
}

function HistoryEntry({
  entry,
  type,
  fieldLabels,
}: {
  entry: BpHistoryItem;
  type: BpTypeWithRoutes | undefined;
  fieldLabels: Readonly<Record<string, string>>;
}) {
  const moved = entry.from_status?.id !== entry.to_status?.id;
  return (
    <div className="request-history__line">
      <Typography.Text strong>{actionLabel(entry, type)}</Typography.Text>
      <Typography.Text>
        {entry.actor?.full_name ?? 'Система'}
        {entry.on_behalf_of ? ` — замещает ${entry.on_behalf_of.full_name}` : ''}
        {entry.impersonator ? ` (вход от имени: ${entry.impersonator.full_name})` : ''}
      </Typography.Text>
      {moved && entry.to_status ? (
        <span className="request-history__move">
          {entry.from_status ? (
            <>
              <RequestStatusTag status={entry.from_status} />
              <span aria-label="в статус">→</span>
            </>
          ) : null}
          <RequestStatusTag status={entry.to_status} />
        </span>
      ) : null}
      {entry.changes
        ? changesText(entry.changes, type?.form ?? [], fieldLabels).map((line) => (
            <Typography.Text key={line} type="secondary">
              {line}
            </Typography.Text>
          ))
        : null}
      {entry.comment ? (
        <Typography.Paragraph className="request-history__comment">«{entry.comment}»</Typography.Paragraph>
      ) : null}
      <Typography.Text type="secondary">
        <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
      </Typography.Text>
    </div>
  );
}

/**
 * The request's history (GET /bps/{id}/history) as a timeline, oldest step first. `fieldLabels` names the
 * fields of a kind's own table in its edits (CARD_FIELD_LABELS…).
 */
export function RequestHistory({
  id,
  type,
  fieldLabels = {},
}: {
  id: number;
  type: BpTypeWithRoutes | undefined;
  fieldLabels?: Readonly<Record<string, string>>;
}) {
  const query = useRequestHistory(id);
  if (query.isPending) return <Skeleton active paragraph={{ rows: 4 }} title={false} />;
  if (query.isError) return <Empty description="Не удалось загрузить историю" />;
  if (query.data.length === 0) return <Empty description="История пуста" />;
  return (
    <Timeline
      className="request-history"
      items={query.data.map((entry) => ({
        key: entry.id,
        content: <HistoryEntry entry={entry} type={type} fieldLabels={fieldLabels} />,
      }))}
    />
  );
}
