// The site's one route table: read by the router, the prerenderer, the sitemap and the size report.
import { embedFolder, embedPagePath, embedWidgets, type EmbedWidget } from '../common/contract/embed-pages';
import { business } from '../common/content/business';
import { findService, services } from './content/services';
import { matchPath, type RouteParams } from './routing/match-path';

export interface PageMeta {
  title: string;
  description: string;
}

export interface SiteRoute<Page extends string = PageName> {
  /** Pattern: literal segments, and ":name" for a parameter. */
  path: string;
  /** Its module in site/pages, whose default export is the page; the build makes one chunk of each. */
  page: Page;
  meta: (params: RouteParams) => PageMeta;
  /** The concrete paths to prerender, for a pattern with parameters. */
  paths?: () => string[];
  /** False for a page kept out of search results and the sitemap. */
  indexable?: false;
  /** 'embed' for a widget shown alone, without the site's header and footer, which any site may frame. */
  frame?: 'embed';
}

const withName = (title: string) => `${title} | ${business.name}`;
const fixed = (title: string, description: string) => () => ({ title: withName(title), description });

/** The title of each embed page. */
const embedTitles: Record<EmbedWidget, string> = {
  'quote-calculator': 'Instant Quote Calculator',
  'quote-form': 'Request a Free Quote',
  'contact-form': 'Send Us a Message',
};

const table = [
  {
    path: '/',
    page: 'home-page',
    meta: () => ({
      title: `Window & Exterior Cleaning in Kelowna | ${business.name}`,
      description:
        'Window cleaning, gutter cleaning, pressure washing and more across Kelowna and the Okanagan Valley. Get an instant quote in seconds.',
    }),
  },
  {
    path: '/about',
    page: 'about-page',
    meta: fixed(
      'About Us',
      `A local, insured exterior-cleaning team serving Kelowna and the Okanagan for ${business.yearsInBusiness} years. Meet the owner and crew, and see what we stand for.`,
    ),
  },
  {
    path: '/services',
    page: 'services-page',
    meta: fixed(
      'Services & Prices',
      'Window, gutter, solar panel and moss treatment, pressure washing, concrete sealing, holiday lights and snow removal in the Okanagan, with starting prices.',
    ),
  },
  {
    path: '/services/:serviceId',
    page: 'service-page',
    meta: ({ serviceId }) => {
      const service = findService(serviceId);
      return service
        ? { title: withName(`${service.title} in Kelowna`), description: service.description }
        : { title: withName('Service Not Found'), description: 'We could not find that service. See all our services.' };
    },
    paths: () => services.map((service) => `/services/${service.id}`),
  },
  {
    path: '/gallery',
    page: 'gallery-page',
    meta: fixed(
      'Gallery of Our Work',
      'Before and after photos of window cleaning, gutter cleaning, pressure washing and more from homes across Kelowna and the Okanagan.',
    ),
  },
  {
    path: '/blog',
    page: 'blog-page',
    meta: fixed(
      'Home Maintenance Tips & Insights',
      'Expert advice and seasonal tips to keep your Kelowna home looking its best year-round: windows, gutters, concrete and more.',
    ),
  },
  {
    path: '/quote',
    page: 'quote-page',
    meta: fixed(
      'Get Your Free Quote',
      `Tell us what your home needs and we will reply within ${business.replyWithin} with a personalized quote. Serving Kelowna and the Okanagan Valley.`,
    ),
  },
  {
    path: '/contact',
    page: 'contact-page',
    meta: fixed(
      'Contact Us',
      `Call, e-mail or send us a message. We reply within ${business.replyWithin}, and offer emergency service across Kelowna and the Okanagan.`,
    ),
  },
  {
    path: '/partners',
    page: 'partners-page',
    meta: fixed(
      'Put Our Quote Calculator on Your Site',
      'For strata managers, realtors and local businesses: put our instant quote calculator or request forms on your website, or share them as a link or QR code.',
    ),
  },
  {
    path: `${embedFolder}/:widget`,
    page: 'embed-page',
    meta: ({ widget }) => ({
      title: withName(embedTitles[widget as EmbedWidget] ?? 'Widget Not Found'),
      description: `Get a free quote from ${business.name}, exterior cleaning in Kelowna and the Okanagan Valley.`,
    }),
    paths: () => embedWidgets.map(embedPagePath),
    indexable: false,
    frame: 'embed',
  },
  {
    path: '/privacy',
    page: 'privacy-page',
    meta: fixed('Privacy Policy', `How ${business.name} collects, uses and protects the information you send us.`),
  },
  {
    path: '/terms',
    page: 'terms-page',
    meta: fixed('Terms of Service', `The plain-language terms of quotes, visits, payment and guarantees at ${business.name}.`),
  },
] as const satisfies ReadonlyArray<SiteRoute<`${string}-page`>>;

/** Served, with status 404, for every path no route matches (product rules §2.1). */
export const notFoundRoute = {
  path: '/404',
  page: 'not-found-page',
  meta: fixed('Page not found', 'The page you were looking for is not here.'),
} as const satisfies SiteRoute<`${string}-page`>;

/** A page of the site, named after its module in site/pages: those of the table above, and the not-found page. */
export type PageName = (typeof table)[number]['page'] | typeof notFoundRoute.page;

export const routes: readonly SiteRoute[] = table;

export interface ResolvedRoute {
  route: SiteRoute;
  params: RouteParams;
}

/** The route that serves `path`, and its params; the not-found route when none matches. */
export function resolveRoute(path: string): ResolvedRoute {
  for (const route of routes) {
    const params = matchPath(route.path, path);
    if (params) return { route, params };
  }
  return { route: notFoundRoute, params: {} };
}

/**
 * The not-found pages of the routes whose last segment is a parameter: `path` renders the
 * route with an id that names nothing (for /services/:serviceId, the 'Service Not Found' of product rules §2.5),
 * and the build writes it as the 404.html of `folder`, which the server and the static host
 * answer unknown ids under that folder with.
 */
export function parameterNotFoundPages(): Array<{ path: string; folder: string }> {
  return routes
    .filter((route) => /\/:[^/]+$/.test(route.path))
    .map((route) => {
      const folder = route.path.replace(/\/:[^/]+$/, '');
      return { path: `${folder}/not-found`, folder };
    });
}

/** Every concrete path the build writes an HTML file for (the not-found pages aside). */
export function prerenderPaths(): string[] {
  return routes.flatMap((route) => route.paths?.() ?? [route.path]);
}

/**
 * The one page past a server's first congestion window (10 segments of 1,460 bytes, headers and all), so its first paint
 * waits a round trip more: /blog, whose seven articles show in full to visitors without scripts (product rules §2.11).
 */
export const pastFirstWindow: readonly string[] = ['/blog'];
