import { expectAccessible, expect, test, type Page } from './a11y.ts';
import { signInAs } from './helpers.ts';

const question = (page: Page) => page.getByRole('group', { name: 'Вопрос 1' });
const rightBox = (page: Page, answer: number) =>
  question(page)
    .getByRole('group', { name: `Ответ ${answer}` })
    .getByRole('checkbox', { name: 'Правильный' });

async function saveAndWait(page: Page) {
  const saved = page.waitForResponse(
    (response) =>
      /\/api\/tickets(\/\d+)?$/.test(new URL(response.url()).pathname) &&
      response.request().method() !== 'GET',
  );
  await page.getByRole('button', { name: 'Сохранить' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: 'Сохранено' })).toBeVisible();
}

// The journey works on a ticket of its own, in a chapter nobody is tested on: the seeded bank of the first
// chapter is what job-safety.spec.ts's tests are drawn from, and that spec may run at the same time.
test('HR opens the tickets, adds one, changes its right answer and sees it kept after a reload', async ({
  page,
}) => {
  await signInAs(page, 'hr', '/job-safety');
  await page.getByRole('link', { name: 'Билеты' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Билеты по охране труда' })).toBeVisible();
  await expectAccessible(page, 'the ticket list');

  // A seeded ticket opens with its right answers marked.
  await page.getByRole('link', { name: 'Билет № 1' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Билет № 1' })).toBeVisible();
  await expect(
    question(page).getByRole('checkbox', { name: 'Правильный', checked: true }).first(),
  ).toBeVisible();
  await expectAccessible(page, 'the ticket editor');

  // A new ticket: a question without a right answer is refused before sending.
  await page.goto('/job-safety/tickets');
  await page.getByRole('link', { name: 'Новый билет: Электробезопасность' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Новый билет' })).toBeVisible();
  await page.getByLabel('Название билета').fill(`Проверочный билет ${test.info().workerIndex}-${Date.now()}`);
  await question(page).getByLabel('Текст вопроса').fill('Можно ли чинить включённый в сеть прибор?');
  await question(page).getByLabel('Текст ответа 1').fill('Нет, сначала отключить от сети');
  await question(page).getByLabel('Текст ответа 2').fill('Да, если быстро');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(question(page).getByText('Отметьте хотя бы один правильный ответ')).toBeVisible();

  await rightBox(page, 1).check();
  await saveAndWait(page);
  await expect(page).toHaveURL(/\/job-safety\/tickets\/\d+$/);

  // The right answer changes and stays so after a reload.
  await expect(rightBox(page, 1)).toBeChecked();
  await rightBox(page, 1).uncheck();
  await rightBox(page, 2).check();
  await saveAndWait(page);
  await page.reload();
  await expect(rightBox(page, 2)).toBeChecked();
  await expect(rightBox(page, 1)).not.toBeChecked();

  // And back as it was.
  await rightBox(page, 2).uncheck();
  await rightBox(page, 1).check();
  await saveAndWait(page);
  await page.reload();
  await expect(rightBox(page, 1)).toBeChecked();
  await expect(rightBox(page, 2)).not.toBeChecked();
});

test('HR filters the report by department and office', async ({ page }) => {
  await signInAs(page, 'hr', '/job-safety');
  const card = page.locator('.ant-card').filter({ hasText: 'Отчёт по сотрудникам' });
  await expect(card.getByRole('combobox', { name: 'Подразделение' })).toBeVisible();
  const asked = page.waitForRequest((request) => new URL(request.url()).searchParams.has('office_id'));
  await card.getByRole('combobox', { name: 'Офис' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  expect(new URL((await asked).url()).pathname).toBe('/api/job-safety/report');
  await expectAccessible(page, 'the report with filters');
});
