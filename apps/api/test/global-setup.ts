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
    /** File holding a PGlite data folder, migrated and seeded, that each test file starts from. */
    pgliteSnapshot: string | null;
  }
}

interface Template {
  templateDatabase: string | null;
  pgliteSnapshot: string | null;
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
  project.provide('pgliteSnapshot', template.pgliteSnapshot);
  return async () => {
    held.users -= 1;
    if (held.users > 0) return;
    delete shared.atelierTemplate;
    await template.remove();
  };
}

/**
 * Migrates and seeds one database per run (docs/decisions/002): a template database on PostgreSQL,
 * a dumped data folder for PGlite. Each API test file then copies it instead of running every
 * migration and the seed again, which cost 1–3 s a file.
 */
async function makeTemplate(): Promise<Template> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `atelier_tpl_${randomBytes(6).toString('hex')}`;
    await serverQuery(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString(), poolMax: 2 });
    await database.migrate();
    await seed(database.db);
    await database.close();
    return { templateDatabase: name, pgliteSnapshot: null, remove: () => serverQuery(`drop database if exists ${name} with (force)`).then(() => undefined) };
  }
  const database = await openDatabase({});
  await database.migrate();
  await seed(database.db);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-tpl-')), 'pglite.tar');
  fs.writeFileSync(file, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
  await database.close();
  return { templateDatabase: null, pgliteSnapshot: file, remove: async () => fs.rmSync(path.dirname(file), { recursive: true, force: true }) };
}
