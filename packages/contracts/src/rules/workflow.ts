/**
 * Workflows as data, tables of allowed transitions: statuses with their Russian labels and actions
 * `from statuses -> to status`, so a rule is read in one place instead of being spread over services. The
 * server's engine (platform/workflow) applies them; the web draws buttons from the abilities the server
 * computes with the same table.
 */
export interface WorkflowAction<Status extends number> {
  label: string;
  from: readonly Status[];
  /**
   * The status the action leads to: one for every start, a map per start status (deleting a vacation keeps
   * its variant: 1 → 11, 2 → 22), or null when the record leaves the workflow (a deleted write).
   */
  to: Status | Readonly<Partial<Record<Status, Status>>> | null;
}

export interface WorkflowTable<Status extends number, Action extends string> {
  statuses: Readonly<Record<Status, string>>;
  actions: Readonly<Record<Action, WorkflowAction<Status>>>;
}

export function defineWorkflowTable<Status extends number, Action extends string>(
  table: WorkflowTable<Status, Action>,
): WorkflowTable<Status, Action> {
  return table;
}

/** Where the action leads from this status: the next status, null (leaves the workflow) or undefined (not allowed). */
export function transitionTarget<Status extends number, Action extends string>(
  table: WorkflowTable<Status, Action>,
  action: Action,
  from: Status,
): Status | null | undefined {
  const step = table.actions[action];
  if (!step.from.includes(from)) return undefined;
  if (step.to === null || typeof step.to === 'number') return step.to;
  return (step.to as Partial<Record<Status, Status>>)[from];
}

export function canTakeAction<Status extends number, Action extends string>(
  table: WorkflowTable<Status, Action>,
  action: Action,
  from: Status,
): boolean {
  return transitionTarget(table, action, from) !== undefined;
}

/** What the table alone allows from a status: the abilities of a viewer whom every policy lets in. */
export function tableAbilities<Status extends number, Action extends string>(
  table: WorkflowTable<Status, Action>,
  from: Status,
): Record<Action, boolean> {
  return Object.fromEntries(
    (Object.keys(table.actions) as Action[]).map((action) => [action, canTakeAction(table, action, from)]),
  ) as Record<Action, boolean>;
}

/** The actions that may start from a status, in the table's order. */
export function actionsFrom<Status extends number, Action extends string>(
  table: WorkflowTable<Status, Action>,
  from: Status,
): Action[] {
  return (Object.keys(table.actions) as Action[]).filter((action) => canTakeAction(table, action, from));
}

/** The text of a refused transition: «Согласовать» недоступно для записи в статусе «Согласован». */
export function transitionRefusal<Status extends number, Action extends string>(
  table: WorkflowTable<Status, Action>,
  action: Action,
  from: Status,
): string {
  return `«${table.actions[action].label}» недоступно для записи в статусе «${table.statuses[from] ?? from}»`;
}

/** The one text of a lost race: the record changed after the screen loaded it. */
export const WORKFLOW_STALE_MESSAGE = 'Запись изменена другим пользователем, обновите страницу';
