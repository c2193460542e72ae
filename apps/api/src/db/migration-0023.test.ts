import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabaseBeforeMigration } from '../../test/helpers.js';
import type { Database } from './client.js';

/**
 * Migration 0023 (docs/decisions/128) on a shop that already has orders: every existing order comes
 * from the checkout (`web`) and draws its own pay-link nonce; a channel the shop does not know is
 * refused; customers without an account are one per phone. On PGlite and, with DATABASE_URL, on
 * PostgreSQL.
 */
let database: Database;
let close = async () => {};

const rows = async <T>(q: ReturnType<typeof sql>) => ((await database.db.execute(q)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  ({ database, close } = await openDatabaseBeforeMigration(23));

  await database.db.execute(sql`insert into users (name, email, phone, password_hash) values ('Aline', 'aline@example.com', '0788123456', 'x')`);
  for (const n of ['ATL-AAAAAA', 'ATL-BBBBBB', 'ATL-CCCCCC']) {
    await database.db
      .execute(sql`insert into orders (order_number, user_id, subtotal_minor, total_minor, customer_first_name, customer_last_name, customer_email, customer_phone, shipping_address, shipping_city, shipping_state, shipping_country, shipping_postal_code, billing_address, billing_city, billing_state, billing_country, billing_postal_code)
      select ${n}, id, 100, 100, 'A', 'B', email, phone, 'KG 7', 'Kigali', 'Kigali', 'Rwanda', '0', 'KG 7', 'Kigali', 'Kigali', 'Rwanda', '0' from users`);
  }

  await database.migrate();
}, 120_000);

afterAll(() => close());

describe('migration 0023: orders from every channel on a shop that already has orders', () => {
  it('makes every existing order a web order with its own pay-link nonce, and no delivery note or customer record', async () => {
    const orders = await rows<{ channel: string; nonce: string; note: string | null; customer_id: string | null }>(
      sql`select channel, pay_key_nonce as nonce, note, customer_id from orders order by order_number`,
    );
    expect(orders).toHaveLength(3);
    for (const o of orders) expect(o).toMatchObject({ channel: 'web', note: null, customer_id: null });
    expect(orders.every((o) => o.nonce.length >= 22)).toBe(true);
    expect(new Set(orders.map((o) => o.nonce)).size).toBe(3);
  });

  it('refuses a channel it does not know, and a second customer record with the same phone', async () => {
    await expect(database.db.execute(sql`update orders set channel = 'fax' where order_number = 'ATL-AAAAAA'`)).rejects.toThrow();
    await database.db.execute(sql`update orders set channel = 'whatsapp' where order_number = 'ATL-AAAAAA'`);
    await database.db.execute(sql`insert into customers (name, phone) values ('Bosco', '+250788123457')`);
    await expect(database.db.execute(sql`insert into customers (name, phone) values ('Bosco again', '+250788123457')`)).rejects.toThrow();
  });

  it('keeps the server’s own secrets in a table of their own, one per name', async () => {
    await database.db.execute(sql`insert into server_secrets (name, value) values ('pay_link', 'a') on conflict do nothing`);
    await database.db.execute(sql`insert into server_secrets (name, value) values ('pay_link', 'b') on conflict do nothing`);
    expect(await rows(sql`select value from server_secrets`)).toEqual([{ value: 'a' }]);
  });
});
