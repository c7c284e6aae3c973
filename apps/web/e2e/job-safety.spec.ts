import { PDFParse } from 'pdf-parse';
import { expectAccessible, expect, test, type Page } from './a11y.ts';
import { signInAs } from './helpers.ts';

/** The right answers by question text, read from education mode. */
async function rightAnswers(page: Page): Promise<Map<string, string[]>> {
  const cards = page.locator('.ant-card').filter({ has: page.locator('[data-question]') });
  await expect(cards.first()).toBeVisible();
  const rows = await cards.evaluateAll((elements) =>
    elements.map((card) => ({
      text: card.querySelector('[data-question]')?.textContent?.trim() ?? '',
      right: [...card.querySelectorAll('li[data-correct]')].map((li) =>
        (li.textContent ?? '').replace('(правильный ответ)', '').trim(),
      ),
    })),
  );
  return new Map(rows.map((row) => [row.text, row.right]));
}

/** Goes through every question, choosing `pick(question)` (nothing: skip), and finishes. */
async function takeTest(page: Page, pick: (question: string) => string[]) {
  const card = page.locator('.ant-card').filter({ has: page.locator('legend') });
  for (;;) {
    const question = (await card.locator('legend').textContent())?.trim() ?? '';
    for (const answer of pick(question)) {
      await card
        .getByRole('radio', { name: answer, exact: true })
        .or(card.getByRole('checkbox', { name: answer, exact: true }))
        .check();
    }
    const finish = card.getByRole('button', { name: 'Завершить тест' });
    if (await finish.isVisible()) {
      await finish.click();
      return;
    }
    const number = card.getByTestId('question-number');
    const shown = (await number.textContent()) ?? '';
    await card.getByRole('button', { name: 'Далее' }).click();
    await expect(number).not.toHaveText(shown);
  }
}

test('an employee fails the test, studies in education mode, passes and downloads the protocol', async ({
  page,
}) => {
  await signInAs(page, 'employee', '/job-safety');
  await expect(page.getByRole('heading', { level: 1, name: 'Охрана труда' })).toBeVisible();
  await expect(page.getByText('Нужно пройти тест')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Пожарная безопасность' })).toBeVisible();
  await expectAccessible(page, 'the job-safety start page');

  // An article of the course.
  await page.getByRole('link', { name: 'Действия при обнаружении пожара' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Действия при обнаружении пожара' }),
  ).toBeVisible();
  await expect(page.getByText(/телефону 101 или 112/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Редактировать' })).toHaveCount(0);
  await expectAccessible(page, 'an article');

  // A test with no answers fails.
  await page.goto('/job-safety/test');
  await page.getByRole('button', { name: 'Начать тест' }).click();
  await expect(page.getByText('Вопрос 1 из 10')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Назад' })).toBeDisabled();
  await expectAccessible(page, 'a test question');
  await takeTest(page, () => []);
  await expect(page.getByText('Тест не сдан')).toBeVisible();
  await expect(page.getByText(/Правильных ответов: 0 из 10/)).toBeVisible();

  // Education mode: the missed questions first, with their right answers.
  await page.getByRole('link', { name: 'Режим обучения' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Обучение по охране труда' })).toBeVisible();
  await expect(page.locator('.ant-card').first().getByText('Была ошибка')).toBeVisible();
  const answers = await rightAnswers(page);
  expect(answers.size).toBe(30);
  await expectAccessible(page, 'education mode');

  // Again, with the right answers: passed, and the protocol prints every letter.
  await page.goto('/job-safety/test');
  await page.getByRole('button', { name: 'Начать тест' }).click();
  await takeTest(page, (question) => answers.get(question) ?? []);
  await expect(page.getByText('Тест сдан')).toBeVisible();
  await expect(page.getByText(/Правильных ответов: 10 из 10 \(100 %\)/)).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Скачать протокол' }).click(),
  ]);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const text = (await new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) }).getText()).text;
  for (const words of ['ПРОТОКОЛ', 'Java-разработчик', '10 из 10 (100 %)', 'Ә', 'Ў', 'Ї'])
    expect(text).toContain(words);

  await page.goto('/job-safety');
  await expect(page.getByText('Тест сдан')).toBeVisible();
  await expect(page.getByText(/^№ ОТ-/)).toBeVisible();
});

test('HR edits an article and sees its versions', async ({ page }) => {
  await signInAs(page, 'hr', '/job-safety');
  await page.getByRole('link', { name: 'Виды инструктажей' }).click();
  await page.getByRole('button', { name: 'Редактировать' }).click();
  const title = `Виды инструктажей ${Date.now() % 10000}`;
  await page.getByLabel('Заголовок').fill(title);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'История' }).click();
  const drawer = page.getByRole('dialog', { name: 'История версий' });
  await expect(drawer.getByText('Версия 2', { exact: true })).toBeVisible();
  await expect(drawer.getByText('Версия 1', { exact: true })).toBeVisible();
  await expectAccessible(page, 'the article history');
});

test('HR adds an assignment rule, assigns the checks now and deletes the rule', async ({ page }) => {
  await signInAs(page, 'hr', '/job-safety');
  const card = page
    .locator('.ant-card')
    .filter({ has: page.getByText('Назначение проверок', { exact: true }) });
  // The demo's rule: one position of the first chapter.
  await expect(card.getByRole('cell', { name: 'Специалист по охране труда', exact: true })).toBeVisible();
  const position = `Кладовщик ${Date.now() % 10000}`;
  await card.getByLabel('Глава').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Пожарная безопасность' })
    .click();
  await card.getByLabel('Должность').fill(position);
  await card.getByLabel('Срок, дней').fill('14');
  await card.getByRole('button', { name: 'Добавить правило' }).click();
  const row = card.getByRole('row').filter({ hasText: position });
  await expect(row).toContainText('Все офисы');
  await expect(row).toContainText('14');
  await expectAccessible(page, 'the assignment rules');
  await card.getByRole('button', { name: 'Назначить сейчас' }).click();
  await expect(card.getByText(/^Назначено проверок: \d+$/)).toBeVisible();
  await row.getByRole('button', { name: /^Удалить правило/ }).click();
  await page.getByRole('button', { name: 'Удалить', exact: true }).click();
  await expect(row).toHaveCount(0);
});
