import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.js';
import { openTestDatabase } from '../../test/helpers.js';
import { startSmtpServer } from '../../test/smtp.js';
import { createMailer, OUTBOX_LEASE_MS } from './mailer.js';
import { outboxRepository } from './outbox.repository.js';

/**
 * Every instance runs the outbox retry on its timer; each failed mail must still go out
 * once. Two runners with a mailer each: on PostgreSQL each with its own connection pool (as two
 * processes are), on PGlite side by side in this process.
 */
let database: Database;
let second: Database;
let drop: () => Promise<void>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const log = { info: () => undefined, warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;

beforeAll(async () => {
  const opened = await openTestDatabase({ seed: false });
  database = opened.database;
  drop = opened.drop;
  second = opened.url ? await openDatabase({ url: opened.url, poolMax: 5 }) : database;
  smtp = await startSmtpServer();
});
afterAll(async () => {
  if (second !== database) await second.close();
  await database.close();
  await drop();
  await smtp.close();
});

const runner = (db: Database) => createMailer({ smtpUrl: smtp.url, from: 'Atelier <hello@atelier.rw>', outbox: outboxRepository(db.db), log });
const rows = async () =>
  ((await database.db.execute(sql`select subject, status, attempts from outbox order by subject`)) as unknown as { rows: Array<{ subject: string; status: string; attempts: number }> }).rows;

/** `n` mails whose first delivery failed `minutesAgo` minutes ago. */
async function failedMails(prefix: string, n: number, minutesAgo: number): Promise<string[]> {
  const subjects = Array.from({ length: n }, (_, i) => `${prefix} ${String(i).padStart(2, '0')}`);
  for (const subject of subjects) {
    await database.db.execute(sql`insert into outbox (to_address, subject, html, text_body, kind, status, attempts, created_at, updated_at)
      values (${`${subject.replace(/\W+/g, '.')}@example.com`}, ${subject}, '<p>Hi</p>', 'Hi', 'test', 'failed', 1, now() - make_interval(mins => ${minutesAgo}), now() - make_interval(mins => ${minutesAgo}))`);
  }
  return subjects;
}
const received = (subject: string) => smtp.mails.filter((m) => m.raw.includes(`Subject: ${subject}\r\n`)).length;

describe('the outbox retry with several runners (background work runs once, docs/decisions/115)', () => {
  it('two runners in parallel send each failed mail once, and a third pass finds nothing due', async () => {
    const subjects = await failedMails('Parallel', 12, 10);
    const [a, b] = [runner(database), runner(second)];
    const tried = await Promise.all([a.retryFailed(), b.retryFailed()]);
    expect(tried[0] + tried[1]).toBe(12);
    for (const s of subjects) expect(received(s), s).toBe(1);
    expect((await rows()).filter((r) => r.subject.startsWith('Parallel'))).toEqual(subjects.map((subject) => ({ subject, status: 'sent', attempts: 2 })));
    expect(await Promise.all([a.retryFailed(), b.retryFailed()])).toEqual([0, 0]);
    for (const s of subjects) expect(received(s), s).toBe(1);
  });

  it('leaves a mail alone while its lease runs (just failed, or being sent for the first time), and takes at most `limit` per call', async () => {
    expect(OUTBOX_LEASE_MS).toBeGreaterThanOrEqual(60_000);
    const recent = await failedMails('Recent', 2, 1);
    const due = await failedMails('Due', 3, 10);
    const a = runner(database);
    expect(await a.retryFailed(2)).toBe(2);
    expect(await a.retryFailed()).toBe(1);
    for (const s of due) expect(received(s), s).toBe(1);
    for (const s of recent) expect(received(s), s).toBe(0);
  });
});
