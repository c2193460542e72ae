import { test as base, type BrowserContext, type BrowserContextOptions, type Page, type TestInfo } from '@playwright/test';

export { expect } from '@playwright/test';

/*
 * The journeys' `context` and `page`: one browser context and one tab per worker, handed to each
 * journey as new (docs/decisions/080-ci-time.md, 2026-11-30 fourth session).
 *
 * A fresh context per journey costs CI's machine a browser process and a cold start of the shop
 * each time, about a third of a short journey's CPU. Here the context and its tab stay, and between
 * journeys everything a journey can observe is put back as a new context has it:
 * - the tab goes to a document of the shop without the app (/robots.txt, the same origin and
 *   opener policy, so Chromium keeps the process), the other tabs are closed;
 * - the origin's site data (cookies, storage, IndexedDB, Cache Storage, service workers), session
 *   storage and the HTTP cache are cleared;
 * - routes and the listeners the journey added are removed; the viewport, emulated media and
 *   permissions are reset.
 * What cannot be taken back makes the next journey start in a context of its own: an init script,
 * an exposed function, the page clock, extra headers, offline mode, geolocation,
 * HTTP credentials, a changed default timeout, a closed or crashed tab, and any journey that did
 * not pass. A journey whose context options differ (test.use) gets a context of its own too.
 * E2E_FRESH_CONTEXTS=1 gives every journey a new context, as Playwright does by default: to tell
 * whether a failure comes from the sharing. E2E_DEBUG_CONTEXTS=1 prints each retirement and why.
 */
const FRESH = process.env.E2E_FRESH_CONTEXTS === '1';

/** The context options a journey may change with test.use(); any difference means another context. */
type Options = Pick<
  BrowserContextOptions,
  | 'baseURL'
  | 'viewport'
  | 'deviceScaleFactor'
  | 'isMobile'
  | 'hasTouch'
  | 'locale'
  | 'timezoneId'
  | 'colorScheme'
  | 'reducedMotion'
  | 'forcedColors'
  | 'contrast'
  | 'javaScriptEnabled'
  | 'serviceWorkers'
  | 'storageState'
  | 'userAgent'
  | 'permissions'
  | 'offline'
  | 'extraHTTPHeaders'
  | 'geolocation'
  | 'httpCredentials'
>;

/** The worker's kept context: its options' key, its tab, and whether a journey left it unfit to keep. */
interface Kept {
  key: string;
  context: BrowserContext;
  page: Page;
  unfit: string | null;
}

/** Methods that change a context or a page for good: calling one retires the context after the journey. */
const CONTEXT_FOR_GOOD = [
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'setOffline',
  'setGeolocation',
  'setExtraHTTPHeaders',
  'setHTTPCredentials',
  'setDefaultTimeout',
  'setDefaultNavigationTimeout',
  'routeFromHAR',
  'routeWebSocket',
] as const;
const PAGE_FOR_GOOD = [
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'setExtraHTTPHeaders',
  'setDefaultTimeout',
  'setDefaultNavigationTimeout',
  'routeFromHAR',
  'routeWebSocket',
  'addLocatorHandler',
] as const;
const CLOCK = ['install', 'fastForward', 'pauseAt', 'resume', 'runFor', 'setFixedTime', 'setSystemTime'] as const;
const LISTENING = ['on', 'once', 'addListener', 'prependListener', 'prependOnceListener'] as const;

/** Replaces `target[name]` for one journey: `before` runs first; `restore` puts every original back. */
function intercept(target: object, names: readonly string[], before: (name: string, args: unknown[]) => void, restores: Array<() => void>) {
  const record = target as Record<string, unknown>;
  for (const name of names) {
    const original = record[name];
    if (typeof original !== 'function') continue;
    record[name] = function (this: unknown, ...args: unknown[]) {
      before(name, args);
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    };
    restores.push(() => delete record[name]);
  }
}

/**
 * Clears what a new context would not have: everything Chromium keeps for the shop's origin (its
 * "clear site data": cookies, storage, IndexedDB, Cache Storage, service workers), session storage,
 * and the HTTP cache.
 */
async function clearBrowsing(kept: Kept): Promise<void> {
  const { context, page } = kept;
  // A plain document of the shop: same origin and opener policy as its pages, so the tab keeps its process.
  await page.goto('/robots.txt');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin: new URL(page.url()).origin, storageTypes: 'all' });
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await page.evaluate(() => sessionStorage.clear());
  await context.clearCookies();
  await context.clearPermissions();
}

