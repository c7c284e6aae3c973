import { z } from 'zod';
import { idSchema } from '../primitives.ts';

/**
 * Bulk inputs and outputs around the timesheet: the Excel upload of distributions
 * (`POST /timesheet/distributions/excel`) and the exemption notification and report.
 */

/** Columns of the distributions workbook, in order; the first row is the header. */
export const DISTRIBUTION_EXCEL_COLUMNS = [
  'Дата',
  'Сотрудник',
  'Проект-источник',
  'Сервис',
  'Часы',
  'Комментарий',
] as const;
/** Rows past the header one upload may carry. */
export const DISTRIBUTION_EXCEL_MAX_ROWS = 2000;
/** An upload is all or nothing: a bad row refuses the file, and the 400 lists every bad row. */
export const DISTRIBUTION_EXCEL_MESSAGES = {
  rejected: 'В файле есть ошибки, ничего не загружено',
  noFile: 'Приложите файл .xlsx',
  notWorkbook: 'Файл не похож на книгу Excel (.xlsx)',
  empty: 'В файле нет строк с данными',
  tooMany: `Слишком много строк: в одном файле не больше ${DISTRIBUTION_EXCEL_MAX_ROWS} строк с данными`,
} as const;
/** The key of a row in the 400's `errors`: «Строка 7» (the spreadsheet's own row number). */
export const excelRowKey = (row: number) => `Строка ${row}`;

export const distributionExcelResultSchema = z.object({
  /** Distribution records created or changed. */
  saved: z.number().int(),
});
export type DistributionExcelResult = z.infer<typeof distributionExcelResultSchema>;

/** The two lists of the exemption screen; each has an xlsx report at /timesheet/exemption/{name}/report. */
export const EXEMPTION_REPORT_NAMES = ['users', 'projects'] as const;
export type ExemptionReportName = (typeof EXEMPTION_REPORT_NAMES)[number];

/**
 * POST /timesheet/exemption/notification: tells exempt people, in the bell, that they need not fill the
 * timesheet. Without user_ids every person on the users list is told.
 */
export const exemptionNotificationBodySchema = z.object({
  user_ids: z.array(idSchema).max(500).optional(),
});
export const exemptionNotificationResultSchema = z.object({ sent: z.number().int() });
export const EXEMPTION_NOTIFICATION_TEXT =
  'Вы освобождены от заполнения TimeSheet. Если это ошибка, обратитесь к администратору TimeSheet.';
