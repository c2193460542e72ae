import { createHash, randomBytes, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

type HashCost = { memoryCost: number; timeCost: number; parallelism: number };

/** argon2id (the library's default algorithm) with OWASP's second recommended profile (m=19 MiB, t=2, p=1). */
const PASSWORD_OPTIONS: HashCost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
let cost = PASSWORD_OPTIONS;

/** Hashes a password (or a one-time code) with argon2id. */
export function hashSecret(secret: string): Promise<string> {
  return hash(secret, cost);
}

/**
 * Inside Vitest only (apps/api/test/cheap-hashes.ts): hash with argon2id's smallest cost (1 MiB, one
 * pass), about 1 ms instead of 50. A hash carries its parameters and `verify` reads them from it, so
 * every rule the API tests check holds the same; the shop's own cost is checked where it is the
 * subject (accounts/security.test.ts, which keeps it) and is what the browser journeys' server uses
 * (docs/decisions/080-ci-time.md). Throws outside Vitest.
 */
export function useCheapHashesInTests(): void {
  if (!process.env.VITEST) throw new Error('Cheap password hashes are for the test runner only.');
  cost = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
}

/** Checks a secret against an argon2id hash; false for a malformed hash rather than throwing. */
export async function verifySecret(hashed: string, secret: string): Promise<boolean> {
  try {
    return await verify(hashed, secret);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the time of one real verification so unknown accounts answer as slowly as known ones. */
export async function burnVerification(secret: string): Promise<void> {
  dummyHash ??= hashSecret('not-a-real-password-just-for-timing');
  await verifySecret(await dummyHash, secret);
}

/** An opaque bearer token: 32 random bytes, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 hex of a token; only this is stored. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A 6-digit code from the CSPRNG, leading zeros kept. */
export function newCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

const ORDER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** A short, readable order number such as `ATL-7K3QX9` (no 0/O/1/I to misread). */
export function newOrderNumber(): string {
  let s = '';
  for (let i = 0; i < 6; i++) s += ORDER_ALPHABET[randomInt(ORDER_ALPHABET.length)];
  return `ATL-${s}`;
}
