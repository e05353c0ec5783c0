// The snippet builder's CSP kit (embed-demo/csp-kit.js): the policy it prints, and what it finds
// missing from a pasted policy. Matching follows CSP Level 3 as Chromium enforces it.
import { describe, expect, it } from 'vitest';
import { applyFixes, missingFromPolicies, parsePolicies, serializePolicy, strictestPolicy, widgetRequests } from '../embed-demo/csp-kit.js';

const site = 'https://site.example';
const requests = widgetRequests({ scriptUrl: `${site}/widgets/quote-calculator.js`, endpoint: `${site}/` });
const pinned = widgetRequests({
  scriptUrl: `${site}/widgets/quote-calculator.1a2b3c4d5e.js`,
  integrity: 'sha384-abc+/def=',
  endpoint: 'https://leads.partner.example/hook',
});

/** The fixed directive line for each blocked request, in the order of the widget's requests. */
function fixes(policy: string, options?: { pageOrigin?: string }, widget = requests) {
  return missingFromPolicies(parsePolicies(policy), widget, options).map(({ fix }) => fix && `${fix.name} ${fix.sources.join(' ')}`);
}

describe('the policy the kit prints', () => {
  it('allows the script from the site and the posts to the endpoint, and nothing else', () => {
    expect(strictestPolicy(requests)).toBe(`default-src 'none'; script-src ${site}; connect-src ${site}`);
  });

  it('names the endpoint origin, not its path, in connect-src', () => {
    expect(strictestPolicy(pinned)).toBe(`default-src 'none'; script-src ${site}; connect-src https://leads.partner.example`);
  });

  it('is allowed by itself', () => {
    expect(missingFromPolicies(parsePolicies(strictestPolicy(pinned)), pinned)).toEqual([]);
  });
});

describe('parsing a pasted policy', () => {
  it('reads directives separated by semicolons, ignoring case, spacing and a repeated directive', () => {
    const [policy] = parsePolicies(`  DEFAULT-SRC 'self' ;\n script-src   https://a.example;;script-src https://b.example;`);
    expect([...policy]).toEqual([
      ['default-src', ["'self'"]],
      ['script-src', ['https://a.example']],
    ]);
  });

  it('takes the value out of a header line or a meta tag', () => {
    expect(serializePolicy(parsePolicies("Content-Security-Policy: default-src 'self'")[0])).toBe("default-src 'self'");
    const meta = `<meta http-equiv="Content-Security-Policy" content="script-src 'self' ${site}; img-src *">`;
    expect(serializePolicy(parsePolicies(meta)[0])).toBe(`script-src 'self' ${site}; img-src *`);
  });

  it('splits several policies, as commas or repeated headers give them', () => {
    expect(parsePolicies("default-src 'self', script-src *")).toHaveLength(2);
    expect(parsePolicies("Content-Security-Policy: default-src 'self'\nContent-Security-Policy: img-src *")).toHaveLength(2);
  });

  it('finds no policy in empty text', () => {
    expect(parsePolicies('  ;  ')).toEqual([]);
  });
});

