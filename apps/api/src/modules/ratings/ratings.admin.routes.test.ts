import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, buildTestApp, signUp, signUpAs, type TestContext } from '../../../test/helpers.js';

/** Ratings in the back office (docs/decisions/102): list, hide and show with a reason; a hidden one leaves the average. */
let ctx: TestContext;
let owner: ReturnType<typeof as>;
let staff: ReturnType<typeof as>;
let item: number;
const raters: Array<{ id: string; email: string }> = [];

beforeAll(async () => {
  // A long cache: the public average changes only because the hide cleared it.
  ctx = await buildTestApp({ PUBLIC_CACHE_TTL_MS: '600000' });
  owner = as(ctx, (await signUpAs(ctx, 'admin', { name: 'Olive Owner' })).token);
  staff = as(ctx, (await signUpAs(ctx, 'staff')).token);
  item = (await ctx.app.inject({ method: 'GET', url: '/api/products?limit=1' })).json()[0].id;
  for (const stars of [5, 5, 1]) {
    const c = await signUp(ctx);
    raters.push({ id: c.user.id, email: c.email });
    expect((await as(ctx, c.token)({ method: 'POST', url: `/api/products/${item}/ratings`, payload: { rating: stars } })).statusCode).toBe(200);
  }
});
afterAll(() => ctx.close());

const summary = async () => (await ctx.app.inject({ method: 'GET', url: `/api/products/${item}/ratings` })).json().data as { average: number; count: number };
const product = async () => (await ctx.app.inject({ method: 'GET', url: `/api/products/${item}` })).json() as { averageRating: number; ratingCount: number };
const listed = async () => (await ctx.app.inject({ method: 'GET', url: '/api/products?limit=50' })).json().find((p: { id: number }) => p.id === item) as { averageRating: number; ratingCount: number };

describe('/api/admin/ratings', () => {
  it('is the owner’s: staff get 403', async () => {
    expect((await staff({ method: 'GET', url: '/api/admin/ratings' })).statusCode).toBe(403);
    expect((await staff({ method: 'POST', url: `/api/admin/ratings/${item}/${raters[2]!.id}/hide`, payload: { reason: 'spam' } })).statusCode).toBe(403);
  });

  it('lists ratings newest first, paged, with the item and the customer', async () => {
    const res = await owner({ method: 'GET', url: `/api/admin/ratings?item_id=${item}&limit=2` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(res.headers['x-total-count']).toBe('3');
    expect(body).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(body.ratings).toHaveLength(2);
    expect(body.ratings[0]).toMatchObject({ item_id: item, user_email: raters[2]!.email, rating: 1, hidden: false, hidden_reason: null });
    const page2 = (await owner({ method: 'GET', url: `/api/admin/ratings?item_id=${item}&limit=2&page=2` })).json();
    expect(page2.ratings.map((r: { user_id: string }) => r.user_id)).toEqual([raters[0]!.id]);
    for (const q of ['limit=0', 'page=x', 'hidden=maybe', 'item_id=-1']) expect((await owner({ method: 'GET', url: `/api/admin/ratings?${q}` })).statusCode, q).toBe(400);
  });

  it('hides a rating with a reason: it leaves the average and count everywhere at once; showing it again puts it back; audited', async () => {
    // Prime the caches.
    expect(await summary()).toMatchObject({ average: 3.7, count: 3 });
    expect(await product()).toMatchObject({ averageRating: 3.7, ratingCount: 3 });
    expect(await listed()).toMatchObject({ averageRating: 3.7, ratingCount: 3 });

    const spam = raters[2]!.id;
    const hidden = await owner({ method: 'POST', url: `/api/admin/ratings/${item}/${spam}/hide`, payload: { reason: 'Competitor spam' } });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().data).toMatchObject({ hidden: true, hidden_reason: 'Competitor spam', rating: 1 });
    expect(await summary()).toMatchObject({ average: 5, count: 2 });
    expect(await product()).toMatchObject({ averageRating: 5, ratingCount: 2 });
    expect(await listed()).toMatchObject({ averageRating: 5, ratingCount: 2 });
    expect((await owner({ method: 'GET', url: `/api/admin/ratings?item_id=${item}&hidden=true` })).json().ratings.map((r: { user_id: string }) => r.user_id)).toEqual([spam]);
    expect((await owner({ method: 'GET', url: `/api/admin/ratings?item_id=${item}&hidden=false` })).json().total).toBe(2);

    const twice = await owner({ method: 'POST', url: `/api/admin/ratings/${item}/${spam}/hide`, payload: { reason: 'again' } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('This rating is already hidden');

    const shown = await owner({ method: 'POST', url: `/api/admin/ratings/${item}/${spam}/show`, payload: { reason: 'Checked: a real customer' } });
    expect(shown.json().data).toMatchObject({ hidden: false, hidden_reason: null });
    expect(await summary()).toMatchObject({ average: 3.7, count: 3 });
    expect(await product()).toMatchObject({ averageRating: 3.7, ratingCount: 3 });
    expect((await owner({ method: 'POST', url: `/api/admin/ratings/${item}/${spam}/show`, payload: { reason: 'x' } })).json().error).toBe('This rating is not hidden');

    const audit = (await owner({ method: 'GET', url: `/api/admin/audit?entity=rating&entity_id=${item}:${spam}` })).json().entries;
    expect(audit.map((e: { action: string; reason: string }) => [e.action, e.reason])).toEqual([
      ['rating.shown', 'Checked: a real customer'],
      ['rating.hidden', 'Competitor spam'],
    ]);
    expect(audit[1]).toMatchObject({ actor: { name: 'Olive Owner' }, before: { hidden: false }, after: { hidden: true } });
  });

  it('refuses a missing reason and unknown ratings with readable 4xx', async () => {
    const url = `/api/admin/ratings/${item}/${raters[0]!.id}/hide`;
    for (const payload of [{}, { reason: '' }, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const res = await owner({ method: 'POST', url, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await owner({ method: 'POST', url, payload: {} })).json().error).toBe('Please give a reason');
    expect((await owner({ method: 'POST', url: `/api/admin/ratings/${item}/not-a-uuid/hide`, payload: { reason: 'x' } })).statusCode).toBe(404);
    expect((await owner({ method: 'POST', url: `/api/admin/ratings/${item}/00000000-0000-4000-8000-000000000000/hide`, payload: { reason: 'x' } })).json().error).toBe('Rating not found');
    expect((await owner({ method: 'POST', url: `/api/admin/ratings/abc/${raters[0]!.id}/hide`, payload: { reason: 'x' } })).statusCode).toBe(400);
  });
});
