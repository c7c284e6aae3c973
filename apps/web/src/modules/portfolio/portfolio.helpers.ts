import { PORTFOLIO_LIMITS, type ProjectFilters } from '@intranet/contracts';

/**
 * The portfolio's filters as the page keeps them in the URL (`/project?technologies=1,2&year=2024&page=2`),
 * so a copied link opens the same list. The names are the API's query names.
 */
export interface PortfolioFilter {
  technologies: number[];
  customer?: number;
  sector?: number;
  department?: number;
  year?: number;
  q?: string;
  page: number;
}

const positiveId = (value: string | null): number | undefined => {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : undefined;
};

/** Reads the filter from the URL; a value the API would refuse is dropped, not sent. */
export function parseFilter(params: URLSearchParams): PortfolioFilter {
  const technologies = [
    ...new Set(
      params
        .getAll('technologies')
        .flatMap((value) => value.split(','))
        .map((part) => positiveId(part.trim()))
        .filter((id): id is number => id !== undefined),
    ),
  ];
  const year = positiveId(params.get('year'));
  const q = params.get('q')?.trim().slice(0, PORTFOLIO_LIMITS.query) || undefined;
  return {
    technologies,
    customer: positiveId(params.get('customer')),
    sector: positiveId(params.get('sector')),
    department: positiveId(params.get('department')),
    year:
      year !== undefined && year >= PORTFOLIO_LIMITS.yearMin && year <= PORTFOLIO_LIMITS.yearMax
        ? year
        : undefined,
    q,
    page: positiveId(params.get('page')) ?? 1,
  };
}

/** The URL's query of a filter: empty values and page 1 are left out, so the bare list is `/project`. */
export function filterToParams(filter: PortfolioFilter): Record<string, string> {
  const params: Record<string, string> = {};
  if (filter.technologies.length) params.technologies = filter.technologies.join(',');
  if (filter.customer) params.customer = String(filter.customer);
  if (filter.sector) params.sector = String(filter.sector);
  if (filter.department) params.department = String(filter.department);
  if (filter.year) params.year = String(filter.year);
  if (filter.q) params.q = filter.q;
  if (filter.page > 1) params.page = String(filter.page);
  return params;
}

/** The query of GET /projects for a filter. */
export function toApiQuery(filter: PortfolioFilter): Record<string, string | number> {
  return { ...filterToParams(filter), page: filter.page, per_page: PORTFOLIO_LIMITS.perPage };
}

/** Whether anything narrows the list (the «Сбросить» button and the empty state's text). */
export function hasFilters(filter: PortfolioFilter): boolean {
  return Boolean(
    filter.technologies.length ||
    filter.customer ||
    filter.sector ||
    filter.department ||
    filter.year ||
    filter.q,
  );
}

/** How many filters narrow the list (the mobile «Фильтры» button shows it). */
export function activeFilterCount(filter: PortfolioFilter): number {
  return [
    filter.technologies.length > 0,
    filter.customer,
    filter.sector,
    filter.department,
    filter.year,
    filter.q,
  ].filter(Boolean).length;
}

/** A change of any filter starts again from page 1. */
export function changeFilter(
  filter: PortfolioFilter,
  change: Partial<Omit<PortfolioFilter, 'page'>>,
): PortfolioFilter {
  return { ...filter, ...change, page: 1 };
}

export interface DepartmentNode {
  value: number;
  title: string;
  children?: DepartmentNode[];
}

/** Blocks with their practices for a TreeSelect; `count` (filters) goes after the name. */
export function departmentTree(
  departments: readonly { id: number; name: string; parent_id: number | null; count?: number }[],
): DepartmentNode[] {
  const label = (item: { name: string; count?: number }) =>
    item.count === undefined ? item.name : `${item.name} (${item.count})`;
  const ids = new Set(departments.map((item) => item.id));
  const roots = departments.filter((item) => item.parent_id === null || !ids.has(item.parent_id));
  return roots.map((root) => {
    const children = departments
      .filter((item) => item.parent_id === root.id)
      .map((item) => ({ value: item.id, title: label(item) }));
    return { value: root.id, title: label(root), ...(children.length ? { children } : {}) };
  });
}

/** Select options with the number of projects: «React (12)». */
export function countedOptions(items: ProjectFilters['technologies']): { value: number; label: string }[] {
  return items.map((item) => ({ value: item.id, label: `${item.name} (${item.count})` }));
}
