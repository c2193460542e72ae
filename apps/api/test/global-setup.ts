import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';
import { seed } from '../src/db/seed/index.js';
import { serverQuery } from './server-query.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Name of the migrated and seeded template database on the PostgreSQL server (DATABASE_URL). */
    templateDatabase: string | null;
    /** Name of the migrated template database with no data, for `openTestDatabase({ seed: false })`. */
    emptyTemplateDatabase: string | null;
    /** File holding a PGlite data folder, migrated and seeded, that each test file starts from. */
    pgliteSnapshot: string | null;
    /** File holding a PGlite data folder, migrated with no data, for `openTestDatabase({ seed: false })`. */
    pgliteEmptySnapshot: string | null;
  }
}

interface Template {
  templateDatabase: string | null;
  emptyTemplateDatabase: string | null;
  pgliteSnapshot: string | null;
  pgliteEmptySnapshot: string | null;
  remove: () => Promise<void>;
}

/**
 * The run's template, made by whichever API project starts first: the api and api-isolated projects
 * (vitest.config.ts) share one, and the last to finish removes it.
 */
const shared = globalThis as typeof globalThis & { atelierTemplate?: { made: Promise<Template>; users: number } };

export default async function setup(project: TestProject) {
  shared.atelierTemplate ??= { made: makeTemplate(), users: 0 };
  const held = shared.atelierTemplate;
  held.users += 1;
  const template = await held.made;
  project.provide('templateDatabase', template.templateDatabase);
  project.provide('emptyTemplateDatabase', template.emptyTemplateDatabase);
  project.provide('pgliteSnapshot', template.pgliteSnapshot);
  project.provide('pgliteEmptySnapshot', template.pgliteEmptySnapshot);
  return async () => {
    held.users -= 1;
    if (held.users > 0) return;
    delete shared.atelierTemplate;
    await template.remove();
  };
}

/**
 * Migrates and seeds one database per run (docs/decisions/002): a template database on PostgreSQL,
 * a dumped data folder for PGlite, each also kept as it was before the seed. Each API test file then
 * copies one instead of running every migration and the seed again, which cost 1–3 s a file; on
 * PGlite a new, empty data folder alone costs about 4.5 s (initdb), a copy about 1 s.
 */
async function makeTemplate(): Promise<Template> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const suffix = randomBytes(6).toString('hex');
    const [empty, seeded] = [`atelier_tple_${suffix}`, `atelier_tpl_${suffix}`];
    const urlOf = (name: string) => Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
    await serverQuery(`create database ${empty}`);
    const migrated = await openDatabase({ url: urlOf(empty), poolMax: 2 });
    await migrated.migrate();
    await migrated.close();
    await serverQuery(`create database ${seeded} template ${empty}`);
    const database = await openDatabase({ url: urlOf(seeded), poolMax: 2 });
    await seed(database.db);
    await database.close();
    return {
      templateDatabase: seeded,
      emptyTemplateDatabase: empty,
      pgliteSnapshot: null,
      pgliteEmptySnapshot: null,
      remove: async () => {
        await serverQuery(`drop database if exists ${seeded} with (force)`);
        await serverQuery(`drop database if exists ${empty} with (force)`);
      },
    };
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-tpl-'));
  const dump = async (database: Awaited<ReturnType<typeof openDatabase>>, name: string) => {
    const file = path.join(folder, name);
    fs.writeFileSync(file, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
    return file;
  };
  const database = await openDatabase({});
  await database.migrate();
  const pgliteEmptySnapshot = await dump(database, 'pglite-empty.tar');
  await seed(database.db);
  const pgliteSnapshot = await dump(database, 'pglite.tar');
  await database.close();
  return { templateDatabase: null, emptyTemplateDatabase: null, pgliteSnapshot, pgliteEmptySnapshot, remove: async () => fs.rmSync(folder, { recursive: true, force: true }) };
}
