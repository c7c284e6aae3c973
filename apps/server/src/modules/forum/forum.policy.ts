import { FORUM_MESSAGES, type TopicAbilities } from '@intranet/contracts';
import { rule } from '../../platform/auth/authorize.ts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import { moderates } from '../social/social.policy.ts';

/** Boards are created, edited and deleted by moderators and administrators. */
export const manageBoards = rule((actor) => moderates(actor), FORUM_MESSAGES.boardsForbidden);

/** Any employee opens a topic in a live board. */
export const createTopic = rule(() => true);

interface TopicFacts {
  authorId: number;
  closed: boolean;
}

/** The author edits their topic while it is open; moderators any topic at any time. */
export const editTopic = rule(
  (actor, topic: TopicFacts) => moderates(actor) || (topic.authorId === actor.id && !topic.closed),
  FORUM_MESSAGES.topicForbidden,
);

/** The author deletes their topic; moderators any (spam, duplicates). */
export const deleteTopic = rule(
  (actor, topic: TopicFacts) => moderates(actor) || topic.authorId === actor.id,
  FORUM_MESSAGES.topicForbidden,
);

/** Pinning, closing and moving topics between boards is moderation. */
export const moderateTopic = rule((actor) => moderates(actor), FORUM_MESSAGES.moderationForbidden);

/** A closed topic takes no new comments, from anyone. */
export function canCommentTopic(topic: TopicFacts): boolean {
  return !topic.closed;
}

/** What the web enables on a topic: computed by the same rules the service authorizes with. */
export function topicAbilities(actor: AuthUser, topic: TopicFacts): TopicAbilities {
  const moderator = moderateTopic.allows(actor);
  return {
    update: editTopic.allows(actor, topic),
    delete: deleteTopic.allows(actor, topic),
    pin: moderator,
    close: moderator,
    move: moderator,
    comment: canCommentTopic(topic),
  };
}

export function boardAbilities(actor: AuthUser) {
  const manages = manageBoards.allows(actor);
  return { update: manages, delete: manages, create_topic: createTopic.allows(actor) };
}