describe('what a pasted policy is missing', () => {
  it('reports a missing connect-src when only script-src allows the site', () => {
    expect(fixes(`default-src 'self'; script-src 'self' ${site}`)).toEqual([`connect-src 'self' ${site}`]);
  });

  it('falls back to default-src when a directive is absent, and keeps its sources in the new directive', () => {
    const [missing] = missingFromPolicies(parsePolicies("default-src 'self' https://cdn.example"), requests);
    expect(missing).toMatchObject({ decider: 'default-src', hasSelf: true, fix: { name: 'script-src' } });
    expect(fixes("default-src 'self' https://cdn.example")).toEqual([
      `script-src 'self' https://cdn.example ${site}`,
      `connect-src 'self' https://cdn.example ${site}`,
    ]);
  });

  it("drops 'none' from the fixed directive", () => {
    const [missing] = missingFromPolicies(parsePolicies("default-src 'none'; script-src 'none'"), requests);
    expect(missing).toMatchObject({ decider: 'script-src', noneOnly: true });
    expect(fixes("default-src 'none'; script-src 'none'")).toEqual([`script-src ${site}`, `connect-src ${site}`]);
  });

  it("does not count 'self' as the site, unless the page is on the site's origin", () => {
    expect(fixes("script-src 'self'; connect-src 'self'")).toHaveLength(2);
    expect(fixes("script-src 'self'; connect-src 'self'", { pageOrigin: site })).toEqual([]);
  });

  it('matches wildcard hosts on subdomains only', () => {
    expect(fixes("default-src 'self' https://*.site.example")).toHaveLength(2);
    expect(fixes("default-src 'self' https://*.example")).toEqual([]);
    expect(fixes('default-src *.example')).toEqual([]);
  });

  it('matches scheme sources, an http: source also allowing https:', () => {
    expect(fixes('default-src https:')).toEqual([]);
    expect(fixes('default-src http:')).toEqual([]);
    expect(fixes('default-src data: blob:')).toHaveLength(2);
    expect(fixes('default-src *')).toEqual([]);
  });

  it('matches ports and paths as written', () => {
    expect(fixes(`default-src ${site}:443`)).toEqual([]);
    expect(fixes(`default-src ${site}:8443`)).toHaveLength(2);
    expect(
      fixes(
        'default-src http://127.0.0.1:*',
        {},
        widgetRequests({ scriptUrl: 'http://127.0.0.1:4310/widgets/all.js', endpoint: 'http://127.0.0.1:4310/' }),
      ),
    ).toEqual([]);
    expect(fixes(`script-src ${site}/widgets/; connect-src ${site}/`)).toEqual([]);
    expect(fixes(`script-src ${site}/widgets; connect-src ${site}/other/`)).toHaveLength(2);
  });

  it('changes script-src-elem when it is the directive that decides', () => {
    expect(fixes(`script-src ${site}; script-src-elem 'self'; connect-src ${site}`)).toEqual([`script-src-elem 'self' ${site}`]);
  });

  it("asks for the pinned file's hash, or a nonce, when 'strict-dynamic' ignores host sources", () => {
    const policy = `script-src 'nonce-r4nd0m' 'strict-dynamic' ${site}; connect-src *`;
    expect(missingFromPolicies(parsePolicies(policy), requests)).toMatchObject([{ strictDynamic: true, fix: undefined }]);
    expect(fixes(policy, {}, pinned)).toEqual([`script-src 'nonce-r4nd0m' 'strict-dynamic' ${site} 'sha384-abc+/def='`]);
    expect(fixes(`script-src 'strict-dynamic' 'sha384-abc+/def='; connect-src *`, {}, pinned)).toEqual([]);
  });

  it('accepts the hash of a pinned file in place of its origin', () => {
    expect(fixes("default-src 'none'; script-src 'sha384-abc+/def='; connect-src https://leads.partner.example", {}, pinned)).toEqual([]);
    expect(fixes("default-src 'none'; script-src 'sha384-other='; connect-src https://leads.partner.example", {}, pinned)).toHaveLength(1);
  });

  it('needs nothing from a policy of unrelated directives', () => {
    expect(fixes("img-src 'self' data:; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'; upgrade-insecure-requests")).toEqual([]);
  });

  it('finds nothing missing from a policy that already allows the widget', () => {
    expect(fixes(`default-src 'self'; script-src 'self' 'nonce-abc' ${site}; connect-src 'self' https://*.example; img-src *`)).toEqual([]);
  });

  it('checks every policy of several, since each is enforced', () => {
    const missing = missingFromPolicies(parsePolicies(`default-src *, script-src 'self'; connect-src ${site}`), requests);
    expect(missing).toMatchObject([{ policyIndex: 1, decider: 'script-src' }]);
  });

  it('applies the fixes in place, adding new directives last', () => {
    const [policy] = parsePolicies("default-src 'self'; script-src 'self'; img-src *");
    const missing = missingFromPolicies([policy], requests);
    const fixed = applyFixes(
      policy,
      missing.map(({ fix }) => fix!),
    );
    expect(serializePolicy(fixed)).toBe(`default-src 'self'; script-src 'self' ${site}; img-src *; connect-src 'self' ${site}`);
  });
});

describe('the quote button', () => {
  const quoteButton = widgetRequests({ scriptUrl: `${site}/widgets/quote-button.js`, frameUrl: `${site}/embed/quote-calculator` });

  it('needs the script and a frame of the site, and no connection', () => {
    expect(strictestPolicy(quoteButton)).toBe(`default-src 'none'; script-src ${site}; frame-src ${site}`);
  });

  it('reports a missing frame-src, falling back to default-src as the browser does', () => {
    expect(fixes(`default-src 'self'; script-src ${site}; connect-src ${site}`, {}, quoteButton)).toEqual([`frame-src 'self' ${site}`]);
  });

  it('lets child-src decide for frames when the policy has no frame-src', () => {
    expect(fixes(`default-src 'none'; script-src ${site}; child-src ${site}`, {}, quoteButton)).toEqual([]);
    expect(fixes(`default-src 'none'; script-src ${site}; child-src 'none'`, {}, quoteButton)).toEqual([`child-src ${site}`]);
  });
});
