import fs from 'node:fs';
import path from 'node:path';
import { expect, expectAccessible, test, type Page } from './a11y.ts';
import { DEMO_PASSWORD, resizeTo, signInAs } from './helpers.ts';

/** A person's name as GET /me answers it. */
async function nameOf(page: Page, login: string) {
  const issued = await page.request.post('/api/auth/token/issue', {
    data: { login, password: DEMO_PASSWORD },
  });
  const { access_token } = (await issued.json()) as { access_token: string };
  const me = await page.request.get('/api/me', { headers: { Authorization: `Bearer ${access_token}` } });
  return ((await me.json()) as { data: { full_name: string } }).data.full_name;
}

/** The balance as «Мои баллы» shows it, as a number. */
async function balanceOf(page: Page): Promise<number> {
  const text = (await page.getByTestId('points-balance').textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

/** Screenshots for a person looking at the screens (SHOTS_DIR set): desktop and a 360 px phone. */
async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await resizeTo(page, 1280, 900);
  await page.screenshot({ path: path.join(dir, `${name}-1280.png`), fullPage: true });
  await resizeTo(page, 360, 780);
  await page.screenshot({ path: path.join(dir, `${name}-360.png`), fullPage: true });
  await resizeTo(page, 1280, 900);
}

test('HR grants points to the employee, who sees the balance and the entry', async ({
  page,
  anotherPage,
}) => {
  const employeeName = await nameOf(page, 'employee');
  const comment = `Помощь с релизом ${Date.now() % 100000}`;

  const employee = await anotherPage();
  await signInAs(employee, 'employee', '/services/points');
  await expect(employee.getByRole('heading', { level: 1, name: 'Мои баллы' })).toBeVisible();
  await expect(employee.getByTestId('points-balance')).toBeVisible();
  const before = await balanceOf(employee);

  // HR: «Мои баллы» leads to the grants; the form is used from the keyboard where a Select allows it.
  await signInAs(page, 'hr', '/services/points');
  await page.getByRole('link', { name: /Начислить баллы/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Начисление баллов' })).toBeVisible();
  await expectAccessible(page, 'the grants page');
  await page.getByLabel('Сотрудники', { exact: true }).fill(employeeName.split(' ')[0]!);
  await page.locator('.ant-select-dropdown:visible').getByTitle(employeeName, { exact: true }).click();
  await page.getByLabel('Количество баллов').fill('37');
  const reason = page.getByLabel('Причина', { exact: true });
  await reason.focus();
  await page.keyboard.press('ArrowDown');
  await page.locator('.ant-select-dropdown:visible').getByTitle('Благодарность').waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.locator('.ant-form-item').filter({ hasText: 'Причина' })).toContainText('Благодарность');
  await page.getByLabel('Комментарий').fill(comment);
  await page.getByRole('button', { name: 'Начислить', exact: true }).click();
  await expect(page.getByText('Начислено 37 баллов: 1 сотруднику')).toBeVisible();

  // The balances list finds the employee; the name opens their ledger.
  await page.getByRole('searchbox', { name: 'Поиск по ФИО' }).fill(employeeName.split(' ')[0]!);
  const row = page.getByRole('row').filter({ hasText: employeeName });
  await expect
    .poll(async () => Number(((await row.locator('.points-amount').textContent()) ?? '').replace(/\D/g, '')))
    .toBe(before + 37);
  await row.getByRole('button', { name: employeeName }).click();
  const drawer = page.getByRole('dialog', { name: `Баллы: ${employeeName}` });
  await expect(drawer.getByText(`Благодарность: ${comment}`)).toBeVisible();
  await expectAccessible(page, 'a person’s ledger');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await shoot(page, 'grants');

  // The employee sees the new balance and the entry with its date and sign.
  await employee.reload();
  await expect(employee.getByTestId('points-balance')).toBeVisible();
  expect(await balanceOf(employee)).toBe(before + 37);
  const entry = employee.getByRole('row').filter({ hasText: comment });
  await expect(entry).toContainText('+37');
  await expect(entry).toContainText(/\d{2}\.\d{2}\.\d{4}/);
  await expect(entry).toContainText('Начисление');
  await expectAccessible(employee, 'my points');
  await shoot(employee, 'wallet');
  await employee.close();
});
