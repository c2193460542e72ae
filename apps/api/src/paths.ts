import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** apps/api, whether running from src (tsx, vitest) or dist (node): both sit one level below it. */
export const API_ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The repository root. */
export const REPO_ROOT = path.resolve(API_ROOT, '../..');
/** Committed drizzle-kit migrations, shared by PGlite and PostgreSQL. */
export const MIGRATIONS_DIR = path.join(API_ROOT, 'drizzle');
