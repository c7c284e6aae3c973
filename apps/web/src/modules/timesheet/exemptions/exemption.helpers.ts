import { ALL_OFFICES_LABEL, type ExemptProject, type ExemptUser } from '@intranet/contracts';
import { ApiError } from '../../../api/api-error.ts';

/** The office select's «Все офисы» option: a Select needs a real value, the wire wants null. */
export const ALL_OFFICES_VALUE = 0;

/** Splits a list into pieces of at most `size` (the server takes 500 exemptions per call). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (size < 1) throw new Error('chunk size must be positive');
  const pieces: T[][] = [];
  for (let start = 0; start < items.length; start += size) pieces.push(items.slice(start, start + size));
  return pieces;
}

/** A project exemption's office as the list shows it: null is «Все офисы». */
export function officeLabel(name: string | null): string {
  return name ?? ALL_OFFICES_LABEL;
}

/** The office select's value -> the wire's office (null for «Все офисы» or nothing chosen). */
export function toOfficeId(value: number | null | undefined): number | null {
  return value ? value : null;
}

export interface ExemptProjectInput {
  project: number;
  office: number | null;
  hire_date: string | null;
}

/** One (project, office, hire date) triple per chosen project. */
export function buildProjectInputs(
  projectIds: readonly number[],
  officeId: number | null,
  hireDate: string | null,
): ExemptProjectInput[] {
  return [...new Set(projectIds)].map((project) => ({ project, office: officeId, hire_date: hireDate }));
}

/**
 * The exemptions that already cover a chosen project for the chosen office: the same pair (its hire date
 * would be replaced) or the project for «Все офисы» (which already covers every office).
 */
export function findAlreadyExempt(
  projectIds: readonly number[],
  officeId: number | null,
  existing: readonly ExemptProject[],
): ExemptProject[] {
  const chosen = new Set(projectIds);
  return existing.filter(
    (row) => chosen.has(row.project) && (row.office === officeId || row.office === null),
  );
}

/** «Проект — Офис (принятые с 01.02.2024)» for the duplicate warning. */
export function describeExemptProject(row: ExemptProject, formatDate: (value: string) => string): string {
  const hired = row.hire_date ? ` (принятые с ${formatDate(row.hire_date)})` : '';
  return `${row.project_name} — ${officeLabel(row.office_name)}${hired}`;
}

interface ProjectNode {
  id: number;
  structure_id: number | null;
}

interface StructureNode {
  id: number;
  parent_id: number | null;
}

/**
 * The projects of a practice, or of every practice of a block (projects point at their practice);
 * null when neither is chosen, meaning «no filter».
 */
export function projectIdsInStructure(
  projects: readonly ProjectNode[],
  departments: readonly StructureNode[],
  blockId: number | null | undefined,
  practiceId: number | null | undefined,
): Set<number> | null {
  let nodes: Set<number>;
  if (practiceId) nodes = new Set([practiceId]);
  else if (blockId)
    nodes = new Set([
      blockId,
      ...departments.filter((node) => node.parent_id === blockId).map((node) => node.id),
    ]);
  else return null;
  return new Set(
    projects
      .filter((project) => project.structure_id !== null && nodes.has(project.structure_id))
      .map((project) => project.id),
  );
}

function matches(text: string, query: string): boolean {
  return text.toLocaleLowerCase('ru').includes(query);
}

/** The people list filtered by a part of the name (case-insensitive, ё and е apart as typed). */
export function filterExemptUsers(rows: readonly ExemptUser[], search: string): ExemptUser[] {
  const query = search.trim().toLocaleLowerCase('ru');
  if (!query) return [...rows];
  return rows.filter((row) => matches(row.user.full_name, query));
}

/**
 * The projects list filtered by a part of the project name and by office: undefined is any office,
 * ALL_OFFICES_VALUE the «Все офисы» exemptions only.
 */
export function filterExemptProjects(
  rows: readonly ExemptProject[],
  search: string,
  office: number | undefined,
): ExemptProject[] {
  const query = search.trim().toLocaleLowerCase('ru');
  return rows.filter(
    (row) =>
      (!query || matches(row.project_name, query)) &&
      (office === undefined || (row.office ?? ALL_OFFICES_VALUE) === office),
  );
}

/** The messages a failed save shows in its dialog: the field errors of a 400, else the server's text. */
export function errorMessages(error: unknown, fallback: string): string[] {
  if (!(error instanceof ApiError)) return [fallback];
  const fields = error.fieldErrors;
  if (fields) {
    const messages = [...new Set(Object.values(fields).flat())];
    if (messages.length > 0) return messages;
  }
  return [error.message && !/^HTTP \d+$/.test(error.message) ? error.message : fallback];
}

const REPORT_TITLES = { users: 'сотрудники', projects: 'проекты' } as const;

/** «Исключения_сотрудники_2026-03-08.xlsx». */
export function reportFileName(name: keyof typeof REPORT_TITLES, wireDate: string): string {
  return `Исключения_${REPORT_TITLES[name]}_${wireDate}.xlsx`;
}
