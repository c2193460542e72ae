import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { settings } from '../../db/schema/index.js';

/** Company settings documents. */
export function contentRepository(db: DbOrTx) {
  return {
    async getSetting(key: string): Promise<Record<string, unknown> | undefined> {
      const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
      return row?.value;
    },
  };
}
