import { and, eq, sql } from 'drizzle-orm';
import { accessRule } from '../../platform/auth/authorize.ts';
import type { AccessCondition } from '../../platform/modules/server-module.ts';
import { users } from '../users/users.schema.ts';
import { pointsCompanies } from './points.schema.ts';

/** Grants points, reads anyone's ledger and switches companies (HR, administrators). */
export const grantsPoints = accessRule('points.grant', 'Начислять баллы могут только HR и администраторы');

/**
 * The wallet's screen and tile open for a person whose company uses points: evaluated inside GET /me's one
 * query, cached with it (the trigger of migration 0034 on points_companies forgets the cache on a switch).
 */
export const walletForPointsCompanies: AccessCondition = {
  key: 'points.wallet',
  opens: (userId) =>
    sql`exists (select 1 from ${users} as points_user join ${pointsCompanies}
      on ${pointsCompanies.companyId} = points_user.company_id and ${pointsCompanies.enabled}
      where points_user.id = ${userId})`,
  reads: [users, pointsCompanies],
};

/** The condition of one person's company using points, for the service's own selects. */
export const companyUsesPoints = (companyId: typeof users.companyId) =>
  sql<boolean>`exists (select 1 from ${pointsCompanies} where ${and(
    eq(pointsCompanies.companyId, companyId),
    eq(pointsCompanies.enabled, true),
  )})`;
