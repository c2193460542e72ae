import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { chatButtonCovered, coveredByGreeting, expectAccessible, recordChatButtonCover, settled, snap, withMotion } from './support.js';

/**
 * The chat assistant (spec 01 §2 Chat assistant, §4, §8, §9) in real Chromium: the draggable
 * button, its stored and clamped position, the first-visit state, and the window talking to the
 * server's local answerer (no AI key in e2e).
 */

const button = (page: Page) => page.getByTestId('chat-button');

async function box(page: Page) {
  // The button is drawn once its first place is found (clear-spot.ts): only then can it be pressed.
  await expect(button(page)).toBeVisible();
  const b = await button(page).boundingBox();
  expect(b).not.toBeNull();
  return b!;
}

test('first visit: hasVisited is stored and the greeting bubble shows once', async ({ page }) => {
  // A page with room beside the button at both widths: the bubble never covers a link, button or
  // field (the test below), so on a phone's /faq, whose cards fill the width, it is not drawn.
  await page.goto('/soon');
  const greeting = page.getByRole('status').filter({ hasText: 'Questions? Ask me.' });
  await expect(greeting).toHaveCount(1);
  await expect(page.getByTestId('chat-first-visit')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('hasVisited'))).toBe('true');
  // It clears by itself after 4 s.
  await expect(page.getByTestId('chat-first-visit')).toBeHidden({ timeout: 10_000 });
  await expect(greeting).toHaveCount(0);
  await page.reload();
  await expect(button(page)).toBeVisible();
  await expect(page.getByTestId('chat-first-visit')).toHaveCount(0);
});

// An item page: at phone width its name sits at the foot of the first screen, beside the button.
for (const path of ['/', '/services', '/contact', '/store/imigongo-high-top-sneakers']) {
  test(`the first-visit greeting never covers a link, button, field, label, amount, status or the title on ${path}`, async ({ page }, testInfo) => {
    // The first visit as most visitors see it: the button bouncing, the bubble following it. With
    // reduced motion the bubble stands still, and it was once seen over "BOOK NOW" for the frame
    // after a scroll on /services (docs/decisions/080-ci-time.md, 2026-11-28).
    await withMotion(page);
    await page.goto(path);
    await expect(button(page)).toBeVisible();
    // As the page settles (pictures, the carousel) and the visitor scrolls down it, 120 px at a time.
    for (let step = 0; step < 12; step++) {
      expect(await coveredByGreeting(page), `covered after scrolling ${step * 120} px`).toEqual([]);
      // The viewport only: a full-page shot would resize the window under the fixed bubble.
      if (step === 0 && process.env.E2E_SCREENSHOTS) await page.screenshot({ path: testInfo.outputPath(`greeting${path.replace(/\//g, '-')}.png`) });
      await page.evaluate(() => window.scrollBy(0, 120));
    }
  });
}

test("the button stands clear of an item's name at the foot of a phone's first screen @phone", async ({ page }) => {
  // A returning visitor: no greeting, the button alone at its place (docs/decisions/124, 2026-11-30).
  await page.addInitScript(() => localStorage.setItem('hasVisited', 'true'));
  await recordChatButtonCover(page);
  await page.goto('/rw/store/imigongo-high-top-sneakers');
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toBeInViewport();
  await expect(button(page)).toBeVisible();
  // The page settles (pictures, the carousel), and the button's place is looked for again each time.
  await settled(page);
  // It stepped aside: above the name, still on the first screen.
  await expect
    .poll(async () => {
      const [b, t] = [await box(page), await title.boundingBox()];
      return t !== null && b.y + b.height <= t.y;
    })
    .toBe(true);
  expect(await chatButtonCovered(page), 'frames with the chat button over the page').toEqual([]);
});

test('the button drags without opening, keeps 8 px from the edges, and remembers its place', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('hasVisited', 'true'));
  await page.goto('/privacy');
  const viewport = page.viewportSize()!;
  const start = await box(page);
  // The default place is the bottom-right corner, inside the viewport.
  expect(start.x + start.width).toBeLessThanOrEqual(viewport.width - 8);
  expect(start.y + start.height).toBeLessThanOrEqual(viewport.height - 8);
  expect(start.x).toBeGreaterThan(viewport.width / 2);

  // Drag far past the top-left corner: it stops 8 px inside.
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x - 40, start.y - 40, { steps: 5 });
  await page.mouse.move(-200, -200, { steps: 5 });
  await page.mouse.up();
  // The last moves and the release may reach the page in one frame: wait for it to draw the place.
  await expect.poll(async () => [(await box(page)).x, (await box(page)).y]).toEqual([8, 8]);
  const moved = await box(page);
  // A drag is not a click: the window stayed closed.
  await expect(page.getByRole('dialog', { name: 'Chat assistant' })).toHaveCount(0);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('chatbotButtonPos')))!)).toEqual({ x: 8, y: 8 });

  // Drag to the middle; after a reload it is still there.
  await page.mouse.move(moved.x + 28, moved.y + 28);
  await page.mouse.down();
  await page.mouse.move(200, 300, { steps: 8 });
  await page.mouse.up();
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('chatbotButtonPos')))!) as { x: number; y: number };
  await expect.poll(async () => Math.round((await box(page)).x)).toBe(Math.round(stored.x));
  const middle = await box(page);
  await page.reload();
  await expect(button(page)).toBeVisible();
  const after = await box(page);
  expect(Math.round(after.x)).toBe(Math.round(middle.x));
  expect(Math.round(after.y)).toBe(Math.round(middle.y));

  // A stored place outside a smaller window is clamped back in.
  await page.evaluate(() => localStorage.setItem('chatbotButtonPos', JSON.stringify({ x: 5000, y: 5000 })));
  await page.reload();
  const clamped = await box(page);
  expect(Math.round(clamped.x + clamped.width)).toBe(viewport.width - 8);
  expect(Math.round(clamped.y + clamped.height)).toBe(viewport.height - 8);
});

