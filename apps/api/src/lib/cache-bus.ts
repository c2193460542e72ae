import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { ReplyCache } from './reply-cache.js';

/** How long a write waits for Redis to take a "clear" before answering anyway, ms. */
const PUBLISH_TIMEOUT_MS = 250;

/**
 * Shares `cache.clear()` between the instances of the shop through Redis pub/sub
 * (docs/decisions/115): a clear on one instance clears the local cache at once and is published on
 * `channel`; every other instance clears its own copy when the message arrives. The returned cache
 * is `cache` with that `clear()`, which resolves once Redis has taken the message (at most
 * PUBLISH_TIMEOUT_MS), so the write's answer leaves after the other instances were told.
 *
 * Redis out of reach never fails a write: the clear stays local, one warning is logged per outage,
 * and the other instances show the change within the cache's TTL (PUBLIC_CACHE_TTL_MS). Each time
 * the subscriber connects, this instance clears its own cache, since it may have missed messages.
 * `close()` ends the subscriber connection (the publisher is the app's shared client).
 */
export function shareCacheClears(cache: ReplyCache, opts: { redis: Redis; channel: string; log: FastifyBaseLogger }): ReplyCache & { close(): Promise<void> } {
  const self = randomUUID();
  const subscriber = opts.redis.duplicate();
  let warned = false;
  const warnOnce = (reason: string) => {
    if (!warned) opts.log.warn({ reason }, 'cache clears stay on this instance while Redis is unavailable; the others catch up within PUBLIC_CACHE_TTL_MS');
    warned = true;
  };
  subscriber.on('error', () => undefined); // the app's client already reports the outage
  subscriber.on('message', (_channel: string, from: string) => {
    if (from !== self) cache.clear();
  });
  // ioredis subscribes again by itself after a reconnect; what was published meanwhile is lost, so
  // whatever this instance holds may be stale (at the first connection the cache is still empty).
  subscriber.on('ready', () => {
    cache.clear();
    warned = false;
  });
  void subscriber.subscribe(opts.channel).catch((err: Error) => warnOnce(err.message));

  return {
    get: (key, load) => cache.get(key, load),
    get enabled() {
      return cache.enabled;
    },
    async clear() {
      cache.clear();
      // Not ready: the command would wait in ioredis's offline queue; the TTL bounds the others' staleness.
      if (opts.redis.status !== 'ready') return warnOnce(`Redis connection is ${opts.redis.status}`);
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([opts.redis.publish(opts.channel, self), new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('publish timed out')), PUBLISH_TIMEOUT_MS)))]);
      } catch (err) {
        warnOnce(err instanceof Error ? err.message : String(err));
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      subscriber.disconnect();
    },
  };
}
