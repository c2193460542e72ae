import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
import { errors, expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { verificationCode } from './mail.js';

/**
 * Saves a full-page screenshot as a test artifact (e2e/test-results/<test>/<name>.png) when
 * E2E_SCREENSHOTS is set (`E2E_SCREENSHOTS=1 npm run test:e2e`): they are for people to look at,
 * assert nothing, and cost CI about a second each at device scale 2.
 */
export async function snap(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

/** The one visible element among those matching (phone and desktop layouts repeat some links). */
export function visible<T extends ReturnType<Page['locator']>>(locator: T): T {
  return locator.filter({ visible: true }).first() as T;
}

/** A unique address per test and project, so runs and projects never collide. */
export function uniqueEmail(testInfo: TestInfo, who = 'customer'): string {
  return `${who}.${testInfo.project.name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** The bearer token the web app keeps in local storage after login. */
export async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token, 'a token in local storage').toBeTruthy();
  return token!;
}

/**
 * Turns motion back on for a journey about it (a slideshow that plays, slides that move): the
 * journeys run with reduced motion (playwright.config.ts), which stops endless animations that cost
 * CI's two cores CPU on every page (docs/decisions/080-ci-time.md). Call it before opening a page.
 */
export async function withMotion(page: Page): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
}

/** react-hot-toast's layer: every toast of the app is inside it. */
const TOAST_LAYER = '[data-rht-toaster]';

/** How long `settled` waits before failing with what still moves: well within a journey's 90 s. */
const SETTLE_TIMEOUT_MS = 20_000;

/**
 * The page has settled: the route change's 'Loading...' overlay (400 ms, spec 01 §9) is gone and no
 * finite animation or transition is still running (fade-ins, a toast sliding in, a slide moving).
 * Endless ones (a spinner) do not count. Resolves at once on a page that is already still; fails
 * after `timeoutMs` (SETTLE_TIMEOUT_MS) naming the overlay or each animation still running, rather
 * than spending the rest of the journey's time in silence.
 *
 * Checked every 50 ms, not on animation frames: a page the browser draws no frame for (a busy
 * machine, a window its compositor skips) runs no requestAnimationFrame callback, so a check polled
 * on frames is never made again, even once the page is still. getAnimations() brings the page's
 * styles up to date first, so a transition just asked for is counted as on a frame.
 */
export async function settled(page: Page, timeoutMs = SETTLE_TIMEOUT_MS): Promise<void> {
  try {
    await page.waitForFunction(
      () =>
        !document.querySelector('[data-route-overlay]') && document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
      undefined,
      { polling: 50, timeout: timeoutMs },
    );
  } catch (error) {
    if (!(error instanceof errors.TimeoutError)) throw error;
    const moving = await page
      .evaluate(() => {
        const name = (element: Element | null | undefined) =>
          element
            ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).slice(0, 4).join('.')}` : ''}`
            : 'no element';
        const running = document
          .getAnimations()
          .filter((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => {
            const what =
              animation instanceof CSSAnimation ? `animation ${animation.animationName}` : animation instanceof CSSTransition ? `transition of ${animation.transitionProperty}` : 'script animation';
            const timing = animation.effect?.getComputedTiming();
            return `${what} on ${name((animation.effect as KeyframeEffect | null)?.target)} (at ${Math.round(Number(animation.currentTime ?? 0))} ms of ${String(timing?.duration)} ms × ${String(timing?.iterations)})`;
          });
        return [...(document.querySelector('[data-route-overlay]') ? ['the route overlay'] : []), ...running];
      })
      .catch((reason: unknown) => [`(could not read the page: ${String(reason)})`]);
    throw new Error(`The page did not settle within ${timeoutMs / 1000} s; still moving: ${moving.join('; ') || 'nothing any more'}`, { cause: error });
  }
}

/**
 * No `serious` or `critical` axe-core violation on the page as it is now. In a @phone journey (run
 * at phone width only), the same page is also checked at 1440×900, with nothing wider than the window
 * (docs/decisions/080-ci-time.md).
 */
export async function expectAccessible(page: Page, where: string) {
  expect(await seriousViolations(page), `axe on ${where}`).toEqual([]);
  const info = test.info();
  if (info.project.name !== 'phone' || !info.tags.includes('@phone') || process.env.E2E_SCREENSHOTS) return;
  // A @phone journey runs at phone width only (its subject is a flow, not the layout), so each screen
  // it checks is looked at here at desktop width too, in place: the same page and state at 1440×900,
  // through axe and with nothing wider than the window (docs/decisions/080-ci-time.md).
  const phone = page.viewportSize()!;
  await page.setViewportSize(DESKTOP);
  try {
    expect(await seriousViolations(page), `axe on ${where} at 1440 px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `sideways scroll on ${where} at 1440 px`).toBeLessThanOrEqual(1);
  } finally {
    await page.setViewportSize(phone);
    await settled(page);
    await drawing(page);
  }
}

