import { Card } from 'antd';
import { VACATION_TEXTS, type VacationInfo } from '@intranet/contracts';
import { pluralRu } from '../../../ui/plural.ts';
import { DAY_FORMS } from './PlanningPlanModal.tsx';

type Balances = VacationInfo['balances'][string];

/** «Доступно для планирования:» with the days left in each calendar year shown. */
export function PlanningAvailable({
  balances,
  years,
}: {
  balances: VacationInfo['balances'];
  years: string[];
}) {
  const shown = years.filter((year) => balances[year]);
  if (shown.length === 0) return null;
  return (
    <div className="vac-plan-available" aria-live="polite">
      <span className="vac-plan-available__label">{VACATION_TEXTS.available}</span>
      {shown.map((year) => (
        <span key={year} className="vac-plan-available__year">
          {shown.length > 1 || years.length > 1 ? `${year} — ` : ''}
          <strong data-testid={`vac-plan-available-${year}`}>{balances[year]!.availables.all}</strong>{' '}
          {pluralRu(balances[year]!.availables.all, DAY_FORMS)}
        </span>
      ))}
    </div>
  );
}

function rows(balance: Balances) {
  const { planed, availables, accumulated } = balance;
  const extra = [
    accumulated.study !== undefined ? { key: 'study', label: 'Учебный', value: accumulated.study } : null,
    accumulated.unpaid !== undefined
      ? { key: 'unpaid', label: 'За свой счет', value: accumulated.unpaid }
      : null,
    accumulated.moved !== undefined ? { key: 'moved', label: 'Перенесено', value: accumulated.moved } : null,
  ].filter((item) => item !== null);
  return [
    {
      title: 'Запланировано',
      items: [
        { key: 'all', label: 'Всего', value: planed.all },
        { key: 'indivisible', label: 'Неделимый', value: planed.indivisible },
        { key: 'divisible', label: 'Делимый', value: planed.divisible },
        { key: 'separated', label: 'Отдельный', value: planed.separated },
      ],
    },
    {
      title: 'Доступно',
      items: [
        { key: 'all', label: 'Всего', value: availables.all },
        { key: 'indivisible', label: 'Неделимый', value: availables.indivisible },
        { key: 'divisible', label: 'Делимый', value: availables.divisible },
      ],
    },
    {
      title: 'Накоплено',
      items: [
        { key: 'all', label: 'Остаток прошлого года', value: accumulated.all },
        { key: 'indivisible', label: 'Неделимый', value: accumulated.indivisible },
        { key: 'divisible', label: 'Делимый', value: accumulated.divisible },
        ...extra,
      ],
    },
  ];
}

/** Planned, available and accumulated days per calendar year (study, unpaid, moved only for vacation admins). */
export function PlanningBalances({
  balances,
  years,
}: {
  balances: VacationInfo['balances'];
  years: string[];
}) {
  const shown = years.filter((year) => balances[year]);
  return (
    <div className="vac-plan-balances">
      {shown.map((year) => (
        <Card key={year} size="small" title={`Баланс ${year} года`} className="vac-plan-balances__card">
          <div className="vac-plan-balances__groups">
            {rows(balances[year]!).map((group) => (
              <section key={group.title} aria-label={`${group.title}, ${year}`}>
                <h3 className="vac-plan-balances__title">{group.title}</h3>
                <dl className="vac-plan-balances__list">
                  {group.items.map((item) => (
                    <div key={item.key}>
                      <dt>{item.label}</dt>
                      <dd>{item.value}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            ))}
          </div>
        </Card>
      ))}
    </div>
  );
}
