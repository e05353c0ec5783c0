// Names a prerendered HTML file by the route it serves: the inverse of htmlFileFor in scripts/build/prerender.ts.

/** "/" for index.html, "/about" for about/index.html, "/404" for 404.html. */
export function routePath(htmlFile: string): string {
  const path = htmlFile
    .replace(/\\/g, '/')
    .replace(/(^|\/)index\.html$/, '')
    .replace(/\.html$/, '');
  return `/${path}`;
}
