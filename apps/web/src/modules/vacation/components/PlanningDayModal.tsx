import { Alert, Button, Descriptions, Modal, Radio, Space } from 'antd';
import {
  cancelRefusal,
  isVacationLocked,
  VACATION_TEXTS,
  type BlockedPeriod,
  type Vacation,
  type VacationTypeId,
} from '@intranet/contracts';
import { useState } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { formatDate } from '../../../ui/date-format.ts';
import { countRu } from '../../../ui/plural.ts';
import { useDeleteVacations } from '../vacation.api.ts';
import { DAY_FORMS } from './PlanningPlanModal.tsx';

interface PlanningDayModalProps {
  day: Vacation;
  /** The live days of its block, in date order. */
  block: Vacation[];
  minDate: string;
  /** Periods whose days stay as they are (empty for vacation-system admins). */
  blocked: readonly BlockedPeriod[];
  /** Ordinary users cannot cancel study, unpaid or moved indivisible vacations. */
  ordinaryUser: boolean;
  onClose: () => void;
  onDeleted: (message: string) => void;
  onTransfer: (days: Vacation[]) => void;
}

type Scope = 'day' | 'block';

/** A planned day: delete it or its whole block, or move them to other dates. */
export function PlanningDayModal({
  day,
  block,
  minDate,
  blocked,
  ordinaryUser,
  onClose,
  onDeleted,
  onTransfer,
}: PlanningDayModalProps) {
  const wholeBlock = block.length > 1;
  const [scope, setScope] = useState<Scope>(wholeBlock ? 'block' : 'day');
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteVacations();
  const days = scope === 'block' && wholeBlock ? block : [day];
  const locked = days.some((item) => isVacationLocked(item.date, minDate));
  const refusal = cancelRefusal({ type: day.type.id as VacationTypeId, moved: day.moved }, ordinaryUser);
  const inBlocked = days.some((item) =>
    blocked.some((period) => period.date_start <= item.date && period.date_end >= item.date),
  );
  const blocker = locked ? VACATION_TEXTS.locked : inBlocked ? VACATION_TEXTS.blockedPeriod : refusal;
  const first = block[0] ?? day;
  const last = block[block.length - 1] ?? day;

  async function handleDelete() {
    setError(null);
    try {
      await remove.mutateAsync(days.map((item) => item.id));
      onDeleted(
        days.length === 1
          ? `Удален день отпуска ${formatDate(day.date)}`
          : `Удален отпуск ${formatDate(days[0]!.date)} — ${formatDate(days[days.length - 1]!.date)}`,
      );
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Не удалось удалить отпуск');
    }
  }

  return (
    <Modal
      open
      title={`Отпуск ${formatDate(day.date)}`}
      onCancel={onClose}
      destroyOnHidden
      className="vac-plan-modal"
      footer={
        <Space wrap className="vac-plan-modal__footer">
          <Button onClick={onClose}>Закрыть</Button>
          <Button disabled={Boolean(blocker)} onClick={() => onTransfer(days)}>
            Перенести
          </Button>
          <Button
            danger
            type="primary"
            disabled={Boolean(blocker)}
            loading={remove.isPending}
            onClick={() => void handleDelete()}
          >
            Удалить
          </Button>
        </Space>
      }
    >
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'type', label: 'Тип', children: day.type.name },
          { key: 'status', label: 'Статус', children: day.status.name },
          {
            key: 'period',
            label: 'Отпуск',
            children: `${formatDate(first.date)} — ${formatDate(last.date)}, ${countRu(block.length, DAY_FORMS)}`,
          },
          ...(day.comment ? [{ key: 'comment', label: 'Комментарий', children: day.comment }] : []),
          ...(day.status_comment
            ? [{ key: 'status_comment', label: 'Комментарий руководителя', children: day.status_comment }]
            : []),
        ]}
      />
      {wholeBlock ? (
        <Radio.Group
          className="vac-plan-modal__scope"
          value={scope}
          onChange={(event) => setScope(event.target.value as Scope)}
          aria-label="Что удалить или перенести"
          options={[
            { value: 'day', label: `Только этот день (${formatDate(day.date)})` },
            {
              value: 'block',
              label: `Весь отпуск: ${formatDate(first.date)} — ${formatDate(last.date)} (${countRu(block.length, DAY_FORMS)})`,
            },
          ]}
        />
      ) : null}
      {blocker ? <Alert type="warning" showIcon title={blocker} className="vac-plan-modal__error" /> : null}
      {error ? (
        <Alert type="error" showIcon title={error} role="alert" className="vac-plan-modal__error" />
      ) : null}
    </Modal>
  );
}
