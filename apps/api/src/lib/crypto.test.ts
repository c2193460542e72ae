import { afterEach, describe, expect, it } from 'vitest';
import { hashSecret, useCheapHashesInTests, verifySecret } from './crypto.js';

describe('password hashes', () => {
  const runner = process.env.VITEST;
  afterEach(() => {
    process.env.VITEST = runner;
  });

  it('are cheap only inside the test runner, and still argon2id that verifies', async () => {
    // The api project's setup file has already made them cheap (apps/api/test/cheap-hashes.ts).
    const hashed = await hashSecret('secret-pass-1');
    expect(hashed.startsWith('$argon2id$v=19$m=1024,t=1,p=1$')).toBe(true);
    expect(await verifySecret(hashed, 'secret-pass-1')).toBe(true);
    expect(await verifySecret(hashed, 'secret-pass-2')).toBe(false);
    delete process.env.VITEST;
    expect(() => useCheapHashesInTests()).toThrow('Cheap password hashes are for the test runner only.');
  });
});
