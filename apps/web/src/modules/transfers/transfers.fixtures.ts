import type { Transfer, TransferFields } from '@intranet/contracts';

/** Test data of the transfers pages. */
export const REGISTERED = {
  id: 1,
  code: 'registered',
  name: 'Зарегистрирована',
  is_terminal: false,
  color: 'blue',
};

export const FIELDS: TransferFields = {
  transfer_types: [
    { code: 'company', label: 'Перевод в другую компанию группы' },
    { code: 'department', label: 'Перевод в другое подразделение' },
  ],
  companies: [{ id: 3, name: 'Лига Цифровых Решений' }],
  offices: [{ id: 50, name: 'Офис Самара', region_id: 40 }],
  regions: [{ id: 40, name: 'Поволжье' }],
  departments: [{ id: 20, name: 'Практика Java', level: 2 }],
  users: [],
};

export function transfer(values: Partial<Transfer> = {}): Transfer {
  return {
    id: 15,
    type: 'company',
    title: 'Перевод в другую компанию группы: Орлова Анна Викторовна',
    status: REGISTERED,
    author: { id: 2, full_name: 'Кадрова Ирина Петровна' },
    date_of_admission: '2026-04-01',
    created_at: '2026-03-04T09:00:00.000Z',
    approver: null,
    comment: null,
    applied_at: null,
    updated_at: '2026-03-04T09:00:00.000Z',
    users: [
      {
        id: 1,
        user: { id: 9, full_name: 'Орлова Анна Викторовна' },
        company: { id: 3, name: 'Лига Цифровых Решений' },
        manager: { id: 4, full_name: 'Смирнов Олег Иванович' },
        office: { id: 50, name: 'Офис Самара' },
        region: { id: 40, name: 'Поволжье' },
        department: { id: 20, name: 'Практика Java' },
        work_position: 'Ведущий разработчик',
        document: null,
      },
    ],
    assignees: [],
    abilities: {},
    actions: [],
    can_edit: true,
    ...values,
  };
}
