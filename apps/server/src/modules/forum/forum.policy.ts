import type { TopicAbilities } from '@intranet/contracts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import { moderates } from '../social/social.policy.ts';

/** Boards are created, edited and deleted by moderators and administrators. */
export function canManageBoards(actor: AuthUser): boolean {
  return moderates(actor);
}

/** Any employee opens a topic in a live board. */
export function canCreateTopic(_actor: AuthUser): boolean {
  return true;
}

interface TopicFacts {
  authorId: number;
  closed: boolean;
}

/** The author edits their topic while it is open; moderators any topic at any time. */
export function canEditTopic(actor: AuthUser, topic: TopicFacts): boolean {
  return moderates(actor) || (topic.authorId === actor.id && !topic.closed);
}

/** The author deletes their topic; moderators any (spam, duplicates). */
export function canDeleteTopic(actor: AuthUser, topic: TopicFacts): boolean {
  return moderates(actor) || topic.authorId === actor.id;
}

/** Pinning, closing and moving topics between boards is moderation. */
export function canModerateTopic(actor: AuthUser): boolean {
  return moderates(actor);
}

/** A closed topic takes no new comments, from anyone. */
export function canCommentTopic(topic: TopicFacts): boolean {
  return !topic.closed;
}

/** What the web enables on a topic: computed by the same functions the service authorizes with. */
export function topicAbilities(actor: AuthUser, topic: TopicFacts): TopicAbilities {
  const moderator = canModerateTopic(actor);
  return {
    update: canEditTopic(actor, topic),
    delete: canDeleteTopic(actor, topic),
    pin: moderator,
    close: moderator,
    move: moderator,
    comment: canCommentTopic(topic),
  };
}

export function boardAbilities(actor: AuthUser) {
  const manages = canManageBoards(actor);
  return { update: manages, delete: manages, create_topic: canCreateTopic(actor) };
}
