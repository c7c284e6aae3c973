import { actorOf } from '../../../test/api-client.ts';
import type { TestContext } from '../../../test/harness.ts';
import { findType } from '../requests/requests.factory.ts';
import { bpDismissals } from './dismissal.schema.ts';

/**
 * A dismissal application filed through the engine (its creation posts into the chat like any step), with
 * its own row naming the leaver, the manager (who decides) and the assistant. The applications part's
 * service is not needed for the talk tests: only who is on the application matters here.
 */
export async function buildApplication(
  ctx: TestContext,
  people: { authorId: number; employeeId: number; managerId: number; assistantId?: number | null },
): Promise<number> {
  const db = ctx.database.db;
  const type = await findType(db, 'dismissal');
  return ctx.services.requests.createOwn(
    await actorOf(ctx, people.authorId),
    { type_id: type.id, title: 'Увольнение', data: {}, responsible_user_id: people.managerId },
    'dismissal',
    async (requestId) => {
      await db.insert(bpDismissals).values({
        requestId,
        employeeId: people.employeeId,
        managerId: people.managerId,
        assistantId: people.assistantId ?? null,
        fireDate: '2026-04-30',
      });
    },
  );
}
