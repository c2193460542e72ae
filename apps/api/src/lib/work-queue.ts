import { AppError } from './app-error.js';

export interface WorkQueue {
  /**
   * Runs `task` once fewer than `concurrency` tasks are running, in arrival order. Throws AppError
   * UNAVAILABLE (503, with Retry-After) at once when `maxWaiting` tasks are already waiting, so
   * a burst is refused instead of piling up.
   */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now, tasks waiting, tasks ever started, and the most ever running at once. */
  readonly stats: { readonly active: number; readonly waiting: number; readonly started: number; readonly peakActive: number };
}

/**
 * A bounded first-in, first-out queue: at most `concurrency` tasks at once, at most `maxWaiting`
 * more in line. (p-limit would do the first half, but it is only here as an ESLint dependency
 * and has no bound on the line.)
 */
export function createWorkQueue(opts: { concurrency: number; maxWaiting: number; busyMessage: string; retryAfterSeconds: number }): WorkQueue {
  const line: Array<() => void> = [];
  const stats = { active: 0, waiting: 0, started: 0, peakActive: 0 };

  /** Hands the finished task's slot to the first in line, or frees it. */
  const next = () => {
    const start = line.shift();
    if (start) start();
    else stats.active--;
  };

  return {
    stats,
    async run(task) {
      if (stats.active >= opts.concurrency) {
        if (line.length >= opts.maxWaiting) throw new AppError('UNAVAILABLE', opts.busyMessage, { headers: { 'retry-after': String(opts.retryAfterSeconds) } });
        stats.waiting++;
        // next() hands over the slot, so `active` already counts this task when it resumes.
        await new Promise<void>((resolve) => line.push(resolve));
        stats.waiting--;
      } else {
        stats.active++;
      }
      stats.started++;
      stats.peakActive = Math.max(stats.peakActive, stats.active);
      try {
        return await task();
      } finally {
        next();
      }
    },
  };
}
