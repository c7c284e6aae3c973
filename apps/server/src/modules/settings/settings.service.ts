import { asc, eq, sql } from 'drizzle-orm';
import { DEFAULT_SETTINGS, EDITABLE_SETTINGS, settingValueError, type Setting } from '@intranet/contracts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import { fieldError, notFound } from '../../platform/http/app-error.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import { notify } from '../../platform/db/sql.ts';
import { inTransaction } from '../../platform/db/transaction-context.ts';
import { settings } from './settings.schema.ts';

/** The NOTIFY channel on which a process tells the others that a setting changed. */
const SETTINGS_CHANNEL = 'settings_changes';

/**
 * Settings are read on hot paths (every capped period, every vacation check): each process keeps them all in
 * memory after one read, forgets them when any changes — here at once, elsewhere by NOTIFY at commit.
 */
export class SettingsService {
  private cached: Promise<Map<string, string>> | undefined;
  private listening: Promise<unknown> | undefined;

  /** Without `database` (scripts), every read goes to the table. */
  constructor(
    private readonly db: Db,
    private readonly database?: Database,
  ) {}

  private async all(): Promise<Map<string, string> | null> {
    // Inside a transaction the value may be one this transaction wrote and may yet roll back: read it there.
    if (!this.database || inTransaction()) return null;
    const forget = () => (this.cached = undefined);
    // A lost listening connection may have missed a change: forget on reconnect too.
    this.listening ??= this.database.listen(SETTINGS_CHANNEL, forget, forget);
    await this.listening;
    const load = async () => new Map((await this.list()).map((row) => [row.key, row.value]));
    const cached = (this.cached ??= load());
    // A failed read is not kept: the next call tries again.
    cached.catch(() => this.cached === cached && (this.cached = undefined));
    return cached;
  }

  async list(): Promise<Setting[]> {
    return this.db
      .select({ key: settings.key, value: settings.value })
      .from(settings)
      .orderBy(asc(settings.key));
  }

  async get(key: string): Promise<string | undefined> {
    const all = await this.all();
    if (all) return all.get(key);
    const [row] = await this.db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
    return row?.value;
  }

  /** A setting every installation has: its stored value, or the default while none is stored. */
  async value(key: keyof typeof DEFAULT_SETTINGS): Promise<string> {
    return (await this.get(key)) ?? DEFAULT_SETTINGS[key];
  }

  /**
   * PUT /settings/{key}: an administrator changes one of EDITABLE_SETTINGS (others have their module's
   * screen); the value is checked against its kind and bounds, and the change is audited.
   */
  async change(actor: AuthUser, key: string, value: string): Promise<Setting> {
    const setting = EDITABLE_SETTINGS.find((item) => item.key === key);
    if (!setting) throw notFound('Настройка не найдена');
    const error = settingValueError(setting, value);
    if (error) throw fieldError('value', error);
    const stored = value.trim();
    await this.db.transaction(async () => {
      const before = await this.get(key);
      await this.set(key, stored);
      await recordAudit(this.db, {
        actor,
        action: 'setting.change',
        targetType: 'setting',
        targetId: key,
        details: { before: before ?? null, after: stored },
      });
    });
    return { key, value: stored };
  }

  /** Upserts one value; pass a transaction to write it together with other rows. */
  async set(key: string, value: string, db: Db = this.db): Promise<void> {
    await db
      .insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
    this.cached = undefined;
    await notify(db, SETTINGS_CHANNEL, [key]);
  }

  /** Adds the defaults an installation lacks; values an administrator changed are kept. */
  async ensureDefaults(): Promise<void> {
    const rows = Object.entries(DEFAULT_SETTINGS).map(([key, value]) => ({ key, value }));
    await this.db.insert(settings).values(rows).onConflictDoNothing();
    this.cached = undefined;
  }
}
