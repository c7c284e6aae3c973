// The contracts' Russian texts for schemas without a message of their own: the forms show them. The web
// bundle does not install them with the contracts' index (vite.config.ts), so the validation does.
import '@intranet/contracts/zod-messages';
import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import type { z } from 'zod';
import type { FieldErrors } from '../api/api-error.ts';

/**
 * An antd Form rule that checks one field with the shared contract schema, so the form shows the
 * same messages the server would send (antd forms check with the shared zod rules).
 */
export function zodFieldRule(schema: z.ZodType, emptyValue: unknown = ''): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      // An untouched antd field is undefined; the contracts describe empty text as ''.
      const result = await schema.safeParseAsync(value === undefined || value === null ? emptyValue : value);
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'Неверное значение');
    },
  };
}

/** Field errors of a whole object schema, keyed like the server's `errors`. */
export function validateWithSchema<T>(
  schema: z.ZodType<T>,
  values: unknown,
): { ok: true; data: T } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '_';
    (errors[field] ??= []).push(issue.message);
  }
  return { ok: false, errors };
}

/**
 * Shows a 400 `errors` map next to the fields. Returns the messages of fields the form does not have
 * (and `_`), for a summary above the form.
 */
export function applyFieldErrors(form: FormInstance, errors: FieldErrors): string[] {
  const known = new Set(Object.keys(form.getFieldsValue(true) as Record<string, unknown>));
  const rest: string[] = [];
  const fields: { name: string; errors: string[] }[] = [];
  for (const [field, messages] of Object.entries(errors)) {
    // The server names array fields like `attachments.0`; the form knows `attachments`.
    const name = field.split('.')[0]!.replace(/\[\]$/, '');
    if (known.has(name)) fields.push({ name, errors: messages });
    else rest.push(...messages);
  }
  form.setFields(fields);
  return rest;
}
