import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A reply kept ready to send: its bytes, their ETag, content type and extra headers. */
export interface CachedReply {
  body: Buffer;
  etag: string;
  contentType: string;
  headers: Record<string, string>;
  /**
   * For a list loaded with `items`, in a cache that keeps replies (TTL above 0): each element's id
   * and its JSON's UTF-8 bytes without the closing brace (`open`), in order (`body` is `[` + their
   * JSON joined with commas + `]`), so a signed-in reply can add its marks to each without parsing
   * or encoding.
   */
  items?: ReadonlyArray<{ id: number; open: Buffer }>;
  /**
   * For a reply the cache keeps (TTL above 0): its compressed bytes per encoding, made on the first
   * request that accepts one and sent as they are to every later one (sendCached).
   */
  encoded?: Map<Encoding, Buffer>;
}

/** The encodings a kept reply is sent in, best first: those @fastify/compress uses for the rest. */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];
const negotiator = new Negotiator({ supportedValues: [...ENCODINGS] });
/** Below this size a reply goes uncompressed, as with @fastify/compress's threshold in app.ts. */
const COMPRESS_THRESHOLD = 1024;

/** Brotli's settings for a reply sent many times: quality 5 (app.ts gives every other reply quality 4, paid per reply). */
const brotliOptions = (body: Buffer) => ({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } });

/** `body` compressed for a reply sent many times: brotli (brotliOptions) or gzip at zlib's default level. */
function compressOnce(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'gzip' ? zlib.gzipSync(body) : zlib.brotliCompressSync(body, brotliOptions(body));
}

/** The same as compressOnce for brotli, on libuv's thread pool: the event loop goes on serving meanwhile. */
function brotliInBackground(body: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => zlib.brotliCompress(body, brotliOptions(body), (err, out) => (err ? reject(err) : resolve(out))));
}

/** What a loader returns: a value to send as JSON, or text with its own `contentType`. */
interface Loaded {
  body: unknown;
  headers?: Record<string, string>;
  /** Set for a text body sent as it is (XML, or JSON text already written); `body` is stringified as JSON otherwise. */
  contentType?: string;
  /** A JSON array given element by element (its `body` is then ignored); kept in the CachedReply. */
  items?: ReadonlyArray<{ id: number; json: string }>;
}

interface Entry {
  reply: Promise<CachedReply>;
  expires: number;
  /** Set while a load that will replace this expired entry runs (stale-while-revalidate). */
  refreshing?: boolean;
}

export interface ReplyCache {
  /**
   * The cached reply for `key`, loading it with `load` when absent. Callers that miss at the same
   * moment share one load; a failed load is not kept. Once the entry is older than the TTL, the
   * first caller starts a load and every caller is answered from the old entry until it lands
   * (stale-while-revalidate, for at most one more TTL; past that, or when the load failed and the
   * window is over, callers wait for a load as on a miss), so no visitor waits for a page to be
   * built every TTL. `clear` drops entries at once: a write never leaves a stale one.
   */
  get(key: string, load: () => Promise<Loaded>): Promise<CachedReply>;
  /**
   * Forgets everything (call after any write that changes what the cached replies show). Local at
   * once; with Redis the other instances are told too (cache-bus.ts), and the promise resolves
   * once Redis took the message. Never rejects.
   */
  clear(): void | Promise<void>;
  /** False when the TTL is 0: every `get` loads. */
  readonly enabled: boolean;
}

const [OPEN_ARRAY, COMMA, CLOSE_ARRAY] = ['[', ',', ']'].map((c) => Buffer.from(c)) as [Buffer, Buffer, Buffer];

/** `[` + the elements' JSON bytes joined with commas + `]`, in one copy. */
function jsonArray(parts: readonly Buffer[]): Buffer {
  const all: Buffer[] = [OPEN_ARRAY];
  for (const [i, part] of parts.entries()) {
    if (i) all.push(COMMA);
    all.push(part);
  }
  all.push(CLOSE_ARRAY);
  return Buffer.concat(all);
}

/**
 * A reply of `body` (bytes, `contentType`, JSON by default) with its ETag (a weak SHA-1 of the
 * bytes) and `headers`, not kept: what the cache makes of a load, or a reply read by other means
 * and sent the same way (the visitor's catalog page with the cache off, docs/decisions/127).
 */
