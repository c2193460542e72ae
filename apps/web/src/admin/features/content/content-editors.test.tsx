import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminHeroSlide, AdminService } from '@atelier/contracts';
import { AdminProvider } from '@admin/provider';
import { AdminRouter } from '@admin/router';
import { contentData, staffUser } from '@admin/test-support';

/** Pages are lazy chunks, compiled on first use by the test runner: a busy machine may take seconds. */
const LAZY = { timeout: 15_000 };
vi.setConfig({ testTimeout: 30_000 });

const owner = staffUser();
const slides: AdminHeroSlide[] = [
  { id: 5, title: 'New season', subtitle: null, images: ['/media/a.webp'], image_keys: ['hero/a'], target: '/store', hidden: false, position: 0, translations: {}, missing_translations: [] },
];
const services: AdminService[] = [
  {
    id: 3,
    slug: 'fitting',
    name: 'Fitting',
    description: 'A fitting at the studio.',
    button_label: 'Book now',
    target: '/book',
    featured: false,
    locations: ['Studio'],
    types: ['Fitting'],
    image: null,
    image_key: null,
    places_per_slot: null,
    hidden: false,
    position: 0,
    translations: {},
    missing_translations: [],
  },
];
const content = contentData({ sections: [{ key: 'privacy_page', title: 'Privacy Policy', content: '', translations: {}, missing_translations: [] }] });

type Call = { url: string; method: string; body?: unknown };
/** Answers for the calls a test expects, by "METHOD path" (path without the host); anything else fails the test. */
type Routes = Record<string, (body: unknown, calls: Call[]) => Response>;

/** The back office at /admin`path` as the owner; `routes` answer the API; every call is recorded. */
function open(path: string, routes: Routes) {
  localStorage.setItem('token', 'tok');
  localStorage.setItem('user', JSON.stringify(owner));
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body instanceof FormData ? init.body : init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url: url.pathname + url.search, method, body });
    if (url.pathname === '/api/auth/verify') return Response.json({ success: true, user: owner });
    const answer = routes[`${method} ${url.pathname + url.search}`] ?? routes[`${method} ${url.pathname}`];
    if (!answer) throw new TypeError(`unexpected call ${method} ${url.pathname}${url.search}`);
    return answer(body, calls);
  });
  window.history.replaceState(null, '', `/admin${path}`);
  render(
    <AdminProvider>
      <AdminRouter />
    </AdminProvider>,
  );
  return calls;
}

const picture = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'slide.png', { type: 'image/png' });
const sent = (calls: Call[], method: string, url: string) => calls.find((c) => c.method === method && c.url === url)?.body;

afterEach(() => vi.unstubAllGlobals());

