import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { qualified } from '../../platform/db/sql.ts';
import { likes, socialCounters } from './social.schema.ts';

/**
 * Columns other modules' lists add to show likes and comments without counting (read-only joins on the
 * social tables; the social module alone writes them).
 */
export function likeCountOf(entityType: string, entityId: AnyColumn): SQL<number> {
  return sql<number>`coalesce((select ${socialCounters.likes} from ${socialCounters}
    where ${socialCounters.entityType} = ${entityType} and ${socialCounters.entityId} = ${qualified(entityId)}), 0)`.mapWith(
    Number,
  );
}

export function commentCountOf(entityType: string, entityId: AnyColumn): SQL<number> {
  return sql<number>`coalesce((select ${socialCounters.comments} from ${socialCounters}
    where ${socialCounters.entityType} = ${entityType} and ${socialCounters.entityId} = ${qualified(entityId)}), 0)`.mapWith(
    Number,
  );
}

/** The id of the actor's like of each row, or null. */
export function myLikeOf(entityType: string, entityId: AnyColumn, actorId: number): SQL<number | null> {
  return sql<number | null>`(select ${likes.id} from ${likes} where ${likes.entityType} = ${entityType}
    and ${likes.entityId} = ${qualified(entityId)} and ${likes.createdBy} = ${actorId})`;
}
