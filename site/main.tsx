// Browser entry: loads the current page's chunk, then hydrates the prerendered HTML (or renders, on the dev server).
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { resolveRoute } from './routes';
import { loadPage } from './routing/page-modules';
import { preloadOnIntent } from './routing/preload-on-intent';
// The frame's styles; each page's module imports its own, so a route loads only the CSS it uses.
import './styles/site.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from the page');

const { route } = resolveRoute(location.pathname);
// Hydration must render exactly the prerendered page, so its chunk is loaded first. A failure is left
// for rendering to meet: the page throws it to the error boundary, which shows the crash screen.
await loadPage(route.page).catch(() => undefined);

// Unknown paths are answered with 404.html. Under /services/ the router shows 'Service Not Found'
// instead, which that HTML does not hold, so the browser renders afresh rather than hydrate.
const prerenderedPage = container.querySelector('main')?.dataset.page;
if (prerenderedPage === route.page) hydrateRoot(container, <App />);
else createRoot(container).render(<App />);

preloadOnIntent(document);
