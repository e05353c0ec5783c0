// The CSP kit's policy logic, pure so it can be unit-tested: which Content-Security-Policy sources a
// widget needs, and what a partner's policy lacks for them (matching as in CSP Level 3, section 6.7).
/* global URL */

/** The directives that decide each kind of request, most specific first (CSP3 6.8.3, effective directive). */
const deciders = {
  'script-src': ['script-src-elem', 'script-src', 'default-src'],
  'connect-src': ['connect-src', 'default-src'],
  'frame-src': ['frame-src', 'child-src', 'default-src'],
};

/**
 * The requests a widget makes, each with the directive kind that governs it and the source the kit
 * prints for it: the script from the site, the form posts to the endpoint, and the page the quote
 * button opens in its dialog (an iframe of the site's), for a widget that makes them.
 */
export function widgetRequests({ scriptUrl, integrity, endpoint, frameUrl }) {
  return [
    { directive: 'script-src', url: scriptUrl, source: new URL(scriptUrl).origin, integrity },
    ...(endpoint ? [{ directive: 'connect-src', url: endpoint, source: new URL(endpoint).origin }] : []),
    ...(frameUrl ? [{ directive: 'frame-src', url: frameUrl, source: new URL(frameUrl).origin }] : []),
  ];
}

/** The directives the widget needs, each with its sources: script-src, and connect-src or frame-src. */
export function neededDirectives(requests) {
  const directives = new Map();
  for (const { directive, source } of requests) {
    const sources = directives.get(directive) ?? [];
    directives.set(directive, sources.includes(source) ? sources : [...sources, source]);
  }
  return directives;
}

/** The strictest policy the widget works under: a page that holds nothing but the widget. */
export function strictestPolicy(requests) {
  return serializePolicy(new Map([['default-src', ["'none'"]], ...neededDirectives(requests)]));
}

/**
 * Parses a policy as pasted: a header value, a whole header line, or a <meta http-equiv> tag. A header
 * may hold several policies (separated by commas, or as repeated headers), and a request must pass
 * them all. Each policy is a Map from directive name to its source list; a repeated directive is
 * ignored, as browsers do.
 */
export function parsePolicies(text) {
  const meta = /<meta\b[^>]*\bcontent\s*=\s*("([^"]*)"|'([^']*)')/i.exec(text);
  const value = meta ? decodeEntities(meta[2] ?? meta[3]) : text;
  return value
    .replace(/content-security-policy(-report-only)?\s*:/gi, ',')
    .split(',')
    .map((policyText) => {
      const directives = new Map();
      for (const directiveText of policyText.split(';')) {
        const [name, ...sources] = directiveText.trim().split(/\s+/);
        const key = name.toLowerCase();
        if (/^[a-z0-9-]+$/.test(key) && !directives.has(key)) directives.set(key, sources);
      }
      return directives;
    })
    .filter((directives) => directives.size > 0);
}

