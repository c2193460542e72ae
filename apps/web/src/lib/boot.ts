/**
 * Replies the server put in the page's HTML for the page's first API calls (docs/decisions/060):
 * `<script id="boot-data" type="application/json">{ "/api/hero": { "headers": {…}, "body": … } }</script>`.
 * They are what an anonymous visitor's GET would answer at the moment the page was served, so a
 * call made without a token within BOOT_TTL_MS of the page's start may use one instead of the
 * network. Each reply is used once; a refetch goes to the network.
 */
export const BOOT_TTL_MS = 30_000;

export interface BootReply {
  headers?: Record<string, string>;
  body: unknown;
}

let replies: Map<string, BootReply> | null = null;
/** How old the page may be for its replies to count; the server's renderer lifts it (primeBootReplies). */
let ttlMs = BOOT_TTL_MS;

function load(): Map<string, BootReply> {
  if (replies) return replies;
  replies = new Map();
  const element = typeof document === 'undefined' ? null : document.getElementById('boot-data');
  if (element?.textContent) {
    try {
      const parsed = JSON.parse(element.textContent) as unknown;
      if (parsed && typeof parsed === 'object') {
        for (const [path, reply] of Object.entries(parsed as Record<string, BootReply>)) {
          if (reply && typeof reply === 'object' && 'body' in reply) replies.set(path, reply);
        }
      }
    } catch {
      // A damaged script only costs the head start: every call goes to the network.
    }
  }
  element?.remove();
  return replies;
}

/**
 * The primed reply for a GET of `path` (e.g. `/api/products?page=1&limit=10`) as a Response, or
 * null when there is none, it was used already, or the page is older than BOOT_TTL_MS.
 */
export function takeBootReply(path: string): Response | null {
  const all = load();
  const reply = all.get(path);
  if (!reply) return null;
  all.delete(path);
  if (performance.now() > ttlMs) return null;
  return new Response(JSON.stringify(reply.body), { status: 200, headers: { 'content-type': 'application/json', ...reply.headers } });
}

/**
 * Gives the replies directly, with no age limit: the server's renderer (entry-server.tsx) answers a
 * page's first GETs from the replies the page shell asked for, as the browser does from the HTML.
 */
export function primeBootReplies(all: ReadonlyMap<string, BootReply>): void {
  replies = new Map(all);
  ttlMs = Number.POSITIVE_INFINITY;
}

/** The primed replies no call has taken yet (the server's renderer leaves them in the HTML). */
export function untakenBootReplies(): Map<string, BootReply> {
  return new Map(replies ?? []);
}

/** Forgets the primed replies and any lifted age limit (tests). */
export function resetBootReplies(): void {
  replies = null;
  ttlMs = BOOT_TTL_MS;
}
