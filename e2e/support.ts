import { expect, type Page, type TestInfo } from '@playwright/test';

/** Saves a full-page screenshot as a test artifact (e2e/test-results/<test>/<name>.png). */
export async function snap(page: Page, testInfo: TestInfo, name: string): Promise<void> {
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
