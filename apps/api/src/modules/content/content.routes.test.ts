import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const get = async (url: string) => {
  const res = await ctx.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.json();
};

describe('public company content (spec 01 §7)', () => {
  it('terms: the company and every section of the terms and legal pages', async () => {
    const body = await get('/api/company-settings/public/terms');
    expect(body.success).toBe(true);
    expect(body.data.company).toEqual({ name: 'Atelier Kigali', logo_url: '/media/logoImage/atelier-logo-320.webp' });
    for (const key of ['acceptance_of_terms', 'use_license', 'service_agreement', 'legal_copyright', 'legal_dispute_resolution', 'privacy_policy']) {
      expect(body.data.sections[key], key).toMatch(/^<p>.+<\/p>$/);
    }
  });

  it('team, values, contact and contact info', async () => {
    const team = await get('/api/company-settings/public/team');
    expect(team.data[0]).toEqual({ name: 'Aline Uwase', role: 'Founder & Lead Artist', profile_image_url: null, bio: expect.any(String) });
    expect((await get('/api/company-settings/public/values')).data).toHaveLength(3);
    expect((await get('/api/company-settings/public/contact')).data).toEqual({
      email: 'hello@atelier.rw',
      phone: '+250 788 000 000',
      address: 'KG 7 Ave, Kacyiru, Kigali, Rwanda',
      business_hours: 'Mon–Fri 9AM–6PM, Sat 10AM–4PM',
      whatsapp: '+250 788 000 000',
    });
    const info = await get('/api/contactinfo/public');
    expect(info.data.map((i: { contact_type: string }) => i.contact_type)).toEqual(expect.arrayContaining(['email', 'support_email', 'sales_email', 'phone', 'address', 'business_hours', 'website']));
    expect(info.data[0]).toEqual({ contact_type: 'email', contact_value: 'hello@atelier.rw', display_name: 'General enquiries', is_primary: true });
  });

  it('help center: introduction and FAQs', async () => {
    const body = await get('/api/help-center/public');
    expect(body.data.introduction.content).toContain('help center');
    expect(body.data.faqs.length).toBeGreaterThanOrEqual(6);
    expect(body.data.faqs[0]).toEqual({ id: expect.any(Number), title: 'How long does a custom pair of shoes take?', content: expect.stringContaining('<strong>') });
  });

  it('stores HTML only after sanitising it, and serves it clean', async () => {
    await ctx.app.services.content.addFaq(
      'Hostile',
      '<p onclick="steal()">Hi<script>steal()</script><img src=x onerror=steal()><a href="javascript:steal()">x</a><a href="https://atelier.rw">ok</a></p>',
      99,
    );
    ctx.app.publicCache.clear();
    const faq = (await get('/api/help-center/public')).data.faqs.find((f: { title: string }) => f.title === 'Hostile');
    expect(faq.content).toBe('<p>Hi<a rel="noopener noreferrer nofollow">x</a><a href="https://atelier.rw" rel="noopener noreferrer nofollow">ok</a></p>');
  });
});
