import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpFaqs } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/helpers.js';

const ask = (ctx: TestContext, message: unknown, history?: unknown) => ctx.app.inject({ method: 'POST', url: '/api/chat', payload: { message, history } });

describe('POST /api/chat without an AI key (the local answerer)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it.each([
    ['How long does delivery take?', /5-7 business days/],
    ['Can I return my shoes if they do not fit?', /within 30 days/],
    ['What are your opening hours?', /Monday to Friday 9AM-6PM/],
    ['How do I pay, do you take MoMo?', /mobile money/],
    ['I forgot my password', /Forgot password/],
    ['How long until my custom sneakers are ready?', /5–7 working days|painted to order/],
  ])('"%s" gets the matching answer', async (question, answer) => {
    const res = await ask(ctx, question);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, source: 'local' });
    expect(res.json().reply).toMatch(answer);
  });

  it('greets back', async () => {
    expect((await ask(ctx, 'Hello!')).json().reply).toMatch(/^Hello! I am the Atelier assistant/);
  });

  it('links to matching products and artworks', async () => {
    const { links } = (await ask(ctx, 'Do you have imigongo sneakers?')).json();
    expect(links.length).toBeGreaterThan(0);
    expect(links[0]).toEqual({ title: expect.stringMatching(/Imigongo.*\(RWF [\d,]+\)/), url: expect.stringMatching(/^\/payment\?id=\d+$/) });
    const art = (await ask(ctx, 'any charcoal drawings of gorillas?')).json().links as Array<{ title: string; url: string }>;
    expect(art).toContainEqual({ title: 'Silent Gorilla by Eric Niyonzima (RWF 150,000)', url: expect.stringMatching(/^\/buy\?id=\d+$/) });
  });

  it.each(['How long does shipping take?', 'Can I return my shoes if they do not fit?', 'How do I pay, do you take MoMo?', 'What are your opening hours?'])(
    'suggests no products for a question that is not about products: "%s"',
    async (question) => {
      const links = (await ask(ctx, question)).json().links as Array<{ url: string }>;
      expect(links.filter((l) => /^\/(payment|buy)\?/.test(l.url))).toEqual([]);
      expect(links.length).toBeGreaterThan(0);
    },
  );

  it('suggests products for a question about them, even with a price word', async () => {
    const links = (await ask(ctx, 'How much are the imigongo sneakers?')).json().links as Array<{ title: string; url: string }>;
    expect(links[0]).toEqual({ title: expect.stringMatching(/Imigongo/), url: expect.stringMatching(/^\/payment\?id=\d+$/) });
  });

  it('says it does not understand, with somewhere to go', async () => {
    const res = (await ask(ctx, 'qwzx plorf')).json();
    expect(res.reply).toMatch(/not sure I understood/);
    expect(res.links).toEqual([
      { title: 'Help Center', url: '/help' },
      { title: 'Contact us', url: '/contact' },
    ]);
  });

  it('answers its fixed lines in the language of the page that asks (docs/decisions/111), FAQ answers as written', async () => {
    const from = (path: string, message: string) => ctx.app.inject({ method: 'POST', url: '/api/chat', headers: { referer: `http://localhost${path}` }, payload: { message } });
    const rw = (await from('/rw/contact', 'qwzx plorf')).json();
    expect(rw.reply).toMatch(/^Sinumvise neza\./);
    expect(rw.links).toEqual([
      { title: 'Ubufasha', url: '/help' },
      { title: 'Twandikire', url: '/contact' },
    ]);
    expect((await from('/fr', 'Hello!')).json().reply).toMatch(/^Bonjour ! Je suis l’assistant d’Atelier/);
    // An English question on a Kinyarwanda page finds its entry and answers in Kinyarwanda (docs/decisions/121).
    expect((await from('/rw', 'How long does delivery take?')).json().reply).toMatch(/^Kohereza bisanzwe bifata iminsi y'akazi 5-7/);
  });

  const fromPage = (path: string, message: string) => ctx.app.inject({ method: 'POST', url: '/api/chat', headers: { referer: `http://localhost${path}` }, payload: { message } });

  it.each([
    ['/rw', 'Kohereza bifata igihe kingana iki?', /^Kohereza bisanzwe bifata iminsi y'akazi 5-7/],
    ['/rw', 'mwohereza no mu mahanga?', /ku isi hose/],
    ['/rw', 'Nibagiwe ijambobanga ryanjye', /Wibagiwe ijambobanga/],
    ['/rw', 'Mwemera kwishyura mu buhe buryo?', /^Twemeza buri komande kuri WhatsApp/],
    ['/rw', 'Nshobora gusubiza inkweto?', /minsi 30/],
    ['/rw', 'Mufasha abakiriya ryari?', /ku wa mbere kugeza ku wa gatanu/],
    ['/fr', 'Combien de temps prend la livraison ?', /^La livraison standard prend 5 à 7 jours ouvrés/],
    ['/fr', 'COMBIEN DE TEMPS PREND LA LIVRAISON', /^La livraison standard prend 5 à 7 jours ouvrés/],
    ['/fr', 'Livrez-vous à l’étranger ?', /dans le monde entier/],
    ['/fr', "J'ai oublié mon mot de passe", /Mot de passe oublié/],
    ['/fr', 'Comment payer ? Vous prenez MoMo ?', /mobile money/],
    ['/fr', 'Puis-je retourner mes chaussures ?', /30 jours/],
    ['/fr', 'Quels sont vos horaires d’ouverture ?', /du lundi au vendredi/],
    ['/fr', 'Avez-vous des codes promo ?', /code promo au paiement/],
  ])('on %s, "%s" gets the FAQ answer in that language (docs/decisions/121)', async (page, question, answer) => {
    const res = (await fromPage(page, question)).json();
    expect(res).toMatchObject({ success: true, source: 'local' });
    expect(res.reply).toMatch(answer);
    // A question about a policy suggests no products, in every language.
    expect((res.links as Array<{ url: string }>).filter((l) => /^\/(payment|buy)\?/.test(l.url))).toEqual([]);
  });

  it('links products and artworks in the language of the page (docs/decisions/118, 121)', async () => {
    const links = (await fromPage('/fr', 'Avez-vous des baskets imigongo ?')).json().links as Array<{ title: string; url: string }>;
    expect(links[0]).toEqual({ title: expect.stringMatching(/Imigongo.*\([\d\s]+\sRF\)$/), url: expect.stringMatching(/^\/payment\?id=\d+$/) });
  });

  it('finds the owner’s help-center answer in the language of the page that asks (docs/decisions/121)', async () => {
    const question = 'Do you frame the paintings you sell?';
    const answer = '<p>Yes: every painting leaves the studio framed in cypress wood.</p>';
    await ctx.database.db.insert(helpFaqs).values({
      title: question,
      content: answer,
      position: 99,
      translations: { rw: { title: 'Mushyira amashusho mu makadire?', content: '<p>Yego: buri shusho isohoka muri sitidiyo ifite ikadiri y’igiti cya sipure.</p>' } },
    });
    const from = (path: string, message: string) => ctx.app.inject({ method: 'POST', url: '/api/chat', headers: { referer: `http://localhost${path}` }, payload: { message } });
    expect((await from('/rw', 'Mushyira amashusho mu makadire?')).json().reply).toContain('buri shusho isohoka muri sitidiyo ifite ikadiri');
    // French has no translation: the English answer, found by the English question.
    expect((await from('/fr', question)).json().reply).toContain('framed in cypress wood');
    expect((await from('/', question)).json().reply).toContain('framed in cypress wood');
  });

  it("answers a message holding the word 'null'", async () => {
    for (const message of ['null', 'is null sneakers a thing?']) {
      const res = await ask(ctx, message);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().success).toBe(true);
    }
  });

  it('refuses empty and long messages with 400', async () => {
    expect((await ask(ctx, '   ')).json().error).toBe('Please type a message');
    const long = await ask(ctx, 'x'.repeat(1001));
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe('Please keep your message under 1000 characters');
  });

  it('is rate-limited per IP', async () => {
    const strict = await buildTestApp({ CHAT_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await ask(strict, 'hello')).statusCode);
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await strict.close();
    }
  });
});

