import { sha256 } from '../../lib/crypto.js';

/**
 * Exponential backoff for one throttle key: the first `free` failures cost nothing; from then on the
 * key waits `baseMs`, doubling with each further failure up to `maxMs`. A key without a failure for
 * `forgetMs` starts again from zero. All durations in ms.
 */
export interface Backoff {
  free: number;
  baseMs: number;
  maxMs: number;
  forgetMs: number;
}

/** Failures are forgotten after an hour without one; longer than any wait, so waiting never resets a key. */
const FORGET_MS = 3_600_000;

/**
 * The login throttle (OWASP ASVS 5.0 V6.3, docs/decisions/006). Three keys per attempt:
 * - address and client: 5 failures, then the pair waits 30 s, 1 min, 2 min … 15 min. The right password
 *   is refused while it waits, so one client cannot go on guessing one account.
 * - client (IP, IPv6 by /64) across addresses (credential stuffing): `LOGIN_FAILURES_PER_IP` failures
 *   (default 50), then 1 min, 2 min … 15 min.
 * - address across clients: only a pause of 250 ms, doubling to at most 5 s, before the password is
 *   checked, after 10 failures. Never a refusal: whoever knows the password gets in from a client that
 *   has not been failing, so nobody can lock a customer out.
 */
export function loginThrottlePolicy(failuresPerIp: number): { pair: Backoff; client: Backoff; address: Backoff } {
  return {
    pair: { free: 5, baseMs: 30_000, maxMs: 15 * 60_000, forgetMs: FORGET_MS },
    client: { free: failuresPerIp, baseMs: 60_000, maxMs: 15 * 60_000, forgetMs: FORGET_MS },
    address: { free: 10, baseMs: 250, maxMs: 5_000, forgetMs: FORGET_MS },
  };
}

/** The wait (ms) that `failures` remembered failures impose under `b`: 0 below `free`. */
export function backoffMs(b: Backoff, failures: number): number {
  if (failures < b.free) return 0;
  return Math.min(b.maxMs, b.baseMs * 2 ** Math.min(failures - b.free, 30));
}

/**
 * The client an IP stands for: IPv4 as is (also when IPv4-mapped), IPv6 by its /64, which one
 * subscriber usually gets whole and could otherwise walk through address by address.
 */
function clientOf(ip: string): string {
  const address = ip.replace(/%.*$/, '').toLowerCase();
  if (!address.includes(':')) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1]!;
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The three throttle keys of a login attempt: SHA-256 of scope and value, so the table holds no address or IP. */
export function loginThrottleKeys(email: string, ip: string): { pair: string; client: string; address: string } {
  const client = clientOf(ip);
  return { pair: sha256(`pair\n${email}\n${client}`), client: sha256(`client\n${client}`), address: sha256(`address\n${email}`) };
}
