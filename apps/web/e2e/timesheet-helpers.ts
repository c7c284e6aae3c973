import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers.ts';

/** Shared by the TimeSheet specs: dates as the screens show them, last week, and API reads as a demo user. */

export const dotted = (iso: string) => iso.split('-').reverse().join('.');
export const hours = (minutes: number) => String(Math.round((minutes / 60) * 100) / 100).replace('.', ',');

export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Monday and Sunday of last week, in Moscow time like the browser. */
export function lastWeek(): { start: string; end: string } {
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Moscow' }).format(new Date());
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const monday = addDays(today, (weekday === 0 ? -6 : 1 - weekday) - 7);
  return { start: monday, end: addDays(monday, 6) };
}

export async function authHeaders(page: Page, login: string): Promise<Record<string, string>> {
  const issued = await page.request.post('/api/auth/token/issue', {
    data: { login, password: DEMO_PASSWORD },
  });
  expect(issued.status(), `sign-in as ${login}`).toBe(200);
  const { access_token: token } = (await issued.json()) as { access_token: string };
  return { Authorization: `Bearer ${token}` };
}

/** GET /api{path} as the demo user; expects 200 and returns `data`. */
export async function api<T>(page: Page, login: string, path: string): Promise<T> {
  const response = await page.request.get(`/api${path}`, { headers: await authHeaders(page, login) });
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}
