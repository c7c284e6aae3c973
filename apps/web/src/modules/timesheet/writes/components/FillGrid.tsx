import { InfoCircleOutlined, MessageOutlined, MoreOutlined } from '@ant-design/icons';
import { Popover, Tooltip } from 'antd';
import {
  TS_STATUS,
  TS_STATUS_LABELS,
  formatHours,
  groupStatus,
  type TsStatus,
  type TsWrite,
} from '@intranet/contracts';
import { useRef, type KeyboardEvent } from 'react';
import { formatDate } from '../../../../ui/date-format.ts';
import {
  cellKey,
  dayTotals,
  isLocked,
  rowTotal,
  type CellDraft,
  type DayColumn,
  type Drafts,
  type FillRow,
} from '../fill-grid.ts';
import { SHADOW_HINT, withShadowTotals, type ShadowRow } from '../shadow-rows.ts';
import { minutesToInput } from '../../shared/timesheet-hours.ts';
import { CellDetails } from './CellDetails.tsx';
import { StatusTag } from '../../shared/components/StatusTag.tsx';

function RowStatus({ row }: { row: FillRow }) {
  const status = groupStatus([...row.writes.values()].map((write) => write.status.id as TsStatus));
  return status ? <StatusTag status={status} /> : null;
}

/** A sick-leave or vacation row: approved, counted in the totals, never focusable or editable. */
function ShadowGridRow({ row, days }: { row: ShadowRow; days: DayColumn[] }) {
  const approved = TS_STATUS_LABELS[TS_STATUS.approved];
  return (
    <tr className="ts-grid__shadow" data-testid={`ts-shadow-row-${row.reason.id}`}>
      <th scope="row" className="ts-grid__project">
        <span className="ts-grid__project-name">
          {row.label}{' '}
          <Tooltip title={SHADOW_HINT}>
            <InfoCircleOutlined className="ts-grid__shadow-icon" aria-label={SHADOW_HINT} />
          </Tooltip>
        </span>
        <span className="ts-grid__project-parent">По статусу сотрудника</span>
      </th>
      {days.map((day) => {
        const minutes = row.byDate.get(day.date);
        return (
          <td
            key={day.date}
            className={`ts-cell ts-cell--shadow${minutes ? ` ts-status--${TS_STATUS.approved}` : ''}${day.off ? ' ts-day--off' : ''}`}
            title={minutes ? `${row.reason.name}: ${approved}, заполнено автоматически` : undefined}
          >
            {minutes ? formatHours(minutes) : ''}
          </td>
        );
      })}
      <td className="ts-grid__total">{formatHours(row.total)}</td>
      <td className="ts-grid__status">
        <StatusTag status={TS_STATUS.approved}>{approved}</StatusTag>
      </td>
    </tr>
  );
}

interface FillGridProps {
  rows: FillRow[];
  /** Sick-leave and vacation days filled by the system, shown under the projects. */
  shadowRows?: ShadowRow[];
  days: DayColumn[];
  drafts: Drafts;
  errors: Record<string, string[]>;
  onDraftChange: (key: string, draft: CellDraft) => void;
  onSave: () => void;
  onOpenHistory: (write: TsWrite) => void;
}

function cellTitle(write: TsWrite | undefined, errors: string[] | undefined): string | undefined {
  const parts: string[] = [];
  if (errors?.length) parts.push(errors.join(' '));
  if (write) parts.push(TS_STATUS_LABELS[write.status.id as TsStatus]);
  if (write?.reject_comment) parts.push(`Причина отклонения: ${write.reject_comment}`);
  if (write?.comment) parts.push(`Комментарий: ${write.comment}`);
  return parts.length ? parts.join('\n') : undefined;
}

/**
 * The fill grid: projects by days. Arrow keys move between cells, typing replaces the hours, Enter saves.
 * A plain table (not antd Table) so that every cell is one focusable input.
 */
