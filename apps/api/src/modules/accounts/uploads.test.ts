import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, buildTestApp, signUp, type TestContext } from '../../../test/helpers.js';

/** Pictures and multipart bodies on sign-up and profile edit (issue 13 items 2 and 5d). */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

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
