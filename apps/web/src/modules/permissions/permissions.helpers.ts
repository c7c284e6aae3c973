/** A role as the permissions screen names it. */
interface RoleName {
  name: string;
  label: string;
}

/**
 * «через роль Администратор TimeSheet» / «через роли Администратор, Администратор TimeSheet»: the roles a
 * person holds a permission through, by their labels (a role the list does not know keeps its code).
 */
export function viaRolesText(
  viaRoles: readonly string[] | undefined,
  roles: readonly RoleName[],
): string | null {
  if (!viaRoles || viaRoles.length === 0) return null;
  const labels = [...new Set(viaRoles)].map(
    (name) => roles.find((role) => role.name === name)?.label ?? name,
  );
  return `${labels.length === 1 ? 'через роль' : 'через роли'} ${labels.join(', ')}`;
}

/** The success message after a toggle. */
export function toggleMessage(granted: boolean, label: string, holder: 'role' | 'user'): string {
  const whom = holder === 'role' ? 'роли' : 'сотруднику';
  return granted ? `Право «${label}» выдано ${whom}` : `Право «${label}» отозвано`;
}
