import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../src/platform/db/database.ts';
import { UsersService } from '../src/modules/users/users.service.ts';
import { SettingsService } from '../src/modules/settings/settings.service.ts';
import { seedReferenceData } from '../src/seed/reference-data.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/** What every test database starts with: the schema, the roles, default settings and countries. */
async function prepareTemplate(database: Database): Promise<void> {
  await database.migrate();
  await new UsersService(database.db).ensureRoles();
  await new SettingsService(database.db).ensureDefaults();
  await seedReferenceData(database.db);
}

function adminUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * Migrates one database per run and hands it to the test files to clone: a PGlite dump for the
 * embedded engine, a template database for PostgreSQL.
 */
export default async function setup(project: TestProject) {
  const engine = project.config.env?.TEST_DB_ENGINE;
  if (engine === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const templateName = `intranet_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${templateName}`);
    const database = await openPostgres(adminUrl(url, templateName));
    await prepareTemplate(database);
    await database.close();
    project.provide('postgresTemplate', templateName);
    return async () => {
      const leftovers = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1 order by datname desc`,
        [`${templateName}%`],
      );
      for (const row of leftovers.rows)
        await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.end();
    };
  }
  const dir = path.resolve('.tmp/test-template');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-${process.pid}.tar`);
  const database = await openPglite();
  await prepareTemplate(database);
  const dump = await database.dump();
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(file, { force: true });
}
