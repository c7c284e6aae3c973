import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { byName } from '../../platform/db/sql.ts';
import {
  CUSTOMER_TYPE,
  ENTITY_TYPE,
  STRUCTURE_LEVEL,
  WORK_FORMATS,
  type Charge,
  type Company,
  type Customer,
  type Department,
  type StructureNode,
} from '@intranet/contracts';
import { TableCache } from '../../platform/cache/table-cache.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { customerOwners, users } from '../users/users.schema.ts';
import { fullName } from '../users/users.service.ts';
import {
  charges,
  companies,
  countries,
  customerCharges,
  customers,
  structures,
} from './organisation.schema.ts';

type StructureRow = typeof structures.$inferSelect;

function toNode(row: StructureRow): StructureNode {
  return {
    id: row.id,
    name: row.name,
    parent_id: row.parentId,
    level: row.level,
    entity_type: row.entityType,
    display: row.display,
    country_id: row.countryId,
  };
}

/** Nests nodes under their parents; a node whose parent is not in the list becomes a root. */
export function nest<T extends { id: number; children?: T[] }>(
  items: T[],
  parentOf: (item: T) => number | null,
): T[] {
  const byId = new Map(items.map((item) => [item.id, { ...item, children: [] as T[] }]));
  const roots: T[] = [];
  for (const item of byId.values()) {
    const parentId = parentOf(item);
    const parent = parentId === null ? undefined : byId.get(parentId);
    if (parent) parent.children.push(item);
    else roots.push(item);
  }
  return roots;
}

export interface StructureFilter {
  display?: number;
  entityTypes?: number[];
  levels?: number[];
  parentId?: number;
}

export class OrganisationService {
  /**
   * GET /dba_projects by its filter: every TimeSheet grid loads the whole list (a few hundred projects with
   * their codes and owners), and it changes rarely.
   */
  private readonly projects: TableCache<string, Customer[]>;

  constructor(
    private readonly db: Db,
    database: Database,
  ) {
    this.projects = new TableCache(database, [customers, customerCharges, charges, customerOwners, users]);
  }

  async listCompanies(): Promise<Company[]> {
    const rows = await this.db
      .select({ id: companies.id, name: companies.name, country: { id: countries.id, name: countries.name } })
      .from(companies)
      .innerJoin(countries, eq(countries.id, companies.countryId))
      .orderBy(byName(companies.name));
    return rows;
  }

  async getCompany(id: number): Promise<Company> {
    const company = (await this.listCompanies()).find((item) => item.id === id);
    if (!company) throw notFound('Компания не найдена');
    return company;
  }

  async listStructures(filter: StructureFilter = {}): Promise<StructureNode[]> {
    const conditions: SQL[] = [];
    if (filter.display !== undefined) conditions.push(eq(structures.display, filter.display));
    if (filter.entityTypes?.length) conditions.push(inArray(structures.entityType, filter.entityTypes));
    if (filter.levels?.length) conditions.push(inArray(structures.level, filter.levels));
    if (filter.parentId !== undefined) conditions.push(eq(structures.parentId, filter.parentId));
    const rows = await this.db
      .select()
      .from(structures)
      .where(and(...conditions))
      .orderBy(asc(structures.level), byName(structures.name));
    return rows.map(toNode);
  }

  /** Blocks (shown with parent_id null) and practices (parent_id = their block). */
  async listDepartments(): Promise<Department[]> {
    const rows = await this.listStructures({ levels: [STRUCTURE_LEVEL.block, STRUCTURE_LEVEL.practice] });
    return rows.map((node) => ({
      id: node.id,
      name: node.name,
      parent_id: node.level === STRUCTURE_LEVEL.block ? null : node.parent_id,
      entity_type: node.entity_type,
    }));
  }

  async getDepartment(id: number): Promise<Department> {
    const department = (await this.listDepartments()).find((item) => item.id === id);
    if (!department) throw notFound('Подразделение не найдено');
    return department;
  }

  /** GET /subdivision: blocks with their practices nested. */
  async subdivisionTree(): Promise<StructureNode[]> {
    const nodes = await this.listStructures({ entityTypes: [ENTITY_TYPE.block, ENTITY_TYPE.practice] });
    return nest(nodes, (node) => (node.level === STRUCTURE_LEVEL.block ? null : node.parent_id));
  }

  async listCharges(): Promise<Charge[]> {
    return this.db.select().from(charges).orderBy(asc(charges.code));
  }

