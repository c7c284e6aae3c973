import type { Education, EduFacility } from '@intranet/contracts';
import { REGISTERED } from '../requests/requests.fixtures.ts';

/** Test records shaped as the server answers them (packages/contracts/src/education/education.ts). */

export function education(values: Partial<Education> = {}): Education {
  return {
    id: 11,
    title: 'Курс: Kubernetes',
    type_id: 'course',
    type_name: 'Курс',
    bp_type_id: 3,
    status: REGISTERED,
    author: { id: 1, full_name: 'Иванов Иван' },
    course: 'Kubernetes',
    edu_facility: { id: 2, name: 'Otus' },
    price: 42000,
    period_date: { date_start: '2026-04-01', date_end: '2026-04-05' },
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    ...values,
  };
}

export function facility(values: Partial<EduFacility> = {}): EduFacility {
  return {
    id: 2,
    name: 'Otus',
    legal_name: null,
    address: 'Онлайн',
    client_name: 'Игорь Петров',
    email: 'b2b@otus.example',
    phone: null,
    info: null,
    updated_at: '2026-03-01T10:00:00.000Z',
    ...values,
  };
}

export const WHICH_TYPE = {
  education_types: [
    { id: 'course', name: 'Курс' },
    { id: 'conference', name: 'Конференция' },
  ],
  bp_types: [{ id: 3, name: 'Внешнее обучение' }],
};

export function envelope<T>(rows: T[]) {
  return {
    data: rows,
    links: { first: null, last: null, prev: null, next: null },
    meta: { current_page: 1, last_page: 1, per_page: 20, total: rows.length },
  };
}
