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
