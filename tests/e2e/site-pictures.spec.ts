// Each picture across a phone's screen is sent at the smallest width that still covers its device pixels: the
// pictures' `sizes` say how wide they are drawn, so a 412 px phone at 1.75x (Lighthouse's) gets the 720 px file,
// not the 960 px one, a third more bytes in the largest paint of the pages whose hero it is.
import { expect, test } from './fixtures';

test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });

for (const path of ['/', '/about', '/services', '/services/solar-panel-cleaning', '/blog'])
  test(`${path}: each picture across the screen covers its device pixels with the smallest file that does`, async ({ page }) => {
    await page.goto(path);
    const pictures = page.locator('main picture img');
    const readDrawn = () =>
      pictures.evaluateAll((images) =>
        images
          .filter((image) => image.getBoundingClientRect().width > 300)
          .map((image) => ({ width: image.getBoundingClientRect().width, file: (image as HTMLImageElement).currentSrc })),
      );
    // A lazy picture picks its file only once the browser has laid it out near the screen, which can come after load.
    await expect.poll(async () => (await readDrawn()).filter(({ file }) => file !== '').length).toBeGreaterThan(0);
    const drawn = await readDrawn();
    for (const { width, file } of drawn) {
      if (file === '') continue; // a lazy picture below the screen, not fetched yet
      const fileWidth = Number(file.match(/-(\d+)\.[\da-f]+\.\w+$/)?.[1]);
      expect(fileWidth, file).toBeGreaterThanOrEqual(width * 1.75);
      expect(fileWidth, `${file} for ${width} px`).toBe(720);
    }
  });
