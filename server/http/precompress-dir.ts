// Writes brotli and gzip twins (file.br, file.gz) of a build's text files for @fastify/static's preCompressed.
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
const minimumSize = 1_024;

const encoders: ReadonlyArray<readonly [string, (source: Buffer) => Promise<Buffer>]> = [
  ['.br', brotliBest],
  ['.gz', gzipBest],
];

async function modifiedTime(path: string): Promise<number | undefined> {
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

async function compressFile(file: string): Promise<number> {
  const sourceTime = (await stat(file)).mtimeMs;
  const source = await readFile(file);
  let written = 0;
  for (const [extension, encode] of encoders) {
    const twin = file + extension;
    const twinTime = await modifiedTime(twin);
    if (twinTime !== undefined && twinTime >= sourceTime) continue;
    const compressed = source.length >= minimumSize ? await encode(source) : undefined;
    // Serving a twin that is no smaller than the file would only cost the client a decode.
    if (!compressed || compressed.length >= source.length) {
      await rm(twin, { force: true });
      continue;
    }
    await writeAtomically(twin, compressed);
    written++;
  }
  return written;
}

/**
 * Brings the twins under `dir` up to date: writes those missing or older than their file,
 * and deletes those whose file is gone, so a stale twin is never served. Idempotent and
 * cheap when nothing changed; returns how many twins it wrote.
 */
export async function precompressDir(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  const sources = new Set(files.filter((file) => !/\.(br|gz)$/.test(file)));
  const orphans = files.filter((file) => /\.(br|gz)$/.test(file) && !sources.has(file.slice(0, -3)));
  await Promise.all(orphans.map((file) => rm(file, { force: true })));
  const counts = await Promise.all([...sources].filter(isCompressible).map(compressFile));
  return counts.reduce((sum, count) => sum + count, 0);
}
