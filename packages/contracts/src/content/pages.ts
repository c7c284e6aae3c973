/**
 * The content pages and their addresses, without zod: the web's module manifest (in the first page's bundle)
 * builds its routes from this list.
 */
export const CONTENT_PAGES = [
  { slug: 'about', title: 'О компании' },
  { slug: 'book-of-values', title: 'Книга ценностей' },
  { slug: 'codex', title: 'Кодекс' },
  { slug: 'leadership', title: 'Лидерство' },
  { slug: 'leadership-tools', title: 'Инструменты лидера' },
  { slug: 'newcomer', title: 'Новичку' },
  { slug: 'planner', title: 'Планировщик' },
  { slug: 'tools', title: 'Инструменты' },
  { slug: 'instruments', title: 'Инструментарий' },
  { slug: 'safety', title: 'Безопасность' },
] as const;
export type ContentPageSlug = (typeof CONTENT_PAGES)[number]['slug'];
export const CONTENT_PAGE_SLUGS: ContentPageSlug[] = CONTENT_PAGES.map((page) => page.slug);

export function contentPageTitle(slug: string): string | undefined {
  return CONTENT_PAGES.find((page) => page.slug === slug)?.title;
}

/** The screen of an entry: /about, /leadership#communication, /leadership/communication/feedback. */
export function contentEntryUrl(path: string): string {
  const [page, section, article] = path.split('/');
  if (article) return `/${page}/${section}/${article}`;
  if (section) return `/${page}#${section}`;
  return `/${page}`;
}
