import { VACATION_TEXTS, VACATION_TYPE_LABELS } from '@intranet/contracts';

const TYPES = Object.entries(VACATION_TYPE_LABELS).map(([id, label]) => ({ id, label }));

/** What the colours and marks of the planning calendar mean. */
export function PlanningLegend() {
  return (
    <div className="vac-plan-legend">
      <ul aria-label="Типы отпуска">
        {TYPES.map((type) => (
          <li key={type.id}>
            <span className={`vac-plan-swatch vac-plan-day--type-${type.id} vac-plan-day--status-2`} />
            {type.label}
          </li>
        ))}
      </ul>
      <ul aria-label="Статусы отпуска">
        <li>
          <span className="vac-plan-swatch vac-plan-day--type-1 vac-plan-day--status-2" />
          Согласован
        </li>
        <li>
          <span className="vac-plan-swatch vac-plan-day--type-1 vac-plan-day--status-1" />
          Ожидает согласования
        </li>
        <li>
          <span className="vac-plan-swatch vac-plan-day--type-1 vac-plan-day--status-3" />
          Отклонен
        </li>
        <li>
          <span className="vac-plan-swatch vac-plan-day--deleted" />
          Перенесен или удален
        </li>
      </ul>
      <ul aria-label="Дни календаря">
        <li>
          <span className="vac-plan-swatch vac-plan-day--holiday" />
          Праздничный день
        </li>
        <li>
          <span className="vac-plan-swatch vac-plan-day--moved_holiday" />
          Перенесенный выходной
        </li>
        <li>
          <span className="vac-plan-swatch vac-plan-day--working_weekend" />
          {VACATION_TEXTS.workingWeekend}
        </li>
        <li>
          <span className="vac-plan-swatch vac-plan-day--weekend" />
          Выходной
        </li>
        <li>
          <span className="vac-plan-swatch vac-plan-day--blocked" />
          {VACATION_TEXTS.blockedPeriod}
        </li>
        <li>
          <span className="vac-plan-swatch vac-plan-day--locked vac-plan-day--workday" />
          Изменения недоступны
        </li>
        <li>
          <span className="vac-plan-swatch vac-plan-day--year-start vac-plan-day--workday" />
          {VACATION_TEXTS.workYearStart}
        </li>
        <li>
          <span className="vac-plan-swatch vac-plan-day--tail vac-plan-day--workday" />
          После рабочего года
        </li>
      </ul>
    </div>
  );
}
