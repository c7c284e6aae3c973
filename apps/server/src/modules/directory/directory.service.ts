import { and, asc, desc, eq, inArray, isNotNull, like, lt, or, sql } from 'drizzle-orm';
import {
  DIRECTORY_NOT_CONFIGURED_MESSAGE,
  DIRECTORY_SYNC_INTERVAL_DEFAULT,
  DIRECTORY_SYNC_RUNNING_MESSAGE,
  type DirectoryRun,
  type DirectoryRunDetails,
  type DirectorySettings,
  type DirectoryTestResult,
} from '@intranet/contracts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { conflict, notFound } from '../../platform/http/app-error.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { structures } from '../organisation/organisation.schema.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { fullName } from '../users/users.service.ts';
import { users } from '../users/users.schema.ts';
import type { DirectoryConfig } from './directory.config.ts';
import { departmentsByName, groupNames, type DirectoryPerson } from './directory.entries.ts';
import { planSync, type LocalPerson, type PlannedChange } from './directory.plan.ts';
import { directorySyncChanges, directorySyncRuns } from './directory.schema.ts';
import { classifyError, countPeople, readPeople } from './ldap.client.ts';

/** The sso module's group → role mapping (modules/sso/role-mapping.service.ts). */
export interface GroupRoleMapper {
  applyGroups(userId: number, source: 'ldap', groups: string[]): Promise<unknown>;
}

export const SYNC_INTERVAL_SETTING = 'directory_sync_interval_hours';
/** A run still `running` after this long died with its process: it no longer blocks the next one. */
const STALE_RUN_MS = 3_600_000;

type RunRow = typeof directorySyncRuns.$inferSelect;

const localColumns = {
  id: users.id,
  login: users.login,
  email: users.email,
  name: users.name,
  lastName: users.lastName,
  patronymic: users.patronymic,
  phoneCorp: users.phoneCorp,
  workPosition: users.workPosition,
  departmentId: users.departmentId,
  managerId: users.managerId,
  hireDate: users.hireDate,
  fireDate: users.fireDate,
  externalId: users.externalId,
};

/** Каталог AD/LDAP (docs/modules/directory.md): settings, the connection test and the sync with its runs. */
export class DirectoryService {
  constructor(
    private readonly db: Db,
    private readonly config: DirectoryConfig | undefined,
    private readonly auth: AuthService,
    private readonly settings: SettingsService,
    private readonly clock: Clock,
    private readonly roles: GroupRoleMapper | undefined,
  ) {}

  get configured(): DirectoryConfig | undefined {
    return this.config;
  }

  async intervalHours(): Promise<number> {
    const stored = Number(await this.settings.get(SYNC_INTERVAL_SETTING));
    return Number.isInteger(stored) && stored >= 0 ? stored : DIRECTORY_SYNC_INTERVAL_DEFAULT;
  }

  async settingsView(): Promise<DirectorySettings> {
    const config = this.config;
    const disabled = config?.disabledAttribute;
    return {
      configured: config !== undefined,
      url: config?.url ?? null,
      bind_dn: config?.bindDn || null,
      password_set: Boolean(config?.bindPassword),
      base_dn: config?.baseDn || null,
      user_filter: config?.userFilter ?? '',
      people_filter: config?.peopleFilter ?? '',
      starttls: config?.startTls ?? false,
      tls_ca_file: config?.tlsCaFile ?? null,
      timeout_seconds: Math.round((config?.timeoutMs ?? 5000) / 1000),
      login_attribute: config?.loginAttribute ?? 'sAMAccountName',
      id_attribute: config?.idAttribute ?? 'objectGUID',
      disabled_rule: disabled
        ? `${disabled.name} = ${disabled.value}`
        : 'userAccountControl: флаг «учетная запись отключена» (бит 2)',
      hire_date_attribute: config?.hireDateAttribute ?? null,
      interval_hours: await this.intervalHours(),
    };
  }

  async setSchedule(actor: AuthUser, hours: number): Promise<DirectorySettings> {
    await this.db.transaction(async () => {
      await this.settings.set(SYNC_INTERVAL_SETTING, String(hours));
      await recordAudit(this.db, {
        actor,
        action: 'directory.schedule',
        targetType: 'setting',
        targetId: SYNC_INTERVAL_SETTING,
        details: { interval_hours: hours },
      });
    });
    return this.settingsView();
  }

  /** «Проверить подключение»: the service bind and a search, answered in words the administrator can act on. */
  async test(actor: AuthUser): Promise<DirectoryTestResult> {
    const started = Date.now();
    const result = await this.testOutcome();
    const answer = { ...result, duration_ms: Date.now() - started };
    await recordAudit(this.db, {
      actor,
      action: 'directory.test',
      targetType: 'directory',
      details: { outcome: answer.outcome, people_found: answer.people_found },
    });
    return answer;
  }

