import { expect, test } from './fixtures.js';

test('an artwork opens full screen: arrow keys move, Tab stays inside, Escape closes and focus returns', async ({ page }) => {
  await page.goto('/artgallery');
  const opener = page.getByRole('button', { name: 'View Dawn over Nyabugogo, image 1 of 3, full screen' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Dawn over Nyabugogo, full screen' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close full screen view' })).toBeFocused();
  await expect(dialog.getByRole('img')).toHaveAttribute('alt', 'Dawn over Nyabugogo, image 1 of 3');
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('img')).toHaveAttribute('alt', 'Dawn over Nyabugogo, image 2 of 3');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByRole('img')).toHaveAttribute('alt', 'Dawn over Nyabugogo, image 3 of 3');
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
