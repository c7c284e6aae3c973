import { describe, expect, it } from 'vitest';
import {
  TS_STATUS,
  employeeRowButtons,
  tsTableAbilities,
  type Customer,
  type TsApproveWrites,
  type TsStatus,
  type TsWrite,
} from '@intranet/contracts';
import {
  buildApproveGroups,
  buildApproveGroupsFromGrid,
  buildPersonRows,
  filterGroups,
  idsForAction,
  isLockedByChargeCodes,
  rowAbilities,
  rowsDayTotals,
  splitLockedRows,
} from './approve-grid.ts';

function project(id: number, name: string): Customer {
  return {
    id,
    name,
    parent: null,
    type: { id: 2 },
    entity_type: null,
    structure_id: null,
    date_end: null,
    selectable: true,
    display: true,
    utility_type: null,
    charge_codes: [],
    owners: [],
  };
}

let nextId = 1;
function write(
  customerId: number,
  userId: number,
  statusId: number,
  date = '2026-11-16',
  time = 480,
  chargeCoded = false,
): TsWrite {
  return {
    id: nextId++,
    date,
    time,
    customer: { id: customerId, name: customerId === 6 ? 'Платформа' : 'Биллинг связи' },
    user: { id: userId, full_name: userId === 1 ? 'Яковлев Ян' : 'Антонова Анна' },
    status: { id: statusId, name: '' },
    comment: null,
    reject_comment: null,
    checked: false,
    automatic: false,
    charge_coded: chargeCoded,
    created_at: '',
    created_by: null,
    updated_at: '',
    updated_by: null,
    // As the server answers an owner without the charge-code override: charge-coded time is not theirs to move.
    abilities: chargeCoded
      ? {
          ...tsTableAbilities(statusId as TsStatus),
          approve: false,
          reject: false,
          unapprove: false,
          delete: false,
        }
      : tsTableAbilities(statusId as TsStatus),
  };
}

describe('buildApproveGroups', () => {
  const writes = [
    write(7, 1, TS_STATUS.forApproving),
    write(7, 1, TS_STATUS.approved, '2026-11-17'),
    write(7, 2, TS_STATUS.rejected),
    write(7, 2, TS_STATUS.forApproving, '2026-11-17', 240),
    write(6, 1, TS_STATUS.approved),
  ];
  const groups = buildApproveGroups(
    [project(7, 'Биллинг связи'), project(6, 'Платформа'), project(9, 'Пусто')],
    writes,
  );

  it('groups writes by project and person, names sorted, with totals and group statuses', () => {
    expect(groups.map((group) => [group.project.id, group.rows.map((row) => row.user.full_name)])).toEqual([
      [7, ['Антонова Анна', 'Яковлев Ян']],
      [6, ['Яковлев Ян']],
      [9, []],
    ]);
    const [anna, yan] = groups[0]!.rows;
    expect(anna!.status).toBe(TS_STATUS.rejected);
    expect(anna!.total).toBe(720);
    expect(yan!.status).toBe(TS_STATUS.forApproving);
    expect(groups[1]!.status).toBe(TS_STATUS.approved);
    expect(groups[2]!.status).toBeNull();
  });

  it('applies an action only to the writes whose status allows it', () => {
    const [anna, yan] = groups[0]!.rows;
    expect(idsForAction('approve', [anna!, yan!])).toEqual([writes[3]!.id, writes[0]!.id]);
    expect(idsForAction('unapprove', [yan!])).toEqual([writes[1]!.id]);
    expect(idsForAction('send', [anna!])).toEqual([writes[2]!.id]);
    expect(idsForAction('delete', groups[1]!.rows)).toEqual([]);
  });

  it('filters rows by name and status, hiding emptied projects', () => {
    expect(filterGroups(groups, '', null)).toHaveLength(3);
    const waiting = filterGroups(groups, '', TS_STATUS.forApproving);
    expect(waiting.map((group) => group.rows.map((row) => row.user.full_name))).toEqual([['Яковлев Ян']]);
    expect(filterGroups(groups, 'анна', null).map((group) => group.project.id)).toEqual([7]);
  });

  it('recounts a filtered card’s header: the total and status of the rows it shows', () => {
    const [whole] = filterGroups(groups, '', null);
    const [waiting] = filterGroups(groups, '', TS_STATUS.forApproving);
    const [yan] = waiting!.rows;
    expect(whole!.status).toBe(TS_STATUS.rejected);
    expect(waiting!.status).toBe(TS_STATUS.forApproving);
    expect(waiting!.total).toBe(yan!.total);
    expect(waiting!.total).toBeLessThan(whole!.total);
  });
});

