import type { Platform, Services } from '../../platform/modules/server-module.ts';
import type { DismissalService } from './dismissal.service.ts';

/** The exit poll, the survey and the chat of a dismissal application (docs/modules/dismissal.md). */
export class DismissalTalkService {
  constructor(
    readonly platform: Platform,
    readonly services: Services,
    readonly dismissal: DismissalService,
  ) {}
}
