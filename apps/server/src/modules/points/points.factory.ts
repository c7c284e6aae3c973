import type { Db } from '../../platform/db/database.ts';
import { buildCompany, buildUser, type BuildUserOptions } from '../../../test/factories.ts';
import { pointsCompanies, pointsEntries } from './points.schema.ts';

let sequence = 0;

/** A company whose people use points (or not). */
export async function buildPointsCompany(db: Db, enabled = true) {
  const company = await buildCompany(db);
  await db.insert(pointsCompanies).values({ companyId: company.id, enabled });
  return company;
}

/** A person in a company that uses points, holding `balance` points from one grant. */
export async function buildPointsUser(db: Db, balance = 0, options: BuildUserOptions = {}) {
  const companyId = options.companyId ?? (await buildPointsCompany(db)).id;
  const user = await buildUser(db, { ...options, companyId });
  if (balance > 0) await creditPoints(db, user.id, balance);
  return user;
}

/** A grant written straight into the ledger. */
export async function creditPoints(db: Db, userId: number, amount: number, reason = 'Благодарность') {
  sequence += 1;
  await db.insert(pointsEntries).values({
    userId,
    amount,
    kind: 'credit',
    reason,
    reasonCode: 'thanks',
    key: `test:${userId}:${sequence}`,
  });
}
