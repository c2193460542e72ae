import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import type * as Argon2 from '@node-rs/argon2';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { as, buildTestApp, lastCodeFor, newCustomer, query, settled, signUp, type TestContext } from '../../../test/helpers.js';
import { multipart } from '../../../test/multipart.js';

// Every argon2 verification goes through this spy (the real function underneath), so a test can see
// what work a login did without timing it.
const argon2Verify = vi.hoisted(() => vi.fn());
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof Argon2>();
  argon2Verify.mockImplementation(real.verify);
  return { ...real, verify: argon2Verify };
});

/** Account hardening rules (docs/decisions/006, 010), each with a test that fails without it. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('verification codes', () => {
  it('are 6 digits, stored only as argon2id hashes', async () => {
    const c = newCustomer();
    await ctx.app.inject({ method: 'POST', url: '/api/users', payload: c });
    const code = await lastCodeFor(ctx, c.email);
    const [row] = await query<{ code_hash: string }>(ctx, sql`select code_hash from verification_codes where email = ${c.email}`);
    expect(code).toMatch(/^\d{6}$/);
    expect(row!.code_hash.startsWith('$argon2id$')).toBe(true);
    expect(row!.code_hash).not.toContain(code);
  });

  it('expire after 10 minutes', async () => {
    const c = newCustomer();
    await ctx.app.inject({ method: 'POST', url: '/api/users', payload: c });
    const code = await lastCodeFor(ctx, c.email);
    const [row] = await query<{ minutes: number }>(ctx, sql`select round(extract(epoch from expires_at - created_at) / 60)::int as minutes from verification_codes where email = ${c.email}`);
    expect(row!.minutes).toBe(10);
    await query(ctx, sql`update verification_codes set expires_at = now() - interval '1 second' where email = ${c.email}`);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { email: c.email, verificationCode: code } });
    expect(res.statusCode).toBe(400);
  });

  it('are issued at most 5 an hour per address', async () => {
    const c = newCustomer();
    await ctx.app.inject({ method: 'POST', url: '/api/users', payload: c });
    // Four more codes in the last hour, none within the last 60 s.
    await query(ctx, sql`update verification_codes set created_at = now() - interval '10 minutes' where email = ${c.email}`);
    for (let i = 0; i < 4; i++)
      await query(
        ctx,
        sql`insert into verification_codes (email, purpose, code_hash, expires_at, created_at, consumed_at) values (${c.email}, 'verify_email', 'x', now(), now() - interval '5 minutes', now())`,
      );
    // The answer is the usual one (docs/decisions/006: it must not tell the address has an account); no sixth code is made.
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/resend-verification', payload: { email: c.email } });
    expect(res.statusCode).toBe(200);
    await settled(ctx);
    expect(await query(ctx, sql`select 1 from verification_codes where email = ${c.email}`)).toHaveLength(5);
  });
});

describe('login', () => {
  it('does the same argon2id work for an unknown account as for a wrong password', async () => {
    // The time itself is measured by `npm run bench:login`; here: the same work, of the same cost.
    const c = await signUp(ctx);
    const verifications = async (email: string) => {
      argon2Verify.mockClear();
      const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'not-the-password' } });
      return { reply: res.json(), hashes: argon2Verify.mock.calls.map(([hashed]) => String(hashed).split('$').slice(0, 4).join('$')) };
    };
    const wrong = await verifications(c.email);
    const unknown = await verifications('nobody-timing@example.com');
    expect(wrong.hashes).toEqual(['$argon2id$v=19$m=19456,t=2,p=1']);
    expect(unknown.hashes).toEqual(wrong.hashes);
    expect(unknown.reply).toEqual(wrong.reply);
  });

  it('is rate-limited per IP with a readable 429 and Retry-After', async () => {
    const strict = await buildTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '3' });
    try {
      const codes: number[] = [];
      let last;
      for (let i = 0; i < 4; i++) {
        last = await strict.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: `ip-${i}@example.com`, password: 'x' } });
        codes.push(last.statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 429]);
      expect(last!.json().error).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
      expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await strict.close();
    }
  });
});

describe('tokens', () => {
  const verify = (token: string) => as(ctx, token)({ method: 'GET', url: '/api/auth/verify' });

  it('die at expiry', async () => {
    const c = await signUp(ctx);
    await query(ctx, sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${c.user.id}`);
    expect((await verify(c.token)).statusCode).toBe(401);
  });

  it('die with the account', async () => {
    const c = await signUp(ctx);
    await as(ctx, c.token)({ method: 'DELETE', url: '/api/users/account' });
    expect((await verify(c.token)).statusCode).toBe(401);
  });

  it('are stored only as SHA-256 hashes', async () => {
    const c = await signUp(ctx);
    const rows = await query<{ token_hash: string }>(ctx, sql`select token_hash from sessions where user_id = ${c.user.id}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.token_hash).not.toContain(c.token);
  });
});

/** A valid small PNG whose IHDR chunk is rewritten to claim `width` × `height` (CRC fixed up). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer(),
  );
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('hostile uploads are refused with 4xx and leave nothing on disk', () => {
  const files = () => (fs.existsSync(ctx.config.mediaDir) ? fs.readdirSync(ctx.config.mediaDir, { recursive: true }).length : 0);
  const goodPng = () =>
    sharp({ create: { width: 32, height: 32, channels: 3, background: '#aaa' } })
      .png()
      .toBuffer();

  const cases: Array<[string, () => Promise<Buffer>, number]> = [
    ['oversize (over 5 MB)', async () => Buffer.concat([await goodPng(), Buffer.alloc(5 * 1024 * 1024)]), 413],
    ['wrong magic bytes (text named .png)', async () => Buffer.from('just some text pretending to be a picture'), 415],
    ['SVG with a script', async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>'), 415],
    ['polyglot (a PNG with HTML after its end)', async () => Buffer.concat([await goodPng(), Buffer.from('<html><script>alert(document.cookie)</script></html>')]), 415],
    ['HTML that starts like a GIF', async () => Buffer.from('GIF89a<script>alert(1)</script>'), 415],
    ['zero bytes', async () => Buffer.alloc(0), 415],
    ['huge dimensions (a PNG whose header claims 50,000 × 50,000 px)', () => pngClaiming(50_000, 50_000), 422],
  ];
  const messages: Record<number, string> = {
    413: 'Profile picture must be less than 5MB',
    415: 'Please select a valid image file',
    422: 'The picture is too large (at most 25 megapixels)',
  };

  it.each(cases)('%s', async (_name, make, status) => {
    const before = files();
    const res = await ctx.app.inject({ method: 'POST', url: '/api/users', ...multipart(newCustomer(), { name: 'profileImage', data: await make(), type: 'image/png', filename: 'me.png' }) });
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toBe(messages[status]);
    expect(files()).toBe(before);
  });

  it('the same rules guard profile edits', async () => {
    const c = await signUp(ctx);
    const before = files();
    const res = await as(
      ctx,
      c.token,
    )({ method: 'PUT', url: `/api/users/${c.user.id}`, ...multipart({}, { name: 'profileImage', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), type: 'image/svg+xml' }) });
    expect(res.statusCode).toBe(415);
    expect(files()).toBe(before);
  });

  it('a real JPEG with camera metadata is accepted and stored without it', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#f00' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Secret Name', Copyright: 'GPS here' } })
      .toBuffer();
    const res = await ctx.app.inject({ method: 'POST', url: '/api/users', ...multipart(newCustomer(), { name: 'profileImage', data: jpeg, type: 'image/jpeg' }) });
    expect(res.statusCode).toBe(201);
    const stored = fs.readFileSync(path.join(ctx.config.mediaDir, res.json().user.profile_image.replace('/media/', '')));
    expect(stored.includes(Buffer.from('Secret Name'))).toBe(false);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
  });
});
