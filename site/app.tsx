// The site's shell: header, the routed page and footer.
import { Route, Router, Switch } from 'wouter';
import { SiteFooter } from './layout/site-footer';
import { SiteHeader } from './layout/site-header';
import { notFoundRoute, routes } from './routes';

interface AppProps {
  /** The path being prerendered; absent in the browser. */
  ssrPath?: string;
}

/** The whole site for one location. */
export function App({ ssrPath }: AppProps) {
  return (
    <Router ssrPath={ssrPath}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main">
        <Switch>
          {routes.map((route) => (
            <Route key={route.path} path={route.path} component={route.component} />
          ))}
          <Route component={notFoundRoute.component} />
        </Switch>
      </main>
      <SiteFooter />
    </Router>
  );
}
