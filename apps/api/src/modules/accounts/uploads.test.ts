import { PassThrough } from 'node:stream';
import fs from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { as, buildTestApp, newCustomer, signUp, type TestContext } from '../../../test/helpers.js';
import { multipart } from '../../../test/multipart.js';

/** Pictures and multipart bodies on sign-up and profile edit (docs/decisions/007; a broken body is a 400). */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const mediaFiles = () => (fs.existsSync(ctx.config.mediaDir) ? fs.readdirSync(ctx.config.mediaDir, { recursive: true }).length : 0);

describe('broken multipart bodies answer 400 with a readable message', () => {
  const boundary = '----atelierbroken';
  const bodies: Array<[string, { payload: string | Buffer; headers: Record<string, string> }]> = [
    ['no boundary in the content type', { payload: 'name=x', headers: { 'content-type': 'multipart/form-data' } }],
    [
      'a body cut off in the middle of a part',
      { payload: `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nAline`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } },
    ],
    [
      'a file part cut off before its end',
      {
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="profileImage"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n`,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      },
    ],
    ['a body that never mentions its boundary', { payload: 'just text, no parts at all', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }],
  ];

  it.each(bodies)('sign-up: %s', async (_name, body) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/users', ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The form could not be read. Please try sending it again.', code: 'BAD_REQUEST' });
  });

  it.each(bodies)('profile update: %s', async (_name, body) => {
    const c = await signUp(ctx);
    const res = await as(ctx, c.token)({ method: 'PUT', url: `/api/users/${c.user.id}`, ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The form could not be read. Please try sending it again.', code: 'BAD_REQUEST' });
  });
});

describe('pictures over the size a photo needs', () => {
  it('are refused with 422 and the limit before they are decoded, writing nothing', async () => {
    // The worst case of docs/decisions/007: a blank 6324 × 6324 PNG, 40 MP in about 130–160 KB.
    const bomb = await sharp({ create: { width: 6324, height: 6324, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(200_000);
    const before = mediaFiles();
    const decodesBefore = ctx.app.images.decodes.started;
    const res = await ctx.app.inject({ method: 'POST', url: '/api/users', ...multipart(newCustomer(), { name: 'profileImage', data: bomb, type: 'image/png', filename: 'me.png' }) });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: 'The picture is too large (at most 25 megapixels)', code: 'UNPROCESSABLE' });
    expect(ctx.app.images.decodes.started).toBe(decodesBefore);
    expect(mediaFiles()).toBe(before);
  });

  it('the same on a profile edit', async () => {
    const c = await signUp(ctx);
    const wide = await sharp({ create: { width: 26_000, height: 1000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const res = await as(ctx, c.token)({ method: 'PUT', url: `/api/users/${c.user.id}`, ...multipart({}, { name: 'profileImage', data: wide, type: 'image/png' }) });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe('The picture is too large (at most 25 megapixels)');
  });
});

describe('uploads in flight per client', () => {
  /**
   * A sign-up whose body is sent up to the picture and then held open, as a slow phone connection
   * would: it is in flight until `finish()` sends the rest.
   */
  function slowSignUp(remoteAddress: string) {
    const m = multipart(newCustomer(), { name: 'profileImage', data: Buffer.alloc(2000, 7), type: 'image/png', filename: 'me.png' });
    const body = new PassThrough();
    const half = m.payload.length - 500;
    body.write(m.payload.subarray(0, half));
    const reply = ctx.app.inject({ method: 'POST', url: '/api/users', headers: m.headers, payload: body, remoteAddress });
    return { reply, finish: () => body.end(m.payload.subarray(half)) };
  }

  it('a third upload from one address while two are in flight is answered 429; other addresses are not held up', async () => {
    const first = slowSignUp('10.1.2.3');
    const second = slowSignUp('10.1.2.3');
    await vi.waitFor(() => expect(ctx.app.uploads.inFlight('10.1.2.3')).toBe(2));
    const third = await ctx.app.inject({ method: 'POST', url: '/api/users', ...multipart(newCustomer()), remoteAddress: '10.1.2.3' });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ error: 'You are already sending 2 pictures. Please wait until they are done.', code: 'RATE_LIMITED' });
    expect(third.headers['retry-after']).toBeDefined();

    const elsewhere = await ctx.app.inject({ method: 'POST', url: '/api/users', ...multipart(newCustomer()), remoteAddress: '10.9.9.9' });
    expect(elsewhere.statusCode).toBe(201);

    first.finish();
    second.finish();
    // Both bodies were fine multipart; the bytes are not a picture, so the answer is 415 for each.
    expect((await first.reply).statusCode).toBe(415);
    expect((await second.reply).statusCode).toBe(415);
    const after = await ctx.app.inject({ method: 'POST', url: '/api/users', ...multipart(newCustomer()), remoteAddress: '10.1.2.3' });
    expect(after.statusCode).toBe(201);
  });

  it('JSON sign-ups carry no file and are not counted as uploads', async () => {
    const held = [slowSignUp('10.4.4.4'), slowSignUp('10.4.4.4')];
    await vi.waitFor(() => expect(ctx.app.uploads.inFlight('10.4.4.4')).toBe(2));
    const json = await ctx.app.inject({ method: 'POST', url: '/api/users', payload: newCustomer(), remoteAddress: '10.4.4.4' });
    expect(json.statusCode).toBe(201);
    for (const h of held) h.finish();
    await Promise.all(held.map((h) => h.reply));
  });
});
