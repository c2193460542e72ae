import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { ping } from '../db/client.js';
import { openTestDatabase } from '../../test/helpers.js';
import { drainAndClose } from './shutdown.js';

/** Liveness, readiness, and SIGTERM's drain on a listening server (docs/decisions/115). */
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

/** A listening app on a fresh database with one extra route, /test/slow, that answers when `release()` is called. */
async function listening() {
  const { database, drop } = await openTestDatabase({ seed: false });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-shutdown-'));
  const app: FastifyInstance = await buildApp({ config: testConfig({ DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'no-web') }), database });
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let started = () => undefined as void;
  const inFlight = new Promise<void>((resolve) => (started = resolve));
  app.get('/test/slow', async () => {
    started();
    await gate;
    return { done: true };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  let dbClosed = false;
  cleanups.push(async () => {
    release();
    if (app.server.listening) await app.close();
    if (!dbClosed) await database.close();
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const closeDatabase = async () => {
    dbClosed = true;
    await database.close();
  };
  return { app, port, database, release, inFlight, closeDatabase };
}

/** One request over a new connection: its status and body, or the error's code (ECONNREFUSED, ECONNRESET). */
function get(port: number, url: string): Promise<{ status: number; body: string } | { error: string }> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: url, agent: false }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
  });
}

describe('GET /api/health/live and /api/health/ready', () => {
  it('live answers 200 whatever the database; ready answers 200 while the database does, 503 unavailable when it does not', async () => {
    const { app, closeDatabase } = await listening();
    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'ok' });
    expect(ready.headers['cache-control']).toBe('no-store');
    await closeDatabase();
    const notReady = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toEqual({ status: 'unavailable', database: 'down' });
    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
  });
});

describe('drainAndClose (SIGTERM)', () => {
  it('says draining at once, answers the request in flight, then stops listening and closes the database last', async () => {
    const { app, port, database, release, inFlight, closeDatabase } = await listening();
    const slow = get(port, '/test/slow');
    await inFlight;
    const stopping = drainAndClose(app, { delayMs: 300, timeoutMs: 10_000, closeDatabase });
    // During the delay the balancer's check sees 503 and the process still serves.
    const ready = await get(port, '/api/health/ready');
    expect(ready).toEqual({ status: 503, body: JSON.stringify({ status: 'draining', database: 'ok' }) });
    expect(await get(port, '/api/health/live')).toMatchObject({ status: 200 });
    // Then closing: no new connection is accepted, the one in flight is still open and its database too.
    await expect.poll(() => get(port, '/api/health/live'), { timeout: 10_000, interval: 50 }).toEqual({ error: 'ECONNREFUSED' });
    await ping(database.db);
    release();
    expect(await slow).toEqual({ status: 200, body: JSON.stringify({ done: true }) });
    expect(await stopping).toBe('drained');
    await expect(ping(database.db)).rejects.toThrow();
  });

  it('cuts what is still in flight after the timeout, then closes the database', async () => {
    const { app, port, database, inFlight, closeDatabase } = await listening();
    const slow = get(port, '/test/slow');
    await inFlight;
    expect(await drainAndClose(app, { delayMs: 0, timeoutMs: 300, closeDatabase })).toBe('timed out');
    expect(await slow).toEqual({ error: 'ECONNRESET' });
    await expect(ping(database.db)).rejects.toThrow();
  });
});
