import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { inArray, or } from 'drizzle-orm';
import {
  DISTRIBUTION_EXCEL_COLUMNS,
  DISTRIBUTION_EXCEL_MAX_ROWS,
  DISTRIBUTION_EXCEL_MESSAGES,
  excelRowKey,
  isValidIsoDate,
  HOURS_OVERFLOW_MESSAGE,
  parseHours,
  type HoursParse,
  type TsDistributionInput,
} from '@intranet/contracts';
import type { AuthUser } from '../../../platform/auth/guard.ts';
import type { Db } from '../../../platform/db/database.ts';
import {
  isZip64Size,
  readZipEntries,
  storedZip,
  unpackZipEntry,
} from '../../../platform/files/zip-entries.ts';
import { AppError, badRequest } from '../../../platform/http/app-error.ts';
import { customers } from '../../organisation/organisation.schema.ts';
import { users } from '../../users/users.schema.ts';
import type { TimesheetDistributionsService } from './distributions.service.ts';
import { fillablePeople } from '../timesheet.queries.ts';

/** One data row of the workbook as typed, with its spreadsheet row number. */
export interface SheetRow {
  row: number;
  date: string;
  user: string;
  from: string;
  to: string;
  hours: string;
  comment: string;
}

type CellValue = ExcelJS.CellValue;

/** A cell as text: dates as ISO days, formulas by their result, rich text joined. */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value).trim();
}

/** «21.11.2026» or «2026-11-21» as an ISO day; anything else is null. */
export function excelDate(text: string): string | null {
  const russian = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  const iso = russian
    ? `${russian[3]}-${russian[2]!.padStart(2, '0')}-${russian[1]!.padStart(2, '0')}`
    : text.slice(0, 10);
  return (russian || /^\d{4}-\d{2}-\d{2}$/.test(text)) && isValidIsoDate(iso) ? iso : null;
}

/** Hours as typed in the fill grid («7,5», «7:30»), or a spreadsheet number of any precision. */
export function sheetHours(text: string): HoursParse {
  if (!/^\d+\.\d{3,}$/.test(text)) return parseHours(text);
  const minutes = Math.round(Number(text) * 60);
  return minutes > 24 * 60 ? { ok: false, message: HOURS_OVERFLOW_MESSAGE } : { ok: true, minutes };
}

/**
 * What the parts of the workbook that are read may unpack to, all together. 2,000 rows with 1,000-letter
 * comments are about 5 MB of XML; a sheet past this is far past the row cap, and is refused from the zip's
 * directory before anything is unpacked (a 4 MB upload of a million rows held the server for seconds).
 */
export const DISTRIBUTION_EXCEL_MAX_XML_BYTES = 16 * 1024 * 1024;

/** The parts the sheet's reader needs, in the order it needs them; pictures and the like are not read. */
const READ_PARTS = [
  /^xl\/_rels\/workbook\.xml\.rels$/,
  /^xl\/workbook\.xml$/,
  /^xl\/sharedStrings\.xml$/,
  /^xl\/styles\.xml$/,
  /^xl\/worksheets\/sheet\d+\.xml$/,
];
const partRank = (name: string) => READ_PARTS.findIndex((part) => part.test(name));

const notWorkbook = () =>
  badRequest(DISTRIBUTION_EXCEL_MESSAGES.notWorkbook, { file: [DISTRIBUTION_EXCEL_MESSAGES.notWorkbook] });
const tooMany = () =>
  badRequest(DISTRIBUTION_EXCEL_MESSAGES.tooMany, { file: [DISTRIBUTION_EXCEL_MESSAGES.tooMany] });

/**
 * The parts of the workbook that are read, unpacked, as a stored zip in the reader's order. Refused when
 * they claim more than the limit (from the zip's directory, before anything is unpacked) or unpack to more
 * than they claim. The order matters: exceljs's streaming reader parks every sheet it meets before the
 * shared strings in a temporary file, and Excel writes the sheets first.
 */
