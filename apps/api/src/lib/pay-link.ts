import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { payLinkPath, type Locale } from '@atelier/contracts';
import type { Db } from '../db/client.js';
import { serverSecrets } from '../db/schema/index.js';

/** Characters of a pay link's key: 22 base64url characters are 132 bits of the HMAC. */
const KEY_LENGTH = 22;
const SECRET_NAME = 'pay_link';

/** A new pay-link nonce: 16 random bytes, base64url. Renewing a link draws a new one. */
export function newPayKeyNonce(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * The pay links of orders (docs/decisions/128): an order's key is
 * base64url(HMAC-SHA256(secret, `${order id}.${nonce}`)) cut to 22 characters, derived on demand and
 * never stored, so the database alone never yields a key while the secret is kept apart from it
 * (PAY_LINK_SECRET). The secret is PAY_LINK_SECRET when set; else one the server makes once and
 * keeps in `server_secrets` (insert … on conflict do nothing, then read: every instance agrees).
 */
export function payLinks(deps: { db: Db; secret?: string; publicUrl: string }) {
  let secret: Promise<Buffer> | undefined;
  function load(): Promise<Buffer> {
    if (deps.secret) return Promise.resolve(Buffer.from(deps.secret, 'utf8'));
    secret ??= (async () => {
      await deps.db
        .insert(serverSecrets)
        .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await deps.db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAME));
      return Buffer.from(row!.value, 'utf8');
    })().catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    return secret;
  }
  async function keyOf(order: { id: string; payKeyNonce: string }): Promise<string> {
    return createHmac('sha256', await load())
      .update(`${order.id}.${order.payKeyNonce}`)
      .digest('base64url')
      .slice(0, KEY_LENGTH);
  }
  return {
    keyOf,
    /** The order's pay link, PUBLIC_URL/pay/{number}?key=… (under /rw or /fr for those languages). */
    async urlOf(order: { id: string; orderNumber: string; payKeyNonce: string }, locale: Locale = 'en'): Promise<string> {
      return `${deps.publicUrl}${payLinkPath(order.orderNumber, await keyOf(order), locale)}`;
    },
    /** True when `key` is the order's key now, compared in constant time. */
    async matches(order: { id: string; payKeyNonce: string }, key: string): Promise<boolean> {
      const want = Buffer.from(await keyOf(order), 'utf8');
      const got = Buffer.from(key, 'utf8');
      // Compared over the expected length whatever was sent, so a wrong length takes the same time.
      const same = timingSafeEqual(want, got.length === want.length ? got : want.map((b) => b ^ 0xff));
      return same && got.length === want.length;
    },
  };
}
export type PayLinks = ReturnType<typeof payLinks>;
