import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.js';
import { createWorkQueue } from './work-queue.js';

/** A promise and the function that resolves it. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}
const tick = () => new Promise((r) => setImmediate(r));

describe('work queue', () => {
  it('runs at most `concurrency` tasks at once, the others in arrival order', async () => {
    const queue = createWorkQueue({ concurrency: 2, maxWaiting: 10, busyMessage: 'busy', retryAfterSeconds: 30 });
    const gates = Array.from({ length: 5 }, deferred);
    const order: number[] = [];
    const done = gates.map((g, i) =>
      queue.run(async () => {
        order.push(i);
        await g.promise;
        return i;
      }),
    );
    await tick();
    expect(queue.stats).toMatchObject({ active: 2, waiting: 3 });
    expect(order).toEqual([0, 1]);

    gates[1]!.resolve();
    await tick();
    expect(order).toEqual([0, 1, 2]);
    expect(queue.stats).toMatchObject({ active: 2, waiting: 2 });

    for (const g of gates) g.resolve();
    expect(await Promise.all(done)).toEqual([0, 1, 2, 3, 4]);
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(queue.stats).toEqual({ active: 0, waiting: 0, started: 5, peakActive: 2 });
  });

  it('a failing task frees its place', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 10, busyMessage: 'busy', retryAfterSeconds: 30 });
    await expect(queue.run(() => Promise.reject(new Error('broken picture')))).rejects.toThrow('broken picture');
    expect(await queue.run(async () => 'next')).toBe('next');
    expect(queue.stats).toMatchObject({ active: 0, waiting: 0, started: 2 });
  });

  it('refuses with 503 and Retry-After when the line is full', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 1, busyMessage: 'Many pictures are being processed right now.', retryAfterSeconds: 30 });
    const gate = deferred();
    const running = queue.run(() => gate.promise);
    const waiting = queue.run(async () => 'waited');
    const refused = await queue.run(async () => 'never').catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 503, code: 'UNAVAILABLE', message: 'Many pictures are being processed right now.', headers: { 'retry-after': '30' } });
    gate.resolve();
    await running;
    expect(await waiting).toBe('waited');
    expect(queue.stats.started).toBe(2);
  });
});
