import type { AccessKey } from '@intranet/contracts';

/** One menu entry or tab. `access` lists keys of access.ts; any one of them opens it; none = everyone. */
export interface NavEntry {
  key: string;
  label: string;
  path: string;
  access?: readonly (AccessKey | 'admin')[];
  /** Short line for the dashboard's area links. */
  description?: string;
}

export interface NavGroup {
  key: string;
  label: string;
  children: readonly NavEntry[];
}

export function isVisible(entry: NavEntry, access: readonly string[]): boolean {
  return !entry.access || entry.access.some((key) => access.includes(key));
}

export function visibleEntries(entries: readonly NavEntry[], access: readonly string[]): NavEntry[] {
  return entries.filter((entry) => isVisible(entry, access));
}

/** TimeSheet tabs 0-6 (timesheet §2). */
export const TIMESHEET_TABS: readonly NavEntry[] = [
  { key: 'fill', label: 'Заполнение', path: '/timesheet/fill', access: ['timesheet.fill'] },
  { key: 'approve', label: 'Согласование', path: '/timesheet/approve', access: ['timesheet.approve'] },
  { key: 'reports', label: 'Отчеты', path: '/timesheet/reports', access: ['timesheet.reports'] },
  { key: 'settings', label: 'Настройки', path: '/timesheet/settings', access: ['timesheet.settings'] },
  { key: 'services', label: 'Сервисы', path: '/timesheet/services', access: ['timesheet.services'] },
  { key: 'faq', label: 'FAQ', path: '/timesheet/faq', access: ['timesheet.faq'] },
  { key: 'exemption', label: 'Исключения', path: '/timesheet/exemption', access: ['timesheet.exemption'] },
];

/** Vacation tabs 0-7 (timesheet §2 "Vacation"). */
export const VACATION_TABS: readonly NavEntry[] = [
  { key: 'planning', label: 'Планирование', path: '/vacation', access: ['vacation.planning'] },
  {
    key: 'matching',
    label: 'Согласование/сравнение',
    path: '/vacation/matching',
    access: ['vacation.matching'],
  },
  { key: 'docs', label: 'Документы и шаблоны', path: '/vacation/docs', access: ['vacation.docs'] },
  { key: 'notice', label: 'Уведомление', path: '/vacation/notice', access: ['vacation.notice'] },
  { key: 'reports', label: 'Отчеты', path: '/vacation/reports', access: ['vacation.reports'] },
  { key: 'faq', label: 'FAQ', path: '/vacation/faq', access: ['vacation.faq'] },
  { key: 'settings', label: 'Настройки', path: '/vacation/settings', access: ['vacation.settings'] },
  {
    key: 'remaining-days',
    label: 'Остатки отпусков',
    path: '/vacation/settings/remaining-days',
    access: ['vacation.remaining-days'],
  },
];

const TIMESHEET_ACCESS = TIMESHEET_TABS.flatMap((tab) => tab.access ?? []);

/** Top menu (platform §2). */
export const TOP_MENU: readonly NavEntry[] = [
  { key: 'about', label: 'О компании', path: '/about' },
  { key: 'project', label: 'Проекты', path: '/project' },
  { key: 'gallery', label: 'Галерея', path: '/gallery' },
  { key: 'forum', label: 'Форум', path: '/forum' },
];

/** Events menu (platform §2). */
export const EVENTS_MENU: NavGroup = {
  key: 'events',
  label: 'События',
  children: [
    { key: 'events-calendar', label: 'Календарь', path: '/events' },
    { key: 'events-plans', label: 'Запланированные', path: '/events#my-plans' },
  ],
};

/** The working areas of both specifications; the role tables decide who sees which. */
export const WORK_MENU: NavGroup = {
  key: 'work',
  label: 'Сервисы',
  children: [
    {
      key: 'timesheet',
      label: 'TimeSheet',
      path: '/timesheet',
      access: TIMESHEET_ACCESS,
      description: 'Учет рабочего времени по проектам',
    },
    {
      key: 'vacation',
      label: 'Отпуска',
      path: '/vacation',
      description: 'Планирование и согласование отпусков',
    },
    {
      key: 'work-conditions',
      label: 'Условия работы',
      path: '/work-conditions',
      access: ['work-conditions'],
      description: 'Должности и условия работы сотрудников',
    },
    {
      key: 'users-statuses',
      label: 'Статусы сотрудников',
      path: '/users-statuses',
      access: ['users-statuses'],
      description: 'Отсутствия и нерабочие статусы',
    },
    {
      key: 'work-calendar',
      label: 'Производственный календарь',
      path: '/timesheet/settings/calendar',
      access: ['work-calendar.edit'],
      description: 'Праздники, переносы и сокращенные дни',
    },
    {
      key: 'services',
      label: 'Заявки',
      path: '/services',
      description: 'Визитки, перевод, обучение, увольнение',
    },
    {
      key: 'services-catalog',
      label: 'Каталог сервисов',
      path: '/services-catalog',
      description: 'Сервисы компаний группы',
    },
    { key: 'job-safety', label: 'Охрана труда', path: '/job-safety', description: 'Обучение и тестирование' },
    { key: 'search', label: 'Поиск сотрудников', path: '/search', description: 'Люди и материалы' },
  ],
};

export const ADMIN_ENTRY: NavEntry = {
  key: 'admin',
  label: 'Администрирование',
  path: '/admin',
  access: ['admin'],
};

/** The first tab the user may open: where /timesheet leads. */
export function firstVisiblePath(tabs: readonly NavEntry[], access: readonly string[]): string | null {
  return visibleEntries(tabs, access)[0]?.path ?? null;
}

/** The tab whose path is the longest prefix of the current path. */
export function activeTabKey(tabs: readonly NavEntry[], pathname: string): string | undefined {
  let best: NavEntry | undefined;
  for (const tab of tabs) {
    const matches = pathname === tab.path || pathname.startsWith(`${tab.path}/`);
    if (matches && (!best || tab.path.length > best.path.length)) best = tab;
  }
  return best?.key;
}
