import type { FormInstance } from 'antd';
import type { Dayjs } from 'dayjs';
import type { Transfer, TransferBody, TransferType } from '@intranet/contracts';
import type { FieldErrors } from '../../api/api-error.ts';
import { toWireDate } from '../../ui/date-format.ts';
import dayjs from 'dayjs';
import type { PersonOption } from '../../ui/people-search.ts';

/** One person's row of the form: pickers hold `{ value, label }`, the document its stored file. */
export interface TransferPersonValues {
  user?: PersonOption | null;
  company_id?: number;
  manager?: PersonOption | null;
  region_id?: number | null;
  office_id?: number | null;
  department_id?: number;
  work_position?: string;
  document?: { id: number; name: string } | null;
}

export interface TransferFormValues {
  type?: TransferType;
  date_of_admission?: Dayjs | null;
  approver?: PersonOption | null;
  comment?: string;
  users: TransferPersonValues[];
}

export const emptyPerson = (): TransferPersonValues => ({ user: null, manager: null, document: null });

/** The wire body of the form (what is missing is left out: the server names it on its field). */
export function transferBody(values: TransferFormValues): TransferBody {
  return {
    type: values.type!,
    date_of_admission: values.date_of_admission ? toWireDate(values.date_of_admission) : '',
    approver_id: values.approver?.value ?? null,
    comment: values.comment?.trim() || null,
    users: values.users.map((person) => ({
      user_id: person.user?.value as number,
      company_id: person.company_id as number,
      manager_id: person.manager?.value as number,
      region_id: person.region_id ?? null,
      office_id: person.office_id ?? null,
      department_id: person.department_id as number,
      work_position: person.work_position ?? '',
      document_file_id: person.document?.id ?? null,
    })),
  };
}

const option = (person: { id: number; full_name: string } | null) =>
  person ? { value: person.id, label: person.full_name } : null;

/** The form's values of a saved transfer (the edit page). */
export function transferFormValues(transfer: Transfer): TransferFormValues {
  return {
    type: transfer.type,
    date_of_admission: transfer.date_of_admission ? dayjs(transfer.date_of_admission) : null,
    approver: option(transfer.approver),
    comment: transfer.comment ?? '',
    users: transfer.users.map((person) => ({
      user: option(person.user),
      company_id: person.company?.id,
      manager: option(person.manager),
      region_id: person.region?.id ?? null,
      office_id: person.office?.id ?? null,
      department_id: person.department?.id,
      work_position: person.work_position ?? '',
      document: person.document ? { id: person.document.id, name: person.document.name } : null,
    })),
  };
}

/** The form's field of a server error key: `users.0.company_id` is a person's company. */
const FIELD_OF: Record<string, string> = {
  user_id: 'user',
  manager_id: 'manager',
  document_file_id: 'document',
};
const TOP_OF: Record<string, string> = { approver_id: 'approver' };

/**
 * Shows a 400 `errors` map next to the fields, a person's own ones on their row. Returns the messages of
 * fields the form does not have, for the summary above it.
 */
export function applyTransferErrors(form: FormInstance<TransferFormValues>, errors: FieldErrors): string[] {
  const fields: { name: (string | number)[]; errors: string[] }[] = [];
  const rest: string[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    const parts = key.split('.');
    if (parts[0] === 'users' && parts.length === 3) {
      fields.push({ name: ['users', Number(parts[1]), FIELD_OF[parts[2]!] ?? parts[2]!], errors: messages });
    } else if (['type', 'date_of_admission', 'approver_id', 'comment'].includes(key)) {
      fields.push({ name: [TOP_OF[key] ?? key], errors: messages });
    } else rest.push(...messages);
  }
  form.setFields(fields as Parameters<typeof form.setFields>[0]);
  return rest;
}
