import { crc32, deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { signInFromLoginPage } from './demo';

/** A real PNG (a diagonal gradient), so the preview shows something. */
function pngFile(width: number, height: number) {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const f = (x + y) / (width + height);
      row.set([Math.round(28 + 202 * f), Math.round(126 - 53 * f), Math.round(214 - 86 * f)], 1 + x * 3);
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body) >>> 0, 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name: `image-${width}x${height}.png`, mimeType: 'image/png', buffer };
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
  const choose = async (card: typeof poster, file: ReturnType<typeof pngFile>) => {
    const chooser = page.waitForEvent('filechooser');
    await card.getByRole('button', { name: /Upload|Replace/ }).click();
    await (await chooser).setFiles(file);
  };
  await choose(poster, pngFile(400, 400));
  await expect(poster.getByRole('img', { name: 'Poster' })).toBeVisible();
  await expect(poster.getByRole('button', { name: 'Replace' })).toBeVisible();

  const banner = page.getByTestId('template-image-banner');
  await choose(banner, pngFile(600, 300));
  await expect(banner.getByRole('alert')).toHaveText('The image must be 652x306 pixels.');
  await expect(banner.getByText('No image yet')).toBeVisible();

  await page.getByRole('heading', { name: 'Images' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/template-images.png' });

  await poster.getByRole('button', { name: 'Remove' }).click();
  await expect(poster.getByText('No image yet')).toBeVisible();
});
