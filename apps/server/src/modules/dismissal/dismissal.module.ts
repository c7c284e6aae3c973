import { defineServerModule } from '../../platform/modules/server-module.ts';
import { dismissalRoutes } from './dismissal.routes.ts';
import { DismissalService } from './dismissal.service.ts';
import { dismissalTalkRoutes } from './dismissal.talk.routes.ts';
import { DismissalTalkService } from './dismissal.talk.service.ts';

declare module '../../platform/modules/server-module.ts' {
  interface Services {
    dismissal: DismissalService;
    dismissalTalk: DismissalTalkService;
  }
}

/**
 * Увольнение сотрудников (docs/modules/dismissal.md): applications of the request engine with their own
 * fields and checklists (dismissal.service.ts), and their poll, survey and chat (dismissal.talk.service.ts).
 */
export const dismissalModule = defineServerModule({
  name: 'dismissal',
  services: (platform, services) => {
    const dismissal = new DismissalService(platform, services);
    return { dismissal, dismissalTalk: new DismissalTalkService(platform, services, dismissal) };
  },
  routes: async (api, { dismissal, dismissalTalk, files }) => {
    await api.register(dismissalRoutes, { dismissal, files });
    await api.register(dismissalTalkRoutes, { dismissalTalk });
  },
  demo: async () => {
    const [{ seedDismissalDemo }, { seedDismissalTalkDemo }] = await Promise.all([
      import('./dismissal.demo.ts'),
      import('./dismissal.talk.demo.ts'),
    ]);
    return {
      seed: async (db, people) => {
        await seedDismissalDemo(db, people);
        await seedDismissalTalkDemo(db, people);
      },
    };
  },
});
