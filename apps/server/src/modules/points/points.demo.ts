import { inArray, sql } from 'drizzle-orm';
import { addDays } from '@intranet/contracts';
import type { Db } from '../../platform/db/database.ts';
import { users } from '../users/users.schema.ts';
import { grantReasonText } from './points.ledger.ts';
import { pointsCompanies, pointsEntries } from './points.schema.ts';
import { refundKeyOf } from './points.service.ts';

/** The demo's main company (seed/demo-organisation.ts, «Северный код»): its people use points. */
export const DEMO_POINTS_COMPANY_ID = 1;

type DemoEntry = {
  login: string;
  daysAgo: number;
  amount: number;
  kind: 'credit' | 'debit' | 'refund';
  reasonCode?: 'anniversary' | 'event' | 'thanks' | 'other';
  reason: string;
  key: string;
};

const GIFT_DEBIT_KEY = 'demo:gift_order:1:debit';

/**
 * Grants to the demo logins by `hr`, so `employee` has points to spend, and one debit and its refund (an order
 * of the gift shop cancelled) so the ledger reads like a used one.
 */
const ENTRIES: DemoEntry[] = [
  {
    login: 'employee',
    daysAgo: 60,
    amount: 500,
    kind: 'credit',
    reasonCode: 'anniversary',
    reason: grantReasonText('anniversary', '3 года в компании'),
    key: 'demo:grant:employee:1',
  },
  {
    login: 'employee',
    daysAgo: 21,
    amount: 200,
    kind: 'credit',
    reasonCode: 'event',
    reason: grantReasonText('event', 'Корпоративный хакатон'),
    key: 'demo:grant:employee:2',
  },
  {
    login: 'employee',
    daysAgo: 14,
    amount: 150,
    kind: 'debit',
    reason: 'Заказ в магазине подарков: термокружка',
    key: GIFT_DEBIT_KEY,
  },
  {
    login: 'employee',
    daysAgo: 12,
    amount: 150,
    kind: 'refund',
    reason: 'Заказ отменён: термокружка',
    key: refundKeyOf(GIFT_DEBIT_KEY),
  },
  {
    login: 'employee',
    daysAgo: 5,
    amount: 100,
    kind: 'credit',
    reasonCode: 'thanks',
    reason: grantReasonText('thanks', 'Помощь с релизом'),
    key: 'demo:grant:employee:3',
  },
  {
    login: 'manager',
    daysAgo: 30,
    amount: 300,
    kind: 'credit',
    reasonCode: 'thanks',
    reason: grantReasonText('thanks', 'Наставничество'),
    key: 'demo:grant:manager:1',
  },
  {
    login: 'team_lead',
    daysAgo: 21,
    amount: 200,
    kind: 'credit',
    reasonCode: 'event',
    reason: grantReasonText('event', 'Корпоративный хакатон'),
    key: 'demo:grant:team_lead:1',
  },
  {
    login: 'hr',
    daysAgo: 90,
    amount: 250,
    kind: 'credit',
    reasonCode: 'anniversary',
    reason: grantReasonText('anniversary', '5 лет в компании'),
    key: 'demo:grant:hr:1',
  },
];

/** Re-runnable: the company switch is upserted and the entries are keyed. */
export async function seedPointsDemo(db: Db, today: string): Promise<void> {
  await db
    .insert(pointsCompanies)
    .values({ companyId: DEMO_POINTS_COMPANY_ID, enabled: true })
    .onConflictDoNothing({ target: pointsCompanies.companyId });
  const logins = [...new Set([...ENTRIES.map((entry) => entry.login), 'hr'])];
  const people = await db
    .select({ id: users.id, login: users.login })
    .from(users)
    .where(inArray(users.login, logins));
  const idOf = new Map(people.map((person) => [person.login, person.id]));
  const hrId = idOf.get('hr') ?? null;
  const rows = ENTRIES.flatMap((entry) => {
    const userId = idOf.get(entry.login);
    if (!userId) return [];
    return [
      {
        userId,
        amount: entry.kind === 'debit' ? -entry.amount : entry.amount,
        kind: entry.kind,
        reasonCode: entry.reasonCode ?? null,
        reason: entry.reason,
        key: entry.key,
        grantedBy: entry.kind === 'credit' ? hrId : null,
        createdAt: sql`(${addDays(today, -entry.daysAgo)}::date + time '11:00') at time zone 'Europe/Moscow'`,
      },
    ];
  });
  if (rows.length)
    await db.insert(pointsEntries).values(rows).onConflictDoNothing({ target: pointsEntries.key });
}
