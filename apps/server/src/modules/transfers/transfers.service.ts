import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  canAccess,
  TRANSFER_PROCESS_CODE,
  TRANSFER_SEARCH_LIMIT,
  TRANSFER_SEARCH_MIN_LENGTH,
  TRANSFER_TEXTS,
  TRANSFER_TYPE_LABELS,
  TRANSFER_TYPES,
  type BpHistoryItem,
  type BpTransitionBody,
  type Transfer,
  type TransferBody,
  type TransferEditBody,
  type TransferFields,
  type TransferListQuery,
  type TransferType,
} from '@intranet/contracts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import type { Db } from '../../platform/db/database.ts';
import { byName, escapeLike } from '../../platform/db/sql.ts';
import { badRequest, notFound } from '../../platform/http/app-error.ts';
import { files } from '../files/files.schema.ts';
import { companies, structures } from '../organisation/organisation.schema.ts';
import { visibleTo } from '../requests/requests.queries.ts';
import { bpRequests } from '../requests/requests.schema.ts';
import type { FieldChanges, RequestsService } from '../requests/requests.service.ts';
import { fullName } from '../users/users.service.ts';
import { users } from '../users/users.schema.ts';
import { isDesk } from './transfers.policy.ts';
import { findPeople, findTransferRow, findTransferUsers, listTransfers } from './transfers.queries.ts';
import { bpTransferUsers, bpTransfers } from './transfers.schema.ts';
import type { FileStorage } from '../../platform/files/storage.ts';

const OFFICE_LEVEL = 5;
const REGION_LEVEL = 4;
const DEPARTMENT_LEVELS = [1, 2];

/** The request's subject: the kind and whom it moves («…: Иванов Иван Иванович и ещё 2»). */
function titleOf(type: TransferType, names: string[]): string {
  const who = names.length > 1 ? `${names[0]} и ещё ${names.length - 1}` : (names[0] ?? '');
  return `${TRANSFER_TYPE_LABELS[type]}: ${who}`.slice(0, 200);
}

/** What the history keeps of the people of a transfer (ids, compared before and after an edit). */
function peopleSnapshot(rows: readonly TransferBody['users'][number][]) {
  return rows.map((row) => ({
    user_id: row.user_id,
    company_id: row.company_id,
    manager_id: row.manager_id,
    office_id: row.office_id ?? null,
    region_id: row.region_id ?? null,
    department_id: row.department_id,
    work_position: row.work_position || null,
    document_file_id: row.document_file_id ?? null,
  }));
}

/**
 * Перевод сотрудников (docs/modules/transfers.md): requests of the engine's `transfer_group` process with
 * their own rows (bp_transfers, bp_transfer_users). The engine decides status, actions and edits; the HR
 * desk (transfers.desk) sees every transfer and edits one until it is final.
 */
export class TransfersService {
  constructor(
    private readonly db: Db,
    private readonly requests: RequestsService,
    private readonly storage: FileStorage,
  ) {}

  async list(actor: AuthUser, query: TransferListQuery) {
    const catalog = await this.requests.catalog.get();
    const visible = isDesk(actor) ? null : visibleTo(this.db, actor.id);
    return listTransfers(this.db, catalog, visible, query, {
      addable: canAccess(actor.roles, 'transfers.create'),
    });
  }

  async create(actor: AuthUser, body: TransferBody): Promise<Transfer> {
    const process = await this.process();
    const names = await this.checkBody(actor, body, null);
    const id = await this.requests.createOwn(
      actor,
      { type_id: process.type.id, title: titleOf(body.type, names), data: {}, responsible_user_id: null },
      'transfer',
      async (requestId) => {
        await this.db.insert(bpTransfers).values({ requestId, ...this.transferValues(body) });
        await this.writeUsers(requestId, body);
      },
    );
    return this.one(actor, id);
  }

