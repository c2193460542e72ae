import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../db/client.js';
import { hashSecret } from '../../lib/crypto.js';
import { auditRepository } from '../audit/audit.repository.js';
import { staffRepository } from './staff.repository.js';

/** The login of the owner account a demo shop makes on its first start. */
export const FIRST_OWNER_EMAIL = 'owner@atelier.local';

/**
 * First run (docs/decisions/100, 106): when the shop has no owner yet, creates one, `owner@atelier.local`
 * with a random 20-character password, and returns the password so the caller prints it once. Never
 * a fixed password; nothing when an owner exists (or the address is taken). Only the argon2id hash
 * is stored. Make your own owner with `npm run user:admin -- you@example.com` and remove this one.
 */
export async function createFirstOwner(db: Db): Promise<{ email: string; password: string } | null> {
  if (await staffRepository(db).anOwner()) return null;
  const password = randomBytes(15).toString('base64url');
  const passwordHash = await hashSecret(password);
  return db.transaction(async (tx) => {
    // Two instances starting at once: only one creates the owner.
    const r = staffRepository(tx);
    await r.lockFirstOwner();
    if (await r.anOwner()) return null;
    const row = await r.insertUser({ name: 'Shop owner', email: FIRST_OWNER_EMAIL, phone: '', passwordHash, role: 'admin', emailVerifiedAt: new Date(), lastPasswordChange: new Date() });
    if (!row) return null;
    await auditRepository(tx).record({
      actor: { id: null, name: 'First start', email: '' },
      action: 'staff.first_owner_created',
      entity: 'user',
      entityId: row.id,
      after: { id: row.id, email: row.email, role: 'admin' },
    });
    return { email: FIRST_OWNER_EMAIL, password };
  });
}

/**
 * OWNER_PASSWORD_FILE: writes the first owner's password (and a newline) to `file`, readable and
 * writable by this system user only (mode 0600), so a script or a test run can sign in as that owner
 * without reading the log. Creates the folder; replaces an older file (removed first, so the new one
 * is created with mode 0600 whatever the old one's was). Throws the file system's error.
 */
export function writeOwnerPasswordFile(file: string, password: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.rmSync(file, { force: true });
  fs.writeFileSync(file, `${password}\n`, { mode: 0o600, flag: 'wx' });
}
