import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { accountsRepository } from '../modules/accounts/accounts.repository.js';

/** `npm run user:admin -- someone@example.com`: makes an existing account an admin (the only way). */
const email = process.argv[2]?.trim().toLowerCase();
if (!email) {
  console.error('Usage: npm run user:admin -- someone@example.com');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolMax: 1 });
try {
  await database.migrate();
  const done = await accountsRepository(database.db).setRole(email, 'admin');
  console.log(done ? `${email} is now an admin.` : `No account with the e-mail ${email}. Sign up first, then run this again.`);
  process.exitCode = done ? 0 : 1;
} finally {
  await database.close();
}