  /** GET /bp_transfers/{id}: the fields with the engine's status, assignees, abilities, actions and can_edit. */
  async one(actor: AuthUser, id: number): Promise<Transfer> {
    const transfer = await findTransferRow(this.db, id);
    if (!transfer) throw notFound(TRANSFER_TEXTS.notFound);
    const request = await this.requests.one(actor, id);
    return {
      id,
      type: transfer.transferType as TransferType,
      title: request.title,
      status: request.status,
      author: request.author,
      date_of_admission: transfer.dateOfAdmission,
      created_at: request.created_at,
      approver: transfer.approver,
      comment: transfer.comment,
      applied_at: transfer.appliedAt?.toISOString() ?? null,
      updated_at: request.updated_at,
      users: await findTransferUsers(this.db, id),
      assignees: request.assignees,
      abilities: request.abilities,
      actions: request.actions,
      can_edit: request.can_edit,
    };
  }

  /**
   * PUT /bp_transfers/{id}: the engine's edit (lock, 409 in a final status or for a stale version, 403 unless
   * the author in the first status or the desk) with every changed field in the history.
   */
  async edit(actor: AuthUser, id: number, body: TransferEditBody): Promise<Transfer> {
    if (!(await findTransferRow(this.db, id))) throw notFound(TRANSFER_TEXTS.notFound);
    await this.requests.editOwn(actor, id, body.updated_at, async (row) => {
      const before = (await findTransferRow(this.db, id))!;
      const beforeUsers = await this.db
        .select()
        .from(bpTransferUsers)
        .where(eq(bpTransferUsers.requestId, id))
        .orderBy(asc(bpTransferUsers.position), asc(bpTransferUsers.id));
      const names = await this.checkBody(
        actor,
        body,
        beforeUsers.map((user) => user.documentFileId).filter((file) => file !== null),
      );
      const changes: FieldChanges = {};
      const after = this.transferValues(body);
      const compare: [string, unknown, unknown][] = [
        ['type', before.transferType, after.transferType],
        ['approver_id', before.approverId, after.approverId],
        ['date_of_admission', before.dateOfAdmission, after.dateOfAdmission],
        ['comment', before.comment, after.comment],
      ];
      for (const [field, was, now] of compare) if (was !== now) changes[field] = { before: was, after: now };
      const usersBefore = peopleSnapshot(
        beforeUsers.map((user) => ({
          user_id: user.userId,
          company_id: user.companyId!,
          manager_id: user.managerId!,
          office_id: user.officeId,
          region_id: user.regionId,
          department_id: user.departmentId!,
          work_position: user.workPosition ?? '',
          document_file_id: user.documentFileId,
        })),
      );
      const usersAfter = peopleSnapshot(body.users);
      if (JSON.stringify(usersBefore) !== JSON.stringify(usersAfter))
        changes.users = { before: usersBefore, after: usersAfter };
      if (Object.keys(changes).length === 0) return changes;
      await this.db.update(bpTransfers).set(after).where(eq(bpTransfers.requestId, id));
      await this.db.delete(bpTransferUsers).where(eq(bpTransferUsers.requestId, id));
      await this.writeUsers(id, body);
      // The subject names the people: it follows them (the engine's own edit writes the title the same way).
      const title = titleOf(body.type, names);
      if (title !== row.title) {
        await this.db.update(bpRequests).set({ title }).where(eq(bpRequests.id, id));
        changes.title = { before: row.title, after: title };
      }
      return changes;
    });
    return this.one(actor, id);
  }

  async history(actor: AuthUser, id: number): Promise<BpHistoryItem[]> {
    if (!(await findTransferRow(this.db, id))) throw notFound(TRANSFER_TEXTS.notFound);
    return this.requests.history(actor, id);
  }

  /** GET /bp_transfers/{id}/add-status/{status}: the engine's call, answered with the transfer. */
  async addStatus(actor: AuthUser, id: number, statusId: number, query: BpTransitionBody) {
    if (!(await findTransferRow(this.db, id))) throw notFound(TRANSFER_TEXTS.notFound);
    await this.requests.addStatus(actor, id, statusId, query);
    return this.one(actor, id);
  }

