import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  addDays,
  BP_HISTORY_KIND,
  BP_TEXTS,
  bpFormErrors,
  finalStatusEditRefusal,
  kindPageRefusal,
  statusRefusal,
  WORKFLOW_STALE_MESSAGE,
  type BpCreateBody,
  type BpEditBody,
  type BpHistoryItem,
  type BpKind,
  type BpRequestDetails,
  type BpStatus,
  type BpTransitionBody,
} from '@intranet/contracts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import { badRequest, conflict, fieldError, forbidden, notFound } from '../../platform/http/app-error.ts';
import type { PageRequest } from '../../platform/http/pagination.ts';
import { abilitiesOf, applyWorkflow } from '../../platform/workflow/workflow.ts';
import { readWorkflowHistory, recordWorkflowHistory } from '../../platform/workflow/workflow-history.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { fullName } from '../users/users.service.ts';
import { users } from '../users/users.schema.ts';
import type { WorkCalendarService } from '../work-calendar/work-calendar.service.ts';
import { refreshAssignees } from './requests.assignees.ts';
import { CatalogCache, findStatusRow, toStatus, type Catalog, type Process } from './requests.catalog.ts';
import { decide, editRequest, mayView } from './requests.policy.ts';
import { assigneesOf, findRequests, inboxOf, mineOf, overdueList } from './requests.queries.ts';
import { actorRelations, type ActorRelations } from './requests.relations.ts';
import { bpRequests, bpStatuses } from './requests.schema.ts';
import {
  asRecord,
  lockRequests,
  requestsWorkflow,
  type RequestRecord,
  type StatusEntryHook,
} from './requests.workflow.ts';

/** What an edit changed, field by field, as the history keeps it. */
export type FieldChanges = Record<string, { before: unknown; after: unknown }>;

/** What a kind's edit rule sees: the request, its process's first status, and the engine's own answer. */
export interface EditContext {
  request: RequestRecord;
  initialStatusId: number;
  terminal: boolean;
  admin: boolean;
  /** The actor handles this kind on the desk (ActorRelations.deskTypeIds). */
  desk: boolean;
  /** The engine's rule (the author in the first status, an administrator). */
  byEngine: boolean;
  relations: ActorRelations;
}

/** The production calendar the overdue list counts working days by (docs/decisions.md, "Requests"). */
const OVERDUE_CALENDAR_COUNTRY = 1;

/**
 * The request engine (docs/modules/requests.md): requests of every process, moved through platform/workflow's
 * applyWorkflow by the transitions of their type.
 */
