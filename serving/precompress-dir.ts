// Writes brotli and gzip twins (file.br, file.gz) of a build's text files for @fastify/static's preCompressed: the
// build does, once; the server checks them at each start (server/http/precompress-dir.ts).
import { randomBytes } from 'node:crypto';
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliBest, gzipBest } from './compression';

const compressibleExtensions = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest|map|ico)$/i;

/** True for a path whose file type brotli and gzip shrink; images and fonts in dist/ are compressed already. */
export function isCompressible(path: string): boolean {
  return compressibleExtensions.test(path);
}

// Below this, compression saves less than the headers it costs.
export const minimumSize = 1_024;

export const encoders: ReadonlyArray<readonly [string, (source: Buffer) => Promise<Buffer>]> = [
  ['.br', brotliBest],
  ['.gz', gzipBest],
];

/** When `path` was last written; undefined when it is not there. */
export async function modifiedTime(path: string): Promise<number | undefined> {
  try {
    return (await stat(path)).mtimeMs;
  } catch {
    return undefined;
  }
}

/** Writes through a temporary name, so a server reading the twin never sees half a file. */
async function writeAtomically(path: string, data: Buffer): Promise<void> {
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, path);
}

/** The encoders whose twin of `file` is missing or older than it; none for a file too small to gain, whose twins go. */
async function staleEncoders(file: string): Promise<(typeof encoders)[number][]> {
  const { mtimeMs: sourceTime, size } = await stat(file);
  if (size < minimumSize) {
    await Promise.all(encoders.map(([extension]) => rm(file + extension, { force: true })));
    return [];
  }
  const stale = [];
  for (const encoder of encoders) {
    const twinTime = await modifiedTime(file + encoder[0]);
    if (twinTime === undefined || twinTime < sourceTime) stale.push(encoder);
  }
  return stale;
}

async function writeTwins(file: string, stale: typeof encoders): Promise<number> {
  const source = await readFile(file);
  let written = 0;
  for (const [extension, encode] of stale) {
    const twin = file + extension;
    const compressed = await encode(source);
    // Serving a twin that is no smaller than the file would only cost the client a decode.
    if (compressed.length >= source.length) {
      await rm(twin, { force: true });
      continue;
    }
    await writeAtomically(twin, compressed);
    written++;
  }
  return written;
}

/** The files of a build: the sources, the compressible ones among them, and the twins whose source is gone. */
export async function listBuild(dir: string) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  const sources = new Set(files.filter((file) => !/\.(br|gz)$/.test(file)));
  const orphans = files.filter((file) => /\.(br|gz)$/.test(file) && !sources.has(file.slice(0, -3)));
  return { compressible: [...sources].filter(isCompressible), orphans };
}

/**
 * Brings the twins under `dir` up to date, cheaply when nothing changed: writes those missing or older than their file
 * and deletes those whose file is gone, so a stale twin is never served. Tells `onWork` how many files it compresses
 * before writing; returns how many twins it wrote.
 */
export async function precompressDir(dir: string, onWork?: (files: number) => void): Promise<number> {
  const { compressible, orphans } = await listBuild(dir);
  await Promise.all(orphans.map((file) => rm(file, { force: true })));
  const work = (await Promise.all(compressible.map(async (file) => [file, await staleEncoders(file)] as const))).filter(
    ([, stale]) => stale.length > 0,
  );
  if (work.length > 0) onWork?.(work.length);
  let written = 0;
  for (const [file, stale] of work) written += await writeTwins(file, stale);
  return written;
}

/**
 * The sizes of `file`'s brotli and gzip twins, each when it is there and not older than the file, so it holds the
 * file's bytes as they are now; undefined for a twin missing or stale.
 */
export async function twinSizes(file: string): Promise<{ brotli?: number; gzip?: number }> {
  const { mtimeMs: sourceTime } = await stat(file);
  const current = (extension: string) =>
    stat(file + extension).then(
      (twin) => (twin.mtimeMs >= sourceTime ? twin.size : undefined),
      () => undefined,
    );
  const [brotli, gzip] = await Promise.all([current('.br'), current('.gz')]);
  return { brotli, gzip };
}
