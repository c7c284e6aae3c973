import {
  CheckOutlined,
  CloseOutlined,
  DeleteOutlined,
  LockOutlined,
  RollbackOutlined,
  SendOutlined,
} from '@ant-design/icons';
import { Button, Tag, Tooltip } from 'antd';
import { TS_ACTION_LABELS, employeeRowButtons, type TsAction } from '@intranet/contracts';
import type { ReactNode } from 'react';
import { rowAbilities, type EmployeeRow } from '../approve-grid.ts';

const ACTION_ICONS: Record<TsAction, ReactNode> = {
  approve: <CheckOutlined />,
  unapprove: <RollbackOutlined />,
  send: <SendOutlined />,
  reject: <CloseOutlined />,
  delete: <DeleteOutlined />,
};
const ROW_ACTIONS: TsAction[] = ['approve', 'unapprove', 'send', 'reject', 'delete'];
const CHARGE_CODE_HINT =
  'Сотрудник РФ с кодом затрат: согласует обладатель разрешения «Согласование сотрудников РФ с кодами затрат»';

/** «Коды затрат»: the row is of a Russian-country employee with a charge code; a lock when it is locked. */
export function ChargeCodeTag({ locked }: { locked: boolean }) {
  return (
    <Tooltip title={CHARGE_CODE_HINT}>
      <Tag icon={locked ? <LockOutlined /> : undefined} className="ts-approve__charge" tabIndex={0}>
        Коды затрат<span className="visually-hidden">. {CHARGE_CODE_HINT}</span>
      </Tag>
    </Tooltip>
  );
}

interface RowButtonsProps {
  row: EmployeeRow;
  /** What the buttons' labels name after the action: the person, or the project in the employee view. */
  subject: string;
  busy: boolean;
  onAction: (action: TsAction, rows: EmployeeRow[]) => void;
}

/**
 * The buttons of one employee row (employeeRowButtons in contracts rules/timesheet.ts), enabled by the
 * abilities the server sent.
 */
export function RowButtons({ row, subject, busy, onAction }: RowButtonsProps) {
  if (!row.status) return null;
  const buttons = employeeRowButtons(row.status, rowAbilities(row));
  return (
    <div className="ts-approve__buttons">
      {ROW_ACTIONS.filter((action) => buttons[action].shown).map((action) => (
        <Tooltip key={action} title={TS_ACTION_LABELS[action]}>
          <Button
            size="small"
            icon={ACTION_ICONS[action]}
            danger={action === 'reject' || action === 'delete'}
            type={action === 'approve' ? 'primary' : 'default'}
            disabled={buttons[action].disabled || busy}
            aria-label={`${TS_ACTION_LABELS[action]}: ${subject}`}
            onClick={() => onAction(action, [row])}
          />
        </Tooltip>
      ))}
    </div>
  );
}
