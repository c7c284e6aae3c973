import type { AnyPgColumn } from 'drizzle-orm/pg-core';

type NameColumn = 'id' | 'lastName' | 'name' | 'patronymic';

/**
 * The name columns of the users table or an alias of it (employee, manager, author…), for a select whose
 * rows the users module's `fullName` turns into a person's name.
 */
export function personColumns<T extends Record<NameColumn, AnyPgColumn>>(table: T): Pick<T, NameColumn> {
  return { id: table.id, lastName: table.lastName, name: table.name, patronymic: table.patronymic };
}
