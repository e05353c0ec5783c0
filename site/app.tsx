// The site's shell: the routed page between header and footer, inside the crash screen's error boundary.
import { StrictMode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Router, useLocation } from 'wouter';
import { CrashScreen } from './layout/crash-screen';
import { EmbedReadyContext } from './embed/embed-ready';
import { ErrorBoundary } from './layout/error-boundary';
import { SiteFooter } from './layout/site-footer';
import { SiteHeader } from './layout/site-header';
import { useRouteChange } from './layout/use-route-change';
import { embedFolder, embedPageWidget } from '../common/contract/embed-pages';
import { resolveRoute, type ResolvedRoute } from './routes';
import { normalizePath } from './routing/match-path';
import { RoutePage } from './routing/route-page';
import { readEarlyInput } from './routing/take-up-early-input';

interface AppProps {
  /** The path being prerendered; absent in the browser. */
  ssrPath?: string;
  /** The scripted buttons the visitor pressed before hydration, to press again once it is done (start.tsx). */
  earlyClicks?: readonly HTMLButtonElement[];
}

interface RouteChangeProps {
  location: string;
  title: string;
}

/** Runs useRouteChange from inside the page's Suspense boundary, so it runs once the new page is on screen. */
function RouteChange({ location, title }: RouteChangeProps) {
  useRouteChange(location, title);
  return null;
}

/**
 * The route rendered at `location`. Every address in the embed folder is an embed document, never in the site's frame
 * (product rules §8.5): the widget at an embed page's own address (embedPageWidget), and elsewhere (/embed//x,
 * /embed/quote-form/index.html) the folder's note, as its 404.html has it.
 */
export function routeAt(location: string): ResolvedRoute {
  const path = normalizePath(location);
  if (path !== embedFolder && !path.startsWith(`${embedFolder}/`)) return resolveRoute(location);
  return resolveRoute(`${embedFolder}/${embedPageWidget(location) ?? 'not-found'}`);
}

/** The page alone, for an embed document (routeAt): no skip link, header or footer around the widget. */
function EmbedFrame({ location, earlyClicks }: { location: string; earlyClicks: readonly HTMLButtonElement[] }) {
  const { route, params } = routeAt(location);
  const [ready, setReady] = useState(false);
  const markReady = useCallback(() => setReady(true), []);
  return (
    <main id="main" tabIndex={-1} data-page={route.page}>
      <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
        <EmbedReadyContext.Provider value={markReady}>
          <RoutePage key={location} page={route.page} params={params} />
        </EmbedReadyContext.Provider>
        <EarlyInput clicks={earlyClicks} ready={ready} />
      </Suspense>
    </main>
  );
}

/**
 * Once the first page has been hydrated (it commits with the page, inside its Suspense boundary), hands what the
 * visitor typed, chose or pressed before that to the controls' own handlers, so that none of it is lost. It is read
 * at once and handed over when `ready`: an embed page is ready only once its query's prefill has rendered
 * (site/embed/embed-ready.ts), which would otherwise put the controls back.
 */
function EarlyInput({ clicks, ready = true }: { clicks: readonly HTMLButtonElement[]; ready?: boolean }) {
  const replay = useRef<(() => void) | undefined>(undefined);
  useEffect(() => {
    const main = document.getElementById('main');
    if (main && !replay.current) replay.current = readEarlyInput(main, clicks);
  }, [clicks]);
  useEffect(() => {
    if (!ready || !replay.current) return;
    const take = replay.current;
    // Once only, though StrictMode runs effects twice in development: a second press would undo a toggle.
    replay.current = () => undefined;
    take();
  }, [ready]);
  return null;
}

function SiteFrame({ earlyClicks = [] }: Pick<AppProps, 'earlyClicks'>) {
  const [location] = useLocation();
  const { route, params } = routeAt(location);
  if (route.frame === 'embed') return <EmbedFrame location={location} earlyClicks={earlyClicks} />;
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      {/* data-page tells the browser entry which page this HTML was prerendered as (start.tsx). */}
      <main id="main" tabIndex={-1} data-page={route.page}>
        <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
          <RoutePage key={location} page={route.page} params={params} />
          <RouteChange location={location} title={route.meta(params).title} />
          <EarlyInput clicks={earlyClicks} />
        </Suspense>
      </main>
      <SiteFooter />
    </>
  );
}

/** The whole site for one location. */
export function App({ ssrPath, earlyClicks }: AppProps) {
  return (
    <StrictMode>
      <Router ssrPath={ssrPath}>
        <ErrorBoundary fallback={<CrashScreen />}>
          <SiteFrame earlyClicks={earlyClicks} />
        </ErrorBoundary>
      </Router>
    </StrictMode>
  );
}
