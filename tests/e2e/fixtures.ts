// What every end-to-end test stands on: its worker's own server (the site and the embed demo, a database of their
// own), a watch that fails the test on any page's console error or CSP violation it did not expect, axe-core, and
// the steps that need the server's origins: a test page on the demo origin, the widget scripts, answered posts.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { leadsReport } from '../../scripts/leads/leads';
import type { StoredLead } from '../../server/leads/stored-leads';
import { spawnTestSite, type TestSite } from '../server/spawn-server';

export { expect };

/** What a test is told of its page problems, and how it says which it expects. */
export interface PageWatch {
  /** Lets problems matching `pattern` through: the test causes them on purpose (a blocked post, a broken policy). */
  allow(pattern: RegExp): void;
  /** The CSP violations every watched page has reported so far, each as `<directive> <blocked URI>`. */
  violations(): string[];
  /** What the watched pages reported so far that the test did not allow: the test fails with these at its end. */
  problems(): string[];
  /** Watches the pages of a context the test opened itself, as it watches the test's own. */
  add(context: BrowserContext): Promise<void>;
  /** Hears `page`'s violations again after page.setContent, whose new document drops the watch's listener. */
  listen(page: Page): Promise<void>;
}

/** Which part of the page axe-core looks at, and whether it reports every finding or only the serious ones. */
export interface AxeScope {
  include?: string;
  exclude?: string;
  everyImpact?: boolean;
}

interface WorkerFixtures {
  server: TestSite;
}

export interface TestFixtures {
  siteOrigin: string;
  demoOrigin: string;
  /** The leads the worker's server stored under a form-name and sends on (not held), newest first, as `npm run leads` lists them. */
  storedLeads: (formName: string) => StoredLead[];
  watch: PageWatch;
  /** axe-core's serious and critical violations on the test's page as it is now, one line each. */
  seriousViolations: (scope?: AxeScope) => Promise<string[]>;
  /** The address of the site's widget script `name`. */
  widgetScript: (name: string) => string;
  /**
   * Opens the demo origin's blank page and writes `body` into it, so a test can load the widget scripts in ways no
   * demo page does (twice, pinned, late). The page must come from the loopback server itself: Chrome blocks a page
   * fulfilled by the test from fetching loopback scripts.
   */
  openTestPage: (body: string) => Promise<void>;
  /** Opens the demo origin's blank page holding `body` after the site's widget script `name`. */
  openWidgetPage: (name: string, body: string) => Promise<void>;
  /** Answers form posts to the site's endpoint without reaching the server (its rate limit is for people). */
  answerFormPosts: (status?: number) => Promise<void>;
  /** Makes every form post to the site fail as a network error would. */
  failFormPosts: () => Promise<void>;
}

/** The page's own report of each violation, from before its first script, in every frame. */
function reportViolations() {
  const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
  addEventListener('securitypolicyviolation', (event) => report(`${event.effectiveDirective} ${event.blockedURI}`), true);
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first argument.
    async ({}, use) => {
      const server = await spawnTestSite();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ server }, use) => use(server.siteOrigin),
  siteOrigin: async ({ server }, use) => use(server.siteOrigin),
  demoOrigin: async ({ server }, use) => use(server.demoOrigin),
  storedLeads: async ({ server }, use) =>
    use((formName) => JSON.parse(leadsReport(['list', '--form', formName, '--format', 'json'], { LEADS_DB: server.leadsDb }))),

  watch: [
    async ({ context }, use) => {
      const problems: string[] = [];
      const violations: string[] = [];
      const allowed: RegExp[] = [];
      const watchPage = (page: Page) => {
        page.on('console', (message) => {
          // A document's own error status is the answer the test navigated to, and checks itself: not a problem.
          const url = message.location().url;
          if (/^Failed to load resource: the server responded/.test(message.text()) && page.frames().some((frame) => frame.url() === url))
            return;
          // A hydration mismatch is a failure whatever level React logs it at.
          if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(`console: ${message.text()}`);
        });
        page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      };
      const add = async (watched: BrowserContext) => {
        watched.pages().forEach(watchPage);
        watched.on('page', watchPage);
        await watched.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
        await watched.addInitScript(reportViolations);
      };
      const unexpected = () =>
        [...problems, ...violations.map((text) => `CSP violation: ${text}`)].filter(
          (problem) => !allowed.some((pattern) => pattern.test(problem)),
        );
      await add(context);
      const listen = (page: Page) => page.evaluate(reportViolations);
      await use({ allow: (pattern) => allowed.push(pattern), violations: () => [...violations], problems: unexpected, add, listen });
      expect(unexpected(), 'console errors, uncaught exceptions and CSP violations the test did not expect').toEqual([]);
    },
    { auto: true },
  ],

  seriousViolations: async ({ page }, use) =>
    use(async ({ include, exclude, everyImpact = false } = {}) => {
      let builder = new AxeBuilder({ page });
      if (include) builder = builder.include(include);
      if (exclude) builder = builder.exclude(exclude);
      const { violations } = await builder.analyze();
      return violations
        .filter((violation) => everyImpact || violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
    }),
  widgetScript: async ({ siteOrigin }, use) => use((name) => `${siteOrigin}/widgets/${name}.js`),
  openTestPage: async ({ page, demoOrigin, watch }, use) =>
    use(async (body) => {
      await page.goto(`${demoOrigin}/blank.html`);
      await page.setContent(`<!doctype html><html lang="en"><head><title>Test page</title></head><body>${body}</body></html>`);
      await watch.listen(page);
    }),
  openWidgetPage: async ({ openTestPage, widgetScript }, use) =>
    use((name, body) => openTestPage(`<script src="${widgetScript(name)}" defer></script>${body}`)),
  answerFormPosts: async ({ page, siteOrigin, watch }, use) =>
    use(async (status = 200) => {
      if (status >= 400) watch.allow(new RegExp(`^console: Failed to load resource: the server responded with a status of ${status}`));
      await page.route(`${siteOrigin}/**`, (route) =>
        route.request().method() === 'POST' ? route.fulfill({ status, body: '' }) : route.fallback(),
      );
    }),
  failFormPosts: async ({ page, siteOrigin, watch }, use) =>
    use(async () => {
      watch.allow(/^console: Failed to load resource: net::ERR_FAILED$/);
      await page.route(`${siteOrigin}/**`, (route) => (route.request().method() === 'POST' ? route.abort('failed') : route.fallback()));
    }),
});
