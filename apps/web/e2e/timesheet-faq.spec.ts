import { expect, test } from './a11y.ts';
import { signInAs } from './helpers.ts';

test('the timesheet FAQ states the filling rules; the team-lead instruction only for its roles', async ({
  page,
}) => {
  await signInAs(page, 'ts_filling', '/timesheet/faq');
  await expect(page.getByText('Можно ли списать меньше 8 часов в день?')).toBeVisible();
  await expect(
    page.getByText(/Остаток дня при отправке периода на согласование списывается на проект «не занят»/),
  ).toBeVisible();
  await page.getByText('Нужно ли заполнять больничные и отпуска?').click();
  await expect(page.getByText(/офисы в Беларуси и Казахстане/)).toBeVisible();
  await expect(page.getByText('Инструкция для тимлидов')).toHaveCount(0);

  await signInAs(page, 'team_lead', '/timesheet/faq');
  await expect(page.getByText('Инструкция для тимлидов')).toBeVisible();
});
