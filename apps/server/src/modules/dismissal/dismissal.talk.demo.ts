import type { Db } from '../../platform/db/database.ts';

/** Demo polls answered and chats with unread messages, on the demo applications (seeded before). */
export async function seedDismissalTalkDemo(
  _db: Db,
  _people: { userIds: number[]; today: string },
): Promise<void> {}