test('@phone a finger drag moves the button without opening it, and the next tap opens it (spec 01 §2)', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('hasVisited', 'true'));
  await page.goto('/privacy');
  const start = await box(page);
  // Playwright has no touch drag: Chromium's own input pipeline gets the touches, as from a screen.
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x = 0, y = 0) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  const [x, y] = [start.x + start.width / 2, start.y + start.height / 2];
  await touch('touchStart', x, y);
  for (let i = 1; i <= 6; i++) await touch('touchMove', x - 20 * i, y - 30 * i);
  await touch('touchEnd');
  // The last moves and the lift may reach the page in one frame: wait for it to draw the new place.
  await expect.poll(async () => (await box(page)).x).toBeLessThan(start.x - 60);
  await expect(page.getByRole('dialog', { name: 'Chat assistant' })).toHaveCount(0);

  await button(page).tap();
  await expect(page.getByRole('dialog', { name: 'Chat assistant' })).toBeVisible();
});

test('the window: greeting, Send disabled while empty or pending, Enter sends, answers from the FAQ with links, failure reply', async ({ page }, testInfo) => {
  await page.addInitScript(() => localStorage.setItem('hasVisited', 'true'));
  await page.goto('/help');
  await button(page).click();
  const chat = page.getByRole('dialog', { name: 'Chat assistant' });
  await expect(chat).toBeVisible();
  await expect(chat.getByRole('log')).toContainText('Hello! I am the Atelier assistant.');
  const input = chat.getByRole('textbox', { name: 'Your message' });
  const send = chat.getByRole('button', { name: 'Send' });
  await expect(input).toBeFocused();
  await expect(send).toBeDisabled();
  await input.fill('   ');
  await expect(send).toBeDisabled();

  // Hold the answer to see the pending state.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/chat', async (route) => {
    await held;
    await route.continue();
  });
  await input.fill('What is your return policy?');
  await expect(send).toBeEnabled();
  await input.press('Enter');
  await expect(chat.locator('[data-sender="user"]').last()).toContainText('What is your return policy?');
  await expect(input).toHaveValue('');
  await expect(chat.getByText('The assistant is typing…')).toBeVisible();
  await input.fill('And shipping?');
  await expect(send).toBeDisabled();
  release();
  await expect(chat.locator('[data-sender="bot"]').last()).toContainText('within 30 days');
  await expect(send).toBeEnabled();
  await page.unroute('**/api/chat');

  // Shift+Enter is a new line, not a send.
  await input.fill('');
  await input.type('sneakers');
  await input.press('Shift+Enter');
  await expect(chat.locator('[data-sender="user"]')).toHaveCount(1);
  await input.press('Enter');
  await expect(chat.locator('[data-sender="bot"]')).toHaveCount(3);
  await expect(chat.locator('[data-sender="bot"]').last().getByRole('link').first()).toBeVisible();
  await expectAccessible(page, 'chat window');
  await snap(page, testInfo, 'chat-window');

  // A failed call: the bot says it is having trouble.
  await page.route('**/api/chat', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }));
  await input.fill('Hello?');
  await send.click();
  await expect(chat.locator('[data-sender="bot"]').last()).toContainText("I'm having trouble answering right now. Please contact our support team or visit the Help Center.");
  // An unexpected answer structure too.
  await page.route('**/api/chat', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"candidates":[]}' }));
  await input.fill('Hello again?');
  await send.click();
  await expect(chat.locator('[data-sender="bot"]')).toHaveCount(5);
  await expect(chat.locator('[data-sender="bot"]').last()).toContainText("I'm having trouble answering right now.");

  // Escape closes; the button takes focus back.
  await page.keyboard.press('Escape');
  await expect(chat).toBeHidden();
  await expect(button(page)).toBeFocused();
});

test('the chat button is on shared-layout pages only', async ({ page }) => {
  await page.goto('/faq');
  await expect(button(page)).toBeVisible();
  await page.goto('/login');
  await expect(page.getByRole('form', { name: 'Log in' })).toBeVisible();
  await expect(button(page)).toHaveCount(0);
});
