// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pageAssetsScript } from '../../../scripts/build/prerender';
import { frameStylesheets } from '../../../server/http/frame-stylesheets';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

/** A build folder holding `page` as its 404.html. */
async function buildWith404(page: string): Promise<string> {
  dir = await mkdtemp(join(tmpdir(), 'frame-stylesheets-'));
  await writeFile(join(dir, '404.html'), page);
  return dir;
}

describe('frameStylesheets', () => {
  it('lists the stylesheets whose rules the built 404 page holds, as its page assets name them, in order', async () => {
    const root = await buildWith404(
      '<!doctype html><head><style>.frame{}.cards{}</style><link rel="modulepreload" crossorigin href="/assets/start-A1.js" /></head>' +
        '<body>' +
        // As the build writes it.
        pageAssetsScript({
          held: ['/assets/index-C3.css', '/assets/cards-B2.css'],
          pages: { 'quote-page': { chunk: '/assets/q.js', imports: [], styles: ['/assets/forms-F.css'] } },
          allPages: '/assets/pages-M.json',
        }) +
        '</body>',
    );
    expect(frameStylesheets(root)).toEqual(['/assets/index-C3.css', '/assets/cards-B2.css']);
  });

  it('finds none in a 404 page without page assets', async () => {
    expect(frameStylesheets(await buildWith404('<!doctype html><h1>Not found</h1>'))).toEqual([]);
  });

  it('finds none without a build', () => {
    expect(frameStylesheets(join(tmpdir(), 'no-such-build'))).toEqual([]);
  });
});