  private async testOutcome(): Promise<Omit<DirectoryTestResult, 'duration_ms'>> {
    const config = this.config;
    if (!config)
      return { outcome: 'not_configured', message: DIRECTORY_NOT_CONFIGURED_MESSAGE, people_found: null };
    try {
      const found = await countPeople(config);
      return {
        outcome: 'ok',
        message: `Подключение работает: найдено сотрудников — ${found}`,
        people_found: found,
      };
    } catch (error) {
      const failure = classifyError(error, config);
      return { outcome: failure.outcome, message: failure.message, people_found: null };
    }
  }

  async runs(): Promise<DirectoryRun[]> {
    const rows = await this.db
      .select({ run: directorySyncRuns, starter: users })
      .from(directorySyncRuns)
      .leftJoin(users, eq(users.id, directorySyncRuns.startedBy))
      .orderBy(desc(directorySyncRuns.id))
      .limit(20);
    return rows.map((row) => presentRun(row.run, row.starter));
  }

  async run(id: number): Promise<DirectoryRunDetails> {
    const [row] = await this.db
      .select({ run: directorySyncRuns, starter: users })
      .from(directorySyncRuns)
      .leftJoin(users, eq(users.id, directorySyncRuns.startedBy))
      .where(eq(directorySyncRuns.id, id));
    if (!row) throw notFound('Прогон синхронизации не найден');
    const changes = await this.db
      .select()
      .from(directorySyncChanges)
      .where(eq(directorySyncChanges.runId, id))
      .orderBy(asc(directorySyncChanges.id));
    return {
      ...presentRun(row.run, row.starter),
      changes: changes.map((change) => ({
        id: change.id,
        kind: change.kind,
        user_id: change.userId,
        login: change.login,
        full_name: change.fullName,
        fields: change.fields,
      })),
    };
  }

  /**
   * One run of the sync: reads the directory, computes the changes and, unless it is a dry run, writes them
   * in one transaction (new people, changed fields, leavers with their sessions ended). A dry run stores only
   * the run and its list of changes. Data other modules own (TimeSheet writes, vacations) is never touched:
   * a leaver gets a leave date, nothing is deleted.
   */
  async start(
    actor: AuthUser | null,
    dryRun: boolean,
    trigger: 'admin' | 'schedule',
  ): Promise<DirectoryRunDetails> {
    const config = this.config;
    if (!config) throw conflict(DIRECTORY_NOT_CONFIGURED_MESSAGE);
    await this.db
      .update(directorySyncRuns)
      .set({ status: 'failed', error: 'Прогон прерван', finishedAt: sql`now()` })
      .where(
        and(
          eq(directorySyncRuns.status, 'running'),
          lt(directorySyncRuns.startedAt, new Date(Date.now() - STALE_RUN_MS)),
        ),
      );
    const [run] = await this.db
      .insert(directorySyncRuns)
      .values({ dryRun, trigger, startedBy: actor?.id ?? null })
      .onConflictDoNothing()
      .returning();
    if (!run) throw conflict(DIRECTORY_SYNC_RUNNING_MESSAGE);
    try {
      const people = await readPeople(config);
      await this.db.transaction(async () => {
        const changes = planSync(await this.planInput(people));
        if (!dryRun) await this.apply(changes, people);
        if (changes.length > 0)
          await this.db.insert(directorySyncChanges).values(
            changes.map((change) => ({
              runId: run.id,
              kind: change.kind,
              userId: change.userId,
              login: change.login,
              fullName: change.fullName,
              fields: change.fields,
            })),
          );
        const count = (kind: PlannedChange['kind']) =>
          changes.filter((change) => change.kind === kind).length;
        await this.db
          .update(directorySyncRuns)
          .set({
            status: 'completed',
            finishedAt: sql`now()`,
            peopleRead: people.length,
            created: count('created'),
            updated: count('updated'),
            fired: count('fired'),
            restored: count('restored'),
          })
          .where(eq(directorySyncRuns.id, run.id));
        await recordAudit(this.db, {
          actor,
          action: dryRun ? 'directory.dry_run' : 'directory.sync',
          targetType: 'directory_sync_run',
          targetId: run.id,
          details: { trigger, people: people.length, changes: changes.length },
        });
      });
    } catch (error) {
      const message = classifyError(error, config).message;
      await this.db
        .update(directorySyncRuns)
        .set({ status: 'failed', finishedAt: sql`now()`, error: message })
        .where(eq(directorySyncRuns.id, run.id));
      await recordAudit(this.db, {
        actor,
        action: 'directory.sync_failed',
        targetType: 'directory_sync_run',
        targetId: run.id,
        details: { trigger, error: message },
      });
    }
    return this.run(run.id);
  }