/** Whether the journey left the kept context as a reset can bring back; otherwise why not. */
function unfitAfter(kept: Kept, testInfo: TestInfo): string | null {
  if (kept.unfit) return kept.unfit;
  if (testInfo.status !== testInfo.expectedStatus) return 'the journey did not pass';
  if (kept.page.isClosed()) return 'its tab was closed';
  return null;
}

export const test = base.extend<object, { keptContext: { current: Kept | null } }>({
  keptContext: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter
    async ({}, use) => {
      const holder: { current: Kept | null } = { current: null };
      await use(holder);
      await holder.current?.context.close();
    },
    { scope: 'worker' },
  ],

  // Playwright reads a fixture's dependencies from its parameter's names: every context option is named.
  // prettier-ignore
  context: async ({ browser, keptContext, contextOptions, baseURL, viewport, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, colorScheme, reducedMotion, forcedColors, contrast, javaScriptEnabled, serviceWorkers, storageState, userAgent, permissions, offline, extraHTTPHeaders, geolocation, httpCredentials }, use, testInfo) => {
    // prettier-ignore
    const chosen: Options = { baseURL, viewport, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, colorScheme, reducedMotion, forcedColors, contrast, javaScriptEnabled, serviceWorkers, storageState, userAgent, permissions, offline, extraHTTPHeaders, geolocation, httpCredentials };
    const options: BrowserContextOptions = { ...contextOptions, ...Object.fromEntries(Object.entries(chosen).filter(([, value]) => value !== undefined)) };
    if (FRESH) {
      const context = await browser.newContext(options);
      await use(context);
      await context.close();
      return;
    }
    const key = JSON.stringify(options);
    let kept = keptContext.current;
    if (!kept || kept.key !== key) {
      await kept?.context.close();
      const context = await browser.newContext(options);
      kept = keptContext.current = { key, context, page: await context.newPage(), unfit: null };
    }

    // What the journey does that a reset cannot take back, and what it adds that the reset removes.
    const state = kept;
    const retire = async () => {
      await state.context.close().catch(() => {});
      keptContext.current = null;
    };
    const restores: Array<() => void> = [];
    const listeners: Array<[object, string, unknown]> = [];
    intercept(kept.context, CONTEXT_FOR_GOOD, (name) => (state.unfit ??= `context.${name}`), restores);
    intercept(kept.page, PAGE_FOR_GOOD, (name) => (state.unfit ??= `page.${name}`), restores);
    let emulated = false;
    intercept(kept.page, ['emulateMedia'], () => (emulated = true), restores);
    intercept(kept.context.clock, CLOCK, (name) => (state.unfit ??= `clock.${name}`), restores);
    intercept(kept.context, LISTENING, (_, [event, listener]) => listeners.push([kept.context, String(event), listener]), restores);
    intercept(kept.page, LISTENING, (_, [event, listener]) => listeners.push([kept.page, String(event), listener]), restores);

    await use(kept.context);

    for (const restore of restores) restore();
    for (const [emitter, event, listener] of listeners) (emitter as { off: (e: string, l: unknown) => void }).off(event, listener);
    const why = unfitAfter(kept, testInfo);
    if (why) {
      if (process.env.E2E_DEBUG_CONTEXTS) console.log(`[kept context] retired after "${testInfo.title}": ${why}`);
      return retire();
    }
    try {
      for (const other of kept.context.pages()) if (other !== kept.page) await other.close();
      await kept.page.unrouteAll({ behavior: 'ignoreErrors' });
      await kept.context.unrouteAll({ behavior: 'ignoreErrors' });
      if (options.viewport) await kept.page.setViewportSize(options.viewport);
      // The context's media features again (withMotion turns motion on for one journey).
      if (emulated)
        await kept.page.emulateMedia({
          media: 'screen',
          colorScheme: options.colorScheme ?? 'light',
          reducedMotion: options.reducedMotion ?? 'no-preference',
          forcedColors: options.forcedColors ?? 'none',
          contrast: options.contrast ?? 'no-preference',
        });
      await clearBrowsing(kept);
    } catch {
      // A tab that cannot be brought back is not kept: the next journey gets a context of its own.
      await retire();
    }
  },

  page: async ({ context, keptContext }, use) => {
    if (FRESH) return use(await context.newPage());
    const kept = keptContext.current!;
    if (kept.context !== context) throw new Error('The kept context changed under the journey');
    await use(kept.page);
  },
});
