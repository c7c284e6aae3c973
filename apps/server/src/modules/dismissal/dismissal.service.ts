import type { Platform, Services } from '../../platform/modules/server-module.ts';

/** Dismissal applications and their checklists on the request engine (docs/modules/dismissal.md). */
export class DismissalService {
  constructor(
    readonly platform: Platform,
    readonly services: Services,
  ) {}
}
