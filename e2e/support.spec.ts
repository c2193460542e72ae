import { expect, test } from './fixtures.js';
import { expectAccessible, settled } from './support.js';

// The checks every journey leans on must be able to fail: axe in the page itself (legacy mode, only
// violations collected) still reports what the default mode reports, and `settled` waits for a
// running transition instead of returning at once, and names one that outlasts its wait.

test('expectAccessible fails on low-contrast text and on a button without a name', async ({ page }) => {
  await page.goto('/no-such-page');
  await page.evaluate(() => {
    const faint = document.createElement('p');
    faint.textContent = 'Barely readable';
    faint.style.cssText = 'color:#ccc;background:#fff';
    const blank = document.createElement('button');
    document.body.append(faint, blank);
  });
  const failure = await expectAccessible(page, 'a page made bad on purpose').then(
    () => null,
    (error: Error) => error.message,
  );
  expect(failure).toContain('color-contrast');
  expect(failure).toContain('button-name');
});

test.describe('with motion', () => {
  // The journeys run with reduced motion (playwright.config.ts), which shortens every transition.
  test.use({ contextOptions: { reducedMotion: 'no-preference' } });

  test('settled waits for a running transition to end', async ({ page }) => {
    await page.goto('/no-such-page');
    await settled(page);
    const startedAt = await page.evaluate(() => {
      const box = document.createElement('div');
      box.id = 'moving';
      box.style.cssText = 'width:10px;height:10px;transition:transform 600ms linear';
      document.body.append(box);
      box.getBoundingClientRect();
      box.style.transform = 'translateX(50px)';
      return performance.now();
    });
    await settled(page);
    const waited = await page.evaluate((t0) => performance.now() - t0, startedAt);
    expect(waited).toBeGreaterThanOrEqual(550);
  });

  test('settled gives up on a page that keeps moving, and says what moves', async ({ page }) => {
    await page.goto('/no-such-page');
    await settled(page);
    await page.evaluate(() => {
      const box = document.createElement('div');
      box.id = 'slow';
      box.style.cssText = 'width:10px;height:10px;transition:opacity 60s linear';
      document.body.append(box);
      box.getBoundingClientRect();
      box.style.opacity = '0';
    });
    const failure = await settled(page, 1000).then(
      () => null,
      (error: Error) => error.message,
    );
    expect(failure).toContain('did not settle within 1 s');
    expect(failure).toContain('transition of opacity on div#slow');
  });
});
