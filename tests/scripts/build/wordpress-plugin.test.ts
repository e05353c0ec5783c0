// @vitest-environment node
// The WordPress plugin's zip (scripts/build/wordpress-plugin.ts): one top folder, the site's origin baked in, the
// contract's names in site.php, and the headers the server and Netlify give it.
import { unzipSync } from 'fflate';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { wordpressPluginPath } from '../../../common/contract/embed-pages';
import { business } from '../../../common/content/business';
import { pluginFolder, sitePhp, writeWordPressPlugin } from '../../../scripts/build/wordpress-plugin';
import { staticHeaders } from '../../../serving/headers';
import { isCompressible } from '../../../serving/precompress-dir';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'wordpress-plugin-test-'));
});

afterEach(() => rm(dir, { recursive: true, force: true }));

async function builtZip(origin = 'https://www.example.ca'): Promise<Record<string, string>> {
  const zipPath = await writeWordPressPlugin(dir, origin);
  expect(zipPath).toBe(join(dir, wordpressPluginPath));
  const entries = unzipSync(await readFile(zipPath));
  return Object.fromEntries(Object.entries(entries).map(([path, data]) => [path, new TextDecoder().decode(data)]));
}

describe('the WordPress plugin zip', () => {
  it('holds the plugin in one top folder named after it, with the site.php the build writes', async () => {
    expect(Object.keys(await builtZip()).sort()).toEqual([
      `${pluginFolder}/includes/shortcodes.php`,
      `${pluginFolder}/okanagan-exterior-cleaning.php`,
      `${pluginFolder}/readme.txt`,
      `${pluginFolder}/site.php`,
    ]);
  });

  it('bakes in the origin it is built for', async () => {
    const files = await builtZip('https://staging.example.ca');
    expect(files[`${pluginFolder}/site.php`]).toContain(`'origin'      => 'https://staging.example.ca',`);
  });

  it('names each widget element and its attributes as the embed contract does', () => {
    const calculatorAttributes = `array( 'partner', 'page', 'accent', 'heading-level', 'tab', 'home-size', 'package', 'membership-size', 'plan' )`;
    expect(sitePhp('https://www.example.ca')).toContain(
      `\t\t'quote-calculator' => array(\n` +
        `\t\t\t'tag'        => 'okanagan-quote-calculator',\n` +
        `\t\t\t'embed'      => 'quote-calculator',\n` +
        `\t\t\t'attributes' => ${calculatorAttributes},\n`,
    );
    // The quote button takes the calculator's attributes, and its fallback link is the calculator's embed page.
    expect(sitePhp('https://www.example.ca')).toContain(
      `\t\t'quote-button' => array(\n` +
        `\t\t\t'tag'        => 'okanagan-quote-button',\n` +
        `\t\t\t'embed'      => 'quote-calculator',\n` +
        `\t\t\t'attributes' => ${calculatorAttributes},\n`,
    );
    expect(sitePhp('https://www.example.ca')).toContain(`'embedFolder' => '/embed',`);
  });

  it('writes a quote or backslash in a PHP string escaped', () => {
    expect(sitePhp(`https://it's.example\\ca`)).toContain(`'origin'      => 'https://it\\'s.example\\\\ca',`);
  });

  it('gives the same bytes for the same sources, whenever it is built', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T12:00:00Z') });
    const first = await readFile(await writeWordPressPlugin(dir, 'https://www.example.ca'));
    vi.setSystemTime(new Date('2031-07-15T08:30:00Z'));
    expect(await readFile(await writeWordPressPlugin(dir, 'https://www.example.ca'))).toEqual(first);
    vi.useRealTimers();
  });

  it("names the business in the plugin's header, and its readme's stable tag is the header's version", async () => {
    const files = await builtZip();
    const header = files[`${pluginFolder}/okanagan-exterior-cleaning.php`];
    expect(header).toMatch(new RegExp(`^ \\* Author: +${business.name}$`, 'm'));
    const version = /^ \* Version: +(\S+)$/m.exec(header)?.[1];
    expect(files[`${pluginFolder}/readme.txt`]).toMatch(new RegExp(`^Stable tag: ${version}$`, 'm'));
  });

  it('is served for an hour to any site, with no compressed twins', () => {
    const headers: Record<string, string> = {};
    const response = { setHeader: (name: string, value: string) => (headers[name] = value), removeHeader: () => undefined };
    staticHeaders('/dist')({ ...response, req: { url: wordpressPluginPath } }, `/dist${wordpressPluginPath}`);
    expect(headers).toEqual({ 'Cache-Control': 'public, max-age=3600', 'Cross-Origin-Resource-Policy': 'cross-origin' });
    expect(isCompressible(wordpressPluginPath)).toBe(false);
  });
});
