// Matches a URL path against a route pattern such as "/services/:serviceId". Pure, for router and prerenderer alike.

export type RouteParams = Readonly<Record<string, string>>;

/** "/about/" and "/about" are the same page; "/" stays "/". */
export function normalizePath(path: string): string {
  const withoutQuery = path.split(/[?#]/, 1)[0] || '/';
  return withoutQuery.length > 1 ? withoutQuery.replace(/\/+$/, '') || '/' : withoutQuery;
}

/** The params of `path` under `pattern`, or null when it does not match. Case matters, as it does to the server. */
export function matchPath(pattern: string, path: string): RouteParams | null {
  const wanted = pattern.split('/');
  const given = normalizePath(path).split('/');
  if (wanted.length !== given.length) return null;
  const params: Record<string, string> = {};
  for (let index = 0; index < wanted.length; index += 1) {
    const part = wanted[index];
    if (part.startsWith(':')) {
      if (!given[index]) return null;
      try {
        params[part.slice(1)] = decodeURIComponent(given[index]);
      } catch {
        return null;
      }
    } else if (part !== given[index]) return null;
  }
  return params;
}
