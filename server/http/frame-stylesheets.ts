// The site's own stylesheets, for the one page the server writes itself: the answer to a form posted without scripts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The page-assets block as the build writes it (site/routing/page-assets.ts, which the server does not import; the
// tests write it with the build's own code): JSON whose `held` lists the files.
const pageAssetsData = /<script type="application\/json" id="page-assets">([\s\S]*?)<\/script>/;

/**
 * The stylesheets whose rules the built 404 page holds inline, as its page-assets block names them (`held`), as paths
 * on the site: the frame's rules (tokens, header, buttons, sections) first. The build keeps them as files, which a
 * client-side navigation links. Found once at start; none when there is no build, or no such block.
 */
export function frameStylesheets(root: string): string[] {
  let page: string;
  try {
    page = readFileSync(join(root, '404.html'), 'utf8');
  } catch {
    return [];
  }
  const data = pageAssetsData.exec(page)?.[1];
  return data ? (JSON.parse(data) as { held: string[] }).held : [];
}
