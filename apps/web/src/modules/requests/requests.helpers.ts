import type { BpFormData, BpFormField } from '@intranet/contracts';
import type { FormInstance } from 'antd';
import type { FieldErrors } from '../../api/api-error.ts';
import { dayjs } from '../../ui/dayjs-setup.ts';
import { formatDate, toWireDate } from '../../ui/date-format.ts';

/** What the antd form holds for a form field: text, a number, or a day picked in the DatePicker. */
export type FormFieldValue = string | number | dayjs.Dayjs | null | undefined;

/** The form's values as the wire's `data`: trimmed text, numbers, `yyyy-MM-dd` days; empty fields are null. */
export function toRequestData(
  fields: readonly BpFormField[],
  values: Record<string, FormFieldValue> | undefined,
): BpFormData {
  const data: BpFormData = {};
  for (const field of fields) {
    const value = values?.[field.key];
    if (value === undefined || value === null || value === '') data[field.key] = null;
    else if (field.type === 'date') data[field.key] = toWireDate(value) || null;
    else if (field.type === 'number') data[field.key] = typeof value === 'number' ? value : Number(value);
    else data[field.key] = String(value).trim() || null;
  }
  return data;
}

/** A request's `data` as the form's initial values (days become the DatePicker's dayjs). */
export function toFormValues(
  fields: readonly BpFormField[],
  data: BpFormData,
): Record<string, FormFieldValue> {
  const values: Record<string, FormFieldValue> = {};
  for (const field of fields) {
    const value = data[field.key];
    values[field.key] =
      field.type === 'date' && typeof value === 'string' ? dayjs(value, 'YYYY-MM-DD') : (value ?? undefined);
  }
  return values;
}

const numbers = new Intl.NumberFormat('ru-RU');

/** A field's value on the record page: days dd.MM.yyyy, numbers grouped the Russian way, «—» when empty. */
export function fieldValueText(field: Pick<BpFormField, 'type'>, value: BpFormData[string] | undefined) {
  if (value === undefined || value === null || value === '') return '—';
  if (field.type === 'date' && typeof value === 'string') return formatDate(value) || value;
  if (typeof value === 'number') return numbers.format(value);
  return String(value);
}

/**
 * Shows a 400 `errors` map on the request form: `title` on its field, `data.<key>` on the form field of that
 * key. Returns the messages no field of the form shows (a summary above it).
 */
export function applyRequestErrors(
  form: FormInstance,
  fields: readonly BpFormField[],
  errors: FieldErrors,
  formFields: readonly string[] = ['title'],
): string[] {
  const keys = new Set(fields.map((field) => field.key));
  const rest: string[] = [];
  const shown: { name: (string | number)[]; errors: string[] }[] = [];
  for (const [name, messages] of Object.entries(errors)) {
    const [head, key] = name.split('.');
    if (head === 'data' && key && keys.has(key)) shown.push({ name: ['data', key], errors: messages });
    else if (formFields.includes(name)) shown.push({ name: [name], errors: messages });
    else rest.push(...messages);
  }
  form.setFields(shown);
  return rest;
}