/**
 * Wait until the page draws a frame again (a requestAnimationFrame callback runs). Playwright's
 * click waits for the element to be stable over animation frames, so a page Chromium stopped drawing
 * for hangs the next click until the test's timeout with nothing in its log. Seen once in CI, on the
 * first click after the resize back to phone width (not reproduced in 300 resizes under load here).
 * When no frame comes, the page is brought to the front (activated) and asked again, and the
 * journey's report notes it; if it still draws nothing, this says so (docs/decisions/080-ci-time.md).
 */
async function drawing(page: Page): Promise<void> {
  const drew = () =>
    page.evaluate(
      (ms) =>
        new Promise<boolean>((resolve) => {
          requestAnimationFrame(() => resolve(true));
          setTimeout(() => resolve(false), ms);
        }),
      FRAME_WAIT_MS,
    );
  if (await drew()) return;
  const note = `no frame of ${page.url()} within ${FRAME_WAIT_MS / 1000} s; brought it to the front`;
  console.warn(note);
  test.info().annotations.push({ type: 'no-frame', description: note });
  await page.bringToFront();
  if (await drew()) return;
  throw new Error(`Chromium drew no frame of ${page.url()} within ${(2 * FRAME_WAIT_MS) / 1000} s, even after bringing it to the front`);
}

/** How long a frame may take to come, in ms: far beyond a frame on a loaded machine (~16–200 ms). */
const FRAME_WAIT_MS = 5_000;

/** The desktop project's window: a @phone journey's screens are checked at this size too. */
const DESKTOP = { width: 1440, height: 900 };

/** The `serious` and `critical` axe violations of the page once it has settled, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  // Let the route overlay and fade-ins finish, and any list dimmed while it loads (aria-busy) come
  // back to full contrast, so axe sees the settled page.
  await settled(page);
  const busy = page.locator('[aria-busy="true"]');
  await expect(busy).toHaveCount(0);
  // The toast layer is left out: a toast caught mid-fade reads as low contrast, and on a touch screen
  // react-hot-toast keeps a toast that appeared under the last tap (it pauses on hover). Its colours
  // are fixed in app/provider.tsx: #fbf8f3 on #1f1a17, about 16:1.
  const read = () => axeViolations(page, { exclude: [TOAST_LAYER] }, ['serious', 'critical']);
  const found = await read();
  if (found.length === 0) return found;
  // A refetch that began while axe read the page dims a list for a moment (a week's bookings after a
  // move): once it has settled, axe reads it again; a real violation is found both times.
  await settled(page);
  await expect(busy).toHaveCount(0);
  return read();
}

/** axe-core's own script, put into a page once per document by axeViolations. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The axe-core violations of `impacts` in `context` of the page, one line each: "impact id: help →
 * targets". axe is put into the page once per document and run there, on the page's own frame
 * (`iframes: false`: the only frame is the contact page's third-party map). @axe-core/playwright's
 * builder put axe into every frame again on each call and took about 1.1 s a check on a store page
 * against 0.4 s here, on the same machine (docs/decisions/080-ci-time.md).
 */
