// The site's one route table: read by the router, the prerenderer, the sitemap and the size report.
import type { ComponentType } from 'react';
import { HomePage } from './pages/home-page';
import { NotFoundPage } from './pages/not-found-page';

export interface SiteRoute {
  /** wouter pattern. */
  path: string;
  component: ComponentType;
  title: string;
  description: string;
}

export const routes: readonly SiteRoute[] = [
  {
    path: '/',
    component: HomePage,
    title: 'Window Cleaning & Exterior Cleaning in Kelowna | Okanagan Exterior Cleaning',
    description:
      'Window cleaning, gutter cleaning, pressure washing and more across Kelowna and the Okanagan Valley. Get an instant quote in seconds.',
  },
];

export const notFoundRoute: SiteRoute = {
  path: '/404',
  component: NotFoundPage,
  title: 'Page not found | Okanagan Exterior Cleaning',
  description: 'The page you were looking for is not here.',
};

/** Every concrete path the build writes an HTML file for. */
export function prerenderPaths(): string[] {
  return routes.map((route) => route.path);
}
