import { TS_STATUS_LABELS, type TsStatus } from '@intranet/contracts';

const STATUSES = [1, 2, 3, 4] as const satisfies readonly TsStatus[];

/** The colours of the cell statuses, and of weekend and short days. */
export function StatusLegend({ withDays = false }: { withDays?: boolean }) {
  return (
    <ul className="ts-legend" aria-label="Обозначения">
      {STATUSES.map((status) => (
        <li key={status}>
          <span className={`ts-legend__swatch ts-status--${status}`} aria-hidden="true" />
          {TS_STATUS_LABELS[status]}
        </li>
      ))}
      {withDays ? (
        <>
          <li>
            <span className="ts-legend__swatch ts-day--off" aria-hidden="true" />
            Выходной или праздник
          </li>
          <li>
            <span className="ts-legend__swatch ts-day--short" aria-hidden="true" />
            Сокращенный день
          </li>
        </>
      ) : null}
    </ul>
  );
}
