import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Ports and folders of the e2e run; override with E2E_PORT / E2E_SMTP_PORT when they are taken. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
export const BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_DIR = path.dirname(fileURLToPath(import.meta.url));
/** Where the test SMTP server drops each message it receives, one .eml file per message. */
export const MAIL_DIR = path.join(E2E_DIR, '.mail');
/** Debian's Chromium (installed by .ci/run), never a downloaded browser (docs/decisions/004). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The server's data folder for this run: E2E_DATA_DIR, or a fresh one (the server migrates, seeds the
 * demo shop and renders its pictures there). Set in the environment by the runner, which loads this
 * first, so its workers (which inherit the runner's environment) find the same folder.
 */
export const DATA_DIR = (process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-e2e-')));
/**
 * Where the server writes the password of the owner it makes on the first start of an empty demo shop
 * (OWNER_PASSWORD_FILE, README). In the data folder, so a data folder copied with its database keeps it.
 */
export const OWNER_PASSWORD_FILE = path.join(DATA_DIR, 'owner-password');