export function FillGrid({
  rows,
  shadowRows = [],
  days,
  drafts,
  errors,
  onDraftChange,
  onSave,
  onOpenHistory,
}: FillGridProps) {
  const tableRef = useRef<HTMLTableElement>(null);
  const totals = withShadowTotals(dayTotals(rows, drafts), shadowRows);
  const dates = days.map((day) => day.date);
  const periodTotal = dates.reduce((sum, date) => sum + (totals.get(date) ?? 0), 0);
  const periodNorm = days.reduce((sum, day) => sum + day.normMinutes, 0);

  function focusCell(row: number, col: number) {
    const input = tableRef.current?.querySelector<HTMLInputElement>(
      `input[data-row="${row}"][data-col="${col}"]`,
    );
    if (!input) return;
    input.focus();
    input.select();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>, row: number, col: number) {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      focusCell(row + move[0], col + move[1]);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onSave();
    } else if (event.key === 'Escape') {
      const key = cellKey(rows[row]!.project.id, days[col]!.date);
      if (drafts[key]?.text !== undefined) onDraftChange(key, { ...drafts[key], text: undefined });
    }
  }

  return (
    <div className="ts-grid" role="region" aria-label="Табель: проекты по дням">
      <table ref={tableRef} className="ts-grid__table">
        <thead>
          <tr>
            <th scope="col" className="ts-grid__project">
              Проект
            </th>
            {days.map((day) => (
              <th
                key={day.date}
                scope="col"
                className={`ts-grid__day${day.off ? ' ts-day--off' : ''}${day.short ? ' ts-day--short' : ''}`}
                title={day.short ? 'Сокращенный день (7 ч)' : day.off ? 'Выходной' : undefined}
              >
                <span className="ts-grid__weekday">{day.weekday}</span>
                <span>{day.label}</span>
                {day.short ? <span className="ts-grid__short">7 ч</span> : null}
              </th>
            ))}
            <th scope="col" className="ts-grid__total">
              Итого
            </th>
            <th scope="col" className="ts-grid__status">
              Статус
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={row.project.id} data-testid={`ts-row-${row.project.id}`}>
              <th scope="row" className="ts-grid__project" title={row.project.name}>
                <span className="ts-grid__project-name">{row.project.name}</span>
                {row.project.parentName ? (
                  <span className="ts-grid__project-parent">{row.project.parentName}</span>
                ) : null}
              </th>
              {days.map((day, colIndex) => {
                const key = cellKey(row.project.id, day.date);
                const write = row.writes.get(day.date);
                const draft = drafts[key];
                const locked = isLocked(write);
                const text = draft?.text ?? minutesToInput(write?.time);
                const comment = draft?.comment ?? write?.comment ?? '';
                const cellErrors = errors[key];
                const dirty = draft !== undefined && !locked;
                const classes = [
                  'ts-cell',
                  write ? `ts-status--${write.status.id}` : '',
                  day.off ? 'ts-day--off' : '',
                  dirty ? 'ts-cell--dirty' : '',
                  cellErrors?.length ? 'ts-cell--error' : '',
                ];
                return (
                  <td key={day.date} className={classes.join(' ')} title={cellTitle(write, cellErrors)}>
                    <input
                      className="ts-cell__input"
                      inputMode="decimal"
                      autoComplete="off"
                      aria-label={`${row.project.name}, ${formatDate(day.date)}`}
                      aria-invalid={cellErrors?.length ? true : undefined}
                      data-row={rowIndex}
                      data-col={colIndex}
                      value={text}
                      readOnly={locked}
                      onFocus={(event) => event.target.select()}
                      onChange={(event) => onDraftChange(key, { ...draft, text: event.target.value })}
                      onKeyDown={(event) => handleKeyDown(event, rowIndex, colIndex)}
                    />
                    <Popover
                      trigger="click"
                      placement="bottom"
                      destroyOnHidden
                      content={
                        <CellDetails
                          projectName={row.project.name}
                          date={day.date}
                          write={write}
                          comment={comment}
                          onCommentChange={(value) => onDraftChange(key, { ...draft, comment: value })}
                          onOpenHistory={onOpenHistory}
                        />
                      }
                    >
                      <button
                        type="button"
                        className={`ts-cell__more${comment || write?.reject_comment ? ' ts-cell__more--filled' : ''}`}
                        tabIndex={-1}
                        aria-label={`Комментарий и история: ${row.project.name}, ${formatDate(day.date)}`}
                      >
                        {comment || write?.reject_comment ? <MessageOutlined /> : <MoreOutlined />}
                      </button>
                    </Popover>
                  </td>
                );
              })}
              <td className="ts-grid__total">{formatHours(rowTotal(row, dates, drafts))}</td>
              <td className="ts-grid__status">
                <RowStatus row={row} />
              </td>
            </tr>
          ))}
          {shadowRows.map((row) => (
            <ShadowGridRow key={row.key} row={row} days={days} />
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="ts-grid__project">
              Итого за день
            </th>
            {days.map((day) => {
              const total = totals.get(day.date) ?? 0;
              const state = total < day.normMinutes ? 'under' : total > day.normMinutes ? 'over' : 'ok';
              return (
                <td
                  key={day.date}
                  className={`ts-grid__day-total ts-total--${state}${day.off ? ' ts-day--off' : ''}`}
                  data-testid={`ts-day-total-${day.date}`}
                >
                  {formatHours(total)}
                  <span className="ts-grid__norm">из {formatHours(day.normMinutes)}</span>
                </td>
              );
            })}
            <td
              className={`ts-grid__total ts-total--${periodTotal < periodNorm ? 'under' : 'ok'}`}
              data-testid="ts-period-total"
            >
              {formatHours(periodTotal)}
              <span className="ts-grid__norm">из {formatHours(periodNorm)}</span>
            </td>
            <td className="ts-grid__status" />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