describe('home slides (docs/decisions/102)', () => {
  it('adds a slide: refuses it without a title and a picture, uploads the picture, then sends its key', async () => {
    const calls = open('/content/home', {
      'GET /api/admin/hero': () => Response.json({ success: true, data: slides }),
      'POST /api/admin/content/images?folder=hero': () => Response.json({ success: true, key: 'hero/new1', url: '/media/hero/new1-600.webp' }, { status: 201 }),
      'POST /api/admin/hero': (body) => Response.json({ success: true, data: { ...slides[0], ...(body as object), id: 9 } }, { status: 201 }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add slide' }, LAZY));
    const form = screen.getByRole('form', { name: 'New slide' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add slide' }));
    expect(await within(form).findByText('The title is required')).toBeTruthy();
    expect(within(form).getByText('Please choose a picture')).toBeTruthy();

    await userEvent.type(within(form).getByLabelText('Title'), 'Rainy season sale');
    await userEvent.type(within(form).getByLabelText(/^Link/), 'store');
    await userEvent.upload(within(form).getByLabelText('Choose a picture'), picture());
    expect(await within(form).findByRole('img', { name: 'Picture 1' }, LAZY)).toHaveProperty('src', 'http://localhost:3000/media/hero/new1-600.webp');
    await userEvent.click(within(form).getByRole('button', { name: 'Add slide' }));
    expect(await within(form).findByText('The link must be a page of the shop (such as /store) or an https:// address')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/admin/hero')).toBe(false);

    await userEvent.clear(within(form).getByLabelText(/^Link/));
    await userEvent.type(within(form).getByLabelText(/^Link/), '/store');
    await userEvent.click(within(form).getByRole('button', { name: 'Add slide' }));
    await waitFor(
      () =>
        expect(sent(calls, 'POST', '/api/admin/hero')).toEqual({
          title: 'Rainy season sale',
          subtitle: null,
          target: '/store',
          image_keys: ['hero/new1'],
          translations: { rw: { title: '', subtitle: '' }, fr: { title: '', subtitle: '' } },
        }),
      LAZY,
    );
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New slide' })).toBeNull(), LAZY);
  });

  it('edits a slide: keeps its stored picture keys and shows the server’s refusal', async () => {
    let refuse = true;
    const calls = open('/content/home', {
      'GET /api/admin/hero': () => Response.json({ success: true, data: slides }),
      'PATCH /api/admin/hero/5': (body) =>
        refuse ? Response.json({ error: 'This picture was not uploaded (upload it first)' }, { status: 422 }) : Response.json({ success: true, data: { ...slides[0], ...(body as object) } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit "New season"' }, LAZY));
    const form = screen.getByRole('form', { name: 'Edit slide: New season' });
    await userEvent.clear(within(form).getByLabelText('Title'));
    await userEvent.type(within(form).getByLabelText('Title'), 'Dry season');
    await userEvent.click(within(form).getByRole('button', { name: 'Save slide' }));
    expect(await within(form).findByRole('alert', undefined, LAZY)).toHaveProperty('textContent', 'This picture was not uploaded (upload it first)');
    refuse = false;
    await userEvent.click(within(form).getByRole('button', { name: 'Save slide' }));
    await waitFor(
      () =>
        expect(calls.filter((c) => c.method === 'PATCH').at(-1)?.body).toEqual({
          title: 'Dry season',
          subtitle: null,
          target: '/store',
          image_keys: ['hero/a'],
          translations: { rw: { title: '', subtitle: '' }, fr: { title: '', subtitle: '' } },
        }),
      LAZY,
    );
  });
});

describe('services (docs/decisions/104)', () => {
  it('adds a service with its locations, types and places per slot, and checks the places first', async () => {
    const calls = open('/content/services', {
      'GET /api/admin/services': () => Response.json({ success: true, data: services }),
      'POST /api/admin/services': (body) => Response.json({ success: true, data: { ...services[0], ...(body as object), id: 4 } }, { status: 201 }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add service' }, LAZY));
    const form = screen.getByRole('form', { name: 'New service' });
    await userEvent.type(within(form).getByLabelText('Name'), 'Bridal consultation');
    await userEvent.type(within(form).getByLabelText('Description'), 'An hour with the designer.');
    await userEvent.type(within(form).getByLabelText(/^Locations/), 'Studio, At your home, ');
    await userEvent.type(within(form).getByLabelText(/^Types/), 'Consultation');
    await userEvent.type(within(form).getByLabelText(/^Places per slot/), '0');
    await userEvent.click(within(form).getByRole('button', { name: 'Add service' }));
    expect(await within(form).findByText('Places per slot must be at least 1')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.clear(within(form).getByLabelText(/^Places per slot/));
    await userEvent.type(within(form).getByLabelText(/^Places per slot/), '2');
    await userEvent.click(within(form).getByRole('button', { name: 'Add service' }));
    await waitFor(
      () =>
        expect(sent(calls, 'POST', '/api/admin/services')).toEqual({
          name: 'Bridal consultation',
          description: 'An hour with the designer.',
          button_label: 'Book now',
          target: '/book',
          featured: false,
          locations: ['Studio', 'At your home'],
          types: ['Consultation'],
          image_key: null,
          places_per_slot: 2,
          translations: { rw: { name: '', description: '', button_label: '' }, fr: { name: '', description: '', button_label: '' } },
        }),
      LAZY,
    );
  });

  it('hides a service without touching its other fields, and shows the server’s message on a taken address', async () => {
    const calls = open('/content/services', {
      'GET /api/admin/services': () => Response.json({ success: true, data: services }),
      'PATCH /api/admin/services/3': (body) =>
        (body as { slug?: string }).slug === 'taken'
          ? Response.json({ error: 'Another service already uses this address' }, { status: 409 })
          : Response.json({ success: true, data: { ...services[0], ...(body as object) } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Hide "Fitting"' }, LAZY));
    await waitFor(() => expect(sent(calls, 'PATCH', '/api/admin/services/3')).toEqual({ hidden: true }), LAZY);

    await userEvent.click(screen.getByRole('button', { name: 'Edit "Fitting"' }));
    const form = screen.getByRole('form', { name: 'Edit service: Fitting' });
    await userEvent.clear(within(form).getByLabelText(/^Address/));
    await userEvent.type(within(form).getByLabelText(/^Address/), 'taken');
    await userEvent.click(within(form).getByRole('button', { name: 'Save service' }));
    expect(await within(form).findByRole('alert', undefined, LAZY)).toHaveProperty('textContent', 'Another service already uses this address');
    expect(calls.filter((c) => c.method === 'PATCH').at(-1)?.body).not.toHaveProperty('hidden');
  });
});

describe('company (docs/decisions/104)', () => {
  it('adds a team member with an uploaded photo, and saves a new logo at once', async () => {
    const calls = open('/content/company', {
      'GET /api/admin/content': () => Response.json({ success: true, data: content }),
      'POST /api/admin/content/images?folder=content': (_b, c) => Response.json({ success: true, key: `content/p${c.length}`, url: `/media/content/p${c.length}-600.webp` }, { status: 201 }),
      'POST /api/admin/content/team': (body) => Response.json({ success: true, data: { id: 1, position: 0, profile_image_url: null, ...(body as object) } }, { status: 201 }),
      'PUT /api/admin/content/basic': () => Response.json({ success: true, data: content.basic }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add team member' }, LAZY));
    const form = screen.getByRole('form', { name: 'New team member' });
    await userEvent.type(within(form).getByLabelText('Name'), 'Grace Uwase');
    await userEvent.type(within(form).getByLabelText('Role'), 'Tailor');
    await userEvent.upload(within(form).getByLabelText('Choose a photo'), picture());
    expect(await within(form).findByRole('img', { name: 'Photo of the new team member' }, LAZY)).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: 'Add team member' }));
    const upload = calls.find((c) => c.url === '/api/admin/content/images?folder=content')!;
    expect((upload.body as FormData).get('image')).toBeInstanceOf(File);
    const key = `content/p${calls.indexOf(upload) + 1}`;
    await waitFor(
      () =>
        expect(sent(calls, 'POST', '/api/admin/content/team')).toEqual({
          name: 'Grace Uwase',
          role: 'Tailor',
          bio: '',
          profile_image_key: key,
          translations: { rw: { role: '', bio: '' }, fr: { role: '', bio: '' } },
        }),
      LAZY,
    );

    await userEvent.upload(screen.getByLabelText('Upload a logo'), picture());
    await waitFor(() => expect(sent(calls, 'PUT', '/api/admin/content/basic')).toMatchObject({ company_logo_key: expect.stringMatching(/^content\/p\d+$/) }), LAZY);
  });

  it('refuses a social link that is not https before calling the server', async () => {
    const calls = open('/content/company', { 'GET /api/admin/content': () => Response.json({ success: true, data: content }) });
    const facebook = await screen.findByLabelText('Facebook link', undefined, LAZY);
    await userEvent.clear(facebook);
    await userEvent.type(facebook, 'http://facebook.com/atelier');
    await userEvent.click(screen.getByRole('button', { name: 'Save social links' }));
    expect(await screen.findByText('Please enter an https:// address')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});

describe('ratings paging (docs/decisions/102)', () => {
  it('pages through the ratings 20 at a time', async () => {
    const rating = (n: number) => ({
      item_id: n,
      item_title: `Item ${n}`,
      item_slug: `item-${n}`,
      user_id: 'u9',
      user_name: 'Eric',
      user_email: 'e@x.rw',
      rating: 4,
      hidden: false,
      hidden_reason: null,
      hidden_at: null,
      created_at: '2026-11-24T10:00:00.000Z',
    });
    const calls = open('/content/ratings', {
      'GET /api/admin/ratings?page=1&limit=20': () => Response.json({ success: true, ratings: [rating(1)], total: 45, page: 1, limit: 20 }),
      'GET /api/admin/ratings?page=2&limit=20': () => Response.json({ success: true, ratings: [rating(21)], total: 45, page: 2, limit: 20 }),
    });
    const pages = await screen.findByRole('navigation', { name: 'Rating pages' }, LAZY);
    expect(pages.textContent).toContain('Page 1 of 3');
    await userEvent.click(within(pages).getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Item 21', undefined, LAZY)).toBeTruthy();
    expect(calls.map((c) => c.url)).toContain('/api/admin/ratings?page=2&limit=20');
  });
});

describe('rich text (docs/decisions/104)', () => {
  it('previews the privacy page as customers see it, without anything unsafe, and saves the editor’s HTML', async () => {
    const calls = open('/content', {
      'GET /api/admin/content': () => Response.json({ success: true, data: content }),
      'PUT /api/admin/content/sections/privacy_page': (body) => Response.json({ success: true, data: { key: 'privacy_page', title: 'Privacy Policy', ...(body as object) } }),
    });
    await userEvent.click(await screen.findByText('Privacy page (/privacy)', { selector: 'summary > span' }, LAZY));
    const form = screen.getByRole('form', { name: 'Privacy page (/privacy)' });
    expect(within(form).getByRole('textbox', { name: 'Text (optional)' }).getAttribute('contenteditable')).toBe('true');
    expect(within(form).getByRole('toolbar', { name: 'Text: formatting' })).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: 'Edit Text as HTML' }));
    const html = within(form).getByLabelText('Text (HTML)');
    await userEvent.click(html);
    await userEvent.paste('<h2>Your data</h2><p>We keep <strong>little</strong>.<img src="x" onerror="alert(1)"></p><script>alert(2)</script>');
    await userEvent.click(within(form).getByRole('button', { name: 'Preview Text' }));
    const preview = within(form).getByRole('region', { name: 'Preview of Text' });
    expect(within(preview).getByRole('heading', { name: 'Your data' })).toBeTruthy();
    expect(preview.querySelector('strong')?.textContent).toBe('little');
    expect(preview.querySelector('img, script, [onerror]')).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Save section' }));
    await waitFor(() => expect((sent(calls, 'PUT', '/api/admin/content/sections/privacy_page') as { content: string }).content).toContain('<strong>little</strong>'), LAZY);
  });
});

describe('slides and services in Kinyarwanda and French (docs/decisions/112)', () => {
  it('marks a slide missing a language in the list, and sends its Kinyarwanda title', async () => {
    const calls = open('/content/home', {
      'GET /api/admin/hero': () => Response.json({ success: true, data: [{ ...slides[0], translations: { fr: { title: 'Nouvelle saison' } }, missing_translations: ['rw'] }] }),
      'PATCH /api/admin/hero/5': (body) => Response.json({ success: true, data: { ...slides[0], ...(body as object) } }),
    });
    expect(await screen.findByText('Missing: Kinyarwanda', undefined, LAZY)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Edit "New season"' }));
    const form = screen.getByRole('form', { name: 'Edit slide: New season' });
    const languages = within(form).getByRole('button', { name: /Kinyarwanda and French/ });
    expect(languages.textContent).toContain('Kinyarwanda: 1 missing');
    expect(languages.textContent).toContain('French: complete');
    await userEvent.click(languages);
    await userEvent.type(within(form).getByLabelText(/^Title \(Kinyarwanda\)/), 'Igihembwe gishya');
    expect(languages.textContent).toContain('Kinyarwanda: complete');
    await userEvent.click(within(form).getByRole('button', { name: 'Save slide' }));
    await waitFor(
      () =>
        expect((calls.filter((c) => c.method === 'PATCH').at(-1)?.body as { translations: unknown })?.translations).toEqual({
          rw: { title: 'Igihembwe gishya', subtitle: '' },
          fr: { title: 'Nouvelle saison', subtitle: '' },
        }),
      LAZY,
    );
  });

  it("shows a service's refused translation on its own field", async () => {
    const calls = open('/content/services', {
      'GET /api/admin/services': () => Response.json({ success: true, data: services }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit "Fitting"' }, LAZY));
    const form = screen.getByRole('form', { name: 'Edit service: Fitting' });
    await userEvent.click(within(form).getByRole('button', { name: /Kinyarwanda and French/ }));
    await userEvent.click(within(form).getByRole('tab', { name: /French/ }));
    const label = within(form).getByLabelText('Button label (French)', { exact: false }) as HTMLInputElement;
    label.removeAttribute('maxlength');
    await userEvent.click(label);
    await userEvent.paste('x'.repeat(51));
    await userEvent.click(within(form).getByRole('button', { name: 'Save service' }));
    expect(await within(form).findByText('The button label must be at most 50 characters', undefined, LAZY)).toBeTruthy();
    expect(label.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });
});

describe('company lists, sections and basics in Kinyarwanda and French (docs/decisions/112)', () => {
  const value = {
    id: 8,
    title: 'Craft',
    description: 'Made by hand.',
    icon: null,
    position: 0,
    translations: { rw: { title: 'Ubukorikori', description: 'Bikozwe n’intoki.' } },
    missing_translations: ['fr' as const],
  };
  const member = { id: 2, name: 'Grace', role: 'Tailor', profile_image_url: null, bio: '', position: 0, translations: {}, missing_translations: ['rw' as const, 'fr' as const] };
  const item = {
    id: 4,
    contact_type: 'phone',
    contact_value: '+250788000111',
    display_name: 'Studio phone',
    is_primary: false,
    position: 0,
    translations: { fr: { display_name: 'Téléphone' } },
    missing_translations: ['rw' as const],
  };
  const hours = {
    id: 5,
    contact_type: 'business_hours',
    contact_value: 'Mon–Fri 9AM–6PM',
    display_name: 'Opening hours',
    is_primary: false,
    position: 1,
    translations: { rw: { display_name: 'Amasaha', contact_value: 'Kuwa mbere–Kuwa gatanu 09:00–18:00' }, fr: { display_name: 'Horaires' } },
    missing_translations: [],
  };

  it('marks each list entry missing a language, and sends the translations typed in its form', async () => {
    const calls = open('/content/company', {
      'GET /api/admin/content': () => Response.json({ success: true, data: { ...content, values: [value], team: [member], contact_items: [item, hours] } }),
      'PATCH /api/admin/content/values/8': (body) => Response.json({ success: true, data: { ...value, ...(body as object) } }),
      'PATCH /api/admin/content/contact-items/4': (body) => Response.json({ success: true, data: { ...item, ...(body as object) } }),
      'PATCH /api/admin/content/contact-items/5': (body) => Response.json({ success: true, data: { ...hours, ...(body as object) } }),
    });
    expect(await screen.findByText('Missing: French', undefined, LAZY)).toBeTruthy();
    expect(screen.getByText('Missing: Kinyarwanda, French')).toBeTruthy();
    expect(screen.getByText('Missing: Kinyarwanda')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Edit "Craft"' }));
    const form = screen.getByRole('form', { name: 'Edit value: Craft' });
    const languages = within(form).getByRole('button', { name: /Kinyarwanda and French/ });
    expect(languages.textContent).toContain('Kinyarwanda: complete');
    expect(languages.textContent).toContain('French: 2 missing');
    await userEvent.click(languages);
    await userEvent.click(within(form).getByRole('tab', { name: /French/ }));
    await userEvent.type(within(form).getByLabelText(/^Title \(French\)/), 'Savoir-faire');
    expect(languages.textContent).toContain('French: 1 missing');
    await userEvent.click(within(form).getByRole('button', { name: 'Save value' }));
    await waitFor(
      () =>
        expect((sent(calls, 'PATCH', '/api/admin/content/values/8') as { translations: unknown })?.translations).toEqual({
          rw: { title: 'Ubukorikori', description: 'Bikozwe n’intoki.' },
          fr: { title: 'Savoir-faire', description: '' },
        }),
      LAZY,
    );

    // A contact item's label: a refused translation opens its language and shows the message on its field.
    await userEvent.click(screen.getByRole('button', { name: 'Edit "Studio phone"' }));
    const contact = screen.getByRole('form', { name: 'Edit contact item: Studio phone' });
    await userEvent.click(within(contact).getByRole('button', { name: /Kinyarwanda and French/ }));
    const label = within(contact).getByLabelText(/^Name shown \(Kinyarwanda\)/) as HTMLInputElement;
    label.removeAttribute('maxlength');
    await userEvent.click(label);
    await userEvent.paste('x'.repeat(101));
    await userEvent.click(within(contact).getByRole('button', { name: 'Save contact item' }));
    expect(await within(contact).findByText('The display name must be at most 100 characters', undefined, LAZY)).toBeTruthy();
    expect(calls.some((c) => c.method === 'PATCH' && c.url.includes('contact-items'))).toBe(false);
    await userEvent.clear(label);
    await userEvent.type(label, 'Telefone');
    await userEvent.click(within(contact).getByRole('button', { name: 'Save contact item' }));
    await waitFor(
      () =>
        expect((sent(calls, 'PATCH', '/api/admin/content/contact-items/4') as { translations: unknown })?.translations).toEqual({
          rw: { display_name: 'Telefone' },
          fr: { display_name: 'Téléphone' },
        }),
      LAZY,
    );
    // A number reads the same in every language: only its label is asked for.
    expect(within(contact).queryByLabelText(/^Value \(French\)/)).toBeNull();

    // The opening hours are words: their value is written per language too (docs/decisions/112).
    await userEvent.click(screen.getByRole('button', { name: 'Edit "Opening hours"' }));
    const hoursForm = screen.getByRole('form', { name: 'Edit contact item: Opening hours' });
    await userEvent.click(within(hoursForm).getByRole('button', { name: /Kinyarwanda and French/ }));
    expect((within(hoursForm).getByLabelText(/^Value \(Kinyarwanda\)/) as HTMLInputElement).value).toBe('Kuwa mbere–Kuwa gatanu 09:00–18:00');
    await userEvent.click(within(hoursForm).getByRole('tab', { name: /French/ }));
    await userEvent.type(within(hoursForm).getByLabelText(/^Value \(French\)/), 'Lun–ven 9 h–18 h');
    await userEvent.click(within(hoursForm).getByRole('button', { name: 'Save contact item' }));
    await waitFor(
      () =>
        expect((sent(calls, 'PATCH', '/api/admin/content/contact-items/5') as { translations: unknown })?.translations).toEqual({
          rw: { display_name: 'Amasaha', contact_value: 'Kuwa mbere–Kuwa gatanu 09:00–18:00' },
          fr: { display_name: 'Horaires', contact_value: 'Lun–ven 9 h–18 h' },
        }),
      LAZY,
    );
  });

  it('sends a section’s and the company basics’ translations, and marks the sections missing one', async () => {
    const privacy = {
      key: 'privacy_page',
      title: 'Privacy Policy',
      content: '<p>We keep little.</p>',
      translations: { fr: { title: 'Confidentialité' } },
      missing_translations: ['rw' as const, 'fr' as const],
    };
    const basic = { ...content.basic, company_tagline: 'Made in Kigali', translations: { fr: { company_tagline: 'Fait à Kigali' } }, missing_translations: ['rw' as const] };
    const calls = open('/content', {
      'GET /api/admin/content': () => Response.json({ success: true, data: { ...content, basic, sections: [privacy] } }),
      'PUT /api/admin/content/sections/privacy_page': (body) => Response.json({ success: true, data: { ...privacy, ...(body as object) } }),
      'PUT /api/admin/content/basic': (body) => Response.json({ success: true, data: { ...basic, ...(body as object) } }),
    });
    const summary = await screen.findByText('Privacy page (/privacy)', { selector: 'summary > span' }, LAZY);
    expect(within(summary.parentElement!).getByText('Missing: Kinyarwanda, French')).toBeTruthy();
    await userEvent.click(summary);
    const form = screen.getByRole('form', { name: 'Privacy page (/privacy)' });
    await userEvent.click(within(form).getByRole('button', { name: /Kinyarwanda and French/ }));
    await userEvent.click(within(form).getByRole('tab', { name: /French/ }));
    const text = within(form).getByLabelText(/^Text \(French\)/);
    await userEvent.click(text);
    await userEvent.paste('<p>Nous gardons peu.</p>');
    await userEvent.click(within(form).getByRole('button', { name: 'Save section' }));
    await waitFor(
      () =>
        expect(sent(calls, 'PUT', '/api/admin/content/sections/privacy_page')).toMatchObject({
          content: '<p>We keep little.</p>',
          translations: { rw: { title: '', content: '' }, fr: { title: 'Confidentialité', content: '<p>Nous gardons peu.</p>' } },
        }),
      LAZY,
    );

    const basics = screen.getByRole('form', { name: 'Company basics' });
    const languages = within(basics).getByRole('button', { name: /Kinyarwanda and French/ });
    expect(languages.textContent).toContain('Kinyarwanda: 1 missing');
    expect(languages.textContent).toContain('French: complete');
    await userEvent.click(languages);
    await userEvent.type(within(basics).getByLabelText(/^Tagline \(Kinyarwanda\)/), 'Byakorewe i Kigali');
    await userEvent.click(within(basics).getByRole('button', { name: 'Save company basics' }));
    await waitFor(
      () =>
        expect((sent(calls, 'PUT', '/api/admin/content/basic') as { translations: unknown })?.translations).toEqual({
          rw: { company_tagline: 'Byakorewe i Kigali', company_description: '', mission_statement: '', vision_statement: '' },
          fr: { company_tagline: 'Fait à Kigali', company_description: '', mission_statement: '', vision_statement: '' },
        }),
      LAZY,
    );
  });
});
