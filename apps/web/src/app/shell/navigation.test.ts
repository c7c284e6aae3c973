import { accessListFor } from '@intranet/contracts';
import { describe, expect, it } from 'vitest';
import { TIMESHEET_TABS } from '../../modules/timesheet/timesheet.module.tsx';
import { VACATION_TABS } from '../../modules/vacation/vacation.module.tsx';
import { ADMIN_ENTRY, EVENTS_MENU, TOP_MENU, WORK_MENU } from './menus.ts';
import { activeTabKey, firstVisiblePath, visibleEntries } from './navigation.ts';

const labels = (entries: { label: string }[]) => entries.map((entry) => entry.label);

describe('menus from the access list', () => {
  it('an employee sees no timesheet, work conditions or statuses', () => {
    const access = accessListFor([]);
    expect(labels(visibleEntries(WORK_MENU.children, access))).toEqual([
      'Отпуска',
      'Заявки',
      'Перевод сотрудников',
      'Обучение',
      'Визитные карточки',
      'Увольнение сотрудников',
      'Магазин подарков',
      'Каталог сервисов',
      'Охрана труда',
      'Поиск сотрудников',
    ]);
    expect(visibleEntries(TIMESHEET_TABS, access)).toEqual([]);
    expect(firstVisiblePath(TIMESHEET_TABS, access)).toBeNull();
  });

  it('ts_admin sees every timesheet tab, work conditions and statuses', () => {
    const access = accessListFor(['ts_admin']);
    expect(labels(visibleEntries(WORK_MENU.children, access))).toContain('TimeSheet');
    expect(labels(visibleEntries(WORK_MENU.children, access))).toContain('Условия работы');
    expect(labels(visibleEntries(WORK_MENU.children, access))).toContain('Статусы сотрудников');
    expect(visibleEntries(TIMESHEET_TABS, access)).toHaveLength(7);
  });

  it('ts_filling opens only the fill and FAQ tabs', () => {
    expect(labels(visibleEntries(TIMESHEET_TABS, accessListFor(['ts_filling'])))).toEqual([
      'Заполнение',
      'FAQ',
    ]);
  });

  it('vacation reports and settings follow the vacation table', () => {
    expect(labels(visibleEntries(VACATION_TABS, accessListFor([])))).toEqual([
      'Планирование',
      'Согласование/сравнение',
      'Документы и шаблоны',
      'Уведомление',
      'FAQ',
    ]);
    expect(labels(visibleEntries(VACATION_TABS, accessListFor(['manager'])))).toContain('Отчеты');
    expect(labels(visibleEntries(VACATION_TABS, accessListFor(['manager'])))).not.toContain('Настройки');
    expect(visibleEntries(VACATION_TABS, accessListFor(['vacation_system_admin']))).toHaveLength(8);
  });
});

describe('menus from the module manifests', () => {
  it('lists the menus in the order of the modules', () => {
    expect(labels([...TOP_MENU])).toEqual(['О компании', 'Проекты', 'Галерея', 'Форум']);
    expect(labels([...EVENTS_MENU.children])).toEqual(['Календарь', 'Запланированные']);
    expect(labels([...WORK_MENU.children])).toEqual([
      'TimeSheet',
      'Отпуска',
      'Условия работы',
      'Статусы сотрудников',
      'Производственный календарь',
      'Заявки',
      'Администрирование заявок',
      'Перевод сотрудников',
      'Обучение',
      'Визитные карточки',
      'Увольнение сотрудников',
      'Данные по увольнениям',
      'Магазин подарков',
      'Каталог сервисов',
      'Охрана труда',
      'Поиск сотрудников',
    ]);
    expect(ADMIN_ENTRY).toMatchObject({ path: '/admin', access: ['admin'] });
  });

  it('derives the section entries and tab paths from the section', () => {
    const timesheet = WORK_MENU.children.find((entry) => entry.key === 'timesheet')!;
    expect(timesheet.path).toBe('/timesheet');
    expect(new Set(timesheet.access)).toEqual(new Set(TIMESHEET_TABS.flatMap((tab) => tab.access ?? [])));
    expect(TIMESHEET_TABS.map((tab) => tab.path)).toEqual([
      '/timesheet/fill',
      '/timesheet/approve',
      '/timesheet/reports',
      '/timesheet/settings',
      '/timesheet/services',
      '/timesheet/faq',
      '/timesheet/exemption',
    ]);
    expect(VACATION_TABS[0]).toMatchObject({ key: 'planning', path: '/vacation' });
  });
});

describe('activeTabKey', () => {
  it('picks the longest matching tab path', () => {
    expect(activeTabKey(VACATION_TABS, '/vacation')).toBe('planning');
    expect(activeTabKey(VACATION_TABS, '/vacation/reports/PERIOD')).toBe('reports');
    expect(activeTabKey(VACATION_TABS, '/vacation/settings/remaining-days')).toBe('remaining-days');
    expect(activeTabKey(TIMESHEET_TABS, '/timesheet/settings/autofill')).toBe('settings');
    expect(activeTabKey(TIMESHEET_TABS, '/timesheetx')).toBeUndefined();
  });
});