async function readableParts(buffer: Buffer): Promise<Buffer> {
  const entries = readZipEntries(buffer);
  if (!entries) throw notWorkbook();
  const parts = entries
    .filter((entry) => partRank(entry.name) >= 0)
    .sort(
      (a, b) => partRank(a.name) - partRank(b.name) || a.name.localeCompare(b.name, 'en', { numeric: true }),
    );
  const declared = parts.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (
    parts.some((entry) => isZip64Size(entry.uncompressedSize)) ||
    declared > DISTRIBUTION_EXCEL_MAX_XML_BYTES
  )
    throw tooMany();
  const files: { name: string; data: Buffer }[] = [];
  for (const entry of parts) {
    const data = await unpackZipEntry(buffer, entry);
    if (!data) throw notWorkbook();
    files.push({ name: entry.name, data });
  }
  return storedZip(files);
}

/**
 * The zip in 64 KB pieces: unzipper hands an entry on in the pieces it is given, and the sheet's XML parser
 * parses a piece whole, in one go; one 8 MB piece would be parsed past the row cap with the loop held.
 */
function* chunksOf(buffer: Buffer): Generator<Buffer> {
  for (let at = 0; at < buffer.length; at += 65536) yield buffer.subarray(at, at + 65536);
}

/**
 * Reads the first sheet: a header row, then data rows; fully empty rows are skipped. The sheet is streamed
 * (exceljs's WorkbookReader) and reading stops at the first data row past the cap, so a long sheet costs
 * the cap's worth of parsing, in chunks that leave the event loop to other requests.
 */
export async function readDistributionSheet(buffer: Buffer): Promise<SheetRow[]> {
  const zip = await readableParts(buffer);
  // Styles are kept so that date-formatted cells come as dates, as the full reader gives them.
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(chunksOf(zip)), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  const rows: SheetRow[] = [];
  let overflow = false;
  try {
    for await (const sheet of reader) {
      // The first sheet in the workbook's own order (a moved sheet keeps its file name). exceljs gives a sheet
      // the workbook's numeric id once it has matched it; one it could not match keeps its file's number as
      // text, and is read rather than skipped.
      const first = (reader as unknown as { model?: { sheets?: { id: number }[] } }).model?.sheets?.[0];
      const id = (sheet as unknown as { id: unknown }).id;
      if (first && typeof id === 'number' && id !== first.id) continue;
      for await (const row of sheet) {
        if (row.number === 1) continue;
        const cells = DISTRIBUTION_EXCEL_COLUMNS.map((_, index) => cellText(row.getCell(index + 1).value));
        if (cells.every((cell) => cell === '')) continue;
        const [date, user, from, to, hours, comment] = cells as [
          string,
          string,
          string,
          string,
          string,
          string,
        ];
        rows.push({ row: row.number, date, user, from, to, hours, comment });
        overflow = rows.length > DISTRIBUTION_EXCEL_MAX_ROWS;
        if (overflow) break;
      }
      break;
    }
  } catch {
    throw notWorkbook();
  }
  if (overflow) throw tooMany();
  if (rows.length === 0)
    throw badRequest(DISTRIBUTION_EXCEL_MESSAGES.empty, { file: [DISTRIBUTION_EXCEL_MESSAGES.empty] });
  return rows;
}

/** The person and the distribution a row stands for, once its names are resolved. */
interface ResolvedRow {
  row: number;
  userId: number;
  input: TsDistributionInput;
}

/**
 * `POST /timesheet/distributions/excel`: all rows or none. Rows are resolved (person by login or id,
 * projects by id or exact name), then saved per person and day through the same checks as the screen, each
 * in a savepoint so one refused day does not hide the errors of the others; any error rolls the file back.
 */
export class DistributionsExcelService {
  constructor(
    private readonly db: Db,
    private readonly distributions: TimesheetDistributionsService,
  ) {}

  async template(): Promise<Buffer> {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Перераспределение');
    sheet.addRow([...DISTRIBUTION_EXCEL_COLUMNS]);
    sheet.getRow(1).font = { bold: true };
    sheet.columns.forEach((column, index) => (column.width = index === 5 ? 40 : 24));
    sheet.addRow(['01.12.2026', 'employee', 'Проект или его номер', 'Сервис или его номер', 2, 'Пример']);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }

  async upload(actor: AuthUser, buffer: Buffer, defaultUserId: number): Promise<{ saved: number }> {
    const sheetRows = await readDistributionSheet(buffer);
    const errors: Record<string, string[]> = {};
    const fail = (row: number, message: string) => (errors[excelRowKey(row)] ??= []).push(message);
    // Rows that resolve go on to the save checks even when others did not: one answer lists every error.
    const resolved = await this.resolve(actor, sheetRows, defaultUserId, fail);

    /** A refused day marks each of its rows; anything but a refusal (a crash) goes on up. */
    const refuseGroup = (group: ResolvedRow[], error: unknown) => {
      if (!(error instanceof AppError)) throw error;
      for (const item of group) fail(item.row, error.message.replace('###', ': '));
    };
    const groups = new Map<string, ResolvedRow[]>();
    for (const item of resolved) {
      const key = `${item.userId}|${item.input.date}`;
      groups.set(key, [...(groups.get(key) ?? []), item]);
    }
    const checked: ResolvedRow[][] = [];
    for (const group of groups.values()) {
      await this.distributions
        .assertCanSave(
          actor,
          group[0]!.userId,
          group.map((item) => item.input),
        )
        .then(() => checked.push(group))
        .catch((error: unknown) => refuseGroup(group, error));
    }
    await this.db.transaction(async (tx) => {
      for (const group of checked) {
        await tx
          .transaction((savepoint) =>
            this.distributions.saveIn(
              savepoint as unknown as Db,
              actor,
              group[0]!.userId,
              group.map((item) => item.input),
              { replace: true },
            ),
          )
          .catch((error: unknown) => refuseGroup(group, error));
      }
      if (Object.keys(errors).length > 0) throw badRequest(DISTRIBUTION_EXCEL_MESSAGES.rejected, errors);
    });
    return { saved: resolved.length };
  }

  private async resolve(
    actor: AuthUser,
    rows: SheetRow[],
    defaultUserId: number,
    fail: (row: number, message: string) => void,
  ): Promise<ResolvedRow[]> {
    const userRefs = [...new Set(rows.map((row) => row.user).filter(Boolean))];
    const ids = userRefs.filter((ref) => /^\d+$/.test(ref)).map(Number);
    const people = userRefs.length
      ? await this.db
          .select({ id: users.id, login: users.login })
          .from(users)
          .where(or(inArray(users.login, userRefs), ids.length ? inArray(users.id, ids) : undefined))
      : [];
    const fills = await fillablePeople(this.db, actor, [defaultUserId, ...people.map((person) => person.id)]);
    const projectList = await this.db.select({ id: customers.id, name: customers.name }).from(customers);
    const targets = new Set((await this.distributions.targets()).map((target) => target.id));
    const projectOf = (ref: string) =>
      projectList.find((item) => String(item.id) === ref) ??
      projectList.find((item) => item.name.trim().toLowerCase() === ref.trim().toLowerCase());

    const seen = new Map<string, number>();
    const resolved: ResolvedRow[] = [];
    for (const row of rows) {
      let refused = false;
      const refuse = (message: string) => {
        refused = true;
        fail(row.row, message);
      };
      const date = excelDate(row.date);
      if (!date) refuse('Дата не распознана: нужна дата вида 21.11.2026');
      const person = row.user
        ? people.find((item) => item.login === row.user || String(item.id) === row.user)
        : { id: defaultUserId };
      if (!person) refuse(`Сотрудник «${row.user}» не найден`);
      else if (!fills.has(person.id)) refuse('Вы не можете распределять часы этого сотрудника');
      const source = projectOf(row.from);
      if (!row.from) refuse('Не указан проект-источник');
      else if (!source) refuse(`Проект «${row.from}» не найден`);
      const target = projectOf(row.to);
      if (!row.to) refuse('Не указан сервис');
      else if (!target || !targets.has(target.id))
        refuse(`Сервис «${row.to}» недоступен для перераспределения`);
      const hours = sheetHours(row.hours);
      if (!hours.ok) refuse(`Часы: ${hours.message}`);
      else if (hours.minutes === 0) refuse('Часы: укажите больше нуля');
      if (row.comment.length > 1000) refuse('Комментарий длиннее 1000 символов');
      if (!date || !person || !source || !target || !hours.ok || hours.minutes === 0) continue;
      const key = `${person.id}|${date}|${source.id}|${target.id}`;
      const first = seen.get(key);
      if (first !== undefined) {
        refuse(`Повторяет строку ${first}`);
        continue;
      }
      seen.set(key, row.row);
      if (refused) continue;
      resolved.push({
        row: row.row,
        userId: person.id,
        input: {
          date,
          customer_from: source.id,
          customer_to: target.id,
          time: hours.minutes,
          comment: row.comment || null,
        },
      });
    }
    return resolved;
  }
}