  listWorkFormats() {
    return WORK_FORMATS.map((format) => ({ ...format }));
  }

  /** Customers and projects with charge codes and owners; `withChildren` nests projects under customers. */
  async listCustomers(filter: {
    entityTypes?: number[];
    typeIds?: number[];
    parentIds?: number[];
    withChildren?: boolean;
  }) {
    const conditions: SQL[] = [];
    if (filter.entityTypes?.length) conditions.push(inArray(customers.entityType, filter.entityTypes));
    if (filter.typeIds?.length) conditions.push(inArray(customers.typeId, filter.typeIds));
    if (filter.parentIds?.length) conditions.push(inArray(customers.parentId, filter.parentIds));
    const top = await this.db
      .select()
      .from(customers)
      .where(and(...conditions))
      .orderBy(byName(customers.name));
    let rows = top;
    if (filter.withChildren && top.length > 0) {
      const children = await this.db
        .select()
        .from(customers)
        .where(
          inArray(
            customers.parentId,
            top.map((row) => row.id),
          ),
        )
        .orderBy(byName(customers.name));
      const ids = new Set(top.map((row) => row.id));
      rows = [...top, ...children.filter((child) => !ids.has(child.id))];
    }
    const ids = rows.map((row) => row.id);
    const parentIds = [...new Set(rows.map((row) => row.parentId).filter((id): id is number => id !== null))];
    const [chargeLinks, ownerLinks, parents] = await Promise.all([
      ids.length
        ? this.db
            .select({ customerId: customerCharges.customerId, charge: charges })
            .from(customerCharges)
            .innerJoin(charges, eq(charges.id, customerCharges.chargeId))
            .where(inArray(customerCharges.customerId, ids))
        : [],
      ids.length
        ? this.db
            .select({
              customerId: customerOwners.customerId,
              user: {
                id: users.id,
                lastName: users.lastName,
                name: users.name,
                patronymic: users.patronymic,
              },
            })
            .from(customerOwners)
            .innerJoin(users, eq(users.id, customerOwners.userId))
            .where(inArray(customerOwners.customerId, ids))
        : [],
      parentIds.length
        ? this.db
            .select({ id: customers.id, name: customers.name })
            .from(customers)
            .where(inArray(customers.id, parentIds))
        : [],
    ]);
    const parentById = new Map(parents.map((parent) => [parent.id, parent]));
    const list: Customer[] = rows.map((row) => ({
      id: row.id,
      name: row.name,
      parent: row.parentId ? (parentById.get(row.parentId) ?? null) : null,
      type: { id: row.typeId },
      entity_type: row.entityType,
      structure_id: row.structureId,
      date_end: row.dateEnd,
      selectable: row.selectable,
      display: row.display,
      utility_type: row.utilityType ?? null,
      charge_codes: chargeLinks.filter((link) => link.customerId === row.id).map((link) => link.charge),
      owners: ownerLinks
        .filter((link) => link.customerId === row.id)
        .map((link) => ({ id: link.user.id, full_name: fullName(link.user) })),
    }));
    if (!filter.withChildren) return list;
    const topIds = new Set(top.map((row) => row.id));
    return nest(list, (item) => (topIds.has(item.id) ? null : (item.parent?.id ?? null))).filter((item) =>
      topIds.has(item.id),
    );
  }

  /** GET /dba_projects: projects (and services) whose parent is one of the given customers. */
  async listProjects(parentIds: number[] | undefined): Promise<Customer[]> {
    return this.projects.get(JSON.stringify(parentIds ?? null), () =>
      this.listCustomers({
        parentIds,
        typeIds: parentIds?.length
          ? undefined
          : [CUSTOMER_TYPE.project, CUSTOMER_TYPE.service, CUSTOMER_TYPE.internal],
      }),
    );
  }

  /** The structure path of nodes, for cards: league → block → practice, region → office. */
  async ancestors(nodeIds: number[]): Promise<Map<number, StructureNode[]>> {
    const all = (await this.db.select().from(structures)).map(toNode);
    const byId = new Map(all.map((node) => [node.id, node]));
    const result = new Map<number, StructureNode[]>();
    for (const id of nodeIds) {
      const path: StructureNode[] = [];
      for (let node = byId.get(id); node; node = node.parent_id ? byId.get(node.parent_id) : undefined)
        path.unshift(node);
      result.set(id, path);
    }
    return result;
  }
}
