import { Typography } from 'antd';
import { formatHours } from '@intranet/contracts';
import { formatDate } from '../../../../ui/date-format.ts';
import type { TsNotBusyPreview } from '@intranet/contracts';
import type { Period } from '../../shared/timesheet-period.ts';

interface SendConfirmContentProps {
  period: Period;
  preview: TsNotBusyPreview;
  notBusyName: string;
}

/** The body of the send confirmation: the period and what goes to the practice's «не занят» project. */
export function SendConfirmContent({ period, preview, notBusyName }: SendConfirmContentProps) {
  const total = preview.days.reduce((sum, day) => sum + day.time, 0);
  return (
    <div className="ts-send-confirm" data-testid="ts-send-confirm">
      <p>
        Записи со статусом «Новый» и «Отклонен» за период {formatDate(period.start)} —{' '}
        {formatDate(period.end)} уйдут на согласование.
      </p>
      {preview.days.length === 0 ? (
        <Typography.Text type="secondary">
          Все рабочие дни заполнены: на «{notBusyName}» ничего не спишется.
        </Typography.Text>
      ) : (
        <>
          <p>
            Недостающие до нормы часы ({formatHours(total)} ч) будут списаны на проект «{notBusyName}»:
          </p>
          <ul className="ts-send-confirm__days">
            {preview.days.map((day) => (
              <li key={day.date}>
                {formatDate(day.date)} — {formatHours(day.time)} ч
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
