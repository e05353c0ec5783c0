// What the build records about itself for the server, in dist/.build.json: the origin its widgets post every lead to.
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A dotfile, so neither the server nor the _headers rules publish it. */
const buildInfoFile = '.build.json';

export interface BuildInfo {
  /** The origin fixed into the widget scripts (SITE_ORIGIN at build time). */
  siteOrigin: string;
}

/** Records `info` beside the build it describes. */
export async function writeBuildInfo(distDir: string, info: BuildInfo): Promise<void> {
  await writeFile(join(distDir, buildInfoFile), `${JSON.stringify(info, null, 2)}\n`);
}

/** What the build in `distDir` recorded; undefined for a build that recorded nothing (or no build). */
export function readBuildInfo(distDir: string): BuildInfo | undefined {
  try {
    const info: unknown = JSON.parse(readFileSync(join(distDir, buildInfoFile), 'utf8'));
    if (typeof info === 'object' && info !== null && typeof (info as BuildInfo).siteOrigin === 'string') return info as BuildInfo;
  } catch {
    // Missing or unreadable: the build is from before it recorded anything.
  }
  return undefined;
}

/**
 * Why the build in `distDir` must not be served when SITE_ORIGIN is `siteOrigin`: its widgets would post every
 * partner page's leads to another origin. Undefined when it may be served, or when SITE_ORIGIN is not set.
 */
export function originMismatch(distDir: string, siteOrigin: string | undefined): string | undefined {
  if (siteOrigin === undefined) return undefined;
  const built = readBuildInfo(distDir)?.siteOrigin;
  if (built === siteOrigin) return undefined;
  return built === undefined
    ? `the build in ${distDir} does not record which origin its widgets post leads to, and SITE_ORIGIN is ${siteOrigin}`
    : `the widgets in ${distDir} post leads to ${built}, not to SITE_ORIGIN=${siteOrigin}`;
}
