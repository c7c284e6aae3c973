import { z } from 'zod';
import { idSchema } from '../primitives.ts';

/** Fine-grained permissions; the names are ours (docs/modules/platform.md). */
export const PERMISSIONS = [
  { id: 1, name: 'timesheet.delete_writes', label: 'Удаление списанного времени и отпусков в TimeSheet' },
  { id: 2, name: 'timesheet.override_charge_codes', label: 'Согласование сотрудников РФ с кодами затрат' },
  { id: 3, name: 'vacation.toggle_next_year', label: 'Планирование отпусков на следующий год' },
] as const;
export type PermissionName = (typeof PERMISSIONS)[number]['name'];

/** Whether a person (their session, or GET /me) holds a permission, directly or through a role. */
export function hasPermission(holder: { permissions: readonly string[] }, name: PermissionName): boolean {
  return holder.permissions.includes(name);
}

export const permissionStateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  label: z.string(),
  /** Granted directly (user) or to the role (role screen). */
  granted: z.boolean(),
  /** User screen only: granted through one of the user's roles. */
  via_roles: z.array(z.string()).optional(),
});

export const permissionToggleBodySchema = z
  .object({
    permission_id: idSchema,
    user_id: idSchema.optional(),
    role_id: idSchema.optional(),
    granted: z.boolean(),
  })
  .refine((body) => (body.user_id === undefined) !== (body.role_id === undefined), {
    message: 'Укажите либо сотрудника, либо роль',
    path: ['user_id'],
  });
