import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  BP_HISTORY_KIND,
  CARD_PRINTABLE_STATUSES,
  CARD_PROCESS_CODE,
  CARD_TEXTS,
  canAccess,
  cardPrice,
  STRUCTURE_LEVEL,
  transliterate,
  type BpTransitionBody,
  type CardDetails,
  type CardEditBody,
  type CardFields,
  type CardOptions,
  type CardPersonFields,
  type CardRates,
  type CardWorkPosition,
} from '@intranet/contracts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { conflict, fieldError, forbidden, notFound } from '../../platform/http/app-error.ts';
import { PreparedReads } from '../../platform/db/prepared.ts';
import type { PageRequest } from '../../platform/http/pagination.ts';
import { recordWorkflowHistory } from '../../platform/workflow/workflow-history.ts';
import type { FilesService } from '../files/files.service.ts';
import { charges, companies, structures } from '../organisation/organisation.schema.ts';
import type { Catalog } from '../requests/requests.catalog.ts';
import { bpRequestFiles, bpRequests } from '../requests/requests.schema.ts';
import type { FieldChanges, RequestsService } from '../requests/requests.service.ts';
import { lockRequests } from '../requests/requests.workflow.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { users } from '../users/users.schema.ts';
import { renderCardPdf } from './cards.pdf.ts';
import { findCard, listCards } from './cards.queries.ts';
import { bpCardWorkPositions, bpCards } from './cards.schema.ts';

/** bp_request_files.purpose of a card's logo or layout. */
export const CARD_FILE_PURPOSE = 'card_layout';

type CardRow = typeof bpCards.$inferInsert;

/** The columns an order's fields fill, in the wire's names for the history's changes. */
const EDITABLE_COLUMNS = {
  card_type: 'cardType',
  user_id: 'userId',
  company_id: 'companyId',
  lang: 'lang',
  league_logo: 'leagueLogo',
  orientation: 'orientation',
  color: 'color',
  last_name: 'lastName',
  first_name: 'firstName',
  middle_name: 'middleName',
  last_name_en: 'lastNameEn',
  first_name_en: 'firstNameEn',
  work_position: 'workPosition',
  work_position_en: 'workPositionEn',
  phone_ext: 'phoneExt',
  is_qr: 'isQr',
  phone_mobile: 'phoneMobile',
  email: 'email',
  address_id: 'addressId',
  count: 'count',
  price: 'price',
  urgent: 'urgent',
  charge_id: 'chargeId',
  comment: 'comment',
  assistant_comment: 'assistantComment',
} as const satisfies Record<string, keyof CardRow>;

const isDesk = (actor: AuthUser) => canAccess(actor.roles, 'cards.desk');
const isAdmin = (actor: AuthUser) => canAccess(actor.roles, 'requests.admin');

/**
 * Business-card orders (docs/modules/cards.md): requests of the engine's card processes whose own fields live
 * in bp_cards; the engine keeps the status, the route, the history and who may act.
 */