export class RequestsService {
  readonly catalog: CatalogCache;
  /**
   * Run in the transaction of every status entry, creation included, after the history and the assignees:
   * the hook point of notifications and reminders.
   */
  readonly onStatusEntry: StatusEntryHook[] = [];

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly settings: SettingsService,
    private readonly workCalendar: WorkCalendarService,
    database?: Database,
  ) {
    this.catalog = new CatalogCache(db, database);
  }

  async statuses(): Promise<BpStatus[]> {
    return [...(await this.catalog.get()).statuses.values()];
  }

  types() {
    return this.catalog.typesWithRoutes();
  }

  async customTypes() {
    const catalog = await this.catalog.get();
    return [...catalog.processes.values()]
      .map((process) => process.type)
      .filter((type) => type.kind === 'custom' && type.is_active);
  }

  /** PATCH /bp_statuses/{id}: an administrator renames a status; every process's table forgets the old name. */
  async renameStatus(actor: AuthUser, id: number, name: string): Promise<BpStatus> {
    return this.db.transaction(async () => {
      const before = await findStatusRow(this.db, id);
      if (!before) throw notFound(BP_TEXTS.statusNotFound);
      const [row] = await this.db.update(bpStatuses).set({ name }).where(eq(bpStatuses.id, id)).returning();
      await recordAudit(this.db, {
        actor,
        action: 'bp_status.rename',
        targetType: 'bp_status',
        targetId: id,
        details: { before: before.name, after: name },
      });
      await this.catalog.changed();
      return toStatus(row!);
    });
  }

  /**
   * POST /bps: a request of a custom process. The other kinds have their modules and tables (transfers,
   * education, cards…): a 400 on `type_id` sends the author to the kind's page.
   */
  async create(actor: AuthUser, body: BpCreateBody): Promise<BpRequestDetails> {
    const process = (await this.catalog.get()).processes.get(body.type_id);
    if (process && process.type.kind !== 'custom')
      throw fieldError('type_id', kindPageRefusal(process.type.kind));
    const id = await this.createOwn(actor, body, 'custom');
    return this.one(actor, id);
  }

  /**
   * A new request, for the module of its kind: `kind` (when given) must be the type's; `writeOwn` writes the
   * kind's own rows, keyed by the new request's id, in the same transaction before the history, the assignees
   * and the status-entry hooks, so a refusal in it leaves nothing. Returns the request's id.
   */
  async createOwn(
    actor: AuthUser,
    body: BpCreateBody,
    kind?: BpKind,
    writeOwn?: (requestId: number) => Promise<void>,
  ): Promise<number> {
    const catalog = await this.catalog.get();
    const process = catalog.processes.get(body.type_id);
    if (!process) throw fieldError('type_id', BP_TEXTS.typeNotFound);
    if (kind && process.type.kind !== kind) throw fieldError('type_id', BP_TEXTS.wrongKind);
    if (!process.type.is_active) throw fieldError('type_id', BP_TEXTS.inactiveType);
    this.checkForm(process, body.data);
    return this.db.transaction(async () => {
      if (body.responsible_user_id) await this.assertUser(body.responsible_user_id);
      const [row] = await this.db
        .insert(bpRequests)
        .values({
          typeId: process.type.id,
          statusId: process.type.initial_status_id,
          authorId: actor.id,
          responsibleUserId: body.responsible_user_id ?? null,
          title: body.title,
          data: body.data,
          statusEnteredAt: this.clock.now(),
        })
        .returning();
      if (writeOwn) await writeOwn(row!.id);
      await recordWorkflowHistory(this.db, BP_HISTORY_KIND, [
        {
          recordId: row!.id,
          fromStatus: null,
          toStatus: catalog.statuses.get(row!.statusId)!.code,
          action: 'create',
          actor,
        },
      ]);
      await refreshAssignees(this.db, catalog, [row!], this.clock.today());
      for (const hook of this.onStatusEntry)
        await hook({ requestIds: [row!.id], actor, action: 'create', comment: null });
      return row!.id;
    });
  }

  /** GET /bps/{id}: the request with the actions the viewer may take now (404 for one they may not see). */
  async one(actor: AuthUser, id: number): Promise<BpRequestDetails> {
    const catalog = await this.catalog.get();
    const row = await this.findLive(id);
    const process = catalog.processes.get(row.typeId)!;
    const relations = await actorRelations(this.db, catalog, actor, [row], this.clock.today());
    if (!mayView(actor, row, relations, process.transitions)) throw notFound(BP_TEXTS.notFound);
    const [request] = await findRequests(this.db, catalog, [id]);
    const abilities = this.abilities(actor, row, process, relations);
    const actions = process.transitions
      .filter((t) => t.from_status_id === row.statusId && abilities[t.code])
      .filter((t, index, all) => all.findIndex((other) => other.code === t.code) === index)
      .map((t) => ({
        code: t.code,
        label: t.label,
        to_status_id: t.to_status_id,
        comment_required: t.comment_required,
      }));
    return {
      ...request!,
      assignees: await assigneesOf(this.db, id, this.clock.today()),
      abilities,
      actions,
      can_edit: editRequest.allows(actor, this.editSubject(row, process, catalog, relations)),
    };
  }

  /** POST /bps/{id}/transitions/{code}. */
  async transition(actor: AuthUser, id: number, code: string, body: BpTransitionBody) {
    const catalog = await this.catalog.get();
    const row = await this.findLive(id);
    const process = catalog.processes.get(row.typeId)!;
    if (!process.table.actions[code]) throw notFound(BP_TEXTS.actionNotFound);
    await applyWorkflow(this.workflowOf(process, catalog), [id], code, actor, {
      input: { comment: body.comment || null },
      seen: body.updated_at ? new Map([[id, body.updated_at]]) : undefined,
    });
    return this.one(actor, id);
  }

  /**
   * GET /bps/{id}/add-status/{status}: the transition of the request's type from its current status to that
   * status which the actor may take (409 when the type has none from here, 403 when none is the actor's).
   */
  async addStatus(actor: AuthUser, id: number, statusId: number, query: BpTransitionBody) {
    const catalog = await this.catalog.get();
    const target = catalog.statuses.get(statusId);
    if (!target) throw notFound(BP_TEXTS.statusNotFound);
    const row = await this.findLive(id);
    // The version the caller saw has moved on (another approver was first): 409, not the new status's rules.
    if (query.updated_at && Date.parse(query.updated_at) !== row.updatedAt.getTime())
      throw conflict(WORKFLOW_STALE_MESSAGE);
    const process = catalog.processes.get(row.typeId)!;
    const relations = await actorRelations(this.db, catalog, actor, [row], this.clock.today());
    const candidates = process.transitions.filter(
      (t) => t.from_status_id === row.statusId && t.to_status_id === statusId,
    );
    const chosen = candidates.find((t) => decide(actor, row, t.code, process.transitions, relations).allowed);
    if (!chosen) {
      if (!mayView(actor, row, relations, process.transitions)) throw forbidden(BP_TEXTS.transitionDenied);
      if (candidates.length === 0)
        throw conflict(statusRefusal(target.name, catalog.statuses.get(row.statusId)!.name));
      throw forbidden(BP_TEXTS.transitionDenied);
    }
    // The engine checks it all again under the row lock: the status may have moved since this read.
    return this.transition(actor, id, chosen.code, query);
  }

  /** PUT /bps/{id}: title and form fields, with the changes in the history. */
  async edit(actor: AuthUser, id: number, body: BpEditBody): Promise<BpRequestDetails> {
    await this.editOwn(actor, id, body.updated_at, async (row, process) => {
      this.checkForm(process, body.data);
      const changes: FieldChanges = {};
      if (row.title !== body.title) changes.title = { before: row.title, after: body.title };
      for (const key of new Set([...Object.keys(row.data), ...Object.keys(body.data)])) {
        const before = row.data[key] ?? null;
        const after = body.data[key] ?? null;
        if (before !== after) changes[`data.${key}`] = { before, after };
      }
      if (Object.keys(changes).length > 0)
        await this.db
          .update(bpRequests)
          .set({ title: body.title, data: body.data })
          .where(eq(bpRequests.id, id));
      return changes;
    });
    return this.one(actor, id);
  }

  /**
   * An edit of a request, for the engine's form and the modules of each kind: under the row lock, 404 for one
   * the actor may not see, 409 in a final status, 403 unless `may` allows (by default the engine's rule:
   * the author in the first status, an administrator), 409 for a stale `updatedAt`. `write` writes the fields
   * and returns what changed; a change bumps the version and lands in the history with before and after.
   */
  async editOwn(
    actor: AuthUser,
    id: number,
    updatedAt: string,
    write: (row: RequestRecord, process: Process) => Promise<FieldChanges>,
    may?: (context: EditContext) => boolean,
  ): Promise<void> {
    const catalog = await this.catalog.get();
    await this.db.transaction(async () => {
      const [row] = await lockRequests(this.db, [id]);
      if (!row) throw notFound(BP_TEXTS.notFound);
      const process = catalog.processes.get(row.typeId)!;
      const relations = await actorRelations(this.db, catalog, actor, [row], this.clock.today());
      if (!mayView(actor, row, relations, process.transitions)) throw notFound(BP_TEXTS.notFound);
      const status = catalog.statuses.get(row.statusId)!;
      if (status.is_terminal) throw conflict(finalStatusEditRefusal(status.name));
      const subject = this.editSubject(row, process, catalog, relations);
      if (may) {
        if (!may({ ...subject, byEngine: editRequest.allows(actor, subject), relations }))
          throw forbidden(BP_TEXTS.editDenied);
      } else authorize(actor, editRequest, subject);
      if (Date.parse(updatedAt) !== row.updatedAt.getTime()) throw conflict(WORKFLOW_STALE_MESSAGE);
      const changes = await write(row, process);
      if (Object.keys(changes).length === 0) return;
      await this.db
        .update(bpRequests)
        .set({ updatedAt: sql`now()` })
        .where(eq(bpRequests.id, id));
      await recordWorkflowHistory(this.db, BP_HISTORY_KIND, [
        { recordId: id, fromStatus: status.code, toStatus: status.code, action: 'edit', actor, changes },
      ]);
    });
  }

  /** GET /bps/{id}/history: every step, oldest first. */
  async history(actor: AuthUser, id: number): Promise<BpHistoryItem[]> {
    const catalog = await this.catalog.get();
    const row = await this.findLive(id);
    const process = catalog.processes.get(row.typeId)!;
    const relations = await actorRelations(this.db, catalog, actor, [row], this.clock.today());
    if (!mayView(actor, row, relations, process.transitions)) throw notFound(BP_TEXTS.notFound);
    const entries = await readWorkflowHistory(this.db, BP_HISTORY_KIND, [id]);
    const people = new Map<number, { id: number; full_name: string }>();
    const ids = [
      ...new Set(
        entries.flatMap((e) => [e.actorId, e.impersonatorId, e.onBehalfOfId]).filter((v) => v !== null),
      ),
    ];
    if (ids.length) {
      const rows = await this.db
        .select({ id: users.id, lastName: users.lastName, name: users.name, patronymic: users.patronymic })
        .from(users)
        .where(
          sql`${users.id} in (${sql.join(
            ids.map((value) => sql`${value}`),
            sql`, `,
          )})`,
        );
      for (const person of rows) people.set(person.id, { id: person.id, full_name: fullName(person) });
    }
    const person = (personId: number | null) => (personId === null ? null : (people.get(personId) ?? null));
    const status = (code: string | null) => (code === null ? null : (catalog.byCode.get(code) ?? null));
    return entries.map((entry) => ({
      id: entry.id,
      action: entry.action,
      from_status: status(entry.fromStatus),
      to_status: status(entry.toStatus),
      actor: person(entry.actorId),
      impersonator: person(entry.impersonatorId),
      on_behalf_of: person(entry.onBehalfOfId),
      comment: entry.comment,
      changes: entry.changes,
      created_at: entry.createdAt.toISOString(),
    }));
  }

  async inbox(actor: AuthUser, page: PageRequest) {
    return inboxOf(this.db, await this.catalog.get(), actor.id, this.clock.today(), page);
  }

  async mine(actor: AuthUser, page: PageRequest) {
    return mineOf(this.db, await this.catalog.get(), actor.id, page);
  }

  /** GET /bps/overdue: the requests the overdue rule (overdueRule) holds overdue today. */
  async overdue(page: PageRequest) {
    const rule = await this.overdueRule();
    return overdueList(this.db, await this.catalog.get(), rule.enteredBefore, page);
  }

  /**
   * The overdue rule, one for the admins' list and the reminders: requests waiting in one open status longer
   * than the setting's working days of the production calendar. A request that entered its status on day E
   * has waited the working days after E up to today; it is overdue once they exceed N, that is when it
   * entered before the (N+1)-th working day counted back from today. `workingToday`: whether today is a
   * working day of that calendar (reminders go out only then).
   */
  async overdueRule(): Promise<{ today: string; workingToday: boolean; enteredBefore: Date }> {
    const days = Number(await this.settings.value('requests_overdue_working_days'));
    const today = this.clock.today();
    const calendar = await this.workCalendar.weekends(OVERDUE_CALENDAR_COUNTRY, {
      start: addDays(today, -(days * 3 + 40)),
      end: today,
    });
    const working = calendar
      .filter((day) => !day.is_weekend)
      .map((day) => day.date)
      .reverse();
    const boundary = working[days] ?? calendar[0]!.date;
    return {
      today,
      workingToday: working[0] === today,
      enteredBefore: new Date(`${boundary}T00:00:00`),
    };
  }

  /** For the reminder job (requests.reminders.ts): recompute whom requests wait on (vacations change). */
  async refreshAssignees(ids: readonly number[]): Promise<void> {
    const catalog = await this.catalog.get();
    await this.db.transaction(async () => {
      const rows = await lockRequests(this.db, ids);
      await refreshAssignees(this.db, catalog, rows, this.clock.today());
    });
  }

  private workflowOf(process: Process, catalog: Catalog) {
    return requestsWorkflow(
      {
        db: this.db,
        clock: this.clock,
        onStatusEntry: this.onStatusEntry,
      },
      process,
      catalog,
    );
  }

  /** Every action of the type: whether the viewer may take it now (the decision the engine applies). */
  private abilities(actor: AuthUser, row: RequestRecord, process: Process, relations: ActorRelations) {
    return abilitiesOf(
      {
        table: process.table,
        may: (who, record, action) => decide(who, record, action, process.transitions, relations).allowed,
      },
      actor,
      row,
      undefined,
    );
  }

  private editSubject(row: RequestRecord, process: Process, catalog: Catalog, relations: ActorRelations) {
    return {
      request: row,
      initialStatusId: process.type.initial_status_id,
      terminal: catalog.statuses.get(row.statusId)!.is_terminal,
      admin: relations.admin,
      desk: relations.deskTypeIds.has(row.typeId),
    };
  }

  private checkForm(process: Process, data: BpCreateBody['data']) {
    const errors = bpFormErrors(process.type.form, data);
    const first = Object.values(errors)[0]?.[0];
    if (first) throw badRequest(first, errors);
  }

  private async assertUser(id: number) {
    const [user] = await this.db.select({ id: users.id }).from(users).where(eq(users.id, id));
    if (!user) throw fieldError('responsible_user_id', 'Сотрудник не найден');
  }

  private async findLive(id: number): Promise<RequestRecord> {
    const [row] = await this.db
      .select()
      .from(bpRequests)
      .where(and(eq(bpRequests.id, id), isNull(bpRequests.deletedAt)));
    if (!row) throw notFound(BP_TEXTS.notFound);
    return asRecord(row);
  }
}
