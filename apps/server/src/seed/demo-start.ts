import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../platform/db/database.ts';
import type { FileStorage } from '../platform/files/storage.ts';
import { SearchService } from '../modules/search/search.service.ts';
import type { SettingsService } from '../modules/settings/settings.service.ts';
import { SERVER_MODULES } from '../app.ts';
import { seedDemo } from './seed.ts';
import { DEMO_SEED } from './demo-version.ts';

/** Bump to re-apply the demo seed on existing data folders when the demo data changes. */
const SEED_REVISION = 9;

/**
 * The demo organisation and its content at a start with the demo on. The start imports this module only
 * then: the generators (faker with its locales, sharp for the pictures) stay out of a production server.
 */
export async function seedDemoOnStart(
  db: Db,
  storage: FileStorage,
  settings: SettingsService,
  log: Pick<FastifyBaseLogger, 'info'>,
  today?: string,
): Promise<void> {
  const seedVersion = `${DEMO_SEED}.${SEED_REVISION}`;
  if ((await settings.get('demo_seed')) !== seedVersion) {
    const result = await seedDemo(db, today);
    await new SearchService(db).indexUsers();
    await settings.set('demo_seed', seedVersion);
    log.info({ users: result.users }, 'demo organisation seeded');
  }
  // Each module's fill adds only what is missing, so a newer revision fills in new modules' content.
  for (const module of SERVER_MODULES) {
    const demo = await module.demo?.();
    await demo?.fill?.(db, storage);
  }
}
