// The site's shell: the routed page between header and footer, inside the crash screen's error boundary.
import { StrictMode, Suspense, useEffect } from 'react';
import { Router, useLocation } from 'wouter';
import { CrashScreen } from './layout/crash-screen';
import { ErrorBoundary } from './layout/error-boundary';
import { SiteFooter } from './layout/site-footer';
import { SiteHeader } from './layout/site-header';
import { useRouteChange } from './layout/use-route-change';
import { resolveRoute } from './routes';
import { RoutePage } from './routing/route-page';
import { takeUpEarlyInput } from './routing/take-up-early-input';

interface AppProps {
  /** The path being prerendered; absent in the browser. */
  ssrPath?: string;
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
 * Once the first page has been hydrated (it commits with the page, inside its Suspense boundary), hands what the
 * visitor typed or chose before that to the fields' own handlers, so that none of it is lost.
 */
function EarlyInput() {
  useEffect(() => {
    const main = document.getElementById('main');
    if (main) takeUpEarlyInput(main);
  }, []);
  return null;
}

function SiteFrame() {
  const [location] = useLocation();
  const { route, params } = resolveRoute(location);
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
          <EarlyInput />
        </Suspense>
      </main>
      <SiteFooter />
    </>
  );
}

/** The whole site for one location. */
export function App({ ssrPath }: AppProps) {
  return (
    <StrictMode>
      <Router ssrPath={ssrPath}>
        <ErrorBoundary fallback={<CrashScreen />}>
          <SiteFrame />
        </ErrorBoundary>
      </Router>
    </StrictMode>
  );
}