/** A policy as one line, directives joined by "; ". */
export function serializePolicy(directives) {
  return [...directives].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/**
 * What each pasted policy lacks for the widget's requests: one entry per blocked request, naming the
 * directive that blocks it and the directive line that would allow it (`fix`: its name and sources).
 * `pageOrigin` is the partner page's origin, which 'self' stands for; unknown, 'self' matches nothing.
 */
export function missingFromPolicies(policies, requests, { pageOrigin } = {}) {
  const missing = [];
  policies.forEach((directives, policyIndex) => {
    for (const request of requests) {
      const decider = deciders[request.directive].find((name) => directives.has(name));
      if (!decider) continue; // nothing restricts this kind of request
      const sources = directives.get(decider);
      if (allows(sources, request, pageOrigin)) continue;
      const strictDynamic = request.directive === 'script-src' && hasKeyword(sources, "'strict-dynamic'");
      // 'strict-dynamic' ignores host sources: only a nonce, which the kit cannot know, or the hash can help.
      const added = strictDynamic ? request.integrity && `'${request.integrity}'` : request.source;
      const kept = sources.filter((source) => source.toLowerCase() !== "'none'");
      missing.push({
        policyIndex,
        request,
        decider,
        noneOnly: kept.length === 0,
        hasSelf: hasKeyword(sources, "'self'"),
        strictDynamic,
        fix: added ? { name: decider === 'default-src' ? request.directive : decider, sources: [...kept, added] } : undefined,
      });
    }
  });
  return missing;
}

/** The policy with each fix applied: a directive that exists is replaced where it stands, a new one goes last. */
export function applyFixes(directives, fixes) {
  const fixed = new Map(directives);
  for (const { name, sources } of fixes) fixed.set(name, sources);
  return fixed;
}

function hasKeyword(sources, keyword) {
  return sources.some((source) => source.toLowerCase() === keyword);
}

function decodeEntities(text) {
  return text.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&apos;', "'").replaceAll('&amp;', '&');
}

/** Whether a source list allows the request (CSP3 6.7.2.5, and the integrity check of 6.7.1.1 for scripts). */
function allows(sources, request, pageOrigin) {
  const url = new URL(request.url);
  if (request.directive === 'script-src' && request.integrity) {
    const [algorithm, digest] = request.integrity.split(/-(.*)/s);
    const hashed = sources.some((source) => {
      const match = /^'(sha256|sha384|sha512)-(.+)'$/i.exec(source);
      return match && match[1].toLowerCase() === algorithm.toLowerCase() && match[2] === digest;
    });
    if (hashed) return true;
  }
  if (request.directive === 'script-src' && hasKeyword(sources, "'strict-dynamic'")) return false;
  return sources.some((source) => matches(source, url, pageOrigin));
}

const networkSchemes = ['http:', 'https:', 'ws:', 'wss:'];

/** Whether one source expression matches a URL (CSP3 6.7.2.6). */
function matches(source, url, pageOrigin) {
  const expression = source.toLowerCase();
  if (expression === '*') return networkSchemes.includes(url.protocol);
  if (expression === "'self'") return pageOrigin !== undefined && selfMatches(new URL(pageOrigin), url);
  if (/^[a-z][a-z0-9+.-]*:$/.test(expression)) return schemeMatches(expression, url.protocol);
  const host = /^(?:([a-z][a-z0-9+.-]*:)\/\/)?(\*|(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\d+|\*))?(\/[^?#]*)?$/.exec(expression);
  if (!host) return false; // a keyword, nonce or hash, or nothing CSP understands
  const [, scheme, hostPart, port, path] = host;
  // With no scheme, the page's scheme is meant: an http: page also allows https:. Unknown, either.
  const pageScheme = pageOrigin ? new URL(pageOrigin).protocol : url.protocol === 'https:' ? 'https:' : 'http:';
  if (!schemeMatches(scheme ?? pageScheme, url.protocol)) return false;
  if (!hostMatches(hostPart, url.hostname)) return false;
  if (!portMatches(port, url)) return false;
  return !path || pathMatches(path, url.pathname);
}

function schemeMatches(expected, actual) {
  if (expected === actual) return true;
  return (expected === 'http:' && actual === 'https:') || (expected === 'ws:' && ['wss:', 'http:', 'https:'].includes(actual));
}

function hostMatches(pattern, hostname) {
  const host = hostname.toLowerCase();
  if (pattern === '*') return true;
  if (pattern.startsWith('*.')) return host.endsWith(pattern.slice(1));
  return host === pattern;
}

const defaultPorts = { 'http:': '80', 'https:': '443', 'ws:': '80', 'wss:': '443' };

function portMatches(port, url) {
  if (port === '*') return true;
  // The URL parser drops a default port, so url.port is '' for one.
  if (port === undefined) return url.port === '';
  return port === (url.port || defaultPorts[url.protocol]);
}

function pathMatches(pattern, pathname) {
  const [expected, actual] = [pattern, pathname].map((path) => decodeURIComponent(path));
  return expected.endsWith('/') ? actual.startsWith(expected) : actual === expected;
}

function selfMatches(origin, url) {
  if (origin.origin === url.origin) return true;
  // An http: page's 'self' also allows its host over https: (CSP3 6.7.2.6, step 4.2).
  return origin.hostname === url.hostname && origin.protocol === 'http:' && url.protocol === 'https:' && url.port === '';
}
