import { defineServerModule } from '../../platform/modules/server-module.ts';
import { chatRoutes } from './chat.routes.ts';
import { ChatService } from './chat.service.ts';

declare module '../../platform/modules/server-module.ts' {
  interface Services {
    chat: ChatService;
  }
}

/**
 * Chat rooms and messages. A module that owns rooms of its own kind lists itself after this one and, in its
 * `services`, calls `chat.registerKind(defineChatRoomKind({ kind, may }))` (chat.policy.ts).
 */
export const chatModule = defineServerModule({
  name: 'chat',
  demo: async () => {
    const { seedChatDemo } = await import('./chat.demo.ts');
    return { seed: (db, { today }) => seedChatDemo(db, today) };
  },
  services: ({ db, hub }, { settings, files }) => ({ chat: new ChatService(db, hub, settings, files) }),
  routes: (api, { chat }) => api.register(chatRoutes, { chat }),
});
