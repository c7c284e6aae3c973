import { eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import {
  BP_HISTORY_KIND,
  BP_TEXTS,
  canAccess,
  EDUCATION_TEXTS,
  EDUCATION_TYPES,
  educationTypeName,
  type EducationCreateBody,
  type EducationDetails,
  type EducationEditBody,
  type EducationTypeId,
} from '@intranet/contracts';
import type { z } from 'zod';
import type { educationCreateBodySchema, educationEditBodySchema } from '@intranet/contracts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { fieldError, forbidden, notFound } from '../../platform/http/app-error.ts';
import { PreparedReads } from '../../platform/db/prepared.ts';
import type { PageRequest } from '../../platform/http/pagination.ts';
import { recordWorkflowHistory } from '../../platform/workflow/workflow-history.ts';
import { charges, companies } from '../organisation/organisation.schema.ts';
import { assigneesOf, findRequests } from '../requests/requests.queries.ts';
import { bpRequests } from '../requests/requests.schema.ts';
import type { EditContext, FieldChanges, RequestsService } from '../requests/requests.service.ts';
import { lockRequests } from '../requests/requests.workflow.ts';
import { users } from '../users/users.schema.ts';
import {
  adminEditable,
  emailEditable,
  fieldRefusal,
  mayDelete,
  type EducationField,
} from './education.policy.ts';
import {
  educationPage,
  educationProcessIds,
  educationRows,
  educationWhere,
  findEducation,
  inTrainingDepartment,
  studentsOf,
  type EducationFilter,
} from './education.queries.ts';
import { bpEducations, bpEducationUsers, eduFacilities } from './education.schema.ts';

type CreateInput = z.output<typeof educationCreateBodySchema>;
type EditInput = z.output<typeof educationEditBodySchema>;
type OwnRow = typeof bpEducations.$inferSelect;

/** The report holds at most this many rows (newest first). */
const REPORT_ROWS = 10_000;

/** A request field as stored, in the wire form PUT compares with. */
function wireValue(own: OwnRow, students: number[], responsible: number | null, field: EducationField) {
  switch (field) {
    case 'type_id':
      return own.educationType;
    case 'edu_facility_id':
      return own.facilityId;
    case 'course':
      return own.course;
    case 'student_agreement':
      return own.studentAgreement;
    case 'charge_id':
      return own.chargeId;
    case 'format':
      return own.formatId;
    case 'price':
      return own.price === null ? null : Number(own.price);
    case 'url':
      return own.url;
    case 'info':
      return own.info;
    case 'admin_info':
      return own.adminInfo;
    case 'period_date':
      return own.periodStart && own.periodEnd
        ? { date_start: own.periodStart, date_end: own.periodEnd }
        : null;
    case 'users':
      return students;
    case 'responsible_user_id':
      return responsible;
    case 'billing_company_id':
      return own.billingCompanyId;
    case 'email':
      return own.email;
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Education requests (docs/modules/education.md): the engine's requests with the fields of bp_educations. */
export class EducationService {
  /** The lists' reads, built once (education.queries.ts educationPage). */
  private readonly prepared = new PreparedReads();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly requests: RequestsService,
  ) {}

  /** The training department: education.admin, or a member of «Учебный центр». */
  async isTraining(actor: AuthUser): Promise<boolean> {
    return (
      canAccess(actor.roles, 'education.admin') || inTrainingDepartment(this.db, this.prepared, actor.id)
    );
  }

  /** GET /bp_educations: what the user sees (the training department: every request). */
  async list(actor: AuthUser, filter: EducationFilter, page: PageRequest) {
    const catalog = await this.requests.catalog.get();
    const viewerId = (await this.isTraining(actor)) ? null : actor.id;
    return educationPage(this.db, this.prepared, catalog, { filter, viewerId }, page, '/api/bp_educations');
  }

  /** GET /bp_educations/all (education.admin). */
  async all(filter: EducationFilter, page: PageRequest) {
    const catalog = await this.requests.catalog.get();
    return educationPage(
      this.db,
      this.prepared,
      catalog,
      { filter, viewerId: null },
      page,
      '/api/bp_educations/all',
    );
  }

  async whichType() {
    const catalog = await this.requests.catalog.get();
    return {
      education_types: EDUCATION_TYPES.map((type) => ({ id: type.id, name: type.name })),
      bp_types: educationProcessIds(catalog)
        .map((id) => catalog.processes.get(id)!.type)
        .filter((type) => type.is_active)
        .map((type) => ({ id: type.id, name: type.name })),
    };
  }

  /** GET /bp_educations/reports: the filtered list as an xlsx workbook. */
  async report(filter: EducationFilter): Promise<{ bytes: Buffer; fileName: string }> {
    const catalog = await this.requests.catalog.get();
    const rows = await educationRows(
      this.db,
      catalog,
      educationWhere(catalog, filter, null, this.db),
      REPORT_ROWS,
    );
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Заявки на обучение');
    sheet.columns = [
      { header: '№', key: 'id', width: 8 },
      { header: 'Заявка', key: 'title', width: 40 },
      { header: 'Вид обучения', key: 'type', width: 16 },
      { header: 'Курс', key: 'course', width: 36 },
      { header: 'Учебное заведение', key: 'facility', width: 30 },
      { header: 'Автор', key: 'author', width: 30 },
      { header: 'Статус', key: 'status', width: 30 },
      { header: 'Начало', key: 'start', width: 12 },
      { header: 'Окончание', key: 'end', width: 12 },
      { header: 'Стоимость', key: 'price', width: 14 },
      { header: 'Создана', key: 'created', width: 12 },
    ];
    sheet.getRow(1).font = { bold: true };
    const russian = (date: string | undefined) =>
      date ? date.slice(0, 10).split('-').reverse().join('.') : '';
    for (const row of rows)
      sheet.addRow({
        id: row.id,
        title: row.title,
        type: row.type_name,
        course: row.course,
        facility: row.edu_facility?.name ?? '',
        author: row.author.full_name,
        status: row.status.name,
        start: russian(row.period_date?.date_start),
        end: russian(row.period_date?.date_end),
        price: row.price,
        created: russian(row.created_at),
      });
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    return { bytes, fileName: `${EDUCATION_TEXTS.reportFileName} ${russian(this.clock.today())}.xlsx` };
  }

  /** GET /bp_educations/{id}: the request, its fields and what this user may do with it. */
  async one(actor: AuthUser, id: number): Promise<EducationDetails> {
    const found = await findEducation(this.db, id);
    if (!found) throw notFound(BP_TEXTS.notFound);
    const training = await this.isTraining(actor);
    // The training department (the kind's desk) follows every request, also before it reaches them.
    const request = await this.requests.one(actor, id);
    const students = await studentsOf(this.db, id);
    const { own } = found;
    const editor = {
      byEngine: request.can_edit,
      training,
      approver: request.assignees.some((assignee) => assignee.person.id === actor.id),
      terminal: request.status.is_terminal,
    };
    const catalog = await this.requests.catalog.get();
    const process = catalog.processes.get(request.type_id)!;
    return {
      id,
      title: request.title,
      type_id: own.educationType as EducationTypeId,
      type_name: educationTypeName(own.educationType),
      bp_type_id: request.type_id,
      bp_type_name: request.type_name,
      status: request.status,
      author: request.author,
      course: own.course,
      edu_facility: own.facilityId === null ? null : { id: own.facilityId, name: found.facilityName ?? '' },
      price: own.price === null ? null : Number(own.price),
      period_date:
        own.periodStart && own.periodEnd ? { date_start: own.periodStart, date_end: own.periodEnd } : null,
      created_at: request.created_at,
      updated_at: request.updated_at,
      student_agreement: own.studentAgreement,
      charge_id: own.chargeId,
      format: own.formatId,
      url: own.url,
      info: own.info,
      admin_info: own.adminInfo,
      email: own.email,
      users: students,
      responsible_user: request.responsible_user,
      billing_company_id: own.billingCompanyId,
      assignees: request.assignees,
      abilities: request.abilities,
      actions: request.actions,
      can_edit: request.can_edit,
      email_editable: emailEditable(editor),
      admin_editable: adminEditable(editor),
      can_delete: mayDelete({
        author: request.author.id === actor.id,
        initial: request.status.id === process.type.initial_status_id,
        admin: canAccess(actor.roles, 'requests.admin'),
      }),
    };
  }

  /** POST /bp_educations: the engine's request and its own rows in one transaction. */
  async create(actor: AuthUser, body: CreateInput): Promise<EducationDetails> {
    const title = `${educationTypeName(body.type_id)}: ${body.course}`.slice(0, 200);
    const id = await this.requests.createOwn(
      actor,
      { type_id: body.bp_type_id, title, data: {}, responsible_user_id: body.responsible_user_id ?? null },
      'education',
      async (requestId) => {
        await this.assertReferences(body);
        await this.db.insert(bpEducations).values({
          requestId,
          educationType: body.type_id,
          facilityId: body.edu_facility_id ?? null,
          course: body.course,
          studentAgreement: body.student_agreement,
          chargeId: body.charge_id ?? null,
          formatId: body.format ?? null,
          price: body.price ?? null,
          url: body.url,
          info: body.info,
          email: body.email,
          periodStart: body.period_date?.date_start ?? null,
          periodEnd: body.period_date?.date_end ?? null,
          billingCompanyId: body.billing_company_id ?? null,
        });
        const students = body.users?.length ? [...new Set(body.users)] : [actor.id];
        await this.db.insert(bpEducationUsers).values(students.map((userId) => ({ requestId, userId })));
      },
    );
    return this.one(actor, id);
  }

  /**
   * PUT /bp_educations/{id}: the fields sent are compared with the request under its row lock; each changed
   * one must be the user's to change (education.policy.ts), else 403 with the reason.
   */
  async edit(actor: AuthUser, id: number, body: EditInput): Promise<EducationDetails> {
    if (!(await findEducation(this.db, id))) throw notFound(BP_TEXTS.notFound);
    let context: EditContext | undefined;
    await this.requests.editOwn(
      actor,
      id,
      body.updated_at,
      async (row) => {
        const found = await findEducation(this.db, id);
        if (!found) throw notFound(BP_TEXTS.notFound);
        const students = (await studentsOf(this.db, id)).map((student) => student.id);
        const assignees = await assigneesOf(this.db, id, this.clock.today());
        const editor = {
          byEngine: context!.byEngine,
          training: await this.isTraining(actor),
          approver: assignees.some((assignee) => assignee.person.id === actor.id),
          terminal: false,
        };
        const changes: FieldChanges = {};
        for (const [key, after] of Object.entries(body)) {
          if (key === 'updated_at' || after === undefined) continue;
          const field = key as EducationField;
          const before = wireValue(found.own, students, row.responsibleUserId, field);
          const next = field === 'users' ? [...new Set(after as number[])].sort((a, b) => a - b) : after;
          const current = field === 'users' ? [...(before as number[])].sort((a, b) => a - b) : before;
          if (same(current, next)) continue;
          const refusal = fieldRefusal(field, editor);
          if (refusal) throw forbidden(refusal);
          changes[field] = { before: current ?? null, after: next ?? null };
        }
        if (Object.keys(changes).length === 0) return changes;
        await this.assertReferences(body);
        await this.writeChanges(id, found.own, body, changes);
        return changes;
      },
      (given) => {
        context = given;
        return true;
      },
    );
    return this.one(actor, id);
  }

  /** DELETE /bp_educations/{id}: a soft delete (bp_requests.deleted_at), with a history row. */
  async remove(actor: AuthUser, id: number): Promise<void> {
    const details = await this.one(actor, id);
    if (!details.can_delete) throw forbidden(EDUCATION_TEXTS.deleteDenied);
    await this.db.transaction(async () => {
      const [row] = await lockRequests(this.db, [id]);
      if (!row) throw notFound(BP_TEXTS.notFound);
      const catalog = await this.requests.catalog.get();
      const process = catalog.processes.get(row.typeId)!;
      const allowed = mayDelete({
        author: row.authorId === actor.id,
        initial: row.statusId === process.type.initial_status_id,
        admin: canAccess(actor.roles, 'requests.admin'),
      });
      if (!allowed) throw forbidden(EDUCATION_TEXTS.deleteDenied);
      await this.db
        .update(bpRequests)
        .set({ deletedAt: this.clock.now(), updatedAt: sql`now()` })
        .where(eq(bpRequests.id, id));
      const status = catalog.statuses.get(row.statusId)!.code;
      await recordWorkflowHistory(this.db, BP_HISTORY_KIND, [
        { recordId: id, fromStatus: status, toStatus: status, action: 'delete', actor },
      ]);
    });
  }

  async addStatus(
    actor: AuthUser,
    id: number,
    statusId: number,
    query: { comment?: string; updated_at?: string },
  ) {
    const found = await findEducation(this.db, id);
    if (!found) throw notFound(BP_TEXTS.notFound);
    const catalog = await this.requests.catalog.get();
    const [request] = await findRequests(this.db, catalog, [id]);
    const transitions = catalog.processes.get(request!.type_id)!.transitions;
    const codes = new Set(transitions.filter((t) => t.to_status_id === statusId).map((t) => t.code));
    // One action leads there: the engine decides it under the row lock, so one who was a party to that step
    // and came second (another approver was quicker) gets 409. The engine's add-status reads the status
    // before its lock and would answer such a latecomer 403 (docs/modules/education.md).
    if (codes.size === 1) await this.requests.transition(actor, id, [...codes][0]!, query);
    else await this.requests.addStatus(actor, id, statusId, query);
    return this.one(actor, id);
  }

  async history(actor: AuthUser, id: number) {
    if (!(await findEducation(this.db, id))) throw notFound(BP_TEXTS.notFound);
    return this.requests.history(actor, id);
  }

  private async writeChanges(id: number, own: OwnRow, body: EditInput, changes: FieldChanges) {
    const has = (field: EducationField) => field in changes;
    await this.db
      .update(bpEducations)
      .set({
        ...(has('type_id') && { educationType: body.type_id! }),
        ...(has('edu_facility_id') && { facilityId: body.edu_facility_id ?? null }),
        ...(has('course') && { course: body.course! }),
        ...(has('student_agreement') && { studentAgreement: body.student_agreement! }),
        ...(has('charge_id') && { chargeId: body.charge_id ?? null }),
        ...(has('format') && { formatId: body.format ?? null }),
        ...(has('price') && { price: body.price ?? null }),
        ...(has('url') && { url: body.url ?? null }),
        ...(has('info') && { info: body.info ?? null }),
        ...(has('admin_info') && { adminInfo: body.admin_info ?? null }),
        ...(has('email') && { email: body.email ?? null }),
        ...(has('period_date') && {
          periodStart: body.period_date?.date_start ?? null,
          periodEnd: body.period_date?.date_end ?? null,
        }),
        ...(has('billing_company_id') && { billingCompanyId: body.billing_company_id ?? null }),
      })
      .where(eq(bpEducations.requestId, id));
    if (has('users')) {
      await this.db.delete(bpEducationUsers).where(eq(bpEducationUsers.requestId, id));
      const students = [...new Set(body.users)];
      if (students.length)
        await this.db.insert(bpEducationUsers).values(students.map((userId) => ({ requestId: id, userId })));
    }
    if (has('type_id') || has('course') || has('responsible_user_id')) {
      const type = body.type_id ?? own.educationType;
      await this.db
        .update(bpRequests)
        .set({
          title: `${educationTypeName(type)}: ${body.course ?? own.course}`.slice(0, 200),
          ...(has('responsible_user_id') && { responsibleUserId: body.responsible_user_id ?? null }),
        })
        .where(eq(bpRequests.id, id));
    }
  }

  /** Every id a body names exists (400 on the field otherwise), read in the write's transaction. */
  private async assertReferences(body: Partial<EducationCreateBody> | EducationEditBody) {
    if (body.edu_facility_id) {
      const [row] = await this.db
        .select({ id: eduFacilities.id })
        .from(eduFacilities)
        .where(eq(eduFacilities.id, body.edu_facility_id));
      if (!row) throw fieldError('edu_facility_id', EDUCATION_TEXTS.facilityNotFound);
    }
    if (body.charge_id) {
      const [row] = await this.db
        .select({ id: charges.id })
        .from(charges)
        .where(eq(charges.id, body.charge_id));
      if (!row) throw fieldError('charge_id', EDUCATION_TEXTS.chargeNotFound);
    }
    if (body.billing_company_id) {
      const [row] = await this.db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.id, body.billing_company_id));
      if (!row) throw fieldError('billing_company_id', EDUCATION_TEXTS.companyNotFound);
    }
    const people = [
      ...new Set([...(body.users ?? []), ...(body.responsible_user_id ? [body.responsible_user_id] : [])]),
    ];
    if (people.length) {
      const found = await this.db.select({ id: users.id }).from(users).where(inArray(users.id, people));
      const missing = people.find((person) => !found.some((row) => row.id === person));
      if (missing !== undefined)
        throw fieldError(
          body.users?.includes(missing) ? 'users' : 'responsible_user_id',
          EDUCATION_TEXTS.userNotFound,
        );
    }
  }
}
