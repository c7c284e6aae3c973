import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import {
  BP_KIND_LABELS,
  BP_KINDS,
  BP_TEXTS,
  DESK_TEXTS,
  deskHandledFileName,
  deskKindsOf,
  type BpDeskCounts,
  type BpDeskItem,
  type BpDeskRequestsQuery,
  type BpKind,
  type BpRequest,
} from '@intranet/contracts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { todayIso } from '../../platform/http/dates.ts';
import { fieldError, forbidden } from '../../platform/http/app-error.ts';
import { PreparedReads, placeholdersOf } from '../../platform/db/prepared.ts';
import {
  countTotalPrepared,
  pageOffset,
  paginated,
  type PageRequest,
} from '../../platform/http/pagination.ts';
import type { Catalog } from './requests.catalog.ts';
import {
  live,
  openStatusIds,
  overdueWhere,
  requestsPage,
  selectRequests,
  toRequest,
  waitingFor,
} from './requests.queries.ts';
import { bpDepartmentMembers, bpDepartments, bpRequests } from './requests.schema.ts';
import type { RequestsService } from './requests.service.ts';

/** An export holds at most this many rows (the inbox of one person, the overdue list of the portal). */
const EXPORT_LIMIT = 20_000;

/**
 * The services admin desk (/services/admin/dashboard, docs/modules/requests.md «Desk»): the requests that wait
 * for the person across the kinds (overdue first, by the engine's overdue rule), the counts of the requests of
 * the kinds they handle (DESK_KINDS_BY_ROLE), the requests behind a count, and the xlsx exports.
 */
export class RequestsDesk {
  private readonly prepared = new PreparedReads();

  constructor(
    private readonly db: Db,
    private readonly requests: RequestsService,
    private readonly clock: Clock,
  ) {}

  /** The kinds the person handles: by role, and by membership of a service department (training). */
  async kindsOf(actor: AuthUser): Promise<BpKind[]> {
    const departments = await this.prepared.run(
      'desk-departments',
      () =>
        this.db
          .select({ code: bpDepartments.code })
          .from(bpDepartmentMembers)
          .innerJoin(bpDepartments, eq(bpDepartments.id, bpDepartmentMembers.departmentId))
          .where(eq(bpDepartmentMembers.userId, sql.placeholder('userId'))),
      { userId: actor.id },
    );
    return deskKindsOf(
      actor.roles,
      departments.map((row) => row.code),
    );
  }

  /**
   * GET /bps/desk: what waits for the person (their inbox), overdue first, then the longest wait. Its reads
   * are prepared (platform/db/prepared.ts): building the select of a request with its people costs more than
   * running it; the open statuses of the overdue rule are part of the statement's name.
   */
  async inbox(actor: AuthUser, request: PageRequest) {
    const catalog = await this.requests.catalog.get();
    const { enteredBefore } = await this.requests.overdueRule();
    const shape = openStatusIds(catalog).join(',');
    const values = { userId: actor.id, today: this.clock.today(), enteredBefore };
    const where = (v: typeof values) => and(live, waitingFor(this.db, v.userId, v.today))!;
    const page = { ...values, limit: request.per_page, offset: pageOffset(request) };
    const rows = await this.prepared.run(
      `desk-inbox:${shape}`,
      () => {
        const v = placeholdersOf(page);
        const overdue = sql<boolean>`(${overdueWhere(catalog, v.enteredBefore)})`;
        return selectRequests(this.db, { overdue })
          .where(where(v))
          .orderBy(sql`${overdue} desc`, asc(bpRequests.statusEnteredAt), asc(bpRequests.id))
          .limit(v.limit)
          .offset(v.offset);
      },
      page,
    );
    const total = await countTotalPrepared(
      this.db,
      this.prepared,
      `desk-inbox-count:${shape}`,
      (v) =>
        this.db
          .select({ one: sql`1` })
          .from(bpRequests)
          .where(where(v)),
      values,
    );
    const data: BpDeskItem[] = rows.map((row) => ({
      ...toRequest(catalog, row),
      overdue: Boolean(row.overdue),
    }));
    return paginated(data, total, request, '/api/bps/desk');
  }

