// The committed baseline (size-baseline.json): each entry's gzip size when it was last accepted.
import { readFile } from 'node:fs/promises';
import type { SizeReport } from './size-report';
import { sizeEntries } from './size-entries';

export interface SizeBaseline {
  about?: string;
  /** Gzip bytes by entry id ("quote-calculator.js", "/ JS", "/ CSS"). */
  gzipBytes: Record<string, number>;
}

/** The baseline at `file`; an empty one when the file does not exist yet. */
export async function readBaseline(file: string): Promise<SizeBaseline> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { gzipBytes: {} };
    throw error;
  }
  const { gzipBytes } = JSON.parse(text) as Partial<SizeBaseline>;
  if (typeof gzipBytes !== 'object' || gzipBytes === null) throw new Error(`${file}: "gzipBytes" must map entries to gzip bytes.`);
  return { gzipBytes };
}

/** A new baseline holding every entry of `report`. */
export function baselineFrom(report: SizeReport): SizeBaseline {
  return {
    about:
      'Gzip bytes (level 9, as the server pre-compresses) of each entry when last accepted. Written by npm run size:update; do not edit.',
    gzipBytes: Object.fromEntries(sizeEntries(report).map((entry) => [entry.id, entry.sizes.gzip])),
  };
}