describe('charge-code lock', () => {
  const writes = [
    write(7, 1, TS_STATUS.forApproving),
    write(7, 2, TS_STATUS.forApproving, '2026-11-16', 480, true),
    write(7, 2, TS_STATUS.forApproving, '2026-11-17', 240),
  ];
  const [anna, yan] = buildApproveGroups([project(7, 'Биллинг связи')], writes)[0]!.rows;

  it('flags a row when any of its writes is charge-coded', () => {
    expect(anna!.chargeCoded).toBe(true);
    expect(yan!.chargeCoded).toBe(false);
  });

  it('locks the flagged rows unless the viewer may override, disabling every button', () => {
    expect(isLockedByChargeCodes(anna!, false)).toBe(true);
    expect(isLockedByChargeCodes(anna!, true)).toBe(false);
    expect(isLockedByChargeCodes(yan!, false)).toBe(false);
    const buttons = employeeRowButtons(anna!.status!, rowAbilities(anna!));
    // Anna's row mixes a locked charge-coded write and a free one: the row offers what the free one allows.
    expect(buttons.approve.disabled).toBe(false);
    expect(idsForAction('approve', [anna!])).toEqual([writes[2]!.id]);
  });

  it('lets bulk actions skip the locked rows', () => {
    const split = splitLockedRows([anna!, yan!], false);
    expect(split.actionable.map((row) => row.user.full_name)).toEqual(['Яковлев Ян']);
    expect(split.locked.map((row) => row.user.full_name)).toEqual(['Антонова Анна']);
    expect(idsForAction('approve', split.actionable)).toEqual([writes[0]!.id]);
    expect(splitLockedRows([anna!, yan!], true).locked).toEqual([]);
  });
});

describe('employee view', () => {
  const writes = [
    write(7, 1, TS_STATUS.new, '2026-11-16', 360),
    write(6, 1, TS_STATUS.approved, '2026-11-16', 120),
    write(7, 1, TS_STATUS.new, '2026-11-17', 480),
    write(7, 2, TS_STATUS.new, '2026-11-17', 480),
  ];

  it('makes one row per project of the person, by project name', () => {
    const rows = buildPersonRows(writes, 1);
    expect(rows.map((row) => [row.customerName, row.total, row.status])).toEqual([
      ['Биллинг связи', 840, TS_STATUS.new],
      ['Платформа', 120, TS_STATUS.approved],
    ]);
  });

  it('adds the rows up per day', () => {
    expect([...rowsDayTotals(buildPersonRows(writes, 1))]).toEqual([
      ['2026-11-16', 480],
      ['2026-11-17', 480],
    ]);
  });
});

describe('buildApproveGroupsFromGrid', () => {
  // The compact answer of GET /timesheet/approve_writes for 16 … 18 November: Anna on 7 (a rejected day and a
  // day waiting with a comment), Yan on 7 and 6.
  const approve = tsTableAbilities(TS_STATUS.forApproving);
  const grid: TsApproveWrites = {
    date_start: '2026-11-16',
    date_end: '2026-11-18',
    users: [
      { id: 1, full_name: 'Яковлев Ян', charge_coded: false },
      { id: 2, full_name: 'Антонова Анна', charge_coded: true },
    ],
    rows: [
      {
        customer_id: 7,
        user_id: 1,
        days: [0, 1],
        ids: [11, 12],
        time: [480, 480],
        status: [TS_STATUS.forApproving, TS_STATUS.approved],
        comments: {},
        abilities: {
          [TS_STATUS.forApproving]: approve,
          [TS_STATUS.approved]: tsTableAbilities(TS_STATUS.approved),
        },
      },
      {
        customer_id: 7,
        user_id: 2,
        days: [0, 1],
        ids: [21, 22],
        time: [480, 240],
        status: [TS_STATUS.rejected, TS_STATUS.forApproving],
        comments: { '1': 'Созвон' },
        abilities: {
          [TS_STATUS.rejected]: tsTableAbilities(TS_STATUS.rejected),
          [TS_STATUS.forApproving]: approve,
        },
      },
      {
        customer_id: 6,
        user_id: 1,
        days: [2],
        ids: [31],
        time: [60],
        status: [TS_STATUS.approved],
        comments: {},
        abilities: { [TS_STATUS.approved]: tsTableAbilities(TS_STATUS.approved) },
      },
    ],
  };
  const groups = buildApproveGroupsFromGrid(
    [project(7, 'Биллинг связи'), project(6, 'Платформа'), project(9, 'Пусто')],
    grid,
    ['2026-11-16', '2026-11-17', '2026-11-18'],
  );

  it('makes the same rows as the write-per-cell answer: by name, totals, statuses, the lock flag', () => {
    expect(groups.map((group) => [group.project.id, group.rows.map((row) => row.user.full_name)])).toEqual([
      [7, ['Антонова Анна', 'Яковлев Ян']],
      [6, ['Яковлев Ян']],
      [9, []],
    ]);
    const [anna, yan] = groups[0]!.rows;
    expect([anna!.key, anna!.customerName, anna!.total, anna!.status, anna!.chargeCoded]).toEqual([
      '7:2',
      'Биллинг связи',
      720,
      TS_STATUS.rejected,
      true,
    ]);
    expect(yan!.status).toBe(TS_STATUS.forApproving);
    expect(groups[1]!.rows[0]!.byDate.get('2026-11-18')!.map((cell) => cell.time)).toEqual([60]);
    expect(anna!.byDate.get('2026-11-17')![0]!.comment).toBe('Созвон');
    expect(anna!.byDate.has('2026-11-18')).toBe(false);
    expect(groups[1]!.status).toBe(TS_STATUS.approved);
    expect(groups[2]!.status).toBeNull();
  });

  it('gives each day the abilities of its status, so actions take only the writes they apply to', () => {
    const [anna, yan] = groups[0]!.rows;
    expect(idsForAction('approve', [anna!, yan!])).toEqual([22, 11]);
    expect(idsForAction('unapprove', [yan!])).toEqual([12]);
    expect(idsForAction('send', [anna!])).toEqual([21]);
    expect(rowAbilities(yan!).approve).toBe(true);
  });
});