export async function axeViolations(page: Page, context: ElementContext, impacts: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = { resultTypes: ['violations'], iframes: false };
  const violations = await page.evaluate(
    async ({ context, options, impacts }) => {
      type Check = { id?: string } | string;
      type Audit = { rules?: Array<{ id: string; any: Check[]; all: Check[]; none: Check[] }>; data?: { checks?: Record<string, { impact?: string }> } };
      const { axe } = window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults>; _audit?: Audit } };
      // A rule whose every check has an impact outside `impacts` can only report what the caller
      // drops: it is not run (about a sixth of axe's time on a store page, the same violations). A
      // check of unknown impact keeps its rule; an axe without this table runs every rule.
      const checks = axe._audit?.data?.checks ?? {};
      const unreachable = (axe._audit?.rules ?? [])
        .filter((rule) => {
          const found = [...rule.any, ...rule.all, ...rule.none].map((c) => checks[typeof c === 'string' ? c : (c.id ?? '')]?.impact);
          return found.length > 0 && found.every((impact) => impact !== undefined && !impacts.includes(impact));
        })
        .map((rule) => rule.id);
      const { violations } = await axe.run(context, { ...(options as object), rules: Object.fromEntries(unreachable.map((id) => [id, { enabled: false }])) });
      return violations.map((v) => ({ impact: v.impact ?? '', line: `${v.impact} ${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}` }));
    },
    { context: context as unknown, options: options as unknown, impacts },
  );
  return violations.filter((v) => impacts.includes(v.impact)).map((v) => v.line);
}

/**
 * A toast showing `text` appeared and has finished moving in. Playwright checks what a click hits
 * only at its first event, so a toast still sliding in over the next control (a profile tab just
 * under the header, on a phone) could take the rest of that click. Once the toast stands still, a
 * click it covers is retried instead.
 */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.locator(TOAST_LAYER).getByRole('status').filter({ hasText: text })).toBeVisible();
  await page.locator(TOAST_LAYER).evaluate((layer) =>
    Promise.all(
      layer
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * The scripts a page's HTML is primed with: the API answers of `boot-data` (docs/decisions/060) and
 * the queries of `ssr-seed` a server-rendered page was rendered with (docs/decisions/135); the first
 * group is a script's JSON.
 */
export const PRIMED_SCRIPTS = /<script id="(?:boot-data|ssr-seed)"[^>]*>([\s\S]*?)<\/script>/g;

/**
 * Serves the pages without the API answers the server primes into their HTML (docs/decisions/060)
 * and without the queries a server-rendered page was rendered with (docs/decisions/135), so the
 * browser renders the page itself from the API, which is what happens when the server's own calls
 * fail. A test that fails one of those calls with page.route (company settings, the hero, a catalog
 * page or item) needs it, since the app would otherwise never make the call. Other requests fall
 * through to the test's own routes.
 */
export async function withoutPrimedAnswers(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const body = (await response.text()).replace(PRIMED_SCRIPTS, '');
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({ response, body, headers });
  });
}

/** A catalog item as the list calls return it. */
export type Item = { id: number; title: string; slug: string; price: number };
const PASSWORD = 'kigali-2026';

/** A verified customer made through the API, signed in in this page (token and user in local storage). */
export async function signIn(page: Page, request: APIRequestContext, testInfo: TestInfo, who = 'shopper'): Promise<string> {
  const email = uniqueEmail(testInfo, who);
  expect((await request.post('/api/users', { multipart: { name: 'Aline Uwase', email, phone: '+250788123456', password: PASSWORD } })).status()).toBe(201);
  expect((await request.post('/api/auth/verify-email', { data: { email, verificationCode: await verificationCode(email) } })).ok()).toBe(true);
  const login = await (await request.post('/api/auth/login', { data: { email, password: PASSWORD } })).json();
  await page.goto('/soon');
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
  }, login);
  return login.token as string;
}

/** The Authorization header of a signed-in customer's API call. */
export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A catalog item by its title (`products` for the store, `gallery` for artworks). */
export async function item(request: APIRequestContext, kind: 'products' | 'gallery', title: string): Promise<Item> {
  const list: Item[] = await (await request.get(`/api/${kind}?limit=50`)).json();
  const found = list.find((i) => i.title === title);
  expect(found, title).toBeTruthy();
  return found!;
}

