import type { Db } from '../../platform/db/database.ts';

export async function seedTransfersDemo(_db: Db, _people: { today: string }): Promise<void> {}