export class CardsService {
  /** The list's reads, built once (cards.queries.ts listCards). */
  private readonly prepared = new PreparedReads();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly requests: RequestsService,
    private readonly settings: SettingsService,
    private readonly files: FilesService,
  ) {}

  /** The administrator's rates (settings), their defaults (CARD_DEFAULT_RATES) until changed. */
  async rates(): Promise<CardRates> {
    const [one, two, urgent] = await Promise.all([
      this.settings.value('cards_rate_one_side_kopecks'),
      this.settings.value('cards_rate_two_sides_kopecks'),
      this.settings.value('cards_urgent_percent'),
    ]);
    return { one_side_kopecks: Number(one), two_sides_kopecks: Number(two), urgent_percent: Number(urgent) };
  }

  async options(): Promise<CardOptions> {
    const [rates, companyRows, offices] = await Promise.all([
      this.rates(),
      this.db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .orderBy(sql`${companies.name} collate "und-x-icu"`),
      this.db
        .select({ id: structures.id, name: structures.name })
        .from(structures)
        .where(eq(structures.level, STRUCTURE_LEVEL.office))
        .orderBy(sql`${structures.name} collate "und-x-icu"`),
    ]);
    return { rates, companies: companyRows, offices };
  }

  async list(actor: AuthUser, query: PageRequest & { status_id?: number }) {
    const catalog = await this.requests.catalog.get();
    return listCards(
      this.db,
      this.prepared,
      catalog,
      {
        typeIds: cardTypeIds(catalog),
        // The assistants' desk and the requests' administrators see every order; others what the engine shows.
        viewerId: isDesk(actor) || isAdmin(actor) ? null : actor.id,
        statusId: query.status_id,
      },
      query,
    );
  }

  async create(actor: AuthUser, body: CardFields): Promise<CardDetails> {
    const catalog = await this.requests.catalog.get();
    const typeId = body.type_id ?? cardTypeIds(catalog, CARD_PROCESS_CODE)[0]!;
    if (body.user_id && body.user_id !== actor.id && !isDesk(actor)) throw forbidden(CARD_TEXTS.fieldsDenied);
    const id = await this.db.transaction(async () => {
      await this.checkReferences(body);
      const fileIds = await this.usableFiles(actor, body.file_ids);
      const values = this.rowOf(body, body.user_id ?? actor.id, await this.rates());
      const requestId = await this.requests.createOwn(
        actor,
        {
          type_id: typeId,
          title: `Визитки: ${body.last_name} ${body.first_name}`,
          data: {},
          responsible_user_id: body.responsible_user_id ?? null,
        },
        'card',
        async (newId) => {
          await this.db.insert(bpCards).values({ ...values, requestId: newId });
          await this.linkFiles(newId, fileIds);
        },
      );
      await this.rememberPosition(actor.id, body.work_position, body.work_position_en);
      return requestId;
    });
    return this.one(actor, id);
  }

  /**
   * GET /bp_cards/{id}: the order with the engine's status, abilities and buttons. The assistants' desk sees
   * every order, also before the engine routes it to them (then without buttons).
   */
  async one(actor: AuthUser, id: number): Promise<CardDetails> {
    const catalog = await this.requests.catalog.get();
    const card = await findCard(this.db, catalog, id);
    if (!card) throw notFound(CARD_TEXTS.notFound);
    // The engine shows the assistants' desk every order (its kind's desk), also before the order reaches it.
    const engine = await this.requests.one(actor, id);
    const process = catalog.processes.get(card.type_id)!;
    const terminal = card.status.is_terminal;
    const author = card.author.id === actor.id;
    const fileRows = await this.db
      .select({ fileId: bpRequestFiles.fileId })
      .from(bpRequestFiles)
      .where(and(eq(bpRequestFiles.requestId, id), eq(bpRequestFiles.purpose, CARD_FILE_PURPOSE)))
      .orderBy(asc(bpRequestFiles.createdAt));
    return {
      ...card,
      assignees: engine.assignees,
      abilities: engine.abilities,
      actions: engine.actions,
      can_edit: engine.can_edit,
      can_comment: isDesk(actor) && !terminal,
      can_delete:
        isAdmin(actor) || (author && card.status.id === process.type.initial_status_id && !terminal),
      can_download_pdf: printable(card.status.code) && (author || isDesk(actor) || card.user_id === actor.id),
      files: await this.files.findInfos(fileRows.map((row) => row.fileId)),
    };
  }

  /**
   * PUT /bp_cards/{id}: the author while the order is in its first status (the engine's rule, administrators
   * too); the assistants' desk until it is final, the only one to write the assistant's comment.
   */
  async edit(actor: AuthUser, id: number, body: CardEditBody & CardFields): Promise<CardDetails> {
    await this.assertCard(id);
    const desk = isDesk(actor);
    const rates = await this.rates();
    await this.requests.editOwn(
      actor,
      id,
      body.updated_at,
      async () => {
        const [before] = await this.db.select().from(bpCards).where(eq(bpCards.requestId, id));
        const userId = body.user_id ?? before!.userId;
        if (userId !== before!.userId && !desk) throw forbidden(CARD_TEXTS.fieldsDenied);
        await this.checkReferences({ ...body, user_id: userId });
        const fileIds = await this.usableFiles(actor, body.file_ids);
        const after: CardRow = {
          ...this.rowOf(body, userId, rates),
          requestId: id,
          assistantComment: desk ? (body.assistant_comment ?? null) : before!.assistantComment,
        };
        const changes: FieldChanges = {};
        for (const [field, column] of Object.entries(EDITABLE_COLUMNS)) {
          const was = before![column] ?? null;
          const now = after[column] ?? null;
          if (was !== now) changes[field] = { before: was, after: now };
        }
        const filesBefore = await this.linkedFiles(id);
        if (filesBefore.join() !== [...fileIds].sort((a, b) => a - b).join()) {
          changes.file_ids = { before: filesBefore, after: fileIds };
          await this.db.delete(bpRequestFiles).where(eq(bpRequestFiles.requestId, id));
          await this.linkFiles(id, fileIds);
        }
        if (Object.keys(changes).length > 0)
          await this.db.update(bpCards).set(after).where(eq(bpCards.requestId, id));
        return changes;
      },
      (context) => context.byEngine || (desk && !context.terminal),
    );
    return this.one(actor, id);
  }

  /** DELETE /bp_cards/{id}: the author while the order is in its first status, or an administrator (soft). */
  async remove(actor: AuthUser, id: number): Promise<void> {
    const catalog = await this.requests.catalog.get();
    await this.assertCard(id);
    // Visibility first: an order the actor may not see is 404 (the engine's read decides, the desk sees all).
    await this.one(actor, id);
    await this.db.transaction(async () => {
      const [row] = await lockRequests(this.db, [id]);
      if (!row || row.deletedAt) throw notFound(CARD_TEXTS.notFound);
      const process = catalog.processes.get(row.typeId)!;
      const status = catalog.statuses.get(row.statusId)!;
      if (!isAdmin(actor)) {
        if (row.authorId !== actor.id) throw forbidden(CARD_TEXTS.deleteDenied);
        if (row.statusId !== process.type.initial_status_id)
          throw conflict(`Заявку в статусе «${status.name}» удалить нельзя`);
      }
      await this.db.update(bpRequests).set({ deletedAt: this.clock.now() }).where(eq(bpRequests.id, id));
      await recordWorkflowHistory(this.db, BP_HISTORY_KIND, [
        { recordId: id, fromStatus: status.code, toStatus: status.code, action: 'delete', actor },
      ]);
    });
  }

  async addStatus(actor: AuthUser, id: number, statusId: number, query: BpTransitionBody) {
    await this.assertCard(id);
    await this.requests.addStatus(actor, id, statusId, query);
    return this.one(actor, id);
  }

  async history(actor: AuthUser, id: number) {
    await this.assertCard(id);
    return this.requests.history(actor, id);
  }

  /** GET /bp_cards/{id}/pdf: the print-ready card once approved (in_progress or completed); 409 before. */
  async pdf(actor: AuthUser, id: number): Promise<{ bytes: Buffer; fileName: string }> {
    const card = await this.one(actor, id);
    if (!printable(card.status.code)) throw conflict(CARD_TEXTS.pdfNotReady);
    if (!card.can_download_pdf) throw forbidden();
    return { bytes: await renderCardPdf(card), fileName: `Визитка ${card.last_name} ${card.first_name}.pdf` };
  }

  /**
   * GET /bp_cards/fields/{id}: the form's defaults for a person from the user profile and the directory: the
   * name parts (users), their ICAO transliteration, the position (users.work_position), the company
   * (users.company_id), the office (users.office_id), e-mail, the corporate phone (users.phone_corp) as the
   * extension, the personal phone (users.phone_personal) as the mobile, the charge code (users.charge_code).
   */
  async personFields(actor: AuthUser, userId: number): Promise<CardPersonFields> {
    if (userId !== actor.id && !isDesk(actor)) throw forbidden(CARD_TEXTS.fieldsDenied);
    const [person] = await this.db
      .select({
        user: users,
        companyName: companies.name,
        officeName: structures.name,
        chargeId: charges.id,
        chargeTitle: charges.title,
      })
      .from(users)
      .leftJoin(companies, eq(companies.id, users.companyId))
      .leftJoin(structures, eq(structures.id, users.officeId))
      .leftJoin(charges, eq(charges.code, users.chargeCode))
      .where(eq(users.id, userId));
    if (!person) throw notFound(CARD_TEXTS.personNotFound);
    const { user } = person;
    return {
      user_id: user.id,
      last_name: user.lastName,
      first_name: user.name,
      middle_name: user.patronymic,
      last_name_en: transliterate(user.lastName),
      first_name_en: transliterate(user.name),
      work_position: user.workPosition,
      company: user.companyId && person.companyName ? { id: user.companyId, name: person.companyName } : null,
      address: user.officeId && person.officeName ? { id: user.officeId, name: person.officeName } : null,
      email: user.email,
      phone_ext: user.phoneCorp,
      phone_mobile: user.phonePersonal,
      charge:
        person.chargeId && person.chargeTitle ? { id: person.chargeId, name: person.chargeTitle } : null,
    };
  }

  /** The positions a person typed on their orders. */
  userPositions(actor: AuthUser): Promise<CardWorkPosition[]> {
    return this.positions(eq(bpCardWorkPositions.userId, actor.id));
  }

  /** The shared list (rows without a person), kept by the assistants. */
  sharedPositions(): Promise<CardWorkPosition[]> {
    return this.positions(isNull(bpCardWorkPositions.userId));
  }

  private positions(where: ReturnType<typeof eq>): Promise<CardWorkPosition[]> {
    return this.db
      .select({
        id: bpCardWorkPositions.id,
        name: bpCardWorkPositions.name,
        name_en: bpCardWorkPositions.nameEn,
      })
      .from(bpCardWorkPositions)
      .where(where)
      .orderBy(sql`${bpCardWorkPositions.name} collate "und-x-icu"`);
  }

  /** A position typed on an order that the shared list lacks is saved into the person's own list. */
  private async rememberPosition(userId: number, name: string, nameEn: string | null) {
    const [shared] = await this.db
      .select({ id: bpCardWorkPositions.id })
      .from(bpCardWorkPositions)
      .where(and(isNull(bpCardWorkPositions.userId), eq(bpCardWorkPositions.name, name)));
    if (shared) return;
    await this.db.insert(bpCardWorkPositions).values({ userId, name, nameEn }).onConflictDoNothing();
  }

  /** The row of bp_cards for the fields; the English name by ICAO when not typed, the price by the rates. */
  private rowOf(body: CardFields, userId: number, rates: CardRates): Omit<CardRow, 'requestId'> {
    return {
      cardType: body.card_type,
      userId,
      companyId: body.company_id ?? null,
      lang: body.lang,
      leagueLogo: body.league_logo,
      orientation: body.orientation,
      color: body.color,
      lastName: body.last_name,
      firstName: body.first_name,
      middleName: body.middle_name,
      lastNameEn: body.last_name_en ?? transliterate(body.last_name),
      firstNameEn: body.first_name_en ?? transliterate(body.first_name),
      workPosition: body.work_position,
      workPositionEn: body.work_position_en,
      phoneExt: body.phone_ext,
      isQr: body.is_qr,
      phoneMobile: body.phone_mobile,
      email: body.email,
      addressId: body.address_id ?? null,
      count: body.count,
      // The client's price is ignored: the server's rule on the administrator's rates.
      price: cardPrice(body, rates),
      urgent: body.urgent,
      chargeId: body.charge_id ?? null,
      comment: body.comment || null,
    };
  }

  /** 400 with the field for a reference that does not exist (rather than a foreign-key 409). */
  private async checkReferences(body: CardFields) {
    const exists = async (table: typeof users | typeof companies | typeof charges, id: number) =>
      (await this.db.select({ id: table.id }).from(table).where(eq(table.id, id))).length > 0;
    if (body.user_id && !(await exists(users, body.user_id)))
      throw fieldError('user_id', CARD_TEXTS.personNotFound);
    if (body.company_id && !(await exists(companies, body.company_id)))
      throw fieldError('company_id', 'Компания не найдена');
    if (body.charge_id && !(await exists(charges, body.charge_id)))
      throw fieldError('charge_id', 'Чардж-код не найден');
    if (body.address_id) {
      const [office] = await this.db
        .select({ id: structures.id })
        .from(structures)
        .where(and(eq(structures.id, body.address_id), eq(structures.level, STRUCTURE_LEVEL.office)));
      if (!office) throw fieldError('address_id', 'Офис не найден');
    }
  }

  private async usableFiles(actor: AuthUser, ids: number[]): Promise<number[]> {
    const unique = [...new Set(ids)];
    const usable = await this.files.findUsable(actor, unique, this.db);
    if (usable.length !== unique.length) throw fieldError('file_ids', CARD_TEXTS.fileDenied);
    return unique;
  }

  private async linkedFiles(requestId: number): Promise<number[]> {
    const rows = await this.db
      .select({ fileId: bpRequestFiles.fileId })
      .from(bpRequestFiles)
      .where(and(eq(bpRequestFiles.requestId, requestId), eq(bpRequestFiles.purpose, CARD_FILE_PURPOSE)));
    return rows.map((row) => row.fileId).sort((a, b) => a - b);
  }

  /** The layout goes to the print shop through the assistants: readable by the signed-in (docs/modules/cards.md). */
  private async linkFiles(requestId: number, fileIds: number[]) {
    if (fileIds.length === 0) return;
    await this.db
      .insert(bpRequestFiles)
      .values(fileIds.map((fileId) => ({ requestId, fileId, purpose: CARD_FILE_PURPOSE })));
    await this.files.share(this.db, fileIds);
  }

  private async assertCard(id: number) {
    const [row] = await this.db
      .select({ id: bpCards.requestId })
      .from(bpCards)
      .innerJoin(bpRequests, eq(bpRequests.id, bpCards.requestId))
      .where(and(eq(bpCards.requestId, id), isNull(bpRequests.deletedAt)));
    if (!row) throw notFound(CARD_TEXTS.notFound);
    return row;
  }
}

const printable = (code: string) => (CARD_PRINTABLE_STATUSES as readonly string[]).includes(code);

/** The ids of the card processes (kind «card»), or of the one with `code`. */
function cardTypeIds(catalog: Catalog, code?: string): number[] {
  return [...catalog.processes.values()]
    .filter((process) => process.type.kind === 'card' && (!code || process.type.code === code))
    .map((process) => process.type.id);
}
