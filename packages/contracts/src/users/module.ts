import { defineContractsModule } from '../module.ts';

/** The people directory (docs/modules/users.md): people are found by the search. */
export const usersContract = defineContractsModule({
  name: 'users',
  searchable: { user: 'Сотрудники' },
});