  /** The schedule's tick (twice a day): a sync when the interval has passed since the last real one. */
  async scheduledTick(): Promise<void> {
    if (!this.config) return;
    const hours = await this.intervalHours();
    if (hours === 0) return;
    const [last] = await this.db
      .select({ startedAt: directorySyncRuns.startedAt })
      .from(directorySyncRuns)
      .where(eq(directorySyncRuns.dryRun, false))
      .orderBy(desc(directorySyncRuns.id))
      .limit(1);
    // An hour of slack: the tick's own slot moves by minutes from day to day.
    if (last && Date.now() - last.startedAt.getTime() < (hours - 1) * 3_600_000) return;
    await this.start(null, false, 'schedule').catch((error: unknown) => {
      if (!(error instanceof Error && error.message === DIRECTORY_SYNC_RUNNING_MESSAGE)) throw error;
    });
  }

  private async planInput(people: DirectoryPerson[]) {
    const logins = people.map((person) => person.login.toLowerCase());
    const locals: LocalPerson[] = await this.db
      .select(localColumns)
      .from(users)
      .where(
        or(
          like(users.externalId, 'ldap:%'),
          logins.length > 0 ? inArray(sql`lower(${users.login})`, logins) : sql`false`,
        ),
      );
    const nodes = await this.db.select({ id: structures.id, name: structures.name }).from(structures);
    const managerIds = [...new Set(locals.map((local) => local.managerId).filter((id) => id !== null))];
    const managers =
      managerIds.length > 0
        ? await this.db
            .select({
              id: users.id,
              name: users.name,
              lastName: users.lastName,
              patronymic: users.patronymic,
            })
            .from(users)
            .where(inArray(users.id, managerIds))
        : [];
    return {
      people,
      locals,
      departments: departmentsByName(nodes),
      departmentNames: new Map(nodes.map((node) => [node.id, node.name])),
      userNames: new Map(managers.map((manager) => [manager.id, fullName(manager)])),
      today: this.clock.today(),
    };
  }

  /** Writes the planned changes; people first, then managers (a new manager may be created in this run). */
  private async apply(changes: PlannedChange[], people: DirectoryPerson[]): Promise<void> {
    const today = this.clock.today();
    for (const change of changes) {
      if (change.kind === 'created') {
        const [created] = await this.db
          .insert(users)
          .values({ ...change.values!, email: change.values!.email ?? '' } as typeof users.$inferInsert)
          .returning({ id: users.id });
        change.userId = created!.id;
      } else if (change.kind === 'fired') {
        await this.db
          .update(users)
          .set({ fireDate: today, updatedAt: this.clock.now() })
          .where(eq(users.id, change.userId!));
      } else {
        await this.db
          .update(users)
          .set({
            ...change.values,
            ...(change.kind === 'restored' ? { fireDate: null } : {}),
            updatedAt: this.clock.now(),
          })
          .where(eq(users.id, change.userId!));
      }
    }
    const idOf = new Map<string, number>(
      (
        await this.db
          .select({ id: users.id, externalId: users.externalId })
          .from(users)
          .where(and(isNotNull(users.externalId), like(users.externalId, 'ldap:%')))
      ).map((row) => [row.externalId!, row.id]),
    );
    for (const change of changes) {
      if (change.managerExternalId === undefined || change.userId === null) continue;
      const managerId =
        change.managerExternalId === null ? null : (idOf.get(change.managerExternalId) ?? null);
      if (managerId !== null)
        await this.db.update(users).set({ managerId }).where(eq(users.id, change.userId));
    }
    await this.auth.revokeUserSessions(
      changes.filter((change) => change.kind === 'fired').map((change) => change.userId!),
    );
    // Roles from groups, for everyone the directory lists as active.
    if (this.roles)
      for (const person of people) {
        const id = idOf.get(person.externalId);
        if (id !== undefined && !person.disabled)
          await this.roles.applyGroups(id, 'ldap', groupNames(person));
      }
  }
}

function presentRun(run: RunRow, starter: typeof users.$inferSelect | null): DirectoryRun {
  return {
    id: run.id,
    dry_run: run.dryRun,
    trigger: run.trigger,
    status: run.status,
    started_by: starter ? { id: starter.id, full_name: fullName(starter) } : null,
    started_at: run.startedAt.toISOString(),
    finished_at: run.finishedAt?.toISOString() ?? null,
    people_read: run.peopleRead,
    created: run.created,
    updated: run.updated,
    fired: run.fired,
    restored: run.restored,
    error: run.error,
  };
}
