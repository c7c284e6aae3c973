import { lazyPart } from '../../app/routing/lazy-page.tsx';
import type { WebModule } from '../../app/routing/web-module.tsx';

/**
 * The chat: no page of its own, a header button with the unread count that opens a drawer of conversations
 * (and «Написать сообщение» on an employee card opens it on that person: `openChatWith`).
 */
export const chatModule: WebModule = {
  name: 'chat',
  access: [],
  headerActions: [lazyPart(() => import('./components/ChatButton.tsx'))],
};
