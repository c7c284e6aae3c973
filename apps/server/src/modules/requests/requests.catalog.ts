import { asc, eq } from 'drizzle-orm';
import type {
  BpStatus,
  BpTransition,
  BpType,
  BpTypeWithRoutes,
  WorkflowAction,
  WorkflowTable,
} from '@intranet/contracts';
import type { Database, Db } from '../../platform/db/database.ts';
import { notify } from '../../platform/db/sql.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { BP_TEXTS } from '@intranet/contracts';
import { bpStatuses, bpTransitions, bpTypes } from './requests.schema.ts';

/** A process as the engine applies it: its rows and the transition table built from them. */
export interface Process {
  type: BpType;
  transitions: BpTransition[];
  /** WorkflowTable of platform/workflow: statuses by id, actions by code (`from → to` per start). */
  table: WorkflowTable<number, string>;
}

export interface Catalog {
  statuses: Map<number, BpStatus>;
  byCode: Map<string, BpStatus>;
  processes: Map<number, Process>;
}

/**
 * The table of one process: every status by id (for the refusal texts) and, per action code, the statuses it
 * starts from and where it leads from each. Several parties may share a step (a manager or a role); a step
 * has one target, the first row's by position.
 */
export function processTable(
  statuses: ReadonlyMap<number, BpStatus>,
  transitions: readonly BpTransition[],
): WorkflowTable<number, string> {
  const actions: Record<string, WorkflowAction<number> & { to: Record<number, number> }> = {};
  for (const transition of [...transitions].sort((a, b) => a.position - b.position || a.id - b.id)) {
    const action = (actions[transition.code] ??= { label: transition.label, from: [], to: {} });
    if (action.to[transition.from_status_id] !== undefined) continue;
    (action.from as number[]).push(transition.from_status_id);
    action.to[transition.from_status_id] = transition.to_status_id;
  }
  const names = Object.fromEntries([...statuses].map(([id, status]) => [id, status.name]));
  return { statuses: names, actions };
}

/** The NOTIFY channel on which a process tells the others that a definition changed. */
const CATALOG_CHANNEL = 'bp_catalog_changes';

/**
 * The processes of the database, read once per process and kept: definitions change by migration, and the
 * one admin write (a status's name) calls `changed`, which forgets here at once and elsewhere by NOTIFY.
 */
export class CatalogCache {
  private loading: Promise<Catalog> | undefined;
  private listening: Promise<unknown> | undefined;

  constructor(
    private readonly db: Db,
    private readonly database?: Database,
  ) {}

  async get(): Promise<Catalog> {
    const forget = () => (this.loading = undefined);
    if (this.database) await (this.listening ??= this.database.listen(CATALOG_CHANNEL, forget, forget));
    const loading = (this.loading ??= this.load());
    // A failed read is not kept: the next call tries again.
    loading.catch(() => this.loading === loading && (this.loading = undefined));
    return loading;
  }

  /** Call in the transaction of a change: other processes hear it at commit. */
  async changed(): Promise<void> {
    this.loading = undefined;
    await notify(this.db, CATALOG_CHANNEL, ['changed']);
  }

  async process(typeId: number): Promise<Process> {
    const process = (await this.get()).processes.get(typeId);
    if (!process) throw notFound(BP_TEXTS.typeNotFound);
    return process;
  }

  async typesWithRoutes(): Promise<BpTypeWithRoutes[]> {
    const catalog = await this.get();
    return [...catalog.processes.values()].map(({ type, transitions }) => {
      const used = new Set([type.initial_status_id]);
      for (const t of transitions) used.add(t.from_status_id).add(t.to_status_id);
      return {
        ...type,
        statuses: [...used].map((id) => catalog.statuses.get(id)!),
        transitions,
      };
    });
  }

  private async load(): Promise<Catalog> {
    const statusRows = await this.db.select().from(bpStatuses).orderBy(asc(bpStatuses.id));
    const typeRows = await this.db.select().from(bpTypes).orderBy(asc(bpTypes.id));
    const transitionRows = await this.db
      .select()
      .from(bpTransitions)
      .orderBy(asc(bpTransitions.typeId), asc(bpTransitions.position), asc(bpTransitions.id));
    const statuses = new Map(statusRows.map((row) => [row.id, toStatus(row)]));
    const processes = new Map<number, Process>();
    for (const row of typeRows) {
      const transitions = transitionRows.filter((t) => t.typeId === row.id).map(toTransition);
      processes.set(row.id, {
        type: {
          id: row.id,
          kind: row.kind,
          code: row.code,
          name: row.name,
          initial_status_id: row.initialStatusId,
          is_active: row.isActive,
          form: row.form,
        },
        transitions,
        table: processTable(statuses, transitions),
      });
    }
    return { statuses, byCode: new Map(statusRows.map((row) => [row.code, toStatus(row)])), processes };
  }
}

export function toStatus(row: typeof bpStatuses.$inferSelect): BpStatus {
  return { id: row.id, code: row.code, name: row.name, is_terminal: row.isTerminal, color: row.color };
}

function toTransition(row: typeof bpTransitions.$inferSelect): BpTransition {
  return {
    id: row.id,
    from_status_id: row.fromStatusId,
    to_status_id: row.toStatusId,
    code: row.code,
    label: row.label,
    who: row.who,
    role: row.role,
    department_id: row.departmentId,
    comment_required: row.commentRequired,
    position: row.position,
  };
}

/** Reads a status row by id, for the admin's rename (404 when unknown). */
export async function findStatusRow(db: Db, id: number) {
  const [row] = await db.select().from(bpStatuses).where(eq(bpStatuses.id, id));
  return row;
}
