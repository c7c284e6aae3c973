import { VACATION_STATUS_LABELS, VACATION_TYPE_LABELS } from '@intranet/contracts';
import { OVERALL_ORDER, overallLabel } from '../matching-grid.ts';

const TYPES = [1, 2, 3, 4, 5];
const STATUSES = [1, 2, 3];

/** What the dots and the cells mean: overall colours, vacation types (fill) and statuses (pattern). */
export function MatchingLegend() {
  return (
    <div className="vac-match__legend" role="group" aria-label="Обозначения">
      <ul className="vac-match__legend-group" aria-label="Общий статус сотрудника">
        {OVERALL_ORDER.map((overall) => (
          <li key={overall}>
            <span className={`vac-match__dot vac-match__dot--${overall}`} aria-hidden="true" />
            {overallLabel(overall)}
          </li>
        ))}
      </ul>
      <ul className="vac-match__legend-group" aria-label="Типы отпусков">
        {TYPES.map((type) => (
          <li key={type}>
            <span
              className={`vac-match__swatch vac-match__cell--t${type} vac-match__cell--s2`}
              aria-hidden="true"
            />
            {VACATION_TYPE_LABELS[type]}
          </li>
        ))}
      </ul>
      <ul className="vac-match__legend-group" aria-label="Статусы дней">
        {STATUSES.map((status) => (
          <li key={status}>
            <span
              className={`vac-match__swatch vac-match__cell--t1 vac-match__cell--s${status}`}
              aria-hidden="true"
            />
            {VACATION_STATUS_LABELS[status]}
          </li>
        ))}
      </ul>
    </div>
  );
}
