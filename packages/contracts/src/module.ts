import type { AccessTable } from './access/audience.ts';

/**
 * What a module states once in the contracts, in `<module>/module.ts`: its access keys, the kinds of its
 * records people comment on and like, and the kinds it puts into the search index. The registry in
 * `modules.ts` lists every module once; the access table, the commentable types and the search kinds are
 * built from it.
 */
export interface ContractsModule {
  name: string;
  /** Screens, tabs and actions -> roles (`everyone`: any signed-in user). A key belongs to one module. */
  access?: AccessTable;
  /** Entity types of the module people comment on and like, through the shared mechanism of social. */
  commentable?: readonly string[];
  /** Kinds of the module's records in the search index, each with its group heading on the results page. */
  searchable?: Readonly<Record<string, string>>;
}

export function defineContractsModule<const M extends ContractsModule>(module: M): M {
  return module;
}