  /** GET /bp_transfers-fields: the form's choices, and the people matching `search`. */
  async fields(query: { search?: string; ids?: string }): Promise<TransferFields> {
    const [companyRows, structureRows] = await Promise.all([
      this.db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .orderBy(byName(companies.name)),
      this.db
        .select({
          id: structures.id,
          name: structures.name,
          level: structures.level,
          parentId: structures.parentId,
        })
        .from(structures)
        .where(inArray(structures.level, [OFFICE_LEVEL, REGION_LEVEL, ...DEPARTMENT_LEVELS]))
        .orderBy(byName(structures.name)),
    ]);
    const regions = structureRows.filter((row) => row.level === REGION_LEVEL);
    const regionIds = new Set(regions.map((row) => row.id));
    const ids = (query.ids ?? '')
      .split(',')
      .map(Number)
      .filter((id) => Number.isSafeInteger(id) && id > 0)
      .slice(0, 100);
    return {
      transfer_types: TRANSFER_TYPES.map((code) => ({ code, label: TRANSFER_TYPE_LABELS[code] })),
      companies: companyRows,
      offices: structureRows
        .filter((row) => row.level === OFFICE_LEVEL)
        .map((row) => ({
          id: row.id,
          name: row.name,
          region_id: row.parentId !== null && regionIds.has(row.parentId) ? row.parentId : null,
        })),
      regions: regions.map((row) => ({ id: row.id, name: row.name })),
      departments: structureRows
        .filter((row) => DEPARTMENT_LEVELS.includes(row.level))
        .map((row) => ({ id: row.id, name: row.name, level: row.level })),
      users: [...(await findPeople(this.db, ids)), ...(await this.searchPeople(query.search ?? '', ids))],
    };
  }

  /** GET /bp_transfers/{id}/documents/{file_id}: a document of the transfer, to whoever sees it. */
  async openDocument(actor: AuthUser, id: number, fileId: number) {
    await this.one(actor, id);
    const [row] = await this.db
      .select({ file: files })
      .from(bpTransferUsers)
      .innerJoin(files, eq(files.id, bpTransferUsers.documentFileId))
      .where(and(eq(bpTransferUsers.requestId, id), eq(bpTransferUsers.documentFileId, fileId)));
    if (!row || !(await this.storage.exists(row.file.storageKey))) throw notFound('Файл не найден');
    return { file: row.file, stream: this.storage.get(row.file.storageKey) };
  }

  private async searchPeople(search: string, exclude: number[]) {
    const words = search.toLowerCase().split(/\s+/).filter(Boolean);
    if (search.trim().length < TRANSFER_SEARCH_MIN_LENGTH || words.length === 0) return [];
    const name = sql`lower(${users.lastName} || ' ' || ${users.name} || ' ' || coalesce(${users.patronymic}, ''))`;
    const rows = await this.db
      .select({
        id: users.id,
        lastName: users.lastName,
        name: users.name,
        patronymic: users.patronymic,
        workPosition: users.workPosition,
        department: structures.name,
      })
      .from(users)
      .leftJoin(structures, eq(structures.id, users.departmentId))
      .where(
        and(
          ...words.map((word) => sql`${name} like ${`%${escapeLike(word)}%`}`),
          exclude.length
            ? sql`${users.id} not in (${sql.join(
                exclude.map((id) => sql`${id}`),
                sql`, `,
              )})`
            : undefined,
        ),
      )
      .orderBy(byName(users.lastName), byName(users.name), asc(users.id))
      .limit(TRANSFER_SEARCH_LIMIT);
    return rows.map((row) => ({
      id: row.id,
      full_name: fullName(row),
      work_position: row.workPosition,
      department: row.department,
    }));
  }

  private async process() {
    const catalog = await this.requests.catalog.get();
    const process = [...catalog.processes.values()].find((p) => p.type.code === TRANSFER_PROCESS_CODE);
    if (!process) throw new Error(`No process ${TRANSFER_PROCESS_CODE}`);
    return process;
  }

  private transferValues(body: TransferBody) {
    return {
      transferType: body.type,
      approverId: body.approver_id ?? null,
      dateOfAdmission: body.date_of_admission,
      comment: body.comment || null,
    };
  }

