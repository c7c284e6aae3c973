import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import { sheetStreamConsumers } from './reports-excel.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

describe('the export waits for the zip (reports-excel.ts zipCaughtUp)', () => {
  it("finds exceljs's zip entry stream behind a streaming sheet, with the state that tells it is full", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ts-excel-'));
    folders.push(folder);
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path.join(folder, 'x.xlsx') });
    const sheet = workbook.addWorksheet('Лист');
    sheet.addRow(['Иванов', 480]).commit();
    // Without these the wait would silently do nothing and the sheet's XML would pile up in memory again.
    const consumers = sheetStreamConsumers(sheet);
    expect(consumers).toHaveLength(1);
    expect(typeof consumers[0]!._writableState?.needDrain).toBe('boolean');
    sheet.commit();
    await workbook.commit();
    expect(fs.statSync(path.join(folder, 'x.xlsx')).size).toBeGreaterThan(0);
  });
});
