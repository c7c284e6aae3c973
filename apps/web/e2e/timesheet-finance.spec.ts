import fs from 'node:fs';
import JSZip from 'jszip';
import { expect, test } from './a11y.ts';
import { signInAs } from './helpers.ts';

const SHOTS = '.tmp/timesheet-screens';

test('ts_admin builds the finance statistics, follows the run and downloads the archive once', async ({
  page,
}) => {
  await signInAs(page, 'ts_admin', '/timesheet/settings');
  const card = page.locator('.ts-finance');
  await expect(card).toContainText('Финансовая статистика');

  // A previous run of this suite may have left an archive: download it first so the card starts over.
  const leftover = card.getByRole('button', { name: 'Скачать архив' });
  const start = card.getByRole('button', { name: 'Сформировать', exact: true });
  await expect(leftover.or(start)).toBeVisible();
  if (await leftover.isVisible()) {
    const previous = page.waitForEvent('download');
    await leftover.click();
    await previous;
    await expect(start).toBeVisible();
  }

  await start.click();
  // The run shows its state live (queued, running with a bar) and ends with the download offered.
  const download = card.getByRole('button', { name: 'Скачать архив' });
  await expect(download).toBeVisible({ timeout: 60_000 });
  await expect(card).toContainText('Готово');
  await expect(card).toContainText('Последняя выгрузка:');
  await page.screenshot({ path: `${SHOTS}/finance-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/finance-360.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 860 });

  const saved = page.waitForEvent('download');
  await download.click();
  const file = await saved;
  expect(file.suggestedFilename()).toMatch(/^Финансовая статистика \d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await JSZip.loadAsync(fs.readFileSync(await file.path()));
  expect(Object.keys(zip.files).sort()).toEqual([
    'Итоги по компаниям.xlsx',
    'Сервисы.xlsx',
    'Часы по проектам.xlsx',
  ]);
  // Downloaded once: the card offers a new export again.
  await expect(start).toBeVisible();
});
