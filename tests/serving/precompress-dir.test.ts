// @vitest-environment node
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkTwins } from '../../server/http/precompress-dir';
import { precompressDir, twinSizes } from '../../serving/precompress-dir';

let dir: string;
const big = 'const greeting = "hello, Okanagan";\n'.repeat(200);

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'precompress-test-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'assets/app.js'), big);
  await writeFile(join(dir, 'index.html'), `<p>${big}</p>`);
  await writeFile(join(dir, 'tiny.css'), 'a{}');
  await writeFile(join(dir, 'photo.webp'), Buffer.alloc(4096, 7));
});

afterEach(() => rm(dir, { recursive: true, force: true }));

describe('precompressDir', () => {
  it('writes a brotli and a gzip twin of each text file that decode to the file', async () => {
    expect(await precompressDir(dir)).toBe(4);
    expect(brotliDecompressSync(await readFile(join(dir, 'assets/app.js.br'))).toString()).toBe(big);
    expect(gunzipSync(await readFile(join(dir, 'assets/app.js.gz'))).toString()).toBe(big);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(true);
  });

  it('leaves out files too small to gain, and formats that are compressed already', async () => {
    await precompressDir(dir);
    expect(existsSync(join(dir, 'tiny.css.br'))).toBe(false);
    expect(existsSync(join(dir, 'photo.webp.br'))).toBe(false);
  });

  it('does nothing the second time, when every twin is up to date', async () => {
    await precompressDir(dir);
    const told: number[] = [];
    expect(await precompressDir(dir, (files) => told.push(files))).toBe(0);
    expect(told).toEqual([]);
  });

  it('says how many files it compresses before it starts', async () => {
    const told: number[] = [];
    // app.js and index.html, and not a twin written yet; tiny.css is too small to gain.
    await precompressDir(dir, (files) => told.push(files, readdirSync(join(dir, 'assets')).length));
    expect(told).toEqual([2, 1]);
  });

  it('rewrites the twins of a file changed since', async () => {
    await precompressDir(dir);
    await writeFile(join(dir, 'assets/app.js'), `${big}// changed\n`);
    const later = new Date(Date.now() + 5_000);
    await utimes(join(dir, 'assets/app.js'), later, later);
    expect(await precompressDir(dir)).toBe(2);
    expect(gunzipSync(await readFile(join(dir, 'assets/app.js.gz'))).toString()).toContain('// changed');
  });

  it('deletes twins whose file is gone, so they are never served', async () => {
    await precompressDir(dir);
    await rm(join(dir, 'assets/app.js'));
    await precompressDir(dir);
    expect(existsSync(join(dir, 'assets/app.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets/app.js.gz'))).toBe(false);
    expect((await stat(join(dir, 'index.html.br'))).isFile()).toBe(true);
  });
});

describe('checkTwins', () => {
  it('finds nothing to say of a build precompressDir brought up to date', async () => {
    await precompressDir(dir);
    expect(await checkTwins(dir)).toEqual({ missing: [], stale: [] });
  });

  it('names the files worth compressing that have no twin, never the small ones or the images, and writes nothing', async () => {
    expect(await checkTwins(dir)).toEqual({ missing: [join(dir, 'assets/app.js'), join(dir, 'index.html')], stale: [] });
    expect(readdirSync(dir).sort()).toEqual(['assets', 'index.html', 'photo.webp', 'tiny.css']);
  });

  it('names the twins older than their file and those whose file is gone', async () => {
    await precompressDir(dir);
    const later = new Date(Date.now() + 60_000);
    await utimes(join(dir, 'index.html'), later, later);
    await rm(join(dir, 'assets/app.js'));
    expect(await checkTwins(dir)).toEqual({
      missing: [],
      stale: [join(dir, 'assets/app.js.br'), join(dir, 'assets/app.js.gz'), join(dir, 'index.html.br'), join(dir, 'index.html.gz')],
    });
  });
});

describe('twinSizes', () => {
  it('gives the size of each twin precompressDir wrote', async () => {
    await precompressDir(dir);
    const file = join(dir, 'assets/app.js');
    expect(await twinSizes(file)).toEqual({
      brotli: (await stat(`${file}.br`)).size,
      gzip: (await stat(`${file}.gz`)).size,
    });
  });

  it('gives none for a file without twins, or whose twins are older than it', async () => {
    expect(await twinSizes(join(dir, 'tiny.css'))).toEqual({ brotli: undefined, gzip: undefined });
    await precompressDir(dir);
    const later = new Date(Date.now() + 60_000);
    await utimes(join(dir, 'index.html'), later, later);
    expect(await twinSizes(join(dir, 'index.html'))).toEqual({ brotli: undefined, gzip: undefined });
  });
});