export function replyOf(body: Buffer, headers: Record<string, string>, contentType = 'application/json; charset=utf-8'): CachedReply {
  return { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`, contentType, headers };
}

/**
 * An in-process cache for public replies that every visitor shares (catalog pages, hero). Nothing
 * in it matters for correctness: it only saves work, each entry is fresh for `ttlMs` and then served
 * only while its replacement loads (at most one more `ttlMs`, `get`), and the writes of this instance
 * clear it; with REDIS_URL set, those of every other instance too (cache-bus.ts, docs/decisions/115),
 * otherwise another instance may show a change up to twice `ttlMs` later (DESIGN.md § Scale,
 * docs/decisions/135 "Stale while it reloads"). `ttlMs` 0 disables it.
 */
export function createReplyCache(opts: { ttlMs: number; maxEntries?: number }): ReplyCache {
  const entries = new Map<string, Entry>();
  const max = opts.maxEntries ?? 500;
  return {
    get(key, load) {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.reply;
      if (hit && hit.expires + opts.ttlMs > now) {
        if (!hit.refreshing) {
          hit.refreshing = true;
          // Started once this turn's replies are on their way: the load (a page's render) must not hold up the old entry's.
          // Its brotli bytes (what browsers take) are made off the event loop before it replaces the old entry.
          const fresh = new Promise<void>((resolve) => setImmediate(resolve))
            .then(() => build(load))
            .then(async (reply) => {
              reply.encoded?.set('br', await brotliInBackground(reply.body));
              return reply;
            });
          // Kept only if the entry is still the one it replaces (a clear or a miss's load may have come since).
          fresh.then(
            () => entries.get(key) === hit && entries.set(key, { reply: fresh, expires: Date.now() + opts.ttlMs }),
            () => (hit.refreshing = false),
          );
        }
        return hit.reply;
      }
      const reply = build(load);
      if (opts.ttlMs > 0) {
        if (entries.size >= max) entries.delete(entries.keys().next().value!);
        entries.set(key, { reply, expires: now + opts.ttlMs });
        reply.catch(() => entries.delete(key));
      }
      return reply;
    },
    clear() {
      entries.clear();
    },
    enabled: opts.ttlMs > 0,
  };
  /** A load made into a CachedReply. */
  function build(load: () => Promise<Loaded>): Promise<CachedReply> {
    return load().then(({ body, headers, contentType, items }) => {
      // A list's items are encoded once: the body joins their bytes, and a kept reply keeps them
      // (without the closing brace) for the signed-in marks. Unkept (TTL 0), the reply is sent
      // once and the signed-in pages are read otherwise (catalog.listBytes), so they are not kept.
      const parts = items?.map((i) => Buffer.from(i.json));
      const bytes = parts ? jsonArray(parts) : Buffer.from(contentType ? String(body) : JSON.stringify(body));
      const cached = replyOf(bytes, headers ?? {}, contentType);
      if (items && parts && opts.ttlMs > 0) cached.items = items.map((i, k) => ({ id: i.id, open: parts[k]!.subarray(0, -1) }));
      if (opts.ttlMs > 0 && bytes.length >= COMPRESS_THRESHOLD) cached.encoded = new Map();
      return cached;
    });
  }
}

/**
 * Sends a cached reply: 304 when the client already holds it (If-None-Match), else the JSON. A
 * reply the cache keeps goes out in the best encoding the client accepts (Accept-Encoding: br, then
 * gzip), compressed once per cache entry rather than on every request as @fastify/compress would
 * (which leaves a reply that already has a Content-Encoding alone); the ETag names the JSON, as it
 * does when the plugin compresses.
 */
export function sendCached(req: FastifyRequest, reply: FastifyReply, cached: CachedReply, cacheControl = 'public, max-age=10, stale-while-revalidate=60') {
  reply.headers(cached.headers).header('etag', cached.etag).header('cache-control', cacheControl);
  if (req.headers['if-none-match'] === cached.etag) return reply.code(304).send();
  reply.type(cached.contentType);
  if (!cached.encoded) return reply.send(cached.body);
  // Added to the Vary the language plugin set (authorization, accept-language), not in its place.
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/\baccept-encoding\b/i.test(vary)) reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  const accepted = req.headers['accept-encoding'];
  const encoding = accepted ? (negotiator.negotiate(accepted) as Encoding | null) : null;
  if (!encoding) return reply.send(cached.body);
  let bytes = cached.encoded.get(encoding);
  if (!bytes) cached.encoded.set(encoding, (bytes = compressOnce(cached.body, encoding)));
  return reply.header('content-encoding', encoding).send(bytes);
}
