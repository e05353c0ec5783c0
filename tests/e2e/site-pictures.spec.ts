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

// Lighthouse's "no throttling" is an emulated network all the same, and under it, as on a slow connection, Chrome asks
// for lazy pictures thousands of pixels below the screen. A past job's card is laid out only as it nears the screen.
test("a service page asks for its hero alone as it loads, its past jobs' pictures once they near the screen", async ({ page }) => {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: 0, uploadThroughput: 0 });
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') asked.push(new URL(request.url()).pathname);
  });
  await page.goto('/services/pressure-washing', { waitUntil: 'load' });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(asked).toEqual([expect.stringMatching(/\/services-pressure-washing-720\.\w+\.avif$/)]);

  await page.getByRole('heading', { name: 'Recent work' }).scrollIntoViewIfNeeded();
  await expect.poll(() => asked.filter((path) => path.includes('/gallery-')).length).toBeGreaterThan(0);
  await expect(page.locator('.work-grid img').first()).toHaveJSProperty('complete', true);
});