  /** GET /bps/desk/counts: the requests of each kind the person handles, by status. */
  async counts(actor: AuthUser): Promise<BpDeskCounts> {
    const kinds = await this.kindsOf(actor);
    const catalog = await this.requests.catalog.get();
    const typeIds = typeIdsOf(catalog, kinds);
    if (typeIds.length === 0) return { kinds, counts: [] };
    const rows = await this.prepared.run(
      `desk-counts:${typeIds.join(',')}`,
      () =>
        this.db
          .select({ typeId: bpRequests.typeId, statusId: bpRequests.statusId, total: count() })
          .from(bpRequests)
          .where(and(live, inArray(bpRequests.typeId, typeIds)))
          .groupBy(bpRequests.typeId, bpRequests.statusId),
      {},
    );
    // Several processes share a kind (the custom ones): their counts add up by kind and status.
    const totals = new Map<string, { kind: BpKind; status_id: number; total: number }>();
    for (const row of rows) {
      const kind = catalog.processes.get(row.typeId)!.type.kind;
      const key = `${kind}:${row.statusId}`;
      const entry = totals.get(key) ?? { kind, status_id: row.statusId, total: 0 };
      entry.total += Number(row.total);
      totals.set(key, entry);
    }
    const counts = [...totals.values()].sort(
      (a, b) => BP_KINDS.indexOf(a.kind) - BP_KINDS.indexOf(b.kind) || a.status_id - b.status_id,
    );
    return { kinds, counts };
  }

  /**
   * GET /bps/desk/requests: the requests of the kinds the person handles (one kind, one status when asked),
   * newest first; a kind they do not handle is 403.
   */
  async handled(actor: AuthUser, query: BpDeskRequestsQuery) {
    const kinds = await this.kindsOf(actor);
    if (query.kind && !kinds.includes(query.kind)) throw forbidden(DESK_TEXTS.kindDenied);
    const catalog = await this.requests.catalog.get();
    if (query.status_id !== undefined && !catalog.statuses.has(query.status_id))
      throw fieldError('status_id', BP_TEXTS.statusNotFound);
    const typeIds = typeIdsOf(catalog, query.kind ? [query.kind] : kinds);
    const where = and(
      live,
      typeIds.length ? inArray(bpRequests.typeId, typeIds) : sql`false`,
      query.status_id === undefined ? undefined : eq(bpRequests.statusId, query.status_id),
    )!;
    return requestsPage(
      this.db,
      catalog,
      where,
      [desc(bpRequests.createdAt), desc(bpRequests.id)],
      query,
      '/api/bps/desk/requests',
    );
  }

  /** GET /bps/desk/requests/xlsx: the requests behind a count (or all the person handles), as listed. */
  async handledWorkbook(actor: AuthUser, query: BpDeskRequestsQuery) {
    const page = await this.handled(actor, { ...query, page: 1, per_page: EXPORT_LIMIT });
    return {
      bytes: await workbookOf('Заявки', page.data, false),
      fileName: deskHandledFileName(query.kind),
    };
  }

  /** GET /bps/desk/xlsx: the person's inbox as the desk shows it. */
  async inboxWorkbook(actor: AuthUser) {
    const page = await this.inbox(actor, { page: 1, per_page: EXPORT_LIMIT });
    return {
      bytes: await workbookOf('Ожидают решения', page.data, true),
      fileName: DESK_TEXTS.inboxFile,
    };
  }

  /** GET /bps/overdue/xlsx: the overdue list of the administrators. */
  async overdueWorkbook() {
    const page = await this.requests.overdue({ page: 1, per_page: EXPORT_LIMIT });
    return {
      bytes: await workbookOf(
        'Просроченные',
        page.data.map((request) => ({ ...request, overdue: true })),
        true,
      ),
      fileName: DESK_TEXTS.overdueFile,
    };
  }
}

function typeIdsOf(catalog: Catalog, kinds: readonly BpKind[]): number[] {
  return [...catalog.processes.values()]
    .filter((process) => kinds.includes(process.type.kind))
    .map((process) => process.type.id);
}

const shownDay = (iso: string) => todayIso(new Date(iso)).split('-').reverse().join('.');

/**
 * One sheet of requests: number, subject, kind, type, status, author, waiting since, and whether it is overdue
 * when the list says (the inbox, the overdue list).
 */
async function workbookOf(
  sheetName: string,
  requests: (BpRequest & { overdue?: boolean })[],
  withOverdue: boolean,
) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow([
    '№',
    'Заявка',
    'Вид',
    'Тип',
    'Статус',
    'Автор',
    'Ожидает с',
    ...(withOverdue ? ['Просрочена'] : []),
  ]).font = { bold: true };
  for (const request of requests)
    sheet.addRow([
      request.id,
      request.title,
      BP_KIND_LABELS[request.kind],
      request.type_name,
      request.status.name,
      request.author.full_name,
      shownDay(request.status_entered_at),
      ...(withOverdue ? [request.overdue ? 'Да' : 'Нет'] : []),
    ]);
  sheet.columns.forEach((column, index) => (column.width = [8, 48, 22, 32, 30, 34, 12, 12][index]));
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
