import type { RoleName } from '../roles.ts';

/** `everyone` means any signed-in user. */
export const EVERYONE = 'everyone' as const;

/** Who opens a screen, a tab or an action: a list of roles, or every signed-in user. */
export type Audience = readonly RoleName[] | typeof EVERYONE;

/** One module's part of the access table: key -> audience. */
export type AccessTable = Readonly<Record<string, Audience>>;
