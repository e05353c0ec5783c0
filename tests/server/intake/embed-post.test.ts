// @vitest-environment node
// A form posted from an embed page without scripts (product rules §8.5): the embed page's own query, which the
// browser sends as the post's same-origin Referer, credits the lead, and the answer may be shown in the partner's frame.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeFormBody, formBodies, withName } from '../form-bodies';
import { postForm, startTestApp, type TestApp } from '../test-server';

let server: TestApp;

beforeAll(async () => {
  server = await startTestApp();
});

afterAll(() => server.stop());

const site = 'https://okanagan.test';
/** A navigation's post, as a browser sends a form without scripts from a page at `referer`. */
const fromPage = (referer: string) => ({ Host: 'okanagan.test', Accept: 'text/html,*/*;q=0.8', Referer: referer });

/** Posts the contact form under `name` with `headers`, and returns the answer and the stored row. */
async function post(name: string, headers: Record<string, string>, body = encodeFormBody(withName(formBodies[3], name))) {
  const response = await postForm(server, body, headers);
  const row = server.rows().find((candidate) => JSON.parse(String(candidate.fields)).name === name);
  return { response, row, page: await response.text() };
}

describe('a post from an embed page without scripts', () => {
  it('stores the partner and the utm_* of the embed page, which is the page it came from', async () => {
    const referer = `${site}/embed/contact-form?partner=acme-strata&utm_source=newsletter&utm_campaign=spring&accent=%23aa3300&subject=emergency`;
    const { response, row } = await post('Embed No Script', fromPage(referer));
    expect(response.status).toBe(200);
    expect(row?.partner).toBe('acme-strata');
    expect(JSON.parse(String(row?.attribution))).toEqual({
      page: `${site}/embed/contact-form`,
      utm_source: 'newsletter',
      utm_campaign: 'spring',
    });
  });

  it('stores the page its query names, a WordPress post among them, and never a page that is not an http: or https: URL', async () => {
    const post8 = 'https://partner.example.org/?p=8';
    const named = await post('Embed Named Page', fromPage(`${site}/embed/contact-form?partner=acme&page=${encodeURIComponent(post8)}`));
    expect(JSON.parse(String(named.row?.attribution))).toEqual({ page: post8 });
    const script = await post('Embed Script Page', fromPage(`${site}/embed/contact-form?partner=acme&page=javascript:alert(1)`));
    expect(JSON.parse(String(script.row?.attribution))).toEqual({ page: `${site}/embed/contact-form` });
  });

  it('is answered with a page any site may frame, without the site’s header, whose links open outside the frame', async () => {
    const { response, page } = await post('Embed Framed', fromPage(`${site}/embed/quote-form/?partner=acme`));
    const policy = String(response.headers.get('content-security-policy'));
    expect(policy).toContain('frame-ancestors *');
    expect(policy).not.toContain("frame-ancestors 'self'");
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(page).toContain('Request received');
    expect(page).not.toContain('site-header');
    const links = [...page.matchAll(/<a [^>]*>/g)].map(([tag]) => tag);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links.filter((tag) => !tag.includes('href="tel:'))) expect(link).toContain('target="_blank"');
  });

  it('keeps what a scripted embed page posted itself: its partner and the page that framed it', async () => {
    const body = encodeFormBody({
      ...withName(formBodies[3], 'Embed Scripted'),
      attribution: { partner: 'posted', page: 'https://partner.example.org/' },
    });
    const { row } = await post(
      'Embed Scripted',
      { ...fromPage(`${site}/embed/contact-form?partner=posted&utm_source=x`), Accept: '*/*' },
      body,
    );
    expect(row?.partner).toBe('posted');
    expect(JSON.parse(String(row?.attribution))).toEqual({ page: 'https://partner.example.org/', utm_source: 'x' });
  });

  it('takes nothing from a partner longer than the widgets accept, as the embed page ignores it', async () => {
    const { row } = await post('Embed Long Partner', fromPage(`${site}/embed/contact-form?partner=${'a'.repeat(101)}`));
    expect(row?.partner).toBeNull();
  });
});

describe('a post from anywhere else', () => {
  for (const [label, referer] of [
    ['another origin’s embed path', 'https://partner.example.org/embed/contact-form?partner=forged'],
    ['the site’s other pages', `${site}/contact?partner=forged`],
    ["an embed page's index.html", `${site}/embed/contact-form/index.html?partner=forged`],
    ['a doubled slash', `${site}/embed//contact-form?partner=forged`],
  ]) {
    it(`takes no partner from ${label}, and is framed only by the site`, async () => {
      const { response, row, page } = await post(`Not Embed ${label}`, fromPage(referer));
      expect(row?.partner).toBeNull();
      expect(row?.attribution).toBeNull();
      expect(String(response.headers.get('content-security-policy'))).toContain("frame-ancestors 'self'");
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(page).toContain('site-header');
    });
  }
});
