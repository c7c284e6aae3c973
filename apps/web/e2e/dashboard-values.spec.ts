import { expect, test } from './a11y.ts';
import { signInAs } from './helpers';

test('the dashboard leads to the book of values, on a wide screen and on a phone', async ({ page }) => {
  await signInAs(page, 'employee', '/dashboard');
  const values = page.locator('.dashboard').getByRole('link', { name: /Книга ценностей/ });
  await expect(values).toBeVisible();
  await values.click();
  await expect(page).toHaveURL(/\/book-of-values$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Книга ценностей' })).toBeVisible();

  // A phone hides the wide side cards; this one stays.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/dashboard');
  await expect(page.locator('.dashboard').getByRole('link', { name: /Книга ценностей/ })).toBeVisible();
});
