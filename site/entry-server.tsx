// Prerender entry: renders one path of the site to HTML at build time (DECISIONS D8).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app';

export { notFoundRoute, prerenderPaths, routes } from './routes';

/** The HTML of the page at `path`. */
export function render(path: string): string {
  return renderToString(
    <StrictMode>
      <App ssrPath={path} />
    </StrictMode>,
  );
}

export { headTags } from './head-tags';
