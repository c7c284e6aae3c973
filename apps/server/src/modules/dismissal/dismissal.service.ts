import { and, asc, eq, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { BpRequestDetails } from '@intranet/contracts';
import {
  DISMISSAL_FILE_PURPOSE,
  DISMISSAL_PROCESS_CODE,
  DISMISSAL_STATUS,
  DISMISSAL_TEXTS,
  dismissalStatusOf,
  isLockedStatus,
  type Dismissal,
  type DismissalBody,
  type DismissalCheckList,
  type DismissalCreateFields,
  type DismissalEditBody,
  type DismissalListQuery,
  type DismissalResponsibilities,
  type DismissalStatusBody,
} from '@intranet/contracts/dismissal/dismissal';
import type { AuthUser } from '../../platform/auth/guard.ts';
import type { Platform, Services } from '../../platform/modules/server-module.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/http/app-error.ts';
import { files as fileRows } from '../files/files.schema.ts';
import { toFileInfo } from '../files/files.service.ts';
import { findRequests, visibleTo } from '../requests/requests.queries.ts';
import { bpRequestFiles, bpRequests } from '../requests/requests.schema.ts';
import type { FieldChanges } from '../requests/requests.service.ts';
import { createFields, responsibilities } from './dismissal.choices.ts';
import { CheckListsService, createCheckLists, doneNeedsDecisionsHook } from './dismissal.checklists.ts';
import { leaverFacts } from './dismissal.facts.ts';
import { searchPeople } from './dismissal.people.ts';
import { isDesk, mayEdit, mayView, visibleDirections, type DismissalParties } from './dismissal.policy.ts';
import {
  directionsOf,
  findCheckLists,
  findDismissalRow,
  listDismissals,
  placesOf,
  statusIdsOf,
  statusOf,
} from './dismissal.queries.ts';
import { dismissalWorkbook } from './dismissal.report.ts';
import { checkDismissalBody, valuesOf } from './dismissal.validation.ts';
import { bpDismissals, dismissalDirections } from './dismissal.schema.ts';

/** The people of an application, for the talk part of the module (poll, chat). */
export interface DismissalPeople extends DismissalParties {
  id: number;
  /** The service departments (bp_departments) of the checking directions. */
  departmentIds: number[];
}

/**
 * Dismissal applications and their checklists on the request engine (docs/modules/dismissal.md): a request
 * of the `dismissal` process with its own row (bp_dismissals), a checklist per checking direction made at
 * creation from the subject templates and the leaver's facts, and attachments in bp_request_files.
 */
export class DismissalService {
  private readonly checkLists: CheckListsService;

  constructor(
    readonly platform: Platform,
    readonly services: Services,
  ) {
    const { requests } = services;
    requests.onStatusEntry.push(doneNeedsDecisionsHook(platform.db));
    this.checkLists = new CheckListsService(
      platform.db,
      platform.clock,
      () => requests.catalog.get(),
      async (actor, id) => void (await this.parties(actor, id)),
    );
  }

  private get db() {
    return this.platform.db;
  }

  private get requests() {
    return this.services.requests;
  }

  async list(actor: AuthUser, query: DismissalListQuery) {
    const catalog = await this.requests.catalog.get();
    const hidden = statusIdsOf(catalog, [DISMISSAL_STATUS.rejected, DISMISSAL_STATUS.cancelled]);
    const seesAll = isDesk(actor) || (await directionsOf(this.db, actor.id)).size > 0;
    const visible = seesAll
      ? null
      : or(
          visibleTo(this.db, actor.id),
          eq(bpDismissals.employeeId, actor.id),
          eq(bpDismissals.managerId, actor.id),
          eq(bpDismissals.assistantId, actor.id),
        )!;
    const page = await listDismissals(this.db, catalog, visible, hidden, query);
    // The poll and the chat are the talk part's (dismissal.talk.service.ts).
    const talk = await this.services.dismissalTalk.talkSummaries(
      actor.id,
      page.data.map((row) => row.id),
    );
    for (const row of page.data) {
      row.has_poll = talk.get(row.id)?.has_poll ?? false;
      row.unread_messages_count = talk.get(row.id)?.unread ?? 0;
    }
    return page;
  }

  /** GET …/applications/{id}: 404 unless the actor sees it (the talk part relies on this). */
  async one(actor: AuthUser, id: number): Promise<Dismissal> {
    const { row, request, parties, directions } = await this.load(actor, id);
    const catalog = await this.requests.catalog.get();
    const shownDirections = visibleDirections(actor, parties, { directionIds: directions });
    const lists = (await findCheckLists(this.db, id))
      .filter((list) => shownDirections === 'all' || shownDirections.has(list.direction.id))
      .map((list): DismissalCheckList => ({
        ...list,
        can_edit: !isLockedStatus(parties.status) && directions.has(list.direction.id),
      }));
    const attached = await this.db
      .select({ file: fileRows })
      .from(bpRequestFiles)
      .innerJoin(fileRows, eq(fileRows.id, bpRequestFiles.fileId))
      .where(and(eq(bpRequestFiles.requestId, id), eq(bpRequestFiles.purpose, DISMISSAL_FILE_PURPOSE)))
      .orderBy(asc(bpRequestFiles.createdAt), asc(bpRequestFiles.fileId));
    const facts = await leaverFacts(
      this.db,
      this.services.vacationPlanner,
      row.employeeId,
      row.fireDate,
      this.platform.clock.today(),
    );
    const decided = lists.flatMap((list) => list.subjects);
    const status = statusOf(catalog, request.status.id);
    return {
      id,
      title: request.title,
      status: {
        ...status,
        children: ('actions' in request ? request.actions : []).map((action) => ({
          id: dismissalStatusOf(catalog.statuses.get(action.to_status_id)!.code),
          code: action.code,
          label: action.label,
          comment_required: action.comment_required,
        })),
      },
      employee: row.employee,
      manager: row.manager,
      assistant: row.assistant,
      author: request.author,
      default_legal_entity: row.company,
      secondary_legal_entities: row.secondary,
      practice: row.practice,
      block: row.block,
      additional_information: row.additionalInformation,
      vacation_compensation: row.vacationCompensation,
      reason_for_leaving: row.reasonForLeaving,
      distribution: row.distribution,
      feedback: row.feedback,
      document_status: row.documentStatus,
      document_sending_date: row.documentSendingDate,
      employment_record: row.employmentRecord as Dismissal['employment_record'],
      return_documents_from_regions: row.returnDocumentsFromRegions,
      comment: row.comment,
      fire_date: row.fireDate,
      details: row.details,
      created_at: request.created_at,
      updated_at: request.updated_at,
      files: attached.map(({ file }) => ({ ...toFileInfo(file), url: fileUrl(id, file.id) })),
      check_lists: lists,
      facts,
      progress: {
        decided: decided.filter((subject) => subject.check !== 1).length,
        total: decided.length,
      },
      has_poll: false,
      unread_messages_count: 0,
      can_edit: mayEdit(actor, parties),
    };
  }

  /** The people of an application for the talk part: 404 unless the actor sees it. */
  async people(actor: AuthUser, id: number): Promise<DismissalPeople> {
    const { parties } = await this.load(actor, id);
    const departments = await this.db
      .select({ id: dismissalDirections.departmentId })
      .from(dismissalDirections)
      .orderBy(asc(dismissalDirections.id));
    return { id, ...parties, departmentIds: departments.map((row) => row.id) };
  }

  async create(actor: AuthUser, body: DismissalBody): Promise<Dismissal> {
    const process = await this.process();
    const leaver = await checkDismissalBody(this.bodyCheck(), actor, body, null, []);
    const today = this.platform.clock.today();
    const id = await this.requests.createOwn(
      actor,
      {
        type_id: process.type.id,
        title: `Увольнение: ${leaver}`.slice(0, 200),
        data: {},
        responsible_user_id: body.manager_id,
      },
      'dismissal',
      async (requestId) => {
        const [active] = await this.db
          .select({ id: bpDismissals.requestId })
          .from(bpDismissals)
          .innerJoin(bpRequests, eq(bpRequests.id, bpDismissals.requestId))
          .where(
            and(
              eq(bpDismissals.employeeId, body.employee_id),
              isNull(bpRequests.deletedAt),
              notInArray(bpRequests.statusId, await this.closedStatusIds()),
              sql`${bpRequests.id} <> ${requestId}`,
            ),
          )
          .for('update');
        if (active) throw conflict(DISMISSAL_TEXTS.activeExists);
        // Practice and block default to the leaver's own (the levels above their department).
        const place = (await placesOf(this.db, [body.employee_id])).get(body.employee_id);
        await this.db.insert(bpDismissals).values({
          requestId,
          ...valuesOf(body),
          practiceId: body.practice_id ?? place?.practiceId ?? null,
          blockId: body.block_id ?? place?.blockId ?? null,
        });
        await this.attach(requestId, body.file_ids);
        const facts = await leaverFacts(
          this.db,
          this.services.vacationPlanner,
          body.employee_id,
          body.fire_date,
          today,
        );
        await createCheckLists(this.db, requestId, facts, actor.id);
      },
    );
    return this.one(actor, id);
  }

  /** PUT …/applications: the author or the desk while open; a done application is a 409. */
  async edit(actor: AuthUser, body: DismissalEditBody): Promise<Dismissal> {
    const { row, parties } = await this.load(actor, body.id);
    if (isLockedStatus(parties.status))
      throw conflict(
        parties.status === DISMISSAL_STATUS.done ? DISMISSAL_TEXTS.doneLocked : DISMISSAL_TEXTS.closedLocked,
      );
    const keptFiles = (
      await this.db
        .select({ id: bpRequestFiles.fileId })
        .from(bpRequestFiles)
        .where(and(eq(bpRequestFiles.requestId, body.id), eq(bpRequestFiles.purpose, DISMISSAL_FILE_PURPOSE)))
    ).map((file) => file.id);
    await checkDismissalBody(this.bodyCheck(), actor, body, row.fireDate, keptFiles);
    await this.requests.editOwn(
      actor,
      body.id,
      body.updated_at,
      async () => {
        const before = (
          await this.db.select().from(bpDismissals).where(eq(bpDismissals.requestId, body.id))
        )[0]!;
        const after = valuesOf(body);
        const changes: FieldChanges = {};
        for (const [key, value] of Object.entries(after)) {
          const was = before[key as keyof typeof before];
          if (JSON.stringify(was ?? null) !== JSON.stringify(value ?? null))
            changes[snake(key)] = { before: was ?? null, after: value ?? null };
        }
        const filesAfter = [...body.file_ids].sort((a, b) => a - b);
        const filesBefore = [...keptFiles].sort((a, b) => a - b);
        if (JSON.stringify(filesAfter) !== JSON.stringify(filesBefore)) {
          changes.file_ids = { before: filesBefore, after: filesAfter };
          await this.db
            .delete(bpRequestFiles)
            .where(
              and(eq(bpRequestFiles.requestId, body.id), eq(bpRequestFiles.purpose, DISMISSAL_FILE_PURPOSE)),
            );
          await this.attach(body.id, body.file_ids);
        }
        if (Object.keys(changes).length === 0) return changes;
        await this.db.update(bpDismissals).set(after).where(eq(bpDismissals.requestId, body.id));
        if (before.managerId !== after.managerId)
          await this.db
            .update(bpRequests)
            .set({ responsibleUserId: after.managerId })
            .where(eq(bpRequests.id, body.id));
        return changes;
      },
      () => mayEdit(actor, parties),
    );
    if (row.managerId !== body.manager_id) await this.requests.refreshAssignees([body.id]);
    return this.one(actor, body.id);
  }

  /**
   * POST …/applications/{id}/statuses: the button of the status the actor may press now (the engine moves
   * it, and refuses «done» while a subject waits: doneNeedsDecisionsHook).
   */
  async setStatus(actor: AuthUser, id: number, body: DismissalStatusBody): Promise<Dismissal> {
    const { request, parties } = await this.load(actor, id);
    const catalog = await this.requests.catalog.get();
    const actions = 'actions' in request ? request.actions : [];
    const chosen = actions.find(
      (action) => dismissalStatusOf(catalog.statuses.get(action.to_status_id)!.code) === body.status,
    );
    if (!chosen) {
      const process = catalog.processes.get(request.type_id)!;
      const offered = process.transitions.some(
        (t) =>
          t.from_status_id === request.status.id &&
          dismissalStatusOf(catalog.statuses.get(t.to_status_id)!.code) === body.status,
      );
      if (offered) throw forbidden(DISMISSAL_TEXTS.statusNotAllowed);
      if (isLockedStatus(parties.status) && parties.status === DISMISSAL_STATUS.done)
        throw conflict(DISMISSAL_TEXTS.doneLocked);
      throw conflict(DISMISSAL_TEXTS.statusNotAllowed);
    }
    if (chosen.comment_required && !body.comment)
      throw badRequest('Укажите комментарий', { comment: ['Укажите комментарий'] });
    await this.requests.transition(actor, id, chosen.code, {
      comment: body.comment ?? null,
      updated_at: body.updated_at,
    });
    return this.one(actor, id);
  }

  async updateSubject(actor: AuthUser, subjectId: number, check: number) {
    return this.checkLists.updateValue(actor, subjectId, check);
  }

  async updateCheckListComment(actor: AuthUser, checkListId: number, comment: string | null) {
    const requestId = await this.checkLists.updateComment(actor, checkListId, comment);
    const application = await this.one(actor, requestId);
    return application.check_lists.find((list) => list.id === checkListId)!;
  }

  /** GET …/create_fields (dismissal.choices.ts). */
  createFields(): Promise<DismissalCreateFields> {
    return createFields(this.db, this.services.workCalendar, this.platform.clock.today());
  }

  /** GET …/responsibilities (dismissal.choices.ts). */
  async responsibilities(actor: AuthUser): Promise<DismissalResponsibilities> {
    return responsibilities(this.db, await this.hiddenStatusIds(), actor);
  }

  searchEmployees(search: string) {
    return searchPeople(this.db, search, false);
  }

  searchApprovers(search: string) {
    return searchPeople(this.db, search, true);
  }

  async report(): Promise<Buffer> {
    return dismissalWorkbook(this.db, await this.requests.catalog.get());
  }

  /** GET …/applications/{id}/files/{file_id}: an attachment, to whoever sees the application. */
  async openFile(actor: AuthUser, id: number, fileId: number) {
    await this.load(actor, id);
    const [row] = await this.db
      .select({ file: fileRows })
      .from(bpRequestFiles)
      .innerJoin(fileRows, eq(fileRows.id, bpRequestFiles.fileId))
      .where(
        and(
          eq(bpRequestFiles.requestId, id),
          eq(bpRequestFiles.fileId, fileId),
          eq(bpRequestFiles.purpose, DISMISSAL_FILE_PURPOSE),
        ),
      );
    if (!row || !(await this.platform.storage.exists(row.file.storageKey))) throw notFound('Файл не найден');
    return { file: row.file, stream: this.platform.storage.get(row.file.storageKey) };
  }

  /** The application, its request as the actor may see it, and who the actor is to it (404 when hidden). */
  private async load(actor: AuthUser, id: number) {
    const row = await findDismissalRow(this.db, id);
    if (!row) throw notFound(DISMISSAL_TEXTS.notFound);
    const catalog = await this.requests.catalog.get();
    const directions = await directionsOf(this.db, actor.id);
    let request: BpRequestDetails | Awaited<ReturnType<typeof findRequests>>[number];
    try {
      request = await this.requests.one(actor, id);
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
      const [plain] = await findRequests(this.db, catalog, [id]);
      if (!plain) throw notFound(DISMISSAL_TEXTS.notFound);
      request = plain;
    }
    const parties: DismissalParties = {
      authorId: request.author.id,
      employeeId: row.employeeId,
      managerId: row.managerId,
      assistantId: row.assistantId,
      status: dismissalStatusOf(catalog.statuses.get(request.status.id)!.code),
    };
    if (!('actions' in request) && !mayView(actor, parties, { directionIds: directions }))
      throw notFound(DISMISSAL_TEXTS.notFound);
    return { row, request, parties, directions };
  }

  private async parties(actor: AuthUser, id: number) {
    return (await this.load(actor, id)).parties;
  }

  private async process() {
    const catalog = await this.requests.catalog.get();
    const process = [...catalog.processes.values()].find((p) => p.type.code === DISMISSAL_PROCESS_CODE);
    if (!process) throw new Error(`No process ${DISMISSAL_PROCESS_CODE}`);
    return process;
  }

  private async hiddenStatusIds() {
    return statusIdsOf(await this.requests.catalog.get(), [
      DISMISSAL_STATUS.rejected,
      DISMISSAL_STATUS.cancelled,
    ]);
  }

  /** Statuses of applications that are over: a leaver may get a new application then. */
  private async closedStatusIds() {
    return statusIdsOf(await this.requests.catalog.get(), [
      DISMISSAL_STATUS.rejected,
      DISMISSAL_STATUS.cancelled,
      DISMISSAL_STATUS.done,
    ]);
  }

  private bodyCheck() {
    return { db: this.db, services: this.services, today: this.platform.clock.today() };
  }

  private async attach(requestId: number, fileIds: number[]) {
    if (fileIds.length === 0) return;
    await this.db
      .insert(bpRequestFiles)
      .values(fileIds.map((fileId) => ({ requestId, fileId, purpose: DISMISSAL_FILE_PURPOSE })))
      .onConflictDoNothing();
  }
}

/** Where an attachment downloads (GET /employee_dismissal/applications/{id}/files/{file_id}). */
export function fileUrl(requestId: number, fileId: number): string {
  return `/api/employee_dismissal/applications/${requestId}/files/${fileId}`;
}

const snake = (key: string) => key.replace(/[A-Z]/g, (char) => `_${char.toLowerCase()}`);
