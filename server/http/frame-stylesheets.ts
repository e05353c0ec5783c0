// The site's own stylesheet, for the one page the server writes itself: the answer to a form posted without scripts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The stylesheets the built 404 page links, leaving out disabled links (which are not applied), as paths on the
 * site: the frame's rules (tokens, header, buttons, sections), which every route loads first. Found once at start;
 * none when there is no build, or no such link.
 */
export function frameStylesheets(root: string): string[] {
  let page: string;
  try {
    page = readFileSync(join(root, '404.html'), 'utf8');
  } catch {
    return [];
  }
  return [...page.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /\brel="stylesheet"/.test(tag) && !/\sdisabled\b/.test(tag))
    .map((tag) => /\bhref="(\/[^"/][^"]*)"/.exec(tag)?.[1])
    .filter((href): href is string => href !== undefined);
}
