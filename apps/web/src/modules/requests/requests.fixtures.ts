import type { BpHistoryItem, BpRequestDetails, BpStatus, BpTypeWithRoutes } from '@intranet/contracts';

/** Test records shaped as the server answers them (packages/contracts/src/requests/requests.ts). */

export const REGISTERED: BpStatus = {
  id: 1,
  code: 'registered',
  name: 'Зарегистрирована',
  is_terminal: false,
  color: 'default',
};
export const APPROVAL: BpStatus = {
  id: 2,
  code: 'approval_manager',
  name: 'На согласовании у руководителя',
  is_terminal: false,
  color: 'processing',
};

export const EQUIPMENT: BpTypeWithRoutes = {
  id: 7,
  kind: 'custom',
  code: 'equipment',
  name: 'Заявка на оборудование',
  initial_status_id: 1,
  is_active: true,
  form: [
    { key: 'equipment', label: 'Оборудование', type: 'text', required: true },
    { key: 'copies', label: 'Количество', type: 'number', required: false },
    { key: 'needed_by', label: 'Нужно к дате', type: 'date', required: false },
  ],
  statuses: [REGISTERED, APPROVAL],
  transitions: [
    {
      id: 1,
      from_status_id: 1,
      to_status_id: 2,
      code: 'submit',
      label: 'Отправить на согласование',
      who: 'author',
      role: null,
      department_id: null,
      comment_required: false,
      position: 1,
    },
    {
      id: 2,
      from_status_id: 2,
      to_status_id: 3,
      code: 'complete',
      label: 'Оборудование выдано',
      who: 'responsible',
      role: null,
      department_id: null,
      comment_required: false,
      position: 1,
    },
  ],
};

export function request(overrides: Partial<BpRequestDetails> = {}): BpRequestDetails {
  return {
    id: 41,
    type_id: 7,
    kind: 'custom',
    type_name: 'Заявка на оборудование',
    status: APPROVAL,
    author: { id: 3, full_name: 'Иванов Иван' },
    responsible_user: null,
    assignees: [],
    title: 'Второй монитор',
    data: { equipment: 'Монитор 27"', copies: 1200, needed_by: '2026-03-10' },
    status_entered_at: '2026-03-02T07:05:00.000Z',
    created_at: '2026-03-01T07:00:00.000Z',
    updated_at: '2026-03-02T07:05:00.000Z',
    abilities: {},
    actions: [],
    can_edit: false,
    ...overrides,
  };
}

export const HISTORY: BpHistoryItem[] = [
  {
    id: 1,
    action: 'create',
    from_status: null,
    to_status: REGISTERED,
    actor: { id: 3, full_name: 'Иванов Иван' },
    impersonator: null,
    on_behalf_of: null,
    comment: null,
    changes: null,
    created_at: '2026-03-01T07:00:00.000Z',
  },
  {
    id: 2,
    action: 'submit',
    from_status: REGISTERED,
    to_status: APPROVAL,
    actor: { id: 8, full_name: 'Петрова Анна' },
    impersonator: null,
    on_behalf_of: { id: 5, full_name: 'Сидоров Пётр' },
    comment: 'Прошу ускорить',
    changes: null,
    created_at: '2026-03-02T07:05:00.000Z',
  },
];
