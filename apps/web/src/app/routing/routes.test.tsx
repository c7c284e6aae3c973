import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { WEB_MODULES } from '../modules.ts';
import { routes } from './routes.tsx';
import { composeRoutes, defineSection, type WebModule } from './web-module.tsx';

/** Every path of the table, written out in full (`/timesheet/fill`); an index route is its parent's path. */
function fullPaths(list: readonly RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const own = route.path ? joinPath(parent, route.path) : parent;
    const self = route.path ? [own] : [];
    return [...self, ...fullPaths(route.children ?? [], own)];
  });
}

function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

describe('the route table built from the modules', () => {
  const paths = fullPaths(routes);

  it('keeps every route of both specifications', () => {
    for (const path of [
      '/auth',
      '/',
      '/dashboard',
      '/dashboard/:tag',
      '/about',
      '/events/:id',
      '/search',
      '/services/transfer/create/:type',
      '/services-catalog/:groupId/:serviceId',
      '/catalog',
      '/safety',
      '/admin',
      '/admin/support',
      '/admin/login-as',
      '/timesheet',
      '/timesheet/fill',
      '/timesheet/approve',
      '/timesheet/reports',
      '/timesheet/settings',
      '/timesheet/settings/redistribution',
      '/timesheet/settings/autofill',
      '/timesheet/settings/calendar',
      '/timesheet/settings/permissions',
      '/timesheet/services',
      '/timesheet/faq',
      '/timesheet/exemption',
      '/work-conditions',
      '/work-conditions/report',
      '/users-statuses',
      '/vacation',
      '/vacation/matching',
      '/vacation/docs',
      '/vacation/notice',
      '/vacation/reports',
      '/vacation/reports/:reportType',
      '/vacation/faq',
      '/vacation/settings',
      '/vacation/settings/remaining-days',
      '/*',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('has no path twice', () => {
    expect(paths.length).toBe(new Set(paths).size);
  });

  it('puts the work calendar and permissions inside the TimeSheet section, relative to it', () => {
    const timesheet = composeRoutes(WEB_MODULES).find((route) => route.path === '/timesheet')!;
    const children = (timesheet.children ?? []).map((route) => route.path);
    expect(children).toContain('settings/calendar');
    expect(children).toContain('settings/permissions');
  });

  it('gives each module its own access keys', () => {
    const keys = WEB_MODULES.flatMap((module) => module.access);
    expect(keys.length).toBe(new Set(keys).size);
    expect(keys).toEqual(expect.arrayContaining(['timesheet.fill', 'vacation.planning', 'support.inbox']));
  });
});

describe('defineSection and composeRoutes', () => {
  const Page = () => null;
  const section = defineSection({
    key: 'demo',
    path: '/demo',
    title: 'Демо',
    tabs: [
      { key: 'one', label: 'Первая', path: 'one', access: ['vacation.faq'], page: Page },
      { key: 'two', label: 'Вторая', path: 'two', access: ['timesheet.faq'] },
    ],
  });

  it('makes the tab bar and the routes from the same tabs', () => {
    expect(section.tabs.map((tab) => tab.path)).toEqual(['/demo/one', '/demo/two']);
    expect(section.access).toEqual(['vacation.faq', 'timesheet.faq']);
    expect(section.entry({ description: 'Текст' })).toMatchObject({ label: 'Демо', path: '/demo' });
    const children = section.route.children ?? [];
    expect(children[0]?.index).toBe(true); // no '' tab: the bare path redirects to the first open tab
    expect(children.slice(1).map((route) => route.path)).toEqual(['one', 'two']);
  });

  it('refuses routes for a section nobody defines', () => {
    const stray: WebModule = { name: 'stray', sectionRoutes: { nowhere: [{ path: 'x' }] }, access: [] };
    expect(() => composeRoutes([stray])).toThrow('no section');
  });
});
