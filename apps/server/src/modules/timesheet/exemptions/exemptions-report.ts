import ExcelJS from 'exceljs';
import {
  ALL_OFFICES_LABEL,
  formatRussianDate,
  type ExemptProject,
  type ExemptUser,
} from '@intranet/contracts';

const russianDate = (iso: string | null) => (iso ? formatRussianDate(iso) : '');

function book(title: string, header: string[], rows: string[][]): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(title);
  sheet.addRow(header).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  sheet.columns.forEach((column, index) => (column.width = index === 0 ? 44 : 24));
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return workbook;
}

/** The exemption lists as workbooks (GET /timesheet/exemption/{name}/report). */
export async function exemptUsersWorkbook(list: ExemptUser[]): Promise<Buffer> {
  const workbook = book(
    'Сотрудники',
    ['Сотрудник', 'Офис', 'Дата приема'],
    list.map((item) => [item.user.full_name, item.office_name ?? '', russianDate(item.hire_date)]),
  );
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function exemptProjectsWorkbook(list: ExemptProject[]): Promise<Buffer> {
  const workbook = book(
    'Проекты',
    ['Проект', 'Офис', 'Принятые с'],
    list.map((item) => [
      item.project_name,
      item.office_name ?? ALL_OFFICES_LABEL,
      russianDate(item.hire_date),
    ]),
  );
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
