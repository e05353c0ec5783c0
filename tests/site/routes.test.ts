import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { notFoundRoute, prerenderPaths, resolveRoute, routes } from '../../site/routes';

describe('the route table', () => {
  it('has the ten routes of product rules §2.1, the partners page and the embed pages', () => {
    expect(routes.map((route) => route.path)).toEqual([
      '/',
      '/about',
      '/services',
      '/services/:serviceId',
      '/gallery',
      '/blog',
      '/quote',
      '/contact',
      '/partners',
      '/embed/:widget',
      '/privacy',
      '/terms',
    ]);
  });

  it('prerenders every route, with all eight service pages', () => {
    expect(prerenderPaths()).toEqual([
      '/',
      '/about',
      '/services',
      '/services/window-cleaning',
      '/services/gutter-cleaning',
      '/services/pressure-washing',
      '/services/solar-panel-cleaning',
      '/services/holiday-light-installation',
      '/services/snow-removal',
      '/services/moss-treatment',
      '/services/concrete-sealing',
      '/gallery',
      '/blog',
      '/quote',
      '/contact',
      '/partners',
      '/embed/quote-calculator',
      '/embed/quote-form',
      '/embed/contact-form',
      '/privacy',
      '/terms',
    ]);
  });

  it('names a page module that exists for every route', () => {
    for (const route of [...routes, notFoundRoute]) expect(existsSync(`site/pages/${route.page}.tsx`), route.page).toBe(true);
  });

  it('has a route for every page module, each of which the build makes an entry of (vite.config.ts)', () => {
    const modules = readdirSync('site/pages').filter((file) => file.endsWith('-page.tsx'));
    const named = new Set([...routes, notFoundRoute].map((route) => `${route.page}.tsx`));
    expect(modules.filter((file) => !named.has(file))).toEqual([]);
  });

  it('gives every prerendered page its own title, and every page in search results its own description', () => {
    const pages = prerenderPaths().map((path) => resolveRoute(path));
    const metas = pages.map(({ route, params }) => route.meta(params));
    const indexable = pages.filter(({ route }) => route.indexable !== false).map(({ route, params }) => route.meta(params));
    expect(new Set(metas.map((meta) => meta.title)).size).toBe(metas.length);
    expect(new Set(indexable.map((meta) => meta.description)).size).toBe(indexable.length);
    for (const meta of metas) expect(meta.description.length).toBeLessThanOrEqual(170);
  });
});

describe('resolveRoute', () => {
  it('finds the service page and its id', () => {
    const { route, params } = resolveRoute('/services/moss-treatment');
    expect(route.page).toBe('service-page');
    expect(params).toEqual({ serviceId: 'moss-treatment' });
  });

  it('titles an unknown service id "Service Not Found"', () => {
    const { route, params } = resolveRoute('/services/roof-painting');
    expect(route.meta(params).title).toMatch(/^Service Not Found/);
  });

  it('treats a trailing slash as the same page', () => {
    expect(resolveRoute('/blog/').route.page).toBe('blog-page');
  });

  it('answers unknown paths with the not-found route', () => {
    expect(resolveRoute('/nowhere').route).toBe(notFoundRoute);
    expect(resolveRoute('/services/a/b').route).toBe(notFoundRoute);
  });
});
