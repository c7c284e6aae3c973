import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import {
  formatRussianDate,
  vacReportHeaderRows,
  type VacReportCell,
  type VacReportType,
} from '@intranet/contracts';
import type { VacationReportsService, VacReportRun } from './reports.service.ts';

/** Rows read from the cursor at a time. */
export const VAC_EXPORT_BATCH_ROWS = 5000;
/** XML namespace of the vacation report files (docs/vacation-report.xsd). */
export const VAC_REPORT_XML_NS = 'urn:intranet:vacation-report:1';

export interface WrittenFile {
  file: string;
  rows: number;
  remove: () => void;
}

function tempFile(name: string) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vac-report-'));
  return { file: path.join(folder, name), remove: () => fs.rmSync(folder, { recursive: true, force: true }) };
}

/** Excel's column width is in characters; the catalogue's in pixels (about 7 px a character). */
const widthInCharacters = (pixels: number) => Math.max(8, Math.round(pixels / 7));

/**
 * The report as an xlsx (exceljs's streaming writer into a temp file): the two header rows, then the rows.
 * Dates are «dd.MM.yyyy» text, numbers numbers, history lines keep their line breaks.
 */
export async function writeVacReportXlsx(
  service: VacationReportsService,
  run: VacReportRun,
): Promise<WrittenFile> {
  const { file, remove } = tempFile('report.xlsx');
  try {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      filename: file,
      useStyles: false,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet(run.type.label.slice(0, 31), {
      views: [{ state: 'frozen', ySplit: 2 }],
    });
    sheet.columns = run.type.columns.map((column) => ({
      key: column.key,
      width: widthInCharacters(column.width),
    }));
    for (const header of vacReportHeaderRows(run.type.columns)) sheet.addRow(header).commit();
    let rows = 0;
    await service.eachBatch(run, VAC_EXPORT_BATCH_ROWS, (batch) => {
      for (const cells of batch) {
        sheet
          .addRow(
            cells.map((value, index) =>
              run.type.columns[index]!.type === 'date' && typeof value === 'string'
                ? formatRussianDate(value)
                : value,
            ),
          )
          .commit();
        rows++;
      }
    });
    sheet.commit();
    await workbook.commit();
    return { file, rows, remove };
  } catch (error) {
    remove();
    throw error;
  }
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // Characters XML 1.0 cannot carry at all.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');

function xmlCell(key: string, value: VacReportCell): string {
  if (value === null) return `<cell key="${key}" nil="true"/>`;
  return `<cell key="${key}">${escapeXml(String(value))}</cell>`;
}

/**
 * The report as XML (schema docs/vacation-report.xsd): `<report>` with its name, label and params, the
 * `<columns>` (key, group, title, type, width, history) and `<rows>` of `<row>` with one `<cell key>` per
 * column in order; dates `yyyy-MM-dd`, numbers with a dot, an empty value `nil="true"`.
 */
export async function writeVacReportXml(
  service: VacationReportsService,
  run: VacReportRun,
  params: Record<string, unknown>,
  generatedAt: string,
): Promise<WrittenFile> {
  const { file, remove } = tempFile('report.xml');
  const out = fs.createWriteStream(file, { encoding: 'utf8' });
  const write = (text: string) =>
    new Promise<void>((resolve, reject) => {
      if (out.write(text)) resolve();
      else out.once('drain', resolve).once('error', reject);
    });
  try {
    const type: VacReportType = run.type;
    await write(
      `<?xml version="1.0" encoding="UTF-8"?>\n<report xmlns="${VAC_REPORT_XML_NS}" name="${type.name}" label="${escapeXml(type.label)}" generated_at="${generatedAt}">\n`,
    );
    await write(
      `<params>${Object.entries(params)
        .filter(
          ([, value]) => value !== undefined && value !== null && !(Array.isArray(value) && !value.length),
        )
        .map(
          ([key, value]) =>
            `<param name="${key}">${escapeXml(Array.isArray(value) ? value.join(',') : String(value))}</param>`,
        )
        .join('')}</params>\n<columns>\n`,
    );
    for (const column of type.columns)
      await write(
        `<column key="${column.key}" group="${escapeXml(column.group)}" title="${escapeXml(column.title)}" type="${column.type}" width="${column.width}" history="${column.history}"/>\n`,
      );
    await write('</columns>\n<rows>\n');
    let rows = 0;
    await service.eachBatch(run, VAC_EXPORT_BATCH_ROWS, async (batch) => {
      const text = batch
        .map(
          (cells) =>
            `<row>${cells.map((value, index) => xmlCell(type.columns[index]!.key, value)).join('')}</row>\n`,
        )
        .join('');
      rows += batch.length;
      await write(text);
    });
    await write(`</rows>\n</report>\n`);
    await new Promise<void>((resolve, reject) =>
      out.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
    return { file, rows, remove };
  } catch (error) {
    out.destroy();
    remove();
    throw error;
  }
}
