import { expect, type Page, test } from '@playwright/test';
import { signInFromLoginPage } from './demo';

/** A real PNG drawn by the browser, so the preview shows something. */
async function pngFile(page: Page, width: number, height: number) {
  const base64 = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const ctx = canvas.getContext('2d')!;
      const gradient = ctx.createLinearGradient(0, 0, w, h);
      gradient.addColorStop(0, '#1c7ed6');
      gradient.addColorStop(1, '#e64980');
      ctx.fillStyle = gradient;
      ctx.fillRect(0, 0, w, h);
      return canvas.toDataURL('image/png').replace(/^data:[^,]*,/, '');
    },
    [width, height] as const,
  );
  return { name: `image-${width}x${height}.png`, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

test('staff give an event template a poster; a wrong size is refused on its card', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInFromLoginPage(page);
  await page.getByRole('link', { name: 'Event templates' }).click();
  await page.getByRole('button', { name: 'New template' }).click();
  const name = `Gala ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();

  const poster = page.getByTestId('template-image-poster');
  await expect(poster.getByText('400×400 pixels, PNG, JPG')).toBeVisible();
  const choose = async (card: typeof poster, file: Awaited<ReturnType<typeof pngFile>>) => {
    const chooser = page.waitForEvent('filechooser');
    await card.getByRole('button', { name: /Upload|Replace/ }).click();
    await (await chooser).setFiles(file);
  };
  await choose(poster, await pngFile(page, 400, 400));
  await expect(poster.getByRole('img', { name: 'Poster' })).toBeVisible();
  await expect(poster.getByRole('button', { name: 'Replace' })).toBeVisible();

  const banner = page.getByTestId('template-image-banner');
  await choose(banner, await pngFile(page, 600, 300));
  await expect(banner.getByRole('alert')).toHaveText('The image must be 652x306 pixels.');
  await expect(banner.getByText('No image yet')).toBeVisible();

  await page.getByRole('heading', { name: 'Images' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/template-images.png' });

  await poster.getByRole('button', { name: 'Remove' }).click();
  await expect(poster.getByText('No image yet')).toBeVisible();
});
