import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { sql, type SQL } from 'drizzle-orm';
import { formatRussianDate, type TsReportType } from '@intranet/contracts';
import type { Db } from '../../../platform/db/database.ts';
import { rowsOf } from '../../../platform/db/sql.ts';
import { collectGarbage } from '../../../platform/runtime/gc.ts';

/** Rows read from the cursor at a time: memory holds one batch, whatever the report's length. */
export const EXCEL_BATCH_ROWS = 2000;
/**
 * V8 lets the garbage of a long export pile up before it collects (RSS grew by ~140 MB for 100,000 rows):
 * where the process allows it (`npm start` runs node with --expose-gc) a collection every so many rows keeps
 * the peak near the working set, for five short pauses per 100,000 rows.
 */
const GC_EVERY_ROWS = 20_000;
/** A sheet holds 1,048,576 rows; one is the header. */
export const EXCEL_MAX_ROWS = 1_048_575;
export const EXCEL_TRUNCATED_TEXT = 'Строк больше, чем вмещает лист Excel: сократите период';

/** Excel's column width is in characters; the catalogue's in pixels (about 7 px a character). */
const widthInCharacters = (pixels: number) => Math.max(8, Math.round(pixels / 7));

/**
 * Dates go out as «dd.MM.yyyy» text (the reports' date format), not as date cells: a date cell needs a number
 * format, and exceljs's style pass made 100,000 rows cost 7.6 s instead of 2.7 s (bench:timesheet-reports).
 */
function cellValue(type: TsReportType['columns'][number]['type'], value: unknown): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  if (type === 'number') return Number(value);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return type === 'date' ? formatRussianDate(text) : text;
}

/** The part of exceljs's streaming worksheet that it does not type: its sheet stream's consumers. */
interface PipedSheet {
  stream?: {
    pipes?: {
      _writableState?: { needDrain?: boolean };
      once(event: 'drain', listener: () => void): unknown;
    }[];
  };
}

/**
 * Waits until the zip has taken the rows written so far. exceljs writes a committed row into the zip entry's
 * stream without heeding its backpressure, and the deflate behind it is slower than the rows come, so the
 * sheet's XML piled up in memory: ~40 MB for 100,000 rows (bench:timesheet-reports). If a later exceljs
 * names these parts differently, this waits for nothing, as before.
 */
async function zipCaughtUp(sheet: ExcelJS.Worksheet): Promise<void> {
  for (const pipe of sheetStreamConsumers(sheet)) {
    if (pipe._writableState?.needDrain) await new Promise<void>((resolve) => pipe.once('drain', resolve));
  }
}

/** The streams exceljs feeds a streaming sheet's XML into (a test holds exceljs to having them). */
export function sheetStreamConsumers(sheet: ExcelJS.Worksheet) {
  return (sheet as PipedSheet).stream?.pipes ?? [];
}

/**
 * The select list of an export's statement: a row's cells as one JSON array text, in the sheet's column order.
 * PGlite's protocol parser copies every field into a fresh buffer before decoding it; one field instead of
 * twelve took ~0.5 s and much malloc churn off 100,000 rows (bench:timesheet-reports).
 */
function excelRowProjection(type: TsReportType): SQL {
  const cells = sql.join(
    type.columns.map((column) => sql.identifier(column.key)),
    sql`, `,
  );
  return sql`json_build_array(${cells})::text as cells`;
}

export interface WrittenWorkbook {
  file: string;
  rows: number;
  /** Removes the file (and its folder). */
  remove: () => void;
}

/**
 * Writes a report to an xlsx file with exceljs's streaming WorkbookWriter. `statementWith` gives the report's
 * ordered statement with the select list it is handed (`excelRowProjection`); it runs once behind a cursor
 * and is read in batches of EXCEL_BATCH_ROWS, each row committed to the zip stream as it comes, so memory
 * stays flat at any length. The file, not the socket, takes the rows: a slow client never holds the
 * transaction (PGlite has one connection) — the route streams the finished file.
 */
export async function writeReportWorkbook(
  db: Db,
  type: TsReportType,
  statementWith: (columns: SQL) => Promise<SQL>,
  title: string,
): Promise<WrittenWorkbook> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ts-report-'));
  const file = path.join(folder, 'report.xlsx');
  const remove = () => fs.rmSync(folder, { recursive: true, force: true });
  try {
    const statement = await statementWith(excelRowProjection(type));
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      filename: file,
      useStyles: false,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet(title.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = type.columns.map((column) => ({
      header: column.title,
      key: column.key,
      width: widthInCharacters(column.width),
    }));
    sheet.getRow(1).commit();
    let rows = 0;
    await db.transaction(async (tx) => {
      // PostgreSQL's JIT compiled this one long statement for ~1 s of a 3 s run; the export does not need it.
      await tx.execute(sql`set local jit = off`);
      await tx.execute(sql`declare ts_report_cursor no scroll cursor for ${statement}`);
      for (;;) {
        const batch = rowsOf<{ cells: string }>(
          await tx.execute(sql`fetch forward ${sql.raw(String(EXCEL_BATCH_ROWS))} from ts_report_cursor`),
        );
        for (const raw of batch) {
          if (rows === EXCEL_MAX_ROWS - 1) {
            sheet.addRow([EXCEL_TRUNCATED_TEXT]).commit();
            rows++;
            break;
          }
          const cells = JSON.parse(raw.cells) as unknown[];
          sheet.addRow(type.columns.map((column, index) => cellValue(column.type, cells[index]))).commit();
          rows++;
        }
        if (batch.length < EXCEL_BATCH_ROWS || rows >= EXCEL_MAX_ROWS) break;
        await zipCaughtUp(sheet);
        if (rows % GC_EVERY_ROWS === 0) collectGarbage();
      }
      await tx.execute(sql`close ts_report_cursor`);
    });
    sheet.commit();
    await workbook.commit();
    return { file, rows, remove };
  } catch (error) {
    remove();
    throw error;
  }
}