  private async writeUsers(requestId: number, body: TransferBody) {
    await this.db.insert(bpTransferUsers).values(
      body.users.map((user, position) => ({
        requestId,
        userId: user.user_id,
        companyId: user.company_id,
        managerId: user.manager_id,
        officeId: user.office_id ?? null,
        regionId: user.region_id ?? null,
        departmentId: user.department_id,
        workPosition: user.work_position,
        documentFileId: user.document_file_id ?? null,
        position,
      })),
    );
  }

  /**
   * Every reference of the form exists and is of its kind; documents are the actor's uploads (or already on
   * this transfer: `keptFiles`). All refusals at once, on their fields (`users.0.company_id`). Answers the
   * people's names in the form's order.
   */
  private async checkBody(
    actor: AuthUser,
    body: TransferBody,
    keptFiles: number[] | null,
  ): Promise<string[]> {
    const errors: Record<string, string[]> = {};
    const add = (field: string, message: string) => (errors[field] ??= []).push(message);
    const personIds = [
      ...new Set([
        ...body.users.flatMap((user) => [user.user_id, user.manager_id]),
        ...(body.approver_id ? [body.approver_id] : []),
      ]),
    ];
    const structureIds = [
      ...new Set(
        body.users
          .flatMap((user) => [user.office_id, user.region_id, user.department_id])
          .filter((id) => !!id),
      ),
    ] as number[];
    const companyIds = [...new Set(body.users.map((user) => user.company_id))];
    const fileIds = body.users.map((user) => user.document_file_id).filter((id) => !!id) as number[];
    const [people, structureRows, companyRows, fileRows] = await Promise.all([
      this.db
        .select({ id: users.id, lastName: users.lastName, name: users.name, patronymic: users.patronymic })
        .from(users)
        .where(inArray(users.id, personIds)),
      structureIds.length
        ? this.db
            .select({ id: structures.id, level: structures.level })
            .from(structures)
            .where(inArray(structures.id, structureIds))
        : [],
      this.db.select({ id: companies.id }).from(companies).where(inArray(companies.id, companyIds)),
      fileIds.length
        ? this.db
            .select({ id: files.id, ownerId: files.ownerId })
            .from(files)
            .where(inArray(files.id, fileIds))
        : [],
    ]);
    const personById = new Map(people.map((person) => [person.id, person]));
    const levelOf = new Map(structureRows.map((row) => [row.id, row.level]));
    const companySet = new Set(companyRows.map((row) => row.id));
    const usable = new Set(
      fileRows
        .filter((file) => file.ownerId === actor.id || (keptFiles ?? []).includes(file.id))
        .map((file) => file.id),
    );
    if (body.approver_id && !personById.has(body.approver_id))
      add('approver_id', TRANSFER_TEXTS.userNotFound);
    const seen = new Set<number>();
    body.users.forEach((user, index) => {
      const at = (field: string) => `users.${index}.${field}`;
      if (!personById.has(user.user_id)) add(at('user_id'), TRANSFER_TEXTS.userNotFound);
      else if (seen.has(user.user_id)) add(at('user_id'), TRANSFER_TEXTS.sameUserTwice);
      seen.add(user.user_id);
      if (!personById.has(user.manager_id)) add(at('manager_id'), TRANSFER_TEXTS.userNotFound);
      if (!companySet.has(user.company_id)) add(at('company_id'), TRANSFER_TEXTS.companyNotFound);
      if (user.office_id && levelOf.get(user.office_id) !== OFFICE_LEVEL)
        add(at('office_id'), TRANSFER_TEXTS.notAnOffice);
      if (user.region_id && levelOf.get(user.region_id) !== REGION_LEVEL)
        add(at('region_id'), TRANSFER_TEXTS.notARegion);
      if (!DEPARTMENT_LEVELS.includes(levelOf.get(user.department_id) ?? -1))
        add(at('department_id'), TRANSFER_TEXTS.notADepartment);
      if (user.document_file_id && !usable.has(user.document_file_id))
        add(at('document_file_id'), TRANSFER_TEXTS.fileNotYours);
    });
    const first = Object.values(errors)[0]?.[0];
    if (first) throw badRequest(first, errors);
    return body.users.map((user) => fullName(personById.get(user.user_id)!));
  }
}
