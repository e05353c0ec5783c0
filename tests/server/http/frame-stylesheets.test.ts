// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
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
  it('lists the stylesheets the built 404 page applies, in order, and not those it links disabled, preloads or takes from elsewhere', async () => {
    const root = await buildWith404(
      '<!doctype html><head><link rel="modulepreload" crossorigin href="/assets/start-A1.js" />' +
        '<link rel="stylesheet" crossorigin href="/assets/page-B2.css" />' +
        '<link rel="stylesheet" crossorigin href="/assets/index-C3.css" disabled />' +
        '<link rel="stylesheet" href="https://fonts.example.com/font.css" />' +
        '<link rel="stylesheet" href="//cdn.example.com/more.css" />' +
        '<link rel="stylesheet" href="/assets/print-D4.css" media="print" /></head>',
    );
    expect(frameStylesheets(root)).toEqual(['/assets/page-B2.css', '/assets/print-D4.css']);
  });

  it('finds none without a build', () => {
    expect(frameStylesheets(join(tmpdir(), 'no-such-build'))).toEqual([]);
  });
});
