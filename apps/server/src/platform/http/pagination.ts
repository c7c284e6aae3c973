export interface PageRequest {
  page: number;
  per_page: number;
}

/** The list envelope of DESIGN "API conventions": data, links and meta, pages from 1. */
export function paginated<T, M extends object = object>(
  data: T[],
  total: number,
  request: PageRequest,
  basePath: string,
  extraMeta?: M,
) {
  const lastPage = Math.max(1, Math.ceil(total / request.per_page));
  const link = (page: number) => `${basePath}?page=${page}&per_page=${request.per_page}`;
  return {
    data,
    links: {
      first: link(1),
      last: link(lastPage),
      prev: request.page > 1 ? link(request.page - 1) : null,
      next: request.page < lastPage ? link(request.page + 1) : null,
    },
    meta: {
      current_page: request.page,
      last_page: lastPage,
      per_page: request.per_page,
      total,
      ...(extraMeta ?? ({} as M)),
    },
  };
}

export function pageOffset(request: PageRequest): number {
  return (request.page - 1) * request.per_page;
}