describe('POST /api/chat with an AI key (the remote service, played by a local server)', () => {
  const KEY = 'test-key-not-a-secret-123';
  let ctx: TestContext;
  let server: http.Server;
  let requests: Array<{ url: string; body: Record<string, unknown> }> = [];
  let answer: (res: http.ServerResponse) => void;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        requests.push({ url: req.url ?? '', body: JSON.parse(raw) });
        answer(res);
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    ctx = await buildTestApp({ GEMINI_API_KEY: KEY, GEMINI_API_URL: `http://127.0.0.1:${port}`, GEMINI_MODEL: 'gemini-test' });
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise((r) => server.close(r));
  });

  it('sends the question with the spec generation config and a grounded system instruction, and returns the reply', async () => {
    requests = [];
    answer = (res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ candidates: [{ content: { parts: [{ text: 'Delivery in Kigali is free.' }] } }] }));
    const res = await ask(ctx, 'Is delivery free?', [
      { sender: 'user', text: 'Hi' },
      { sender: 'bot', text: 'Hello!' },
    ]);
    expect(res.json()).toMatchObject({ success: true, reply: 'Delivery in Kigali is free.', source: 'ai' });
    expect(res.body).not.toContain(KEY);
    const [sent] = requests;
    expect(sent!.url).toBe(`/v1beta/models/gemini-test:generateContent?key=${KEY}`);
    expect(sent!.body.generationConfig).toEqual({ temperature: 0.7, topK: 40, topP: 0.95, maxOutputTokens: 1024 });
    expect(sent!.body.contents).toEqual([
      { role: 'user', parts: [{ text: 'Hi' }] },
      { role: 'model', parts: [{ text: 'Hello!' }] },
      { role: 'user', parts: [{ text: 'Is delivery free?' }] },
    ]);
    const system = (sent!.body.systemInstruction as { parts: Array<{ text: string }> }).parts[0]!.text;
    expect(system).toContain('Atelier Kigali');
    expect(system).toContain('Standard shipping takes 5-7 business days');
    // The help center's FAQs too, as plain text.
    expect(system).toContain('How long does a custom pair of shoes take?');
    expect(system).not.toContain('<strong>');
    expect(system).toContain('under 150 words');
  });

  it.each([
    ['an error status', (res: http.ServerResponse) => res.writeHead(500).end('{}')],
    ['an unexpected structure', (res: http.ServerResponse) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"candidates":[]}')],
    ['a body that is not JSON', (res: http.ServerResponse) => res.writeHead(200).end('<html>')],
  ])('falls back to the local answerer on %s', async (_name, reply) => {
    answer = reply;
    const res = await ask(ctx, 'What is your return policy?');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ source: 'local', reply: expect.stringMatching(/within 30 days/) });
  });
});
