/**
 * Every role name the portal knows (the portal, TimeSheet and vacation roles; docs/modules/users.md).
 * The name is the wire value and the demo login; the label is what the interface shows.
 */
export const ROLES = {
  admin: 'Администратор',
  admin_director: 'Административный директор',
  admin_access: 'Доступ к администрированию',
  manager: 'Руководитель',
  department_manager: 'Руководитель подразделения',
  assistant: 'Ассистент',
  team_lead: 'Тимлид',
  project_manager: 'Руководитель проекта',
  approver: 'Согласующий',
  hr: 'HR',
  operator: 'Оператор',
  moderator: 'Модератор',
  dissmissal_admin: 'Администратор увольнений',
  bp_education_admin: 'Администратор бизнес-процесса обучения',
  ts_admin: 'Администратор TimeSheet',
  ts_approver: 'Согласующий TimeSheet',
  ts_filling: 'Заполнение TimeSheet',
  ts_reporter: 'Отчеты TimeSheet',
  ts_exemption: 'Исключения TimeSheet',
  wc_assistant: 'Ассистент условий работы',
  user_statuses: 'Статусы сотрудников',
  partner: 'Партнер',
  older_partner: 'Старший партнер',
  vacation_system_admin: 'Администратор системы отпусков',
  vacation_approver: 'Согласующий отпуска',
  employees_without_working_year: 'Сотрудник без рабочего года',
} as const;

export type RoleName = keyof typeof ROLES;
export const ROLE_NAMES = Object.keys(ROLES) as RoleName[];

export function isRoleName(value: string): value is RoleName {
  return Object.hasOwn(ROLES, value);
}
