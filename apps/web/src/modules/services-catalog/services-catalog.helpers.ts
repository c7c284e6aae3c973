import type {
  CatalogClassifier,
  CatalogRegion,
  CatalogServicesQuery,
} from '@intranet/contracts/services-catalog/services-catalog';

/** A route's id segment as a record id, or null for anything that is not one (`/services-catalog/abc`). */
export function parseRouteId(segment: string | undefined): number | null {
  if (!segment || !/^\d{1,10}$/.test(segment)) return null;
  const id = Number(segment);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** The catalogue's filters as the URL keeps them (a link reproduces the list). */
export interface CatalogFilter {
  q?: string;
  regionId?: number;
  valueId?: number;
  page: number;
}

export function parseFilter(params: URLSearchParams): CatalogFilter {
  const q = params.get('q')?.trim();
  return {
    q: q || undefined,
    regionId: parseRouteId(params.get('region') ?? undefined) ?? undefined,
    valueId: parseRouteId(params.get('value') ?? undefined) ?? undefined,
    page: parseRouteId(params.get('page') ?? undefined) ?? 1,
  };
}

export function filterToParams(filter: CatalogFilter): Record<string, string> {
  const params: Record<string, string> = {};
  if (filter.q) params.q = filter.q;
  if (filter.regionId) params.region = String(filter.regionId);
  if (filter.valueId) params.value = String(filter.valueId);
  if (filter.page > 1) params.page = String(filter.page);
  return params;
}

export const hasFilters = (filter: CatalogFilter): boolean =>
  !!filter.q || filter.regionId !== undefined || filter.valueId !== undefined;

/** Results of a search come a page at a time; the groups view shows everything. */
export const SEARCH_PAGE_SIZE = 24;

/** The query of GET services for a filter (and, on a group's page, the group). */
export function searchQuery(filter: CatalogFilter, groupId?: number): CatalogServicesQuery {
  return {
    q: filter.q,
    region_id: filter.regionId,
    classifier_value_id: filter.valueId,
    group_id: groupId,
    page: filter.page,
    per_page: SEARCH_PAGE_SIZE,
  };
}

/** The classifier filter's options: each classifier a group of its values. */
export function classifierOptions(classifiers: readonly CatalogClassifier[]) {
  return classifiers
    .filter((classifier) => classifier.values.length > 0)
    .map((classifier) => ({
      label: classifier.name,
      title: classifier.name,
      options: classifier.values.map((value) => ({ value: value.id, label: value.name })),
    }));
}

/** The path of a service's card: under the group the list showed it in, else its first group. */
export function servicePath(
  service: { id: number; groups_ids: readonly number[] },
  groupId?: number,
): string {
  const group =
    groupId !== undefined && service.groups_ids.includes(groupId) ? groupId : service.groups_ids[0];
  return `/services-catalog/${group ?? 0}/${service.id}`;
}

/** The region filter's options in the catalogue's order: a city says its country. */
export function regionOptions(regions: readonly CatalogRegion[]) {
  const names = new Map(regions.map((region) => [region.id, region.name]));
  return regions.map((region) => ({
    value: region.id,
    label:
      region.kind === 'city' && region.parent_id !== null
        ? `${region.name}, ${names.get(region.parent_id) ?? ''}`.replace(/, $/, '')
        : region.name,
  }));
}