/** Opens a client-side route with navigation state, as a BUY NOW or Checkout button would (a new history entry). */
export async function openWithState(page: Page, path: string, state: unknown) {
  // A server-rendered page reads before React has taken it over; the router listens only from then on.
  await hydrated(page);
  await page.evaluate(
    ({ path, state }) => {
      window.history.pushState({ usr: state, key: Math.random().toString(36).slice(2, 10), idx: 1 }, '', path);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    },
    { path, state },
  );
}

/**
 * Waits until React has taken over the server's markup (it marks each element it hydrates, here the
 * layout's `#main`, docs/decisions/135) and the page's calls are done, by which time the router
 * listens to the history. Before that a pushed history entry or an event reaches no listener of the app.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.getElementById('main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
  });
  await page.waitForLoadState('networkidle');
}

/**
 * In the page: what of the chat's keep-clear list (links, buttons, fields, labels, amounts, status
 * lines and alerts with text; docs/decisions/124; with `title`, the page's h1 too) `owner` overlaps, one label each; empty when `owner`
 * is absent or not drawn. The chat button, its window and `owner` itself are left out. Self-contained:
 * the greeting's and the button's checks put its source into the page.
 */
function coveredBy(owner: HTMLElement | null, title = false): string[] {
  if (!owner || !owner.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return [];
  const b = owner.getBoundingClientRect();
  const hits: string[] = [];
  const list = 'a, button, input, select, textarea, label, [role="button"], [role="status"], [role="alert"], dd, .tabular-nums';
  for (const el of document.querySelectorAll<HTMLElement>(title ? `${list}, h1` : list)) {
    if (owner.contains(el) || el.closest('[data-testid="chat-button"], #chat-window') || el.classList.contains('sr-only') || !el.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
      continue;
    if (el.matches('[role="status"], [role="alert"]') && !el.textContent?.trim()) continue;
    let r = el.getBoundingClientRect();
    if (el.tagName === 'H1') {
      // A heading's text, not its block's width.
      const text = document.createRange();
      text.selectNodeContents(el);
      r = text.getBoundingClientRect();
    }
    if (r.width === 0 || r.height === 0) continue;
    if (Math.min(b.right, r.right) - Math.max(b.left, r.left) > 0 && Math.min(b.bottom, r.bottom) - Math.max(b.top, r.top) > 0) {
      hits.push(el.getAttribute('aria-label') || el.textContent?.trim().slice(0, 40) || el.tagName);
    }
  }
  return hits;
}

/**
 * What the first-visit greeting bubble overlaps (`coveredBy`, and the page's title, which it keeps
 * clear of too), read in an animation frame (what the next paint shows). Empty when the bubble is
 * absent or hidden.
 */
export async function coveredByGreeting(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`new Promise((resolve) => requestAnimationFrame(() => resolve((${coveredBy.toString()})(document.querySelector('[data-testid="chat-first-visit"]'), true))))`);
}

/**
 * Records, from the page's first frame on, every frame in which the chat button is drawn over
 * something of its keep-clear list or the page's title (`coveredBy`): the button is drawn only once its first place is
 * found, so not even while the page loads. Watches the first 6 s of each document (a frame loop for
 * longer would keep the page busy). Call before opening the page; read the frames with
 * `chatButtonCovered`.
 */
export async function recordChatButtonCover(page: Page): Promise<void> {
  const record = (covered: typeof coveredBy) => {
    const covers: string[] = [];
    (window as unknown as { chatButtonCovers: string[] }).chatButtonCovers = covers;
    const look = () => {
      for (const hit of covered(document.querySelector<HTMLElement>('[data-testid="chat-button"]'), true)) covers.push(`${Math.round(performance.now())} ms: ${hit}`);
      if (covers.length < 20 && performance.now() < 6_000) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  };
  await page.addInitScript({ content: `(${record.toString()})(${coveredBy.toString()})` });
}

/** The frames `recordChatButtonCover` caught the chat button over something, one line each ("412 ms: RF 45,000"). */
export async function chatButtonCovered(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { chatButtonCovers?: string[] }).chatButtonCovers ?? []);
}
