import { describe, expect, it } from 'vitest';
import { transitionRefusal, transitionTarget, type BpStatus, type BpTransition } from '@intranet/contracts';
import { processTable } from './requests.catalog.ts';

const status = (id: number, name: string): [number, BpStatus] => [
  id,
  { id, code: `s${id}`, name, is_terminal: false, color: 'default' },
];
const STATUSES = new Map([
  status(1, 'Зарегистрирована'),
  status(2, 'На согласовании'),
  status(3, 'Выполнена'),
]);
let id = 0;
const step = (
  from: number,
  to: number,
  code: string,
  who: BpTransition['who'],
  position = 1,
): BpTransition => ({
  id: ++id,
  from_status_id: from,
  to_status_id: to,
  code,
  label: code === 'approve' ? 'Согласовать' : 'Отправить',
  who,
  role: who === 'role' ? 'hr' : null,
  department_id: null,
  comment_required: false,
  position,
});

describe('processTable', () => {
  it('builds the table of a process from its rows: one target per action and start', () => {
    const table = processTable(STATUSES, [
      step(1, 2, 'submit', 'author'),
      step(2, 3, 'approve', 'manager'),
      // A second party of the same step: the table keeps one target.
      step(2, 3, 'approve', 'role', 2),
    ]);
    expect(transitionTarget(table, 'submit', 1)).toBe(2);
    expect(transitionTarget(table, 'approve', 2)).toBe(3);
    expect(transitionTarget(table, 'approve', 1)).toBeUndefined();
    expect(table.actions.approve!.from).toEqual([2]);
    expect(transitionRefusal(table, 'approve', 3)).toBe(
      '«Согласовать» недоступно для записи в статусе «Выполнена»',
    );
  });
});
